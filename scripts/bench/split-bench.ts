// A 500-page PDF through HTTP on an idle pool: read in parts on both threads (WORKERS=2, the
// PDF plugin's splitsPages as shipped), read whole on one of two threads (the same plugin with
// splitsPages off, from a plugins folder made for the run), and on a one-thread pool; pdftotext
// on the same file for scale. Requests go one at a time, so the pool is idle for each. On the
// two-thread pool read whole, two requests at once as well: how much faster than one after
// another they are is what the machine lets two threads gain at all (2 on two free cores,
// 1 when other work holds them), the ceiling of any split. Writes bench-results/split-bench.json.
//
//   node --import tsx scripts/bench/split-bench.ts [requests per row, default 5]

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { multipartDocument } from '../load-test/documents.ts';
import { PDF_PAGES } from './inputs.ts';
import { PDFTOTEXT, RESULTS_DIR, ROOT } from './paths.ts';
import { startService } from './service.ts';
import { longTextPdf } from './text-pdf.ts';

const REQUESTS = Number(process.argv[2] ?? 5);
const WARM_UP_REQUESTS = 2;
const MODES = [
  { mode: 'fast', format: 'txt' },
  { mode: 'structured', format: 'md' },
] as const;

interface Row {
  setup: string;
  workers: number;
  mode: string;
  medianMs: number;
  minMs: number;
  words: number;
  /** Two documents at once against one after another (whole, WORKERS=2): what two threads gain here. */
  twoThreadGain?: number;
}

const file = path.join(RESULTS_DIR, `split-bench-${PDF_PAGES}-pages.pdf`);
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(file, longTextPdf(PDF_PAGES));
const upload = multipartDocument(path.basename(file), readFileSync(file));

const pdftotextMs = median(Array.from({ length: REQUESTS }, () => timed(() => execFileSync(PDFTOTEXT, ['-q', file, '-'], { maxBuffer: 1 << 28 }))));
const unsplitPlugins = pluginsWithoutSplitting();
const rows: Row[] = [];
try {
  rows.push(...(await measure('split across idle threads', 2, null)));
  rows.push(...(await measure('whole, one thread of two', 2, unsplitPlugins, true)));
  rows.push(...(await measure('whole, one thread', 1, unsplitPlugins)));
} finally {
  rmSync(unsplitPlugins, { recursive: true, force: true });
}

const report = { pages: PDF_PAGES, requestsPerRow: REQUESTS, pdftotextMs: round(pdftotextMs), rows: rows.map((row) => ({ ...row, xPdftotext: round(pdftotextMs / row.medianMs) })) };
writeFileSync(path.join(RESULTS_DIR, 'split-bench.json'), JSON.stringify(report, null, 2) + '\n');
console.log(`${PDF_PAGES} pages; pdftotext ${report.pdftotextMs} ms (median of ${REQUESTS})`);
for (const row of report.rows) {
  const gain = row.twoThreadGain === undefined ? '' : `  two at once: ${row.twoThreadGain}× one after another`;
  console.log(`${row.setup.padEnd(28)} WORKERS=${row.workers} ${row.mode.padEnd(10)} median ${String(row.medianMs).padStart(6)} ms  min ${String(row.minMs).padStart(6)} ms  ${row.xPdftotext}× pdftotext  ${row.words} words${gain}`);
}

async function measure(setup: string, workers: number, pluginsDir: string | null, pairs = false): Promise<Row[]> {
  // The service takes its environment from this process's.
  if (pluginsDir) process.env.PLUGINS_DIR = pluginsDir;
  const service = await startService(workers).finally(() => delete process.env.PLUGINS_DIR);
  try {
    const results: Row[] = [];
    for (const { mode, format } of MODES) {
      const send = async () => {
        const response = await fetch(`${service.baseUrl}/v1/extract/${format}?mode=${mode}&fallback=none`, {
          method: 'POST',
          headers: { 'x-api-key': service.key, 'content-type': upload.contentType },
          body: upload.body,
        });
        const body = (await response.json()) as { metadata?: { words?: number } };
        if (!response.ok) throw new Error(`${setup}, ${mode}: HTTP ${response.status} ${JSON.stringify(body)}`);
        return body.metadata?.words ?? 0;
      };
      for (let index = 0; index < WARM_UP_REQUESTS; index += 1) await send();
      const durations: number[] = [];
      let words = 0;
      for (let index = 0; index < REQUESTS; index += 1) {
        const started = performance.now();
        words = await send();
        durations.push(performance.now() - started);
      }
      const row: Row = { setup, workers, mode, medianMs: round(median(durations)), minMs: round(Math.min(...durations)), words };
      if (pairs) {
        const pairMs: number[] = [];
        for (let index = 0; index < REQUESTS; index += 1) {
          const started = performance.now();
          await Promise.all([send(), send()]);
          pairMs.push(performance.now() - started);
        }
        row.twoThreadGain = round((2 * row.medianMs) / median(pairMs));
      }
      results.push(row);
    }
    return results;
  } finally {
    await service.stop();
  }
}

/** A plugins folder holding the PDF plugin with splitsPages off: its sources linked, its manifest copied. */
function pluginsWithoutSplitting(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'split-bench-plugins-'));
  const source = path.join(ROOT, 'plugins', 'pdf');
  const target = path.join(dir, 'pdf');
  mkdirSync(target);
  symlinkSync(path.join(source, 'src'), path.join(target, 'src'));
  const manifest = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8')) as { extractor: Record<string, unknown> };
  manifest.extractor.splitsPages = false;
  writeFileSync(path.join(target, 'package.json'), JSON.stringify(manifest));
  return dir;
}

function timed(work: () => unknown): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
