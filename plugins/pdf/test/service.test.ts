// One PDF through the real service: discovery finds the plugin by its manifest, the worker
// pool runs it, and the response carries the plugin, the page count and the detected type.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';
import { fixture } from './helpers.ts';

interface SuccessBody {
  success: true;
  content: string;
  metadata: { pages: number; contentType: string; extension: string; title: string | null; created: string | null };
}

describe('pdf plugin in the service', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ openAccess: true });
  });
  after(async () => {
    await service.close();
  });

  test('a PDF comes back as Markdown from the pdf plugin, with its pages and type', async () => {
    const response = await postFile(`${service.url}/v1/extract/md`, { bytes: fixture('running-headers.pdf'), name: 'quarterly.pdf' });
    const body = (await response.json()) as SuccessBody;
    assert.equal(response.status, 200, JSON.stringify(body));
    assert.equal(response.headers.get('x-extract-plugin'), 'pdf');
    assert.equal(response.headers.get('x-extract-mode'), 'structured');
    assert.equal(body.metadata.pages, 3);
    assert.equal(body.metadata.contentType, 'application/pdf');
    assert.equal(body.metadata.extension, '.pdf');
    assert.match(body.content, /^# Quarter 1$/m);
    assert.doesNotMatch(body.content, /Quarterly Review/);
  });

  test('an encrypted PDF without its password is a 400 that says a password is needed', async () => {
    const response = await postFile(`${service.url}/v1/extract/txt`, { bytes: fixture('encrypted-user-password.pdf'), name: 'locked.pdf' });
    const body = (await response.json()) as { status: number; message: string };
    assert.equal(response.status, 400);
    assert.match(body.message, /password/i);
  });
});
