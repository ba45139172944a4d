// The files of a new plugin. The handler is a small but real one (text in paragraphs, the
// first line as title) so the package works from the first minute and shows the API.

export interface PluginTemplate {
  name: string;
  mimeType: string;
  extension: string;
}

export function pluginFiles({ name, mimeType, extension }: PluginTemplate): Record<string, string> {
  const packageJson = {
    name: `@docextract/plugin-${name}`,
    version: '0.1.0',
    private: true,
    description: `Extractor for ${extension} files (${mimeType}).`,
    type: 'module',
    main: 'src/index.ts',
    extractor: { apiVersion: 1, mimeTypes: [mimeType], extensions: [extension], modes: ['structured', 'fast'], priority: 0 },
    dependencies: { '@docextract/contracts': '*' },
  };
  return {
    'package.json': JSON.stringify(packageJson, null, 2) + '\n',
    'src/index.ts': handlerSource(extension),
    [`test/fixtures/sample${extension}`]: `Sample ${name} document\n\nThe first paragraph of the sample.\n\nThe second paragraph, with more words.\n`,
    [`test/${name}.test.ts`]: testSource(name, mimeType, extension),
  };
}

function handlerSource(extension: string): string {
  return `// Extractor for ${extension} files. Each mode is a function from the uploaded bytes to the
// document model (contracts/document-model.ts); the service renders md, txt and html from it.

import type { Block } from '@docextract/contracts/document-model';
import { BadInputError, type ExtractInput, type ExtractResult, type ModeHandler } from '@docextract/contracts/plugin-api';

function readText(input: ExtractInput): string {
  const text = new TextDecoder(input.charset ?? 'utf-8').decode(input.bytes);
  if (text.includes('\\u0000')) throw new BadInputError('corrupt', 'this is not a ${extension} text file');
  return text.slice(0, input.limits.maxOutputChars);
}

function paragraphs(text: string): string[] {
  return text.split(/\\r?\\n\\s*\\r?\\n/).map((part) => part.trim()).filter(Boolean);
}

/** structured: the first paragraph as the title heading, the rest as paragraphs. */
const structured: ModeHandler = (input): ExtractResult => {
  const [title, ...rest] = paragraphs(readText(input));
  const blocks: Block[] = [];
  if (title) blocks.push({ type: 'heading', level: 1, content: [{ type: 'text', text: title }] });
  for (const text of rest) blocks.push({ type: 'paragraph', content: [{ type: 'text', text }] });
  return { document: { blocks }, metadata: { title: title ?? null, pages: 1, raw: {} } };
};

/** fast: every paragraph as plain text, least work. */
const fast: ModeHandler = (input): ExtractResult => ({
  document: { blocks: paragraphs(readText(input)).map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })) },
  metadata: { pages: 1, raw: {} },
});

export const handlers: Record<string, ModeHandler> = { structured, fast };
`;
}

function testSource(name: string, mimeType: string, extension: string): string {
  return `import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { isBadInputError } from '@docextract/contracts/plugin-api';
import { handlers } from '../src/index.ts';

const sample = new Uint8Array(readFileSync(path.join(import.meta.dirname, 'fixtures', 'sample${extension}')));
const input = (bytes: Uint8Array) => ({
  bytes,
  fileName: 'sample${extension}',
  mimeType: '${mimeType}',
  charset: null,
  password: null,
  limits: { maxPages: 100, maxOutputChars: 1_000_000 },
});

test('${name}: structured gives the title heading and the paragraphs', async () => {
  const result = await handlers.structured!(input(sample));
  assert.equal(result.metadata.title, 'Sample ${name} document');
  assert.deepEqual(result.document.blocks.map((block) => block.type), ['heading', 'paragraph', 'paragraph']);
});

test('${name}: fast gives every paragraph', async () => {
  const result = await handlers.fast!(input(sample));
  assert.equal(result.document.blocks.length, 3);
});

test('${name}: binary input is refused as corrupt', async () => {
  await assert.rejects(async () => handlers.structured!(input(new Uint8Array([0, 1, 2]))), (error: unknown) => isBadInputError(error) && error.reason === 'corrupt');
});
`;
}
