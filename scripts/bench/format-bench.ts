// One benchmark set: some documents of one format, our plugin in one child per mode (each pass
// the worker thread's whole task for one document, see run-plugin.ts), and the
// peer (if any) as one process per document. The rounds interleave the two file by file (ours in
// each mode, then the peer), so a machine that other work slows down slows both alike.
//
// Ours is measured warm, as a worker thread of the service is after its first documents: before
// the rounds, each mode goes through the set's documents until it has spent WARM_UP_MS on them
// (at least one pass each), so that V8 has compiled the hot code with its optimising compiler.
// A single pass leaves a 30 ms document measured mostly in V8's baseline tiers.

import path from 'node:path';
import type { BenchFile } from './corpus.ts';
import type { CompiledRunner } from './compiled-runner.ts';
import { PluginChild, runTimed } from './processes.ts';
import type { RunReply } from './run-plugin.ts';

const WARM_UP_MS = 3_000;

export interface Peer {
  name: string;
  command(file: BenchFile): [string, string[]];
}

export interface BenchSet {
  group: string;
  input: string;
  plugin: string;
  modes: string[];
  files: BenchFile[];
  peer: Peer | null;
  rounds: number;
  /** Also measure each engine's text layer alone (pdfium-text-layer.ts, pdfjs-text-layer.ts), as two more rows. */
  textLayerFloor?: boolean;
}

/** The row of PDFium's text layer alone: the floor under `fast`, `structured` and `ocr`. */
export const TEXT_LAYER_FLOOR = 'PDFium text layer alone';
/** The row of pdf.js's text layer alone: the floor under the `pdfjs` mode. */
export const PDFJS_TEXT_LAYER_FLOOR = 'pdf.js text layer alone';

export interface FileTiming {
  file: string;
  pages: number;
  meanMs: number;
}

export interface Throughput {
  documentsPerSecond: number;
  pagesPerSecond: number;
  meanMsPerDocument: number;
  peakRssMb: number;
  files: FileTiming[];
}

export interface OursResult extends Throughput {
  mode: string;
  /** The child's resident memory with the plugin loaded, before any document. */
  idleRssMb: number;
  /** The plugin handler's share of the task time (the rest: model check, plain text, word count). */
  handlerShare: number;
  /** Ours / the peer's documents per second (equal to the pages-per-second ratio: same pages). */
  ratioToPeer: number | null;
}

export interface SetResult {
  group: string;
  input: string;
  plugin: string;
  documents: number;
  pages: number;
  rounds: number;
  ours: OursResult[];
  peer: (Throughput & { name: string }) | null;
  /** Documents left out, and why (an error in one of our modes, OCR'd pages, a truncation). */
  excluded: Array<{ file: string; reason: string }>;
  notes: string[];
}

export async function runSet(set: BenchSet, runner: CompiledRunner): Promise<SetResult> {
  const children = new Map<string, PluginChild>();
  for (const mode of set.modes) children.set(mode, await PluginChild.start(runner, set.plugin, mode));
  if (set.textLayerFloor) {
    children.set(TEXT_LAYER_FLOOR, await PluginChild.startPdfiumTextLayer(runner));
    children.set(PDFJS_TEXT_LAYER_FLOOR, await PluginChild.startTextLayer(runner));
  }
  const excluded: SetResult['excluded'] = [];
  const notes = new Set<string>();
  const warm = new Map<string, RunReply>();
  // Warm-up: one untimed pass of every document in every mode; it also finds what to leave out.
  for (const file of set.files) {
    for (const [mode, child] of children) {
      const reply = await child.run({ file: file.path, password: file.password, passes: 1 });
      const reason = reply.error ?? (reply.ocrPages > 0 ? `${reply.ocrPages} page(s) read by OCR` : null);
      if (reason && !excluded.some((entry) => entry.file === file.path)) excluded.push({ file: file.path, reason: `${mode}: ${reason}` });
      if (reply.truncated) notes.add(`${path.basename(file.path)}: ${mode} output truncated by the plugin's own caps (metadata.raw.truncated)`);
      if (!warm.has(file.path)) warm.set(file.path, reply);
    }
  }
  const files = set.files.filter((file) => !excluded.some((entry) => entry.file === file.path));
  const pagesOf = (file: BenchFile) => warm.get(file.path)?.pages ?? 1;
  for (const child of children.values()) await warmUp(child, files);

  const oursMs = new Map<string, Map<string, number[]>>([...children.keys()].map((mode) => [mode, new Map(files.map((file) => [file.path, []]))]));
  const handlerMs = new Map<string, number>([...children.keys()].map((mode) => [mode, 0]));
  const peerMs = new Map<string, number[]>(files.map((file) => [file.path, []]));
  let peerPeakKb = 0;
  for (let round = 0; round < set.rounds; round += 1) {
    for (const file of files) {
      for (const [mode, child] of children) {
        const reply = await child.run({ file: file.path, password: file.password, passes: 1 });
        if (reply.error) throw new Error(`${mode} failed on ${file.path} after its warm-up: ${reply.error}`);
        oursMs.get(mode)!.get(file.path)!.push(...reply.ms);
        handlerMs.set(mode, handlerMs.get(mode)! + reply.handlerMs.reduce((sum, ms) => sum + ms, 0));
      }
      if (set.peer) {
        const [command, args] = set.peer.command(file);
        const run = await runTimed(command, args);
        if (!run.ok || run.outputBytes === 0) notes.add(`${set.peer.name} failed or wrote nothing on ${path.basename(file.path)}`);
        peerMs.get(file.path)!.push(run.ms);
        peerPeakKb = Math.max(peerPeakKb, run.peakRssKb);
      }
    }
  }

  const ours: OursResult[] = [];
  for (const [mode, child] of children) {
    const peakKb = await child.stop();
    const taskMs = [...oursMs.get(mode)!.values()].flat().reduce((sum, ms) => sum + ms, 0);
    ours.push({
      mode,
      ...throughput(files, pagesOf, oursMs.get(mode)!, peakKb),
      idleRssMb: round1(child.idleRssKb / 1024),
      handlerShare: round2(handlerMs.get(mode)! / taskMs),
      ratioToPeer: null,
    });
  }
  const peer = set.peer ? { name: set.peer.name, ...throughput(files, pagesOf, peerMs, peerPeakKb) } : null;
  if (peer) for (const result of ours) result.ratioToPeer = round2(result.documentsPerSecond / peer.documentsPerSecond);
  return {
    group: set.group,
    input: set.input,
    plugin: set.plugin,
    documents: files.length,
    pages: files.reduce((sum, file) => sum + pagesOf(file), 0),
    rounds: set.rounds,
    ours,
    peer,
    excluded: excluded.map((entry) => ({ ...entry, file: path.basename(entry.file) })),
    notes: [...notes],
  };
}

async function warmUp(child: PluginChild, files: BenchFile[]): Promise<void> {
  let spentMs = 0;
  while (files.length > 0 && spentMs < WARM_UP_MS) {
    for (const file of files) {
      const reply = await child.run({ file: file.path, password: file.password, passes: 1 });
      spentMs += reply.ms.reduce((sum, ms) => sum + ms, 0);
    }
  }
}

function throughput(files: BenchFile[], pagesOf: (file: BenchFile) => number, times: Map<string, number[]>, peakKb: number): Throughput {
  let totalMs = 0;
  let documents = 0;
  let pages = 0;
  const perFile: FileTiming[] = [];
  for (const file of files) {
    const runs = times.get(file.path) ?? [];
    const sum = runs.reduce((total, ms) => total + ms, 0);
    totalMs += sum;
    documents += runs.length;
    pages += runs.length * pagesOf(file);
    perFile.push({ file: path.basename(file.path), pages: pagesOf(file), meanMs: round1(sum / Math.max(1, runs.length)) });
  }
  return {
    documentsPerSecond: round2((documents / totalMs) * 1000),
    pagesPerSecond: round1((pages / totalMs) * 1000),
    meanMsPerDocument: round1(totalMs / Math.max(1, documents)),
    peakRssMb: round1(peakKb / 1024),
    files: perFile,
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;
