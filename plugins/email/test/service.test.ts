// The e-mail plugin through the real service: type detection (.eml is sniffed as text and
// specialised by its name; .msg by its name or its __substg1.0_ streams), the worker pool,
// and extractEmbedded with the service's own readers, which include every plugin.

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { FIXTURES_DIR, postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';
import { CORPUS } from './helpers.ts';

const fixture = (name: string) => ({ bytes: new Uint8Array(readFileSync(path.join(FIXTURES_DIR, 'email', name))), name });
type Body = { content: string; metadata: Record<string, unknown> };

describe('email plugin through the service', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ openAccess: true });
  });
  after(() => service.close());

  test('an .eml with attachments: 200, headers, metadata, and the attachments read by their plugins', async () => {
    const response = await postFile(`${service.url}/v1/extract/md`, fixture('attachments.eml'));
    const body = (await response.json()) as Body;
    assert.equal(response.status, 200, JSON.stringify(body));
    assert.equal(response.headers.get('x-extract-plugin'), 'email');
    assert.equal(response.headers.get('x-extract-mode'), 'structured');
    assert.equal(body.metadata.contentType, 'message/rfc822');
    assert.equal(body.metadata.title, 'Survey files');
    assert.equal(body.metadata.creator, 'Alice Example <alice@example.com>');
    assert.equal(body.metadata.created, '2024-01-17T17:00:00Z');
    assert.equal(body.metadata.pages, 1);
    assert.match(body.content, /^\*\*From:\*\* Alice Example/m);
    assert.match(body.content, /^\| Mallard \| 15 \|$/m);
    assert.match(body.content, /^### Pond map$/m);
  });

  test('a forwarded message is read by this plugin again, through the service readers', async () => {
    const response = await postFile(`${service.url}/v1/extract/txt`, fixture('forwarded.eml'));
    const body = (await response.json()) as Body;
    assert.equal(response.status, 200, JSON.stringify(body));
    assert.match(body.content, /Carol, see the message below\./);
    assert.match(body.content, /From: Alice Example <alice@example.com>\nTo: Bob Example <bob@example.com>\nSubject: Survey files/);
    assert.match(body.content, /Field notes: the heron nests in the reeds\./);
  });

  test('an Outlook .msg from the corpus', { skip: existsSync(path.join(CORPUS, 'msg_simple.msg')) ? false : `the corpus (${CORPUS}) is absent` }, async () => {
    const bytes = new Uint8Array(readFileSync(path.join(CORPUS, 'msg_simple.msg')));
    // Without its name too: the compound file's stream names say it is an Outlook message.
    for (const name of ['msg_simple.msg', 'message']) {
      const response = await postFile(`${service.url}/v1/extract/txt?mode=fast`, { bytes, name });
      const body = (await response.json()) as Body;
      assert.equal(response.status, 200, JSON.stringify(body));
      assert.equal(response.headers.get('x-extract-plugin'), 'email');
      assert.equal(body.metadata.contentType, 'application/vnd.ms-outlook');
      assert.equal(body.metadata.modified, '2026-05-20T10:30:00Z');
      assert.match(body.content, /^From: Alice Example <alice@example.com>\n/);
      assert.match(body.content, /This is a simple email body\./);
    }
  });

  test('an Outlook .msg whose body is only compressed RTF: the body read by the rtf plugin in the compiled worker', async () => {
    const response = await postFile(`${service.url}/v1/extract/md`, fixture('rtf-body.msg'));
    const body = (await response.json()) as Body;
    assert.equal(response.status, 200, JSON.stringify(body));
    assert.equal(response.headers.get('x-extract-plugin'), 'email');
    assert.equal(body.metadata.contentType, 'application/vnd.ms-outlook');
    assert.equal(body.metadata.title, 'Pond survey dates');
    assert.match(body.content, /^\*\*From:\*\* Alice Example/m);
    assert.match(body.content, /^The survey starts on Monday at the \*\*north shore\*\*\. Bring the counting sheets to the café\.$/m);
  });

  test('an .eml uploaded without its name is known by its headers (the plugin declares them)', async () => {
    const response = await postFile(`${service.url}/v1/extract/txt`, { bytes: fixture('plain.eml').bytes, name: 'message' });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-extract-plugin'), 'email');
  });
});
