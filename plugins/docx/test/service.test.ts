// The DOCX plugin through the real service: discovery, type detection, the worker pool and
// the renderers, end to end.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { FIXTURES_DIR, postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

const fixture = (name: string) => ({ bytes: new Uint8Array(readFileSync(path.join(FIXTURES_DIR, 'office', name))), name });

describe('docx plugin through the service', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ openAccess: true });
  });
  after(() => service.close());

  test('a .docx: 200, the plugin and mode headers, pages and content type', async () => {
    const response = await postFile(`${service.url}/v1/extract/md`, fixture('report.docx'));
    const body = (await response.json()) as { content: string; metadata: Record<string, unknown> };
    assert.equal(response.status, 200, JSON.stringify(body));
    assert.equal(response.headers.get('x-extract-plugin'), 'docx');
    assert.equal(response.headers.get('x-extract-mode'), 'structured');
    assert.equal(body.metadata.pages, 2);
    assert.equal(body.metadata.contentType, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    assert.equal(body.metadata.title, 'Quarterly Duck Report');
    assert.equal(body.metadata.last_author, 'Grace Hopper');
    assert.match(body.content, /^## Findings$/m);
  });

  test('a zip bomb is a quick 400, and the worker lives on', async () => {
    const started = performance.now();
    const response = await postFile(`${service.url}/v1/extract/txt`, fixture('bomb-ratio.docx'));
    const body = (await response.json()) as { code: string };
    assert.equal(response.status, 400);
    assert.equal(body.code, 'EXT_DOCUMENT_TOO_LARGE');
    assert.ok(performance.now() - started < 3_000);
    const next = await postFile(`${service.url}/v1/extract/txt?mode=fast`, fixture('report.docx'));
    assert.equal(next.status, 200);
    assert.equal(next.headers.get('x-extract-mode'), 'fast');
  });
});
