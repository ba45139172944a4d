// The EPUB plugin through the real service: discovery, type detection, the worker pool,
// the core's extractEmbedded and the renderers, end to end.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { FIXTURES_DIR, postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

const fixture = (name: string) => ({ bytes: new Uint8Array(readFileSync(path.join(FIXTURES_DIR, 'opendocument', name))), name });

describe('epub plugin through the service', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ openAccess: true });
  });
  after(() => service.close());

  test('an .epub: 200, the plugin header, pages = chapters, content type, OPF metadata', async () => {
    const response = await postFile(`${service.url}/v1/extract/md`, fixture('book.epub'));
    const body = (await response.json()) as { content: string; metadata: Record<string, unknown> };
    assert.equal(response.status, 200, JSON.stringify(body));
    assert.equal(response.headers.get('x-extract-plugin'), 'epub');
    assert.equal(response.headers.get('x-extract-mode'), 'structured');
    assert.equal(body.metadata.pages, 3);
    assert.equal(body.metadata.contentType, 'application/epub+zip');
    assert.equal(body.metadata.title, 'The Duck Book');
    assert.equal(body.metadata.created, '2024-02-01T00:00:00Z');
    assert.match(body.content, /^# Chapter One: Eggs$[\s\S]*^## Interlude at the Pond$[\s\S]*^## Chapter Three: Flight$/m);
  });

  test('a zip bomb is a quick 400', async () => {
    const started = performance.now();
    const response = await postFile(`${service.url}/v1/extract/txt`, fixture('bomb.epub'));
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as { code: string }).code, 'EXT_DOCUMENT_TOO_LARGE');
    assert.ok(performance.now() - started < 3_000);
  });
});
