// The RTF plugin through the real service: discovery, type detection (file-type reads the
// "{\rtf" signature as application/rtf), the worker pool and the renderers, end to end.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { FIXTURES_DIR, postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

const fixture = (name: string) => ({ bytes: new Uint8Array(readFileSync(path.join(FIXTURES_DIR, 'rtf', name))), name });

describe('rtf plugin through the service', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ openAccess: true });
  });
  after(() => service.close());

  test('an .rtf: 200, the plugin and mode headers, content and metadata', async () => {
    const response = await postFile(`${service.url}/v1/extract/md`, fixture('report.rtf'));
    const body = (await response.json()) as { content: string; metadata: Record<string, unknown> };
    assert.equal(response.status, 200, JSON.stringify(body));
    assert.equal(response.headers.get('x-extract-plugin'), 'rtf');
    assert.equal(response.headers.get('x-extract-mode'), 'structured');
    assert.equal(body.metadata.contentType, 'application/rtf');
    assert.equal(body.metadata.extension, '.rtf');
    assert.equal(body.metadata.title, 'Quarterly Duck Report');
    assert.equal(body.metadata.creator, 'Ada Lovelace');
    assert.equal(body.metadata.last_author, 'Grace Hopper');
    assert.equal(body.metadata.created, '2024-01-15T10:30:00Z');
    assert.equal(body.metadata.pages, 2);
    assert.match(body.content, /^\| Species \| Count \| Habitat \|$/m);
  });

  test('a code-page document in txt and fast mode; the nesting bomb is a quick 200', async () => {
    const czech = await postFile(`${service.url}/v1/extract/txt?mode=fast`, fixture('czech-1250.rtf'));
    const czechBody = (await czech.json()) as { content: string };
    assert.equal(czech.status, 200);
    assert.equal(czech.headers.get('x-extract-mode'), 'fast');
    assert.match(czechBody.content, /Příliš žluťoučký kůň úpěl ďábelské ódy\./);

    const started = performance.now();
    const bomb = await postFile(`${service.url}/v1/extract/txt`, fixture('nesting-bomb.rtf'));
    assert.equal(bomb.status, 200);
    assert.match(((await bomb.json()) as { content: string }).content, /Deep text survives\./);
    assert.ok(performance.now() - started < 5_000);
  });

  test('a file named .rtf that is not RTF is not read by this plugin as RTF', async () => {
    const response = await postFile(`${service.url}/v1/extract/txt`, { bytes: 'Plain words in a file called notes.rtf', name: 'notes.rtf' });
    // The core detects text/plain from the bytes; the name does not make it RTF.
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-extract-plugin'), 'text');
    assert.match(((await response.json()) as { content: string }).content, /Plain words in a file called notes\.rtf/);
  });
});
