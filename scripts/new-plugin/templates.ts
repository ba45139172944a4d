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
    extractor: {
      apiVersion: 1,
      mimeTypes: [mimeType],
      extensions: [extension],
      modes: ['structured', 'fast'],
      priority: 0,
      // How the core recognises the type: a text format with no signature of its own, so
      // text named ${extension} is claimed. A zip-based format would name its zipEntries or
      // zipMimetype, an OLE one its oleStreams, an XML one its xmlRootElements, and a text
      // format with a fixed opening its textPatterns (see contracts/plugin-api.ts).
      detect: { [mimeType]: { extensions: [extension], textPatterns: [] } },
    },
    dependencies: { '@docextract/contracts': '*', '@docextract/plugin-kit': '*' },
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
  return `// The handlers alone (the kit's harness), then the plugin inside the real service.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fixtureBytes, pluginHarness } from '@docextract/plugin-kit/testing';
import { renderMarkdown } from '@docextract/plugin-kit/testing/render';
import { postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';
import { handlers } from '../src/index.ts';

const sample = new Uint8Array(readFileSync(path.join(import.meta.dirname, 'fixtures', 'sample${extension}')));
const harness = pluginHarness(handlers, { fileName: 'sample${extension}', mimeType: '${mimeType}' });

describe('${name} handlers', () => {
  test('structured gives the title heading and the paragraphs', async () => {
    const result = await harness.run('structured', sample);
    assert.equal(result.metadata.title, 'Sample ${name} document');
    assert.deepEqual(result.document.blocks.map((block) => block.type), ['heading', 'paragraph', 'paragraph']);
    assert.match(renderMarkdown(result.document), /^# Sample ${name} document$/m);
  });

  test('fast gives every paragraph', async () => {
    const result = await harness.run('fast', sample);
    assert.equal(result.document.blocks.length, 3);
  });

  test('binary input is refused as corrupt', async () => {
    // A generous bound: the check is the refusal, not the machine's speed.
    await harness.expectRefusal('structured', fixtureBytes('.', 'random.bin'), 'corrupt', 60_000);
  });
});

describe('${name} through the service', () => {
  let service: TestService;
  // The plugins folder this plugin lives in, as the service would discover it.
  before(async () => {
    service = await startTestService({ pluginsDir: path.resolve(import.meta.dirname, '..', '..'), openAccess: true });
  });
  after(() => service.close());

  test('a ${extension} upload is detected by its name and read by this plugin', async () => {
    const response = await postFile(\`\${service.url}/v1/extract/md\`, { bytes: sample, name: 'upload${extension}' });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-extract-plugin'), '${name}');
    const body = (await response.json()) as { content: string; metadata: { contentType: string } };
    assert.match(body.content, /^# Sample ${name} document$/m);
    assert.equal(body.metadata.contentType, '${mimeType}');
  });
});
`;
}
