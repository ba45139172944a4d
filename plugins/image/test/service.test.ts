// The image plugin through the real service: type detection by magic number, the worker pool
// (Tesseract's own thread inside an extraction worker), the renderers and the error mapping.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { FIXTURES_DIR, postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

const fixture = (name: string) => ({ bytes: new Uint8Array(readFileSync(path.join(FIXTURES_DIR, 'image', name))), name });

describe('image plugin through the service', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ openAccess: true });
  });
  after(() => service.close());

  test('a PNG: 200, the plugin and mode headers, the words, the metadata', async () => {
    const response = await postFile(`${service.url}/v1/extract/txt`, fixture('kettle.bmp'));
    const body = (await response.json()) as { content: string; metadata: Record<string, unknown> };
    assert.equal(response.status, 200, JSON.stringify(body));
    assert.equal(response.headers.get('x-extract-plugin'), 'image');
    assert.equal(response.headers.get('x-extract-mode'), 'ocr');
    assert.match(body.content.toLowerCase(), /kettle/);
    assert.equal(body.metadata.pages, 1);
    assert.equal(body.metadata.contentType, 'image/bmp');
    assert.equal((body.metadata.raw as { format: string }).format, 'bmp');
  });

  test('a PNG claiming 10 gigapixels: a quick 400 too-large', async () => {
    const started = performance.now();
    const response = await postFile(`${service.url}/v1/extract/txt`, fixture('huge-header.png'));
    const body = (await response.json()) as { code: string };
    assert.equal(response.status, 400);
    assert.equal(body.code, 'EXT_DOCUMENT_TOO_LARGE');
    assert.ok(performance.now() - started < 3_000);
  });
});
