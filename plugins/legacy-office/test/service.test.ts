// The legacy-office plugin through the real service: OLE detection (by name, and by stream
// name when the name says nothing), the worker pool, the renderers and the 400s.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { FIXTURES_DIR, postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

const fixture = (name: string, as = name) => ({ bytes: new Uint8Array(readFileSync(path.join(FIXTURES_DIR, 'legacy-office', name))), name: as });

describe('legacy-office plugin through the service', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ openAccess: true });
  });
  after(() => service.close());

  test('a .doc: 200, the plugin and mode headers, content type, metadata', async () => {
    const response = await postFile(`${service.url}/v1/extract/md`, fixture('almanac.doc'));
    const body = (await response.json()) as { content: string; metadata: Record<string, unknown> };
    assert.equal(response.status, 200, JSON.stringify(body));
    assert.equal(response.headers.get('x-extract-plugin'), 'legacy-office');
    assert.equal(response.headers.get('x-extract-mode'), 'structured');
    assert.equal(body.metadata.contentType, 'application/msword');
    assert.equal(body.metadata.title, 'Garden Almanac');
    assert.equal(body.metadata.last_author, 'Grace Hopper');
    assert.equal(body.metadata.created, '2024-03-01T09:30:00Z');
    assert.match(body.content, /Plant tulips before the first frost\./);
  });

  test('a .ppt without a name that says so: found by its stream, pages = slides', async () => {
    const response = await postFile(`${service.url}/v1/extract/txt`, fixture('garden.ppt', 'upload.bin'));
    const body = (await response.json()) as { content: string; metadata: Record<string, unknown> };
    assert.equal(response.status, 200, JSON.stringify(body));
    assert.equal(response.headers.get('x-extract-plugin'), 'legacy-office');
    assert.equal(body.metadata.contentType, 'application/vnd.ms-powerpoint');
    assert.equal(body.metadata.pages, 3);
    assert.match(body.content, /Slide 1: Spring Planting Plan/);
  });

  test('a damaged OLE file named .doc: 400 corrupt; an encrypted one: 400, and no fallback garbage', async () => {
    const broken = await postFile(`${service.url}/v1/extract/txt`, fixture('broken-ole.doc'));
    assert.equal(broken.status, 400);
    assert.equal(((await broken.json()) as { code: string }).code, 'EXT_CORRUPT_DOCUMENT');
    const encrypted = await postFile(`${service.url}/v1/extract/txt`, fixture('encrypted.doc'));
    assert.equal(encrypted.status, 400);
    const body = (await encrypted.json()) as { code: string; message: string };
    assert.equal(body.code, 'EXT_UNREADABLE_DOCUMENT');
    assert.match(body.message, /encrypt/i, 'the message says the document is encrypted');
  });
});
