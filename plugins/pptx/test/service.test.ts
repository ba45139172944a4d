// The PPTX plugin through the real service: discovery, type detection, the worker pool and
// the renderers, end to end.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { FIXTURES_DIR, postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

const fixture = (name: string) => ({ bytes: new Uint8Array(readFileSync(path.join(FIXTURES_DIR, 'office', name))), name });

describe('pptx plugin through the service', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ openAccess: true });
  });
  after(() => service.close());

  test('a .pptx: 200, the plugin header, pages = slides, content type', async () => {
    const response = await postFile(`${service.url}/v1/extract/txt`, fixture('deck.pptx'));
    const body = (await response.json()) as { content: string; metadata: Record<string, unknown> };
    assert.equal(response.status, 200, JSON.stringify(body));
    assert.equal(response.headers.get('x-extract-plugin'), 'pptx');
    assert.equal(body.metadata.pages, 3);
    assert.equal(body.metadata.contentType, 'application/vnd.openxmlformats-officedocument.presentationml.presentation');
    assert.match(body.content, /^Slide 2: Counts by pond$/m);
    assert.match(body.content, /^North pond\t12\t9$/m);
  });

  test('an entity bomb is a quick 400', async () => {
    const response = await postFile(`${service.url}/v1/extract/txt`, fixture('entity-bomb.pptx'));
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as { code: string }).code, 'EXT_CORRUPT_DOCUMENT');
  });
});
