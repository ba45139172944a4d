// bench-results/bench.json (every number) and bench-results/bench.md (a short table).

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SetResult } from './format-bench.ts';
import type { LoadReport, MachineInfo } from './machine.ts';
import { RESULTS_DIR } from './paths.ts';
import type { PoolResult } from './pool-bench.ts';
import type { WordCountProbe } from './word-count-probe.ts';

export interface Target {
  target: string;
  measured: string;
  met: boolean;
}

export interface BenchReport {
  machine: MachineInfo;
  load: LoadReport;
  durationSeconds: number;
  sets: SetResult[];
  pool: PoolResult | null;
  wordCount: WordCountProbe[];
  targets: Target[];
}

export function writeReport(report: BenchReport): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  const markdown = toMarkdown(report);
  writeFileSync(path.join(RESULTS_DIR, 'bench.md'), markdown);
  return markdown;
}

function toMarkdown(report: BenchReport): string {
  const { machine, load, pool } = report;
  const rows: string[] = [];
  for (const set of report.sets) {
    for (const ours of set.ours) {
      const peer = set.peer;
      rows.push(
        `| ${set.group} | ${set.input} | ${set.documents} (${set.pages} p.) | ${ours.mode} | ${ours.documentsPerSecond} | ${ours.pagesPerSecond} | ${ours.peakRssMb} | ` +
          `${peer ? `${peer.name} | ${peer.documentsPerSecond} | ${peer.pagesPerSecond} | ${peer.peakRssMb} | **${ours.ratioToPeer}**` : '– | | | | '} |`,
      );
    }
  }
  const lines = [
    `# Benchmark (${machine.date})`,
    '',
    `${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGb} GB, Node.js ${machine.node}; ${machine.peers.pdftotext}; ${machine.peers.pandoc}. ` +
      `Load average (1 min) during the run: ${load.oneMinute.min}–${load.oneMinute.max}, mean ${load.oneMinute.mean}. Took ${report.durationSeconds} s.`,
    '',
    'Ours: one worker task per document (the plugin handler, the model check, the plain text and its word count), the worker and plugins compiled as the service runs them, ' +
      'in-process on one thread after 3 s of warm-up on the set; peak RSS of that whole process. The rows "PDFium text layer alone" and "pdf.js text layer alone" open each PDF as the plugin does and only ask that engine for every page\'s text: the floor under the PDF modes (PDFium under fast, structured and ocr; pdf.js under pdfjs). ' +
      'Peer: one process per document, start-up included, peak RSS of the largest run. Rounds interleave ours and the peer file by file.',
    '',
    '| group | input | docs (pages) | mode | ours docs/s | ours pages/s | ours peak MB | peer | peer docs/s | peer pages/s | peer peak MB | ours/peer |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ];
  if (pool) {
    lines.push(
      `Pool and HTTP (the service on 127.0.0.1, WORKERS=${pool.workers}, ${pool.clients} clients, \`fast\`, txt, ${pool.deadlineSeconds} s deadline per request; service peak RSS ${pool.servicePeakRssMb} MB):`,
      '',
      `| document | requests | service pages/s | ${pool.workers} in-process workers at once, pages/s | ratio | ${pool.workers} × one thread alone, pages/s | ratio to that | mean / max latency ms | statuses |`,
      '|---|---|---|---|---|---|---|---|---|',
      ...pool.runs.map(
        (run) =>
          `| ${run.file} | ${run.requests} | ${run.stalled ? `stalled: ${run.stalled}` : run.servicePagesPerSecond} | ${run.inProcessPagesPerSecondTogether} | **${run.ratio ?? '–'}** | ` +
          `${pool.workers} × ${run.inProcessPagesPerSecondOneThread} | ${run.ratioToSingleThreadTimesWorkers ?? '–'} | ` +
          `${run.latencyMs.mean} / ${run.latencyMs.max} | ${Object.entries(run.statuses).map(([status, count]) => `${status}: ${count}`).join(', ')} |`,
      ),
      '',
      pool.bytesToWorker.statement,
      '',
    );
  }
  if (report.wordCount.length) {
    lines.push(
      `The service's word count (server/render/text-counts.ts, Intl.Segmenter) on ${report.machine.node}: ` +
        report.wordCount.map((probe) => `${probe.characters / 1000}k characters ${probe.ms} ms`).join(', ') + '.',
      '',
    );
  }
  lines.push('| target | measured | met |', '|---|---|---|', ...report.targets.map((t) => `| ${t.target} | ${t.measured} | ${t.met ? 'yes' : '**no**'} |`), '');
  const notes = report.sets.flatMap((set) => [
    ...set.excluded.map((entry) => `${set.group} ${set.input}: left out ${entry.file} (${entry.reason})`),
    ...set.notes.map((note) => `${set.group} ${set.input}: ${note}`),
  ]);
  if (notes.length) lines.push(...notes.map((note) => `- ${note}`), '');
  return lines.join('\n');
}
