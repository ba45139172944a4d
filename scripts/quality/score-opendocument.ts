// Scores the OpenDocument and EPUB plugins on the real .odt, .odp and .epub files in
// ../shared/corpus that have a ground truth. Each mode runs in-process as a plain function
// call with the core's own extractEmbedded (the HTML plugin, in this thread, as a worker
// runs it); the model goes through the worker's normalisation and the service's txt
// renderer, and token F1 is taken as the outside tests take it. For comparison, in the same
// run: pandoc (`-t plain`, which reads .odt and .epub), and for EPUB the other way of
// reading chapters that the plugin could take, every chapter through the HTML plugin.
// Usage: npx tsx scripts/quality/score-opendocument.ts → quality-results/opendocument.{json,md}

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Block } from '../../contracts/document-model.ts';
import type { ExtractInput, ModeHandler } from '../../contracts/plugin-api.ts';
import { handlers as epubHandlers } from '../../plugins/epub/src/index.ts';
import { openEpub } from '../../plugins/epub/src/open-epub.ts';
import { handlers as odfHandlers } from '../../plugins/opendocument/src/index.ts';
import { embeddedExtractor } from '../../server/extraction/embedded-documents.ts';
import { normalizeModel } from '../../server/extraction/normalize-model.ts';
import type { ExtractTask } from '../../server/extraction/worker-protocol.ts';
import { readPlugin } from '../../server/plugins/discover.ts';
import { renderPlainText } from '../../server/render/plain-text.ts';
import { tokenF1, type TokenScore } from '@docextract/plugin-kit/testing/token-f1';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const CORPUS_DIR = path.resolve(REPO_ROOT, '..', 'shared', 'corpus');
const OUTPUT_DIR = path.join(REPO_ROOT, 'quality-results');
const LIMITS = { maxPages: 10_000, maxOutputChars: 20_000_000 };
/** Each time is the median of this many runs, after one untimed run (kept as coldMs). */
const RUNS = 5;

const PLUGINS: Record<string, { plugin: string; handlers: Record<string, ModeHandler> }> = {
  '.odt': { plugin: 'opendocument', handlers: odfHandlers },
  '.odp': { plugin: 'opendocument', handlers: odfHandlers },
  '.epub': { plugin: 'epub', handlers: epubHandlers },
};

type Outcome = (TokenScore & { ms: number; coldMs?: number }) | { error: string };

interface DocumentResult {
  file: string;
  plugin: string;
  structured: Outcome;
  fast: Outcome;
  /** EPUB only: every chapter read by the HTML plugin through extractEmbedded. */
  chaptersByHtmlPlugin?: Outcome;
  pandoc?: Outcome;
}

const extractEmbedded = coreEmbedded();

async function main(): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(CORPUS_DIR, 'manifest.json'), 'utf8')) as Array<{ file: string; truth?: string }>;
  const entries = manifest.filter((entry) => entry.truth && PLUGINS[path.extname(entry.file).toLowerCase()]);
  const results: DocumentResult[] = [];
  for (const entry of entries) {
    const file = path.join(CORPUS_DIR, entry.file);
    const truth = readFileSync(path.join(CORPUS_DIR, entry.truth!), 'utf8');
    const extension = path.extname(file).toLowerCase();
    const { plugin, handlers } = PLUGINS[extension]!;
    const bytes = new Uint8Array(readFileSync(file));
    const result: DocumentResult = {
      file: entry.file,
      plugin,
      structured: await score(() => runMode(handlers.structured!, bytes, file), truth),
      fast: await score(() => runMode(handlers.fast!, bytes, file), truth),
    };
    if (extension === '.epub') result.chaptersByHtmlPlugin = await score(() => chaptersByHtmlPlugin(bytes, file), truth);
    if (extension !== '.odp') result.pandoc = await score(async () => execFileSync('pandoc', ['-t', 'plain', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }), truth);
    results.push(result);
    console.log(`${entry.file.padEnd(40)} structured ${describe(result.structured)}   fast ${describe(result.fast)}`);
    if (result.chaptersByHtmlPlugin) console.log(`${''.padEnd(40)} chapters by the HTML plugin ${describe(result.chaptersByHtmlPlugin)}`);
    if (result.pandoc) console.log(`${''.padEnd(40)} pandoc ${describe(result.pandoc)}`);
  }
  mkdirSync(OUTPUT_DIR, { recursive: true });
  writeFileSync(path.join(OUTPUT_DIR, 'opendocument.json'), JSON.stringify({ generatedAt: new Date().toISOString(), runs: RUNS, documents: results }, null, 2));
  writeFileSync(path.join(OUTPUT_DIR, 'opendocument.md'), markdownReport(results));
  console.log('\nwrote quality-results/opendocument.json and opendocument.md');
}

function input(bytes: Uint8Array, file: string): ExtractInput {
  return { bytes, fileName: path.basename(file), mimeType: '', charset: null, password: null, limits: LIMITS, ...(extractEmbedded ? { extractEmbedded } : {}) };
}

async function runMode(handler: ModeHandler, bytes: Uint8Array, file: string): Promise<string> {
  const result = await handler(input(bytes, file));
  return renderPlainText(normalizeModel(result.document, LIMITS.maxOutputChars).document);
}

/** The alternative the EPUB plugin measured itself against: each spine chapter through the HTML plugin. */
async function chaptersByHtmlPlugin(bytes: Uint8Array, file: string): Promise<string> {
  const { zip, chapters } = openEpub(input(bytes, file));
  const blocks: Block[] = [];
  for (const chapter of chapters) {
    const read = await extractEmbedded!(zip.read(chapter.path)!, path.basename(chapter.path));
    blocks.push({ type: 'pageBreak', page: chapter.number }, ...read.blocks);
  }
  return renderPlainText(normalizeModel({ blocks }, LIMITS.maxOutputChars).document);
}

async function score(produce: () => Promise<string>, truth: string): Promise<Outcome> {
  try {
    const coldStarted = performance.now();
    let text = await produce();
    const coldMs = performance.now() - coldStarted;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      text = await produce();
      times.push(performance.now() - started);
    }
    return { ...tokenF1(text, truth), ms: median(times), coldMs };
  } catch (error) {
    return { error: String(error).split('\n')[0]!.slice(0, 200) };
  }
}

/** The core's extractEmbedded with the HTML plugin as the reader of (X)HTML, as the service wires it. */
function coreEmbedded(): ExtractInput['extractEmbedded'] {
  const html = readPlugin(path.join(REPO_ROOT, 'plugins', 'html'));
  if (!html) return undefined;
  const reader = { plugin: html.name, entryPath: html.entryPath, mode: html.manifest.modes[0]! };
  const task = { embeddedReaders: Object.fromEntries(html.manifest.mimeTypes.map((type) => [type, reader])), limits: LIMITS, nesting: 0 } as unknown as ExtractTask;
  return embeddedExtractor(task, (entryPath) => import(pathToFileURL(entryPath).href));
}

function markdownReport(results: DocumentResult[]): string {
  const cell = (outcome: Outcome | undefined, key: 'f1' | 'ms'): string => (!outcome ? '' : 'error' in outcome ? 'error' : outcome[key].toFixed(key === 'f1' ? 3 : 1));
  const rows = results.map((result) =>
    `| ${[path.basename(result.file), result.plugin, cell(result.structured, 'f1'), precisionRecall(result.structured), cell(result.structured, 'ms'),
      cell(result.fast, 'f1'), cell(result.fast, 'ms'), cell(result.chaptersByHtmlPlugin, 'f1'), cell(result.chaptersByHtmlPlugin, 'ms'), cell(result.pandoc, 'f1'), cell(result.pandoc, 'ms')].join(' | ')} |`,
  );
  return [
    '# OpenDocument and EPUB extraction quality',
    '',
    `Token F1 of the txt rendering against ../shared/corpus ground truth. Times: the median of ${RUNS} runs after a first one (in-process for ours, a process per run for pandoc). "EPUB chapters by HTML plugin": the same book with every chapter read by the HTML plugin through extractEmbedded, the alternative the EPUB plugin was measured against. pandoc does not read .odp.`,
    '',
    '| document | plugin | structured F1 | P / R | ms | fast F1 | fast ms | EPUB chapters by HTML plugin F1 | ms | pandoc F1 | pandoc ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

function precisionRecall(outcome: Outcome): string {
  return 'error' in outcome ? '' : `${outcome.precision.toFixed(2)} / ${outcome.recall.toFixed(2)}`;
}

function describe(outcome: Outcome): string {
  if ('error' in outcome) return `error: ${outcome.error.slice(0, 80)}`;
  return `F1 ${outcome.f1.toFixed(3)} (P ${outcome.precision.toFixed(2)} R ${outcome.recall.toFixed(2)}) ${outcome.ms.toFixed(1)} ms`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

if (!existsSync(path.join(CORPUS_DIR, 'manifest.json'))) {
  console.error(`no corpus at ${CORPUS_DIR}`);
  process.exit(1);
}
await main();
