// The documents of ../shared/realworld through the real service (HTTP, the worker pool, the
// plugins' fallback order), two at a time. Every file must answer 200 or a typed 400 within the
// time limit, never a 500 or a timeout; a PDF that pdftotext reads (20 words or more, from the
// manifest) must answer 200 with at least half of its words.
// Usage: npx tsx scripts/quality/realworld-pdf.ts [--mode fast] [--files pdf|other|all] [--only a,b]
//   → test-output/realworld-<files>-<mode>.{json,md}

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { postFile, startTestService } from '../../kit/src/testing/test-service.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const REALWORLD_DIR = path.resolve(REPO_ROOT, '..', 'shared', 'realworld');
const OUTPUT_DIR = path.join(REPO_ROOT, 'test-output');
const MIN_PEER_WORDS = 20;
/** Two requests at a time: the machine is shared, and the pool gets one thread each. */
const CONCURRENCY = 2;
const EXTRACT_TIMEOUT_MS = 30_000;
/** The client gives up a while after the service should have: a hang is a finding too. */
const CLIENT_GRACE_MS = 15_000;
/** How the manifest counts pdftotext's words ("A = 0.75" is three), so both sides compare alike. */
const LETTER_OR_DIGIT_RUN = /[\p{L}\p{N}]+/gu;

interface Entry {
  file: string;
  ext: string;
  pdftotextWords?: number;
}

interface Row {
  file: string;
  status: number | 'timeout' | 'network';
  code: string | null;
  /** Runs of letters and digits in the text, counted as the manifest counts pdftotext's. */
  words: number;
  /** The service's own count (metadata.words, word-like segments). */
  serviceWords: number;
  pdftotextWords: number | null;
  mode: string | null;
  ms: number;
  ok: boolean;
}

const { values } = parseArgs({
  options: { mode: { type: 'string', default: 'fast' }, files: { type: 'string', default: 'pdf' }, only: { type: 'string' } },
});
const manifest = JSON.parse(readFileSync(path.join(REALWORLD_DIR, 'manifest.json'), 'utf8')) as Entry[];
const only = values.only ? new Set(values.only.split(',')) : null;
const entries = manifest.filter((entry) => {
  if (only) return only.has(entry.file);
  const isPdf = entry.ext.toLowerCase() === '.pdf';
  return values.files === 'all' || (values.files === 'pdf') === isPdf;
});

const service = await startTestService({
  openAccess: true,
  timeoutMs: EXTRACT_TIMEOUT_MS,
  maxUploadMb: 50,
  env: { WORKERS: String(CONCURRENCY) },
  pool: { workers: CONCURRENCY, workerMemoryMb: 512, queueLimit: CONCURRENCY * 2 },
});
const rows: Row[] = [];
try {
  const queue = [...entries];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const row = await extract(entry);
        rows.push(row);
        console.log(`${row.ok ? 'ok ' : 'BAD'} ${row.file.padEnd(48)} ${String(row.status).padEnd(7)} ${(row.code ?? '').padEnd(28)} ${String(row.words).padStart(7)} / ${String(row.pdftotextWords ?? '-').padStart(7)} words  ${row.mode ?? '-'}  ${Math.round(row.ms)} ms`);
      }
    }),
  );
} finally {
  await service.close();
}
rows.sort((a, b) => a.file.localeCompare(b.file));
writeReport(rows);

async function extract(entry: Entry): Promise<Row> {
  const bytes = new Uint8Array(readFileSync(path.join(REALWORLD_DIR, entry.file)));
  const row: Row = { file: entry.file, status: 'network', code: null, words: 0, serviceWords: 0, pdftotextWords: entry.pdftotextWords ?? null, mode: null, ms: 0, ok: false };
  const startedMs = performance.now();
  const giveUp = AbortSignal.timeout(EXTRACT_TIMEOUT_MS + CLIENT_GRACE_MS);
  try {
    const response = await Promise.race([
      postFile(`${service.url}/v1/extract/txt?mode=${values.mode}`, { bytes, name: path.basename(entry.file) }),
      new Promise<never>((_resolve, reject) => giveUp.addEventListener('abort', () => reject(giveUp.reason as Error))),
    ]);
    row.status = response.status;
    const body = (await response.json()) as { code?: string; content?: string; metadata?: { words?: number } };
    row.code = body.code ?? null;
    row.words = body.content?.match(LETTER_OR_DIGIT_RUN)?.length ?? 0;
    row.serviceWords = body.metadata?.words ?? 0;
    row.mode = response.headers.get('x-extract-mode');
  } catch (error) {
    if (giveUp.aborted) row.status = 'timeout';
    else row.code = (error as Error).message;
  }
  row.ms = performance.now() - startedMs;
  row.ok = meetsRules(row);
  return row;
}

function meetsRules(row: Row): boolean {
  const peerWords = row.pdftotextWords ?? 0;
  if (peerWords >= MIN_PEER_WORDS) return row.status === 200 && row.words >= peerWords / 2;
  return row.status === 200 || (row.status === 400 && row.code !== null);
}

function writeReport(all: Row[]): void {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const count = (predicate: (row: Row) => boolean) => all.filter(predicate).length;
  const badInputCodes = new Map<string, number>();
  for (const row of all.filter((each) => each.status === 400)) badInputCodes.set(row.code ?? '?', (badInputCodes.get(row.code ?? '?') ?? 0) + 1);
  const underHalf = all.filter((row) => row.status === 200 && (row.pdftotextWords ?? 0) >= MIN_PEER_WORDS && row.words < row.pdftotextWords! / 2);
  const failing = all.filter((row) => !row.ok);
  const summary = [
    `${all.length} files, mode=${values.mode}, fallback auto, ${CONCURRENCY} at a time, EXTRACT_TIMEOUT_MS ${EXTRACT_TIMEOUT_MS}; ${all.length - failing.length} meet the rules.`,
    `200: ${count((row) => row.status === 200)}; 400: ${count((row) => row.status === 400)} (${[...badInputCodes].map(([code, n]) => `${code} ${n}`).join(', ') || 'none'}); ` +
      `500: ${count((row) => row.status === 500)}; other status: ${count((row) => typeof row.status === 'number' && ![200, 400, 500].includes(row.status))}; ` +
      `timeouts: ${count((row) => row.status === 'timeout' || row.code === 'EXT_EXTRACTION_TIMEOUT')}; under half of pdftotext's words: ${underHalf.length}.`,
    `Modes: ${[...new Set(all.map((row) => row.mode ?? 'none'))].map((mode) => `${mode} ${count((row) => (row.mode ?? 'none') === mode)}`).join(', ')}. Total ${Math.round(all.reduce((sum, row) => sum + row.ms, 0) / 1000)} s of requests.`,
  ];
  const lines = [
    `# Real-world documents through the service`,
    '',
    ...summary,
    '',
    '| file | status | code | words | pdftotext words | mode | ms |',
    '|---|---|---|---|---|---|---|',
    ...failing.map((row) => `| ${row.file} | ${row.status} | ${row.code ?? ''} | ${row.words} | ${row.pdftotextWords ?? ''} | ${row.mode ?? ''} | ${Math.round(row.ms)} |`),
  ];
  const name = `realworld-${only ? 'subset' : values.files}-${values.mode}`;
  writeFileSync(path.join(OUTPUT_DIR, `${name}.md`), `${lines.join('\n')}\n`);
  writeFileSync(path.join(OUTPUT_DIR, `${name}.json`), `${JSON.stringify(all, null, 2)}\n`);
  console.log(summary.join('\n'));
}
