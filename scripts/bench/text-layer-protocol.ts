// The line protocol of run-plugin.ts for an engine's text layer alone: one
// {"file", "password", "passes"} command a line in, one RunReply a line out, each pass timed.
// pdfjs-text-layer.ts and pdfium-text-layer.ts differ only in how they read a document.

import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { RunCommand, RunReply } from './run-plugin.ts';

export type TextLayerReader = (bytes: Uint8Array, password: string | null) => Promise<{ pages: number; characters: number }>;

async function runFile(command: RunCommand, readTextLayer: TextLayerReader): Promise<RunReply> {
  const bytes = new Uint8Array(readFileSync(command.file));
  const reply: RunReply = { file: command.file, mediaType: 'application/pdf', ms: [], handlerMs: [], pages: 0, characters: 0, ocrPages: 0, truncated: false };
  try {
    for (let pass = 0; pass < command.passes; pass += 1) {
      const started = performance.now();
      const { pages, characters } = await readTextLayer(bytes, command.password ?? null);
      const ms = performance.now() - started;
      reply.ms.push(ms);
      reply.handlerMs.push(ms);
      reply.pages = pages;
      reply.characters = characters;
    }
  } catch (error) {
    reply.error = (error as Error).message;
  }
  return reply;
}

/** Says it is ready, then answers every command on standard input until it closes. */
export async function serveTextLayer(readTextLayer: TextLayerReader): Promise<void> {
  process.stdout.write(`${JSON.stringify({ ready: true, rssKb: Math.round(process.memoryUsage().rss / 1024) })}\n`);
  for await (const line of createInterface({ input: process.stdin })) {
    if (!line.trim()) continue;
    process.stdout.write(`${JSON.stringify(await runFile(JSON.parse(line) as RunCommand, readTextLayer))}\n`);
  }
}
