// The OpenDocument plugin through the real service: discovery, type detection, the worker
// pool and the renderers, end to end.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { FIXTURES_DIR, postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

const fixture = (name: string) => ({ bytes: new Uint8Array(readFileSync(path.join(FIXTURES_DIR, 'opendocument', name))), name });

describe('opendocument plugin through the service', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ openAccess: true });
  });
  after(() => service.close());

  test('an .odt and an .odp: 200, the plugin header, pages, content type', async () => {
    const text = await postFile(`${service.url}/v1/extract/md`, fixture('report.odt'));
    const textBody = (await text.json()) as { content: string; metadata: Record<string, unknown> };
    assert.equal(text.status, 200, JSON.stringify(textBody));
    assert.equal(text.headers.get('x-extract-plugin'), 'opendocument');
    assert.equal(text.headers.get('x-extract-mode'), 'structured');
    assert.equal(textBody.metadata.pages, 2);
    assert.equal(textBody.metadata.contentType, 'application/vnd.oasis.opendocument.text');
    assert.equal(textBody.metadata.created, '2024-03-01T09:30:00Z');
    assert.equal(textBody.metadata.last_author, 'Grace Hopper');
    assert.match(textBody.content, /^### Findings$/m);

    const deck = await postFile(`${service.url}/v1/extract/txt`, fixture('deck.odp'));
    const deckBody = (await deck.json()) as { content: string; metadata: Record<string, unknown> };
    assert.equal(deck.status, 200, JSON.stringify(deckBody));
    assert.equal(deck.headers.get('x-extract-plugin'), 'opendocument');
    assert.equal(deckBody.metadata.pages, 2);
    assert.equal(deckBody.metadata.contentType, 'application/vnd.oasis.opendocument.presentation');
    assert.match(deckBody.content, /^North pond\t12\t9$/m);
  });

  test('an entity bomb is a quick 400', async () => {
    const response = await postFile(`${service.url}/v1/extract/txt`, fixture('entity-bomb.odt'));
    assert.equal(response.status, 400);
    assert.equal(((await response.json()) as { code: string }).code, 'EXT_CORRUPT_DOCUMENT');
  });
});
