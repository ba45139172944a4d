// A long document on an idle pool is read in parts on every thread, through a real pool: a
// generated long PDF read by the PDF plugin (the parts joined equal the whole), and a plugin
// written into the test's folder that reads "pages" of text, so that a part can be made to
// fail (bad input, a hang) at a page of the test's choosing.

import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ApiError } from '../../../server/errors.ts';
import { extractDocument, type ExtractionServices } from '../../../server/extraction/extract-document.ts';
import { extractWithFallback } from '../../../server/extraction/fallback.ts';
import { parsePageSelection, type PageSelection } from '../../../server/extraction/page-selection.ts';
import { ExtractionPool } from '../../../server/extraction/pool.ts';
import { discoverPlugins } from '../../../server/plugins/discover.ts';
import { longTextPdf } from '../../../scripts/bench/text-pdf.ts';
import { HOSTILE_PLUGINS_DIR, PLUGINS_DIR } from '@docextract/plugin-kit/testing/service';

const LIMITS = { maxPages: 10_000, maxOutputChars: 10_000_000 };
const PDF_PAGES = 90;

// Reads a text document whose first line says "pages=N" (and optionally "bad=K" or "hang=K"):
// page p is the paragraph "Page p says hello from thread T.", with a page break before it.
const PAGED_PLUGIN = `
import { threadId } from 'node:worker_threads';
import { BadInputError } from ${JSON.stringify(path.resolve(import.meta.dirname, '../../../contracts/plugin-api.ts'))};
const read = (input) => {
  const header = Object.fromEntries(new TextDecoder().decode(input.bytes.subarray(0, 200)).split('\\n')[0].split(' ').map((pair) => pair.split('=')));
  const pageCount = Number(header.pages);
  const pages = input.pages ?? Array.from({ length: pageCount }, (_, index) => index + 1);
  if (pages.includes(Number(header.bad))) throw new BadInputError('corrupt', 'page ' + header.bad + ' is broken');
  if (pages.includes(Number(header.hang))) for (;;) {}
  const blocks = pages.flatMap((page) => [
    ...(page > 1 ? [{ type: 'pageBreak', page }] : []),
    { type: 'paragraph', content: [{ type: 'text', text: 'Page ' + page + ' says hello from thread ' + threadId + '.' }] },
  ]);
  return { document: { blocks }, metadata: { pages: pageCount, raw: { threads: pages.length > 0 ? [threadId] : [] } } };
};
export const handlers = { read, spare: read };
`;

function writePagedPlugin(pluginsDir: string): void {
  const dir = path.join(pluginsDir, 'paged');
  mkdirSync(dir, { recursive: true });
  const extractor = { apiVersion: 1, mimeTypes: ['text/x-paged'], extensions: ['.paged'], modes: ['read', 'spare'], splitsPages: true };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'paged', type: 'module', main: 'index.mjs', extractor }));
  writeFileSync(path.join(dir, 'index.mjs'), PAGED_PLUGIN);
}

/** A paged document of at least 16 KiB, so that its page count is asked. */
function pagedDocument(header: string): Uint8Array {
  const text = `${header}\n${'filler line\n'.repeat(2000)}`;
  const bytes = new Uint8Array(new SharedArrayBuffer(Buffer.byteLength(text)));
  bytes.set(new TextEncoder().encode(text));
  return bytes;
}

function shared(buffer: Buffer): Uint8Array {
  const bytes = new Uint8Array(new SharedArrayBuffer(buffer.length));
  bytes.set(buffer);
  return bytes;
}

describe('a long document on an idle pool is read on every thread', () => {
  let pool: ExtractionPool;
  let folder: string;
  let services: ExtractionServices;
  before(() => {
    pool = new ExtractionPool({ workers: 2, workerMemoryMb: 256, queueLimit: 8, tasksPerWorker: 1000 });
    folder = mkdtempSync(path.join(tmpdir(), 'docextract-split-'));
    writePagedPlugin(folder);
    services = { registry: discoverPlugins(folder), pool, timeoutMs: 60_000, limits: LIMITS };
  });
  after(async () => {
    await pool.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const paged = (header: string, timeoutMs = services.timeoutMs, pages: PageSelection | null = null) =>
    extractDocument({ ...services, timeoutMs }, { bytes: pagedDocument(header), fileName: 'book.paged', password: null, format: 'txt', modes: { mode: 'auto', fallback: 'auto' }, pages });

  test(`fast, ${PDF_PAGES} pages of PDF: the parts joined are the whole, word for word`, async () => {
    const bytes = shared(longTextPdf(PDF_PAGES));
    const entryPath = path.join(PLUGINS_DIR, 'pdf', 'src', 'index.ts');
    for (const format of ['txt', 'md', 'json'] as const) {
      const run = (splitsPages: boolean) =>
        extractWithFallback({
          pool,
          modes: ['fast'],
          splitsPages,
          timeoutMs: 60_000,
          task: { kind: 'extract', entryPath, format, bytes, fileName: 'book.pdf', mediaType: 'application/pdf', charset: null, password: null, limits: LIMITS, embeddedReaders: {} },
        });
      const split = await run(true);
      const whole = await run(false);
      assert.equal(split.attempts[0]!.parts, 2, format);
      assert.equal(whole.attempts[0]!.parts, undefined, format);
      assert.deepEqual(split.content, whole.content, format);
      assert.deepEqual(split.text, whole.text, format);
      assert.equal(split.metadata.pages, PDF_PAGES);
      if (Array.isArray(split.content)) {
        // Every page's elements say their page, and the pages come in order across the parts' join.
        const pages = [...new Set(split.content.map((element) => element.page))];
        assert.deepEqual(pages, Array.from({ length: PDF_PAGES }, (_, index) => index + 1));
        continue;
      }
      const headings = [...String(split.content).matchAll(/^(\d+)\\?\. [A-Z]/gm)].map((match) => Number(match[1]));
      assert.deepEqual(headings, Array.from({ length: PDF_PAGES }, (_, index) => index + 1), format);
    }
  });

  test('with pages asked for, only those are split across the threads, and only those read', async () => {
    // Page 10 would be refused as broken: it is not asked for, so it is never read.
    const result = await paged('pages=100 bad=10', services.timeoutMs, parsePageSelection('31-90,200-300'));
    assert.equal(result.attempts[0]!.parts, 2);
    const pages = [...String(result.content).matchAll(/Page (\d+) says/g)].map((match) => Number(match[1]));
    assert.deepEqual(pages, Array.from({ length: 60 }, (_, index) => index + 31));
    assert.equal(result.pagesExtracted, 60);
    assert.equal(result.metadata.pages, 100);
  });

  test('a few pages asked for are read in one task', async () => {
    const result = await paged('pages=100', services.timeoutMs, parsePageSelection('3-5'));
    assert.equal(result.attempts[0]!.parts, undefined);
    assert.deepEqual([...String(result.content).matchAll(/Page (\d+) says/g)].map((match) => Number(match[1])), [3, 4, 5]);
    assert.equal(result.pagesExtracted, 3);
  });

  test('the parts run on different threads and come back in page order', async () => {
    const result = await paged('pages=100');
    assert.equal(result.attempts[0]!.parts, 2);
    const pages = [...String(result.content).matchAll(/Page (\d+) says/g)].map((match) => Number(match[1]));
    assert.deepEqual(pages, Array.from({ length: 100 }, (_, index) => index + 1));
    const threads = result.metadata.raw?.threads as number[];
    assert.equal(new Set(threads).size, 2);
    assert.equal(result.metadata.pages, 100);
    assert.equal(result.metadata.words, 100 * 7);
  });

  test('a short document is read whole', async () => {
    const result = await paged(`pages=39`);
    assert.equal(result.attempts[0]!.parts, undefined);
    assert.equal((result.metadata.raw?.threads as number[]).length, 1);
  });

  test('a busy pool keeps one document per thread', async () => {
    const hang = new AbortController();
    const busy = pool.run(
      { kind: 'extract', entryPath: path.join(HOSTILE_PLUGINS_DIR, 'hostile', 'index.ts'), mode: 'hang', format: 'txt', bytes: pagedDocument('x'), fileName: 'x.txt', mediaType: 'text/plain', charset: 'UTF-8', password: null, limits: LIMITS, embeddedReaders: {} },
      hang.signal,
    );
    const stopped = busy.catch((error: unknown) => error);
    try {
      const result = await paged('pages=100');
      assert.equal(result.attempts[0]!.parts, undefined);
      assert.equal((result.metadata.raw?.threads as number[]).length, 1);
    } finally {
      hang.abort();
      await stopped;
    }
  });

  test("a part's bad input is the document's 400, with no fallback", async () => {
    const failure = await paged('pages=100 bad=77').catch((error: unknown) => error);
    assert.ok(failure instanceof ApiError);
    assert.equal(failure.status, 400);
    assert.equal(failure.code, 'EXT_CORRUPT_DOCUMENT');
    assert.match(failure.message, /page 77 is broken/);
  });

  test("a part that hangs ends the extraction as the contract's 500 timeout", async () => {
    const failure = await paged('pages=100 hang=90', 3000).catch((error: unknown) => error);
    assert.ok(failure instanceof ApiError);
    assert.equal(failure.code, 'EXT_EXTRACTION_TIMEOUT');
    const body = failure.toBody();
    assert.equal(body.status, 500);
    assert.equal(body.success, false);
    assert.match(body.message, /read: timeout; spare: timeout/);
  });
});
