// One plugin, in-process, on this one thread: the benchmark's "ours". Started by scripts/bench.ts
// compiled, with the plugins compiled beside it, as the service's worker threads run them
// (compiled-runner.ts), as `node run-plugin.mjs <plugin> <mode>` under /usr/bin/time, it
// reads one JSON command a line on stdin and answers one JSON line on stdout:
//   {"file": "/path", "password": null, "passes": 3}  → {"ms": [...], "pages": 500, ...}
// Each pass is exactly what a worker thread of the service does for one request: the worker's
// own task function (server/extraction/worker.ts) runs the plugin's handler, checks its model,
// renders the plain text and counts its words; `handlerMs` is the handler's share of it. The
// type is detected once per file beforehand, as the core does before it hands a task over.
// The caller sends a warm-up pass first (module loading and JIT are a worker's one-time costs).
//
// By hand, on the TypeScript sources: node --import tsx scripts/bench/run-plugin.ts pdf fast --passes 3 file.pdf …

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { ModeHandler, PluginModule } from '../../contracts/plugin-api.ts';
import { DEFAULT_EXTRACT_LIMITS } from '../../server/extraction/limits.ts';
import runTask from '../../server/extraction/worker.ts';
import type { EmbeddedReader, ExtractReply, ExtractTask } from '../../server/extraction/worker-protocol.ts';
import { detectType } from '../../server/plugins/detect-type.ts';
import { discoverPlugins } from '../../server/plugins/discover.ts';
import { PLUGIN_MODULES_VARIABLE, ROOT } from './paths.ts';

export interface RunCommand {
  file: string;
  password?: string | null;
  passes: number;
}

export interface RunReply {
  file: string;
  mediaType: string;
  /** Milliseconds of each pass: the worker's whole task. */
  ms: number[];
  /** Milliseconds of each pass spent in the plugin's handler alone. */
  handlerMs: number[];
  pages: number;
  characters: number;
  /** metadata.raw flags worth seeing next to a speed: OCR'd pages, truncation. */
  ocrPages: number;
  truncated: boolean;
  error?: string;
}

const [pluginName = '', mode = '', ...rest] = process.argv.slice(2);
const registry = discoverPlugins(path.join(ROOT, 'plugins'));
const plugin = registry.plugins.find((candidate) => candidate.name === pluginName);
if (!plugin) throw new Error(`usage: run-plugin.ts <${registry.plugins.map((p) => p.name).join('|')}> <mode> [--passes N file …]`);
if (!plugin.manifest.modes.includes(mode)) throw new Error(`the ${pluginName} plugin has no mode "${mode}"`);

// Entry path → the compiled module to load instead, as the pool maps them for its threads.
const compiledModules = JSON.parse(process.env[PLUGIN_MODULES_VARIABLE] ?? '{}') as Record<string, string>;
const moduleOf = (entryPath: string) => compiledModules[entryPath] ?? entryPath;

// The same module instance the worker imports (one import per thread), with the handler timed.
const module = (await import(moduleOf(plugin.entryPath))) as PluginModule;
const handler = module.handlers[mode]!;
let handlerMs = 0;
const timedHandler: ModeHandler = async (input) => {
  const started = performance.now();
  try {
    return await handler(input);
  } finally {
    handlerMs += performance.now() - started;
  }
};
module.handlers[mode] = timedHandler;

// As extract-document.ts builds them: which plugin reads each media type, for embedded documents.
const embeddedReaders: Record<string, EmbeddedReader> = {};
for (const candidate of registry.plugins) {
  for (const mediaType of candidate.manifest.mimeTypes) {
    const winner = registry.forMediaType(mediaType);
    if (winner) embeddedReaders[mediaType] = { plugin: winner.name, entryPath: moduleOf(winner.entryPath), mode: winner.manifest.modes[0]! };
  }
}

async function runFile(command: RunCommand): Promise<RunReply> {
  const bytes = new Uint8Array(readFileSync(command.file));
  const fileName = path.basename(command.file);
  const detected = await detectType(bytes, fileName, registry.detection);
  const reply: RunReply = { file: command.file, mediaType: detected.mediaType, ms: [], handlerMs: [], pages: 0, characters: 0, ocrPages: 0, truncated: false };
  const task: ExtractTask = {
    kind: 'extract',
    entryPath: moduleOf(plugin!.entryPath),
    mode,
    // The service's plain text, as the pool-and-HTTP part requests it.
    format: 'txt',
    bytes,
    fileName,
    mediaType: detected.mediaType,
    charset: detected.charset,
    password: command.password ?? null,
    limits: DEFAULT_EXTRACT_LIMITS,
    embeddedReaders,
  };
  for (let pass = 0; pass < command.passes; pass += 1) {
    handlerMs = 0;
    const started = performance.now();
    const result = (await runTask(task)) as ExtractReply;
    reply.ms.push(performance.now() - started);
    reply.handlerMs.push(handlerMs);
    if (result.outcome !== 'ok') {
      reply.error = `${result.outcome}: ${result.message}`;
      break;
    }
    reply.pages = result.metadata.pages ?? 1;
    reply.characters = result.text.characters;
    const ocrPages = result.metadata.raw?.ocrPages;
    reply.ocrPages = Array.isArray(ocrPages) ? ocrPages.length : 0;
    reply.truncated = result.metadata.raw?.truncated === true;
  }
  return reply;
}

const passesFlag = rest.indexOf('--passes');
if (passesFlag >= 0) {
  const passes = Number(rest[passesFlag + 1]);
  const files = rest.filter((_, index) => index !== passesFlag && index !== passesFlag + 1);
  for (const file of files) {
    await runFile({ file, passes: 1 });
    console.log(JSON.stringify(await runFile({ file, passes })));
  }
} else {
  // The plugin is loaded: say so, with the resident memory of the process before any document.
  process.stdout.write(`${JSON.stringify({ ready: true, rssKb: Math.round(process.memoryUsage().rss / 1024) })}\n`);
  for await (const line of createInterface({ input: process.stdin })) {
    if (!line.trim()) continue;
    process.stdout.write(`${JSON.stringify(await runFile(JSON.parse(line) as RunCommand))}\n`);
  }
}
