// The corpus documents of each format group, read in place from ../shared/corpus. PDFs count
// only with a text layer: pdftotext must find some text on the average page (the scans in the
// corpus have none, and OCR is another benchmark).

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CORPUS_DIR, PDFINFO, PDFTOTEXT } from './paths.ts';

export interface BenchFile {
  path: string;
  password: string | null;
}

interface ManifestEntry {
  file: string;
  password?: string;
}

/** Characters (not spaces) per page below which a PDF is taken as a scan. */
const MIN_TEXT_PER_PAGE = 100;

export function corpusFiles(extensions: string[]): BenchFile[] {
  const manifest = JSON.parse(readFileSync(path.join(CORPUS_DIR, 'manifest.json'), 'utf8')) as ManifestEntry[];
  return manifest
    .filter((entry) => extensions.includes(path.extname(entry.file).toLowerCase()))
    .map((entry) => ({ path: path.join(CORPUS_DIR, entry.file), password: entry.password ?? null }));
}

export function hasTextLayer(file: BenchFile): boolean {
  const password = file.password ? ['-upw', file.password] : [];
  try {
    const info = execFileSync(PDFINFO, [...password, file.path], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
    const text = execFileSync(PDFTOTEXT, [...password, file.path, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 << 20 });
    return pages > 0 && text.replace(/\s+/g, '').length / pages >= MIN_TEXT_PER_PAGE;
  } catch {
    return false;
  }
}
