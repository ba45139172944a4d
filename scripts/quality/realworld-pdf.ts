// The PDFs of ../shared/realworld through the PDF plugin, as the service would run them: the
// modes in their fallback order until one gives text (in-process, one thread). Each file must
// end in text or a typed bad-input reason, never a crash; a file pdftotext reads (20 words or
// more, from the manifest) must give at least half of its words.
// Usage: npx tsx scripts/quality/realworld-pdf.ts [--mode fast]  → quality-results/realworld-pdf.{json,md}

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isBadInputError } from '../../contracts/plugin-api.ts';
import { handlers } from '../../plugins/pdf/src/index.ts';
import { DEFAULT_EXTRACT_LIMITS } from '../../server/extraction/limits.ts';
import { normalizeModel } from '../../server/extraction/normalize-model.ts';
import { renderPlainText } from '../../server/render/plain-text.ts';
import { countWords } from '../../server/render/text-counts.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const REALWORLD_DIR = path.resolve(REPO_ROOT, '..', 'shared', 'realworld');
const OUTPUT_DIR = path.join(REPO_ROOT, 'quality-results');
const MIN_PEER_WORDS = 20;
const MODE_ORDER = ['structured', 'fast', 'ocr', 'pdfjs'];

interface Entry {
  file: string;
  ext?: string;
  pdftotextWords?: number;
}

interface Row {
  file: string;
  pdftotextWords: number;
  words: number;
  mode: string | null;
  outcome: 'text' | 'empty' | 'bad-input' | 'crash';
  detail: string;
  ms: number;
  ok: boolean;
}

const { values } = parseArgs({ options: { mode: { type: 'string', default: 'structured' } } });
const firstMode = values.mode!;
const modes = [firstMode, ...MODE_ORDER.filter((mode) => mode !== firstMode && mode !== 'ocr')];
const manifest = JSON.parse(readFileSync(path.join(REALWORLD_DIR, 'manifest.json'), 'utf8')) as Entry[];
const pdfs = manifest.filter((entry) => (entry.ext ?? path.extname(entry.file)).toLowerCase() === '.pdf');

const rows: Row[] = [];
for (const entry of pdfs) {
  const row = await extract(entry);
  rows.push(row);
  console.log(`${row.ok ? 'ok ' : 'BAD'} ${row.file.padEnd(48)} ${row.outcome.padEnd(9)} ${String(row.words).padStart(7)} / ${String(row.pdftotextWords).padStart(7)} words  ${row.mode ?? '-'}  ${Math.round(row.ms)} ms ${row.detail}`);
}
writeReport(rows);

async function extract(entry: Entry): Promise<Row> {
  const bytes = new Uint8Array(readFileSync(path.join(REALWORLD_DIR, entry.file)));
  const peerWords = entry.pdftotextWords ?? 0;
  const row: Row = { file: entry.file, pdftotextWords: peerWords, words: 0, mode: null, outcome: 'empty', detail: '', ms: 0, ok: false };
  const startedMs = performance.now();
  for (const mode of modes) {
    try {
      const result = await handlers[mode]!({ bytes, fileName: path.basename(entry.file), mimeType: 'application/pdf', charset: null, password: null, limits: DEFAULT_EXTRACT_LIMITS });
      const words = countWords(renderPlainText(normalizeModel(result.document, DEFAULT_EXTRACT_LIMITS.maxOutputChars).document));
      row.mode = result.producedByMode ?? mode;
      row.words = words;
      if (words > 0) {
        row.outcome = 'text';
        break;
      }
    } catch (error) {
      if (isBadInputError(error)) {
        row.outcome = 'bad-input';
        row.detail = error.reason;
        break;
      }
      row.outcome = 'crash';
      row.detail = (error as Error).message?.split('\n')[0] ?? String(error);
    }
  }
  row.ms = performance.now() - startedMs;
  row.ok = row.outcome !== 'crash' && (peerWords < MIN_PEER_WORDS || (row.outcome === 'text' && row.words >= peerWords / 2));
  return row;
}

function writeReport(all: Row[]): void {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const failing = all.filter((row) => !row.ok);
  const lines = [
    `# Real-world PDFs through the PDF plugin (first mode ${firstMode})`,
    '',
    `${all.length} PDFs; ${all.length - failing.length} meet the rules (text or a typed bad-input reason, never a crash; at least half of pdftotext's words where it reads 20 or more).`,
    `Read by: ${[...new Set(all.map((row) => row.mode ?? 'none'))].map((mode) => `${mode} ${all.filter((row) => (row.mode ?? 'none') === mode).length}`).join(', ')}.`,
    '',
    '| file | outcome | words | pdftotext words | mode | ms |',
    '|---|---|---|---|---|---|',
    ...failing.map((row) => `| ${row.file} | ${row.outcome} ${row.detail} | ${row.words} | ${row.pdftotextWords} | ${row.mode ?? '–'} | ${Math.round(row.ms)} |`),
  ];
  writeFileSync(path.join(OUTPUT_DIR, `realworld-pdf-${firstMode}.md`), `${lines.join('\n')}\n`);
  writeFileSync(path.join(OUTPUT_DIR, `realworld-pdf-${firstMode}.json`), `${JSON.stringify(all, null, 2)}\n`);
  console.log(lines.slice(0, 4).join('\n'));
}
