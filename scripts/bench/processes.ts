// Child processes under GNU time (`/usr/bin/time -f %M`: peak resident memory in KB, written
// to a file of its own so it never mixes with the program's output): one-shot peer runs, and
// the long-lived run-plugin.ts child that answers one command a line.

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import type { CompiledRunner } from './compiled-runner.ts';
import { GNU_TIME, ROOT } from './paths.ts';
import type { RunCommand, RunReply } from './run-plugin.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'bench-time-'));
let counter = 0;
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

function timeFile(): string {
  counter += 1;
  return path.join(scratch, `time-${counter}.txt`);
}

/** GNU time writes "Command exited with non-zero status N" before the figure on a failure. */
function readPeakKb(file: string): number {
  const lines = readFileSync(file, 'utf8').trim().split('\n');
  return Number(lines.at(-1)) || 0;
}

export interface TimedRun {
  /** Wall time from spawn to exit, process start included (that is what using the tool costs). */
  ms: number;
  peakRssKb: number;
  outputBytes: number;
  ok: boolean;
}

export function runTimed(command: string, args: string[]): Promise<TimedRun> {
  const output = timeFile();
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(GNU_TIME, ['-f', '%M', '-o', output, command, ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
    let outputBytes = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      resolve({ ms, peakRssKb: readPeakKb(output), outputBytes, ok: code === 0 });
    });
  });
}

/** The compiled run-plugin.ts (`node run-plugin.mjs <plugin> <mode>`) under GNU time. */
export class PluginChild {
  private readonly pending: Array<(line: string) => void> = [];
  private readonly lines: Interface;
  private readonly exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    private readonly timeOutput: string,
  ) {
    this.lines = createInterface({ input: child.stdout });
    this.lines.on('line', (line) => this.pending.shift()?.(line));
    this.exited = new Promise((resolve) => child.once('close', () => resolve()));
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  }

  /** Resident memory once the plugin is loaded, before any document. */
  idleRssKb = 0;

  static start(runner: CompiledRunner, plugin: string, mode: string): Promise<PluginChild> {
    return PluginChild.spawn(runner, [runner.file, plugin, mode]);
  }

  /** pdf.js's text layer alone (pdfjs-text-layer.ts), with the same protocol. */
  static startTextLayer(runner: CompiledRunner): Promise<PluginChild> {
    return PluginChild.spawn(runner, [runner.textLayerFile]);
  }

  /** PDFium's text layer alone (pdfium-text-layer.ts), with the same protocol. */
  static startPdfiumTextLayer(runner: CompiledRunner): Promise<PluginChild> {
    return PluginChild.spawn(runner, [runner.pdfiumTextLayerFile]);
  }

  private static async spawn(runner: CompiledRunner, args: string[]): Promise<PluginChild> {
    const timeOutput = timeFile();
    const child = spawn(GNU_TIME, ['-f', '%M', '-o', timeOutput, process.execPath, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...runner.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const instance = new PluginChild(child, timeOutput);
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    child.once('close', () => process.off('exit', killOnExit));
    const ready = JSON.parse(await instance.nextLine()) as { ready: boolean; rssKb: number };
    instance.idleRssKb = ready.rssKb;
    return instance;
  }

  async run(command: RunCommand): Promise<RunReply> {
    const answer = this.nextLine();
    this.child.stdin.write(`${JSON.stringify(command)}\n`);
    return JSON.parse(await answer) as RunReply;
  }

  /** Ends the child; answers its peak resident memory (KB) over its whole life. */
  async stop(): Promise<number> {
    this.child.stdin.end();
    await this.exited;
    return readPeakKb(this.timeOutput);
  }

  private nextLine(): Promise<string> {
    return new Promise((resolve, reject) => {
      this.pending.push(resolve);
      void this.exited.then(() => reject(new Error('run-plugin.ts exited before answering')));
    });
  }
}
