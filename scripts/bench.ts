// Extraction speed per format, side by side with the peers from Debian packages (pdftotext from
// poppler-utils for PDF, pandoc for DOCX), on the documents in ../shared/corpus and on generated
// large ones; then the pool-and-HTTP overhead of the real service. Writes bench-results/bench.json
// and bench.md and prints the table. Talks to 127.0.0.1 only; a few minutes on 2 cores.
//
//   npm run bench [-- --rounds 6 --large-rounds 3 --requests 10 --deadline 30 --regenerate]
//
// Needs /usr/bin/time (Debian package time), pdftotext and pdfinfo (poppler-utils), pandoc.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compileRunner } from './bench/compiled-runner.ts';
import { corpusFiles, hasTextLayer, type BenchFile } from './bench/corpus.ts';
import { PDFJS_TEXT_LAYER_FLOOR, TEXT_LAYER_FLOOR, runSet, type BenchSet, type Peer, type SetResult } from './bench/format-bench.ts';
import { DOCX_PAGES, PDF_PAGES, SHORT_PDF_PAGES, XLSX_ROWS, generateInputs } from './bench/inputs.ts';
import { machineInfo, sampleLoad } from './bench/machine.ts';
import { GNU_TIME, PANDOC, PDFINFO, PDFTOTEXT } from './bench/paths.ts';
import { runPoolBench } from './bench/pool-bench.ts';
import { writeReport, type Target } from './bench/report.ts';
import { probeWordCount } from './bench/word-count-probe.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '6' },
    'large-rounds': { type: 'string', default: '3' },
    requests: { type: 'string', default: '10' },
    deadline: { type: 'string', default: '30' },
    regenerate: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const largeRounds = Number(values['large-rounds']);

const missing = [GNU_TIME, PDFTOTEXT, PDFINFO, PANDOC].filter((tool) => !existsSync(tool));
if (missing.length) {
  console.error(`missing ${missing.join(', ')}: apt-get install time poppler-utils pandoc`);
  process.exit(1);
}

// Interrupted: end normally, so that 'exit' handlers end the children (the service above all).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const startedMs = performance.now();
const machine = machineInfo();
const stopLoad = sampleLoad();
const inputs = await generateInputs(values.regenerate);

const pdftotext: Peer = { name: 'pdftotext', command: (file) => [PDFTOTEXT, [...(file.password ? ['-upw', file.password] : []), file.path, '-']] };
const pandoc: Peer = { name: 'pandoc -t plain', command: (file) => [PANDOC, ['-t', 'plain', file.path]] };
const generated = (file: string): BenchFile[] => [{ path: file, password: null }];

const sets: BenchSet[] = [
  { group: 'PDF', input: 'corpus, text layer', plugin: 'pdf', modes: ['fast', 'structured'], files: corpusFiles(['.pdf']).filter(hasTextLayer), peer: pdftotext, rounds, textLayerFloor: true },
  { group: 'PDF', input: `generated ${SHORT_PDF_PAGES} pages`, plugin: 'pdf', modes: ['fast', 'structured'], files: generated(inputs.shortPdf), peer: pdftotext, rounds, textLayerFloor: true },
  { group: 'PDF', input: `generated ${PDF_PAGES} pages`, plugin: 'pdf', modes: ['fast', 'structured'], files: generated(inputs.pdf), peer: pdftotext, rounds: largeRounds, textLayerFloor: true },
  { group: 'DOCX', input: 'corpus', plugin: 'docx', modes: ['structured'], files: corpusFiles(['.docx']), peer: pandoc, rounds },
  { group: 'DOCX', input: `generated ${DOCX_PAGES} pages`, plugin: 'docx', modes: ['structured'], files: generated(inputs.docx), peer: pandoc, rounds: largeRounds },
  { group: 'XLSX', input: 'corpus', plugin: 'spreadsheet', modes: ['structured'], files: corpusFiles(['.xlsx', '.xlsm']), peer: null, rounds },
  { group: 'XLSX', input: `generated ${XLSX_ROWS / 1000}k rows`, plugin: 'spreadsheet', modes: ['structured'], files: generated(inputs.xlsx), peer: null, rounds: largeRounds },
  { group: 'PPTX', input: 'corpus', plugin: 'pptx', modes: ['structured'], files: corpusFiles(['.pptx']), peer: null, rounds },
  { group: 'HTML', input: 'corpus', plugin: 'html', modes: ['structured'], files: corpusFiles(['.html']), peer: null, rounds },
];

const runner = await compileRunner();
process.once('exit', runner.dispose);
const results: SetResult[] = [];
for (const set of sets) {
  console.log(`${set.group} ${set.input}: ${set.files.length} document(s), ${set.modes.join(' + ')}${set.peer ? ` vs ${set.peer.name}` : ''}…`);
  const result = await runSet(set, runner);
  results.push(result);
  for (const ours of result.ours) {
    const peer = result.peer ? `; ${result.peer.name} ${result.peer.pagesPerSecond} pages/s → ratio ${ours.ratioToPeer}` : '';
    console.log(`  ${ours.mode}: ${ours.documentsPerSecond} docs/s, ${ours.pagesPerSecond} pages/s, peak ${ours.peakRssMb} MB${peer}`);
  }
}

const fastRate = (input: string) => results.find((result) => result.input === input)!.ours.find((ours) => ours.mode === 'fast')!.pagesPerSecond;
console.log(`pool and HTTP: WORKERS=2, at least ${values.requests} requests each of ${path.basename(inputs.shortPdf)} and ${path.basename(inputs.pdf)}…`);
const pool = await runPoolBench(
  runner,
  [
    { file: inputs.shortPdf, inProcessPagesPerSecond: fastRate(`generated ${SHORT_PDF_PAGES} pages`) },
    { file: inputs.pdf, inProcessPagesPerSecond: fastRate(`generated ${PDF_PAGES} pages`) },
  ],
  Number(values.requests),
  Number(values.deadline),
);
for (const run of pool.runs) {
  console.log(`  ${run.file}: ${run.stalled ?? `${run.servicePagesPerSecond} pages/s vs ${run.inProcessPagesPerSecondTogether} for two in-process workers → ratio ${run.ratio}`}`);
}
console.log('word count probe (the service main thread)…');
const wordCount = probeWordCount();
console.log(`  ${wordCount.map((probe) => `${probe.characters} chars: ${probe.ms} ms`).join(', ')}`);

const targets: Target[] = [];
for (const result of results.filter((set) => set.group === 'PDF')) {
  const fast = result.ours.find((ours) => ours.mode === 'fast')!;
  const structured = result.ours.find((ours) => ours.mode === 'structured')!;
  const floors = [TEXT_LAYER_FLOOR, PDFJS_TEXT_LAYER_FLOOR]
    .map((name) => [name, result.ours.find((ours) => ours.mode === name)] as const)
    .filter(([, floor]) => floor)
    .map(([name, floor]) => `${name}: ${floor!.ratioToPeer}×`);
  const floorNote = floors.length > 0 ? ` (${floors.join('; ')})` : '';
  targets.push({ target: `PDF fast ≥ 1.5× pdftotext pages/s, one thread (${result.input})`, measured: `${fast.ratioToPeer}×${floorNote}`, met: (fast.ratioToPeer ?? 0) >= 1.5 });
  targets.push({ target: `PDF structured ≥ 1.2× pdftotext pages/s, one thread (${result.input})`, measured: `${structured.ratioToPeer}×`, met: (structured.ratioToPeer ?? 0) >= 1.2 });
}
for (const result of results.filter((set) => set.group === 'DOCX')) {
  const ours = result.ours[0]!;
  targets.push({
    target: `DOCX faster per document than pandoc (${result.input})`,
    measured: `${ours.meanMsPerDocument} ms vs ${result.peer!.meanMsPerDocument} ms (${ours.ratioToPeer}×)`,
    met: (ours.ratioToPeer ?? 0) > 1,
  });
}
for (const run of pool.runs) {
  targets.push({
    target: `Pool and HTTP: service pages/s ≥ 0.8× two in-process workers at once, WORKERS=2 (${run.file})`,
    measured: run.stalled ? `stalled (${run.stalled})` : `${run.ratio}×`,
    met: (run.ratio ?? 0) >= 0.8,
  });
}
targets.push({
  target: 'File bytes transferred to workers, never copied',
  measured: pool.bytesToWorker.sharedArrayBufferUpload && pool.bytesToWorker.workerReadsTaskBytesInPlace ? 'one SharedArrayBuffer, read in place' : 'copied',
  met: pool.bytesToWorker.sharedArrayBufferUpload && pool.bytesToWorker.workerReadsTaskBytesInPlace,
});

const markdown = writeReport({
  machine,
  load: stopLoad(),
  durationSeconds: Math.round((performance.now() - startedMs) / 1000),
  sets: results,
  pool,
  wordCount,
  targets,
});
console.log(`\n${markdown}\nwrote bench-results/bench.json and bench-results/bench.md`);
