import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { FIXTURES_DIR, postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

const METADATA_KEYS = [
  'title', 'pages', 'words', 'wordCount', 'characters', 'contentType', 'extension',
  'created', 'modified', 'creator', 'last_author', 'subject', 'raw',
].sort();

const fixture = (name: string) => ({ bytes: new Uint8Array(readFileSync(path.join(FIXTURES_DIR, name))), name });

interface SuccessBody {
  success: true;
  content: string;
  wordCount: number;
  metadata: Record<string, unknown> & { words: number; wordCount: number; characters: number; pages: number };
}

interface ErrorBody {
  success: false;
  status: number;
  error: string;
  code: string;
  message: string;
}

async function expectError(response: Response, status: number, code: string): Promise<ErrorBody> {
  const body = (await response.json()) as ErrorBody;
  assert.equal(response.status, status, JSON.stringify(body));
  assert.equal(body.success, false);
  assert.equal(body.status, status);
  assert.equal(body.code, code);
  assert.ok(body.message.length > 10);
  assert.ok(!/\n\s+at |\/tmp\/|\/srv\/|\/work\/|node_modules/.test(JSON.stringify(body)), `leaks internals: ${body.message}`);
  assert.ok(response.headers.get('x-request-id'));
  return body;
}

describe('POST /v1/extract/{format} with the real plugins', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ maxUploadMb: 1, openAccess: true });
  });
  after(() => service.close());

  test('a text file in every format: 200, the contract body and headers', async () => {
    const contents: Record<string, string> = {};
    for (const format of ['md', 'markdown', 'txt', 'html']) {
      const response = await postFile(`${service.url}/v1/extract/${format}`, fixture('readme.md'));
      assert.equal(response.status, 200);
      const body = (await response.json()) as SuccessBody;
      assert.equal(body.success, true);
      assert.deepEqual(Object.keys(body.metadata).sort(), METADATA_KEYS);
      assert.equal(body.wordCount, body.metadata.words);
      assert.equal(body.metadata.wordCount, body.metadata.words);
      assert.equal(body.metadata.contentType, 'text/markdown');
      assert.equal(body.metadata.extension, '.md');
      assert.equal(body.metadata.title, 'Release notes');
      assert.equal(body.metadata.pages, 1);
      assert.equal(response.headers.get('x-extract-plugin'), 'text');
      assert.equal(response.headers.get('x-extract-mode'), 'structured');
      assert.equal(response.headers.get('x-credits-charged'), '1');
      contents[format] = body.content;
    }
    assert.equal(contents.md, contents.markdown);
    assert.match(contents.md!, /^# Release notes$/m);
    assert.match(contents.md!, /\| pdf \| fast \|/);
    assert.doesNotMatch(contents.txt!, /[#*|]/);
    assert.match(contents.txt!, /pdf\tfast/);
    assert.match(contents.html!, /<h1>Release notes<\/h1>/);
    assert.match(contents.html!, /<a href="https:\/\/example.com\/docs">the docs<\/a>/);
  });

  test('counts are taken on the plain text whatever the format', async () => {
    const counts = new Set<string>();
    for (const format of ['md', 'txt', 'html']) {
      const body = (await (await postFile(`${service.url}/v1/extract/${format}`, fixture('readme.md'))).json()) as SuccessBody;
      counts.add(`${body.metadata.words}/${body.metadata.characters}`);
    }
    assert.equal(counts.size, 1);
  });

  test('charsets are detected: cp932 and windows-1252 read right', async () => {
    const japanese = (await (await postFile(`${service.url}/v1/extract/txt`, fixture('cp932.txt'))).json()) as SuccessBody;
    assert.match(japanese.content, /日本語のテキストです/);
    const french = (await (await postFile(`${service.url}/v1/extract/txt`, fixture('latin1.txt'))).json()) as SuccessBody;
    assert.match(french.content, /café au lait, naïve Müller/);
  });

  test('CSV becomes a table; html output carries no script or handler', async () => {
    const csv = (await (await postFile(`${service.url}/v1/extract/md`, fixture('table.csv'))).json()) as SuccessBody;
    assert.match(csv.content, /\| name \| city \| note \|/);
    const html = (await (await postFile(`${service.url}/v1/extract/html`, fixture('article.html'))).json()) as SuccessBody;
    assert.match(html.content, /How extraction works/);
    assert.doesNotMatch(html.content, /<script|<style|onclick|javascript:/i);
    assert.equal(html.metadata.title, 'How extraction works');
  });

  test('the type comes from the bytes, not the name', async () => {
    const response = await postFile(`${service.url}/v1/extract/md`, fixture('pdf-named.docx'));
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-extract-plugin'), 'pdf');
    const pdf = (await response.json()) as SuccessBody;
    assert.equal(pdf.metadata.contentType, 'application/pdf');
    assert.equal(pdf.metadata.extension, '.docx');
    assert.match(pdf.content, /A PDF file wearing a Word name/);
    const text = (await (await postFile(`${service.url}/v1/extract/txt`, { bytes: 'plain words', name: 'report.pdf' })).json()) as SuccessBody;
    assert.equal(text.metadata.contentType, 'text/plain');
    assert.equal(text.metadata.extension, '.pdf');
  });

  test('a name without extension gets the detected type\'s', async () => {
    const body = (await (await postFile(`${service.url}/v1/extract/txt`, { bytes: 'no extension here', name: 'README' })).json()) as SuccessBody;
    assert.equal(body.metadata.extension, '.txt');
  });

  test('whitespace-only text is a 200 with empty content', async () => {
    const body = (await (await postFile(`${service.url}/v1/extract/txt`, fixture('blank.txt'))).json()) as SuccessBody;
    assert.equal(body.content.trim(), '');
    assert.equal(body.metadata.words, 0);
  });

  test('400: invalid format, mode and fallback, listing the allowed values', async () => {
    const format = await expectError(await postFile(`${service.url}/v1/extract/pdf`, fixture('hello.txt')), 400, 'EXT_INVALID_FORMAT');
    assert.match(format.message, /md, markdown, txt, html/);
    const mode = await expectError(await postFile(`${service.url}/v1/extract/md?mode=ocr`, fixture('hello.txt')), 400, 'EXT_INVALID_MODE');
    assert.match(mode.message, /auto, structured, fast/);
    const fallback = await expectError(await postFile(`${service.url}/v1/extract/md?fallback=magic`, fixture('hello.txt')), 400, 'EXT_INVALID_FALLBACK');
    assert.match(fallback.message, /auto, none, structured, fast/);
  });

  test('mode and fallback choose what runs', async () => {
    const response = await postFile(`${service.url}/v1/extract/txt?mode=fast&fallback=none`, fixture('table.csv'));
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-extract-mode'), 'fast');
  });

  test('400: empty file, random bytes, no file part, wrong part name, two files', async () => {
    await expectError(await postFile(`${service.url}/v1/extract/md`, fixture('empty.txt')), 400, 'EXT_EMPTY_FILE');
    await expectError(await postFile(`${service.url}/v1/extract/md`, fixture('random.bin')), 400, 'EXT_UNSUPPORTED_TYPE');

    const noFile = new FormData();
    noFile.append('password', 'x');
    await expectError(await fetch(`${service.url}/v1/extract/md`, { method: 'POST', body: noFile }), 400, 'EXT_NO_FILE');

    const wrongName = new FormData();
    wrongName.append('document', new Blob(['hello']), 'a.txt');
    const wrong = await expectError(await fetch(`${service.url}/v1/extract/md`, { method: 'POST', body: wrongName }), 400, 'EXT_UNEXPECTED_FILE_PART');
    assert.match(wrong.message, /"document"/);

    const twoFiles = new FormData();
    twoFiles.append('file', new Blob(['one']), 'a.txt');
    twoFiles.append('file', new Blob(['two']), 'b.txt');
    await expectError(await fetch(`${service.url}/v1/extract/md`, { method: 'POST', body: twoFiles }), 400, 'EXT_TOO_MANY_FILES');
  });

  test('400: not multipart at all', async () => {
    const response = await fetch(`${service.url}/v1/extract/md`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"file":"x"}',
    });
    await expectError(response, 400, 'EXT_NOT_MULTIPART');
  });

  test('413: an upload over MAX_UPLOAD_MB', async () => {
    const big = new Uint8Array(1024 * 1024 + 10).fill(0x61);
    await expectError(await postFile(`${service.url}/v1/extract/txt`, { bytes: big, name: 'big.txt' }), 413, 'EXT_PAYLOAD_TOO_LARGE');
    // The service is fine afterwards.
    assert.equal((await postFile(`${service.url}/v1/extract/txt`, fixture('hello.txt'))).status, 200);
  });

  test('400: a multipart body that stops half way', async () => {
    const boundary = 'cut-short-boundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhalf a docu`;
    const response = await fetch(`${service.url}/v1/extract/txt`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    await expectError(response, 400, 'EXT_MALFORMED_UPLOAD');
  });

  test('a file name with folders, a tab and 300 characters is reduced to its base name', async () => {
    const name = '..\\..\\etc/pass\twd' + 'x'.repeat(300) + '.TXT';
    const response = await postFile(`${service.url}/v1/extract/txt`, { bytes: 'hello', name });
    assert.equal(response.status, 200);
    const body = (await response.json()) as SuccessBody;
    assert.equal(body.metadata.extension, '.txt');
  });

  test('a part header with a raw control character is a 400, not a crash', async () => {
    const name = 'bell\u0007.txt';
    await expectError(await postFile(`${service.url}/v1/extract/txt`, { bytes: 'hello', name }), 400, 'EXT_MALFORMED_UPLOAD');
  });

  test('X-Request-Id: a valid one is echoed, an invalid one replaced', async () => {
    const echoed = await postFile(`${service.url}/v1/extract/txt`, fixture('hello.txt'), {}, { 'x-request-id': 'abc-123' });
    assert.equal(echoed.headers.get('x-request-id'), 'abc-123');
    const replaced = await fetch(`${service.url}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
    assert.match(replaced.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  });
});

describe('POST /v1/extract/{format} with hostile plugins', () => {
  let service: TestService;
  before(async () => {
    const { HOSTILE_PLUGINS_DIR } = await import('@docextract/plugin-kit/testing/service');
    // Two threads and a roomy budget: after a killed thread, the next attempt must not wait on
    // a cold thread's start under a loaded machine.
    service = await startTestService({ pluginsDir: HOSTILE_PLUGINS_DIR, timeoutMs: 4000, openAccess: true, env: { WORKERS: '2' }, pool: { workerMemoryMb: 64, queueLimit: 0 } });
  });
  after(() => service.close());

  const post = (query: string, fields: Record<string, string> = {}) =>
    postFile(`${service.url}/v1/extract/txt?${query}`, { bytes: 'payload text', name: 'a.txt' }, fields);

  test('500 for a hang (timeout), then the next request works', async () => {
    const body = await expectError(await post('mode=hang&fallback=none'), 500, 'EXT_EXTRACTION_TIMEOUT');
    assert.match(body.message, /4000 ms/);
    assert.equal((await post('mode=ok')).status, 200);
  });

  test('500 for a blown memory cap, then the next request works', async () => {
    await expectError(await post('mode=allocate&fallback=none'), 500, 'EXT_EXTRACTION_OUT_OF_MEMORY');
    assert.equal((await post('mode=ok')).status, 200);
  });

  test('500 for memory taken outside the heap (typed arrays), then the next request works', async () => {
    await expectError(await post('mode=allocate-outside-heap&fallback=none'), 500, 'EXT_EXTRACTION_OUT_OF_MEMORY');
    assert.equal((await post('mode=ok')).status, 200);
  });

  test('500 for a crash, without the exception\'s text or paths', async () => {
    const body = await expectError(await post('mode=throw&fallback=none'), 500, 'EXT_EXTRACTION_CRASHED');
    assert.doesNotMatch(body.message, /parser\.js|Cannot read/);
  });

  test('fallback to a named mode after a crash gives a 200 from that mode', async () => {
    const response = await post('mode=throw&fallback=ok');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-extract-mode'), 'ok');
    const body = (await response.json()) as SuccessBody;
    assert.equal(body.content, 'payload text');
    assert.equal(body.metadata.pages, 2);
    assert.equal(response.headers.get('x-credits-charged'), '2');
  });

  test('400 for a corrupt document, with no path in the message', async () => {
    const body = await expectError(await post('mode=corrupt'), 400, 'EXT_CORRUPT_DOCUMENT');
    assert.match(body.message, /damaged/);
  });

  test('400 for an encrypted document without or with a wrong password', async () => {
    const missing = await expectError(await post('mode=wrong-password'), 400, 'EXT_PASSWORD_REQUIRED');
    assert.match(missing.message, /password/);
    const wrong = await expectError(await post('mode=wrong-password', { password: 'guess' }), 400, 'EXT_PASSWORD_WRONG');
    assert.match(wrong.message, /wrong/);
  });

  test('503 with Retry-After when the queue is full', async () => {
    // Both threads busy and no queue (queueLimit 0): the third is refused.
    const busy = [post('mode=slow'), post('mode=slow')];
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await post('mode=ok');
    await expectError(refused, 503, 'EXT_QUEUE_FULL');
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
    const results = await Promise.all(busy);
    assert.deepEqual(results.map((response) => response.status), [200, 200]);
  });
});
