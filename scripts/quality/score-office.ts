// Scores the Office plugins on the real documents in ../shared/corpus that have a ground
// truth: each handler runs in-process in its first (default) mode, its model is rendered as
// the service's txt, and token F1 is taken as the outside tests take it. DOCX files are also
// run through pandoc (`pandoc -t plain`) in the same run, with timings for both.
// Usage: npx tsx scripts/quality/score-office.ts   → quality-results/office.{json,md}

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ModeHandler } from '../../contracts/plugin-api.ts';
import { renderPlainText } from '../../server/render/plain-text.ts';
import { handlers as docxHandlers } from '../../plugins/docx/src/index.ts';
import { handlers as pptxHandlers } from '../../plugins/pptx/src/index.ts';
import { handlers as spreadsheetHandlers } from '../../plugins/spreadsheet/src/index.ts';
import { tokenF1 } from '@docextract/plugin-kit/testing/token-f1';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const CORPUS_DIR = path.resolve(REPO_ROOT, '..', 'shared', 'corpus');
const OUTPUT_DIR = path.join(REPO_ROOT, 'quality-results');
/**
 * Each timing is the median of this many runs. Ours run after one untimed run of the same
 * document (a worker thread stays warm between documents; coldMs keeps that first run).
 */
const RUNS = 5;
const LIMITS = { maxPages: 10_000, maxOutputChars: 20_000_000 };

const PLUGIN_BY_EXTENSION: Record<string, { plugin: string; handlers: Record<string, ModeHandler> }> = {
  '.docx': { plugin: 'docx', handlers: docxHandlers },
  '.docm': { plugin: 'docx', handlers: docxHandlers },
  '.xlsx': { plugin: 'spreadsheet', handlers: spreadsheetHandlers },
  '.xlsm': { plugin: 'spreadsheet', handlers: spreadsheetHandlers },
  '.xls': { plugin: 'spreadsheet', handlers: spreadsheetHandlers },
  '.ods': { plugin: 'spreadsheet', handlers: spreadsheetHandlers },
  '.pptx': { plugin: 'pptx', handlers: pptxHandlers },
};

interface Score {
  f1: number;
  precision: number;
  recall: number;
  ms: number;
  /** The first run of the document in this process (JIT not yet warm for its paths). */
  coldMs?: number;
}

interface DocumentResult {
  file: string;
  plugin: string;
  ours: Score | { error: string };
  pandoc?: Score | { error: string };
}

async function main(): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(CORPUS_DIR, 'manifest.json'), 'utf8')) as Array<{ file: string; truth?: string }>;
  const entries = manifest.filter((entry) => entry.truth && PLUGIN_BY_EXTENSION[path.extname(entry.file).toLowerCase()]);
  await warmUp(entries.map((entry) => entry.file));
  const results: DocumentResult[] = [];
  for (const entry of entries) {
    const file = path.join(CORPUS_DIR, entry.file);
    const truth = readFileSync(path.join(CORPUS_DIR, entry.truth!), 'utf8');
    const { plugin, handlers } = PLUGIN_BY_EXTENSION[path.extname(file).toLowerCase()]!;
    const result: DocumentResult = { file: entry.file, plugin, ours: await scoreOurs(file, handlers, truth) };
    if (plugin === 'docx') result.pandoc = scorePandoc(file, truth);
    results.push(result);
    console.log(`${entry.file.padEnd(48)} ${describe(result.ours)}${result.pandoc ? `   pandoc ${describe(result.pandoc)}` : ''}`);
  }
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const summary = summarize(results);
  writeFileSync(path.join(OUTPUT_DIR, 'office.json'), JSON.stringify({ generatedAt: new Date().toISOString(), summary, documents: results }, null, 2));
  writeFileSync(path.join(OUTPUT_DIR, 'office.md'), markdownReport(summary, results));
  console.log(`\n${summaryTable(summary)}\nwrote quality-results/office.json and office.md`);
}

// Module loading (mammoth, SheetJS) is a worker's one-time cost, not a document's.
async function warmUp(files: string[]): Promise<void> {
  const seen = new Set<string>();
  for (const file of files) {
    const { plugin, handlers } = PLUGIN_BY_EXTENSION[path.extname(file).toLowerCase()]!;
    if (seen.has(plugin)) continue;
    seen.add(plugin);
    await runHandler(handlers, path.join(CORPUS_DIR, file)).catch(() => undefined);
  }
}

async function runHandler(handlers: Record<string, ModeHandler>, file: string): Promise<string> {
  const bytes = new Uint8Array(readFileSync(file));
  const mode = Object.keys(handlers)[0]!;
  const result = await handlers[mode]!({ bytes, fileName: path.basename(file), mimeType: '', charset: null, password: null, limits: LIMITS });
  return renderPlainText(result.document);
}

async function scoreOurs(file: string, handlers: Record<string, ModeHandler>, truth: string): Promise<Score | { error: string }> {
  try {
    const coldStarted = performance.now();
    let text = await runHandler(handlers, file);
    const coldMs = performance.now() - coldStarted;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      text = await runHandler(handlers, file);
      times.push(performance.now() - started);
    }
    return { ...tokenF1(text, truth), ms: median(times), coldMs };
  } catch (error) {
    return { error: String(error) };
  }
}

function scorePandoc(file: string, truth: string): Score | { error: string } {
  try {
    const times: number[] = [];
    let text = '';
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      text = execFileSync('pandoc', ['-t', 'plain', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
      times.push(performance.now() - started);
    }
    return { ...tokenF1(text, truth), ms: median(times) };
  } catch (error) {
    return { error: String(error).split('\n')[0] ?? 'pandoc failed' };
  }
}

interface Summary {
  byPlugin: Record<string, { documents: number; meanF1: number; meanMs: number; worst: string[] }>;
  pandoc: { documents: number; meanF1: number; meanMs: number } | null;
}

function summarize(results: DocumentResult[]): Summary {
  const byPlugin: Summary['byPlugin'] = {};
  for (const plugin of [...new Set(results.map((result) => result.plugin))]) {
    const scored = results.filter((result) => result.plugin === plugin);
    const scores = scored.map((result) => ('f1' in result.ours ? result.ours : { f1: 0, ms: 0 }));
    const worst = [...scored].sort((a, b) => f1Of(a.ours) - f1Of(b.ours)).slice(0, 3);
    byPlugin[plugin] = {
      documents: scored.length,
      meanF1: mean(scores.map((score) => score.f1)),
      meanMs: mean(scores.map((score) => score.ms)),
      worst: worst.map((result) => `${path.basename(result.file)} (${f1Of(result.ours).toFixed(3)})`),
    };
  }
  const pandocScores = results.flatMap((result) => (result.pandoc ? [result.pandoc] : []));
  const pandoc = pandocScores.length
    ? { documents: pandocScores.length, meanF1: mean(pandocScores.map(f1Of)), meanMs: mean(pandocScores.map((score) => ('ms' in score ? score.ms : 0))) }
    : null;
  return { byPlugin, pandoc };
}

function markdownReport(summary: Summary, results: DocumentResult[]): string {
  const rows = results.map((result) => {
    const ours = result.ours;
    const pandoc = result.pandoc;
    const cold = 'coldMs' in ours && ours.coldMs !== undefined ? ours.coldMs.toFixed(1) : '';
    const cells = [path.basename(result.file), result.plugin, cellOf(ours, 'f1'), cellOf(ours, 'ms'), cold, pandoc ? cellOf(pandoc, 'f1') : '', pandoc ? cellOf(pandoc, 'ms') : ''];
    return `| ${cells.join(' | ')} |`;
  });
  return [
    '# Office extraction quality',
    '',
    `Token F1 of the txt rendering against ../shared/corpus ground truth. Times: the median of ${RUNS} in-process runs after a first one (cold ms: that first run); pandoc: the median of ${RUNS} process runs.`,
    '',
    summaryTable(summary),
    '',
    '| document | plugin | F1 | ms | cold ms | pandoc F1 | pandoc ms |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

function summaryTable(summary: Summary): string {
  const lines = ['| extractor | documents | mean F1 | mean ms | worst |', '| --- | --- | --- | --- | --- |'];
  for (const [plugin, stats] of Object.entries(summary.byPlugin)) {
    lines.push(`| ${plugin} | ${stats.documents} | ${stats.meanF1.toFixed(3)} | ${stats.meanMs.toFixed(1)} | ${stats.worst.join(', ')} |`);
  }
  if (summary.pandoc) lines.push(`| pandoc (docx) | ${summary.pandoc.documents} | ${summary.pandoc.meanF1.toFixed(3)} | ${summary.pandoc.meanMs.toFixed(1)} | |`);
  return lines.join('\n');
}

function cellOf(score: Score | { error: string }, key: 'f1' | 'ms'): string {
  if ('error' in score) return 'error';
  return key === 'f1' ? score.f1.toFixed(3) : score.ms.toFixed(1);
}

function describe(score: Score | { error: string }): string {
  if ('error' in score) return `error: ${score.error.slice(0, 80)}`;
  const cold = score.coldMs !== undefined ? ` (cold ${score.coldMs.toFixed(1)})` : '';
  return `F1 ${score.f1.toFixed(3)} (P ${score.precision.toFixed(2)} R ${score.recall.toFixed(2)}) ${score.ms.toFixed(1)} ms${cold}`;
}

function f1Of(score: Score | { error: string }): number {
  return 'f1' in score ? score.f1 : 0;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function mean(values: number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
}

if (!existsSync(path.join(CORPUS_DIR, 'manifest.json'))) {
  console.error(`no corpus at ${CORPUS_DIR}`);
  process.exit(1);
}
await main();
