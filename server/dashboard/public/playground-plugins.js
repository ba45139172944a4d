// What the playground knows of the installed plugins, from GET /v1/formats: which plugin reads
// a file, judged by its extension. Until the list has loaded, or when it cannot be loaded, no
// plugin is known; the service still detects the type of what it is sent.

import { api } from './api.js';

export function pluginCatalog() {
  let formats = null;
  return {
    /** Loads the list; resolves to the supported extensions, sorted, or to null when it failed. */
    async load() {
      try {
        formats = await api.formats();
        return [...new Set(formats.flatMap((entry) => entry.extensions))].sort();
      } catch {
        formats = null;
        return null;
      }
    },

    /** The /v1/formats entry of the plugin that reads a file of this name, or null. */
    pluginFor(name) {
      if (!formats) return null;
      const dot = name.lastIndexOf('.');
      if (dot < 0) return null;
      const extension = name.slice(dot).toLowerCase();
      return formats.find((entry) => entry.extensions.map((e) => e.toLowerCase()).includes(extension)) ?? null;
    },
  };
}
