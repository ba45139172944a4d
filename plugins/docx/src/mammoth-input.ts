// What mammoth is given: the package through our zip reader (mammoth's own JSZip would
// inflate whatever an entry holds; ours is capped, see office-zip.ts), equations rewritten
// as text runs, and options that keep it inside the document: no external file access,
// no style map embedded by the file, images reduced to their alt text.

import mammoth from 'mammoth';
import type { OfficeZip } from '@docextract/plugin-kit/zip';
import { rewriteMathAsRuns } from './math-runs.ts';
import { DOCX_STYLE_MAP } from './style-map.ts';

/** The interface mammoth's unzip.openZip accepts as `{ file }` (see mammoth/lib/zipfile.js). */
export interface MammothFile {
  exists(name: string): boolean;
  read(name: string, encoding?: string): Promise<string | Uint8Array>;
}

export type MammothInput = { file: MammothFile };

export function mammothInput(zip: OfficeZip): MammothInput {
  return {
    file: {
      exists: (name) => zip.has(name),
      read: async (name, encoding) => {
        if (encoding === 'base64') throw new Error('images are not read: only their alt text is kept');
        if (!encoding) {
          const bytes = zip.read(name);
          if (!bytes) throw new Error(`the package has no part ${name}`);
          return bytes;
        }
        const text = zip.readText(name);
        if (text === null) throw new Error(`the package has no part ${name}`);
        return isWordXml(name) ? rewriteMathAsRuns(text) : text;
      },
    },
  };
}

function isWordXml(name: string): boolean {
  return /\.xml$/i.test(name) && !/_rels\//i.test(name);
}

/** Every image becomes an <img> with its alt text and no source: nothing is read or inlined. */
const altTextOnly = mammoth.images.imgElement(async () => ({ src: '' }));

export const MAMMOTH_OPTIONS = {
  styleMap: DOCX_STYLE_MAP,
  includeDefaultStyleMap: true,
  // A style map inside the file could rename anything; the service's map is the only one.
  includeEmbeddedStyleMap: false,
  externalFileAccess: false,
  convertImage: altTextOnly,
  ignoreEmptyParagraphs: true,
};
