// pdf.js's text layer alone: the floor under our PDF path. Opens each document exactly as the
// PDF plugin does (open-document.ts, with its in-thread inflate) and asks pdf.js for every
// page's text content, and does nothing with it: no reading order, no paragraphs, no plain
// text, no word count. Whatever `fast` costs beyond this is ours; this much is pdf.js's.
// Started compiled by scripts/bench.ts (compiled-runner.ts), with the same line protocol as
// run-plugin.ts: one {"file", "password", "passes"} command a line, one RunReply a line.

import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { withInflateAtOnce } from '../../plugins/pdf/src/inflate-at-once.ts';
import { openDocument } from '../../plugins/pdf/src/open-document.ts';
import { DEFAULT_EXTRACT_LIMITS } from '../../server/extraction/limits.ts';
import type { RunCommand, RunReply } from './run-plugin.ts';

async function readTextLayer(bytes: Uint8Array, password: string | null): Promise<{ pages: number; characters: number }> {
  const input = { bytes, fileName: 'document.pdf', mimeType: 'application/pdf', charset: null, password, limits: DEFAULT_EXTRACT_LIMITS };
  return withInflateAtOnce(async () => {
    const { doc, close } = await openDocument(input, 'text');
    try {
      let characters = 0;
      for (let number = 1; number <= doc.numPages; number += 1) {
        const page = await doc.getPage(number);
        const content = await page.getTextContent();
        for (const item of content.items) characters += 'str' in item ? item.str.length : 0;
        page.cleanup();
      }
      return { pages: doc.numPages, characters };
    } finally {
      await close();
    }
  });
}

async function runFile(command: RunCommand): Promise<RunReply> {
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

process.stdout.write(`${JSON.stringify({ ready: true, rssKb: Math.round(process.memoryUsage().rss / 1024) })}\n`);
for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  process.stdout.write(`${JSON.stringify(await runFile(JSON.parse(line) as RunCommand))}\n`);
}
