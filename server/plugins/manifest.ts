// Validation of a plugin's `extractor` manifest. Every message says what to change,
// because the person reading it is adding a plugin and has the package.json open.

import { PLUGIN_API_VERSION, type PluginManifest } from '../../contracts/plugin-api.ts';
import { validateDetect, type ValidTypeDetection } from './detection-manifest.ts';

export interface ValidManifest {
  apiVersion: number;
  mimeTypes: string[];
  extensions: string[];
  modes: string[];
  priority: number;
  /** How each media type is recognised, keyed by media type; empty when the manifest has no `detect`. */
  detect: Record<string, ValidTypeDetection>;
  /** The handlers honour `pages`, so a long document may be read in parts on several threads. */
  splitsPages: boolean;
}

/** Words the query string gives their own meaning; a plugin cannot call a mode by them. */
export const RESERVED_MODE_NAMES = ['auto', 'none'];

const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;
const EXTENSION = /^\.[a-z0-9]{1,12}$/;
const MODE_NAME = /^[a-z][a-z0-9-]{0,31}$/;

export class PluginManifestError extends Error {
  constructor(where: string, problem: string) {
    super(`Plugin ${where}: ${problem}`);
    this.name = 'PluginManifestError';
  }
}

export function validateManifest(where: string, value: unknown): ValidManifest {
  const fail = (problem: string): never => {
    throw new PluginManifestError(where, problem);
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail('the "extractor" field of package.json must be an object like {"apiVersion": 1, "mimeTypes": [...], "extensions": [...], "modes": [...]}.');
  }
  const manifest = value as Partial<Record<keyof PluginManifest, unknown>>;
  if (manifest.apiVersion !== PLUGIN_API_VERSION) {
    fail(`extractor.apiVersion is ${JSON.stringify(manifest.apiVersion)}, but this service speaks plugin API ${PLUGIN_API_VERSION}. Set "apiVersion": ${PLUGIN_API_VERSION} and follow contracts/plugin-api.ts.`);
  }
  const mimeTypes = stringList(manifest.mimeTypes, 'mimeTypes', fail);
  if (mimeTypes.length === 0) fail('extractor.mimeTypes must name at least one media type, e.g. ["text/csv"].');
  for (const type of mimeTypes) {
    if (!MEDIA_TYPE.test(type)) fail(`extractor.mimeTypes has "${type}", which is not a lower-case media type like "text/csv".`);
  }
  const extensions = stringList(manifest.extensions ?? [], 'extensions', fail);
  for (const extension of extensions) {
    if (!EXTENSION.test(extension)) fail(`extractor.extensions has "${extension}": write extensions in lower case with the leading dot, like ".csv".`);
  }
  const modes = stringList(manifest.modes, 'modes', fail);
  if (modes.length === 0) fail('extractor.modes must list at least one mode, e.g. ["structured", "fast"]; the first is the default.');
  for (const mode of modes) {
    if (!MODE_NAME.test(mode)) fail(`extractor.modes has "${mode}": a mode name is lower-case letters, digits and dashes.`);
    if (RESERVED_MODE_NAMES.includes(mode)) fail(`extractor.modes has "${mode}", a word the query string reserves. Rename the mode.`);
  }
  if (new Set(modes).size !== modes.length) fail('extractor.modes lists a mode twice. List each once, in fallback order.');
  const priority = manifest.priority ?? 0;
  if (typeof priority !== 'number' || !Number.isInteger(priority)) {
    fail('extractor.priority must be a whole number (higher wins when two plugins claim one type).');
  }
  const splitsPages = manifest.splitsPages ?? false;
  if (typeof splitsPages !== 'boolean') {
    fail('extractor.splitsPages must be true or false: true when every handler reads only the pages in `pages` (see contracts/plugin-api.ts).');
  }
  return {
    apiVersion: PLUGIN_API_VERSION,
    mimeTypes: dedupe(mimeTypes),
    extensions: dedupe(extensions),
    modes,
    priority: priority as number,
    detect: validateDetect(manifest.detect, mimeTypes, extensions, fail),
    splitsPages: splitsPages as boolean,
  };
}

function stringList(value: unknown, field: string, fail: (problem: string) => never): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    return fail(`extractor.${field} must be an array of strings.`);
  }
  return value as string[];
}

function dedupe(values: string[]): string[] {
  return [...new Set(values)];
}
