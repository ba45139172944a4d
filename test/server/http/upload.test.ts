import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { ServiceLifecycle } from '../../../server/http/draining.ts';
import { registerUser } from '../../support/accounts.ts';
import { postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

const BOUNDARY = 'hang-up-boundary';

/** Sends a request head and the start of a multipart body, waits, then drops the connection. */
async function hangUpDuringUpload(url: string, key: string, waitMs: number): Promise<void> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  const partHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n`;
  socket.write(
    `POST /v1/extract/txt HTTP/1.1\r\nHost: ${hostname}\r\nx-api-key: ${key}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 100000\r\n\r\n${partHead}${'a'.repeat(1000)}`,
  );
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  socket.destroy();
}

describe('reading an upload', () => {
  const lifecycle = new ServiceLifecycle();
  let service: TestService;
  let key: string;
  before(async () => {
    service = await startTestService({ deps: { lifecycle }, env: { RATE_LIMIT: '1000', FREE_CREDITS: '1000' } });
    ({ key } = await (await registerUser(service.url)).createKey());
  });
  after(() => service.close());

  test('a client that hangs up before or while its body is read leaves no request open', async () => {
    // Hanging up at once lands while the key and the limits are checked, before the body is
    // read at all; later ones land while it is being read.
    for (const waitMs of [0, 0, 0, 1, 2, 5, 20, 100]) await hangUpDuringUpload(service.url, key, waitMs);
    const deadlineMs = Date.now() + 5000;
    while (lifecycle.requestsInFlight > 0 && Date.now() < deadlineMs) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(lifecycle.requestsInFlight, 0);
    const next = await postFile(`${service.url}/v1/extract/txt`, { bytes: 'still serving', name: 'a.txt' }, {}, { 'x-api-key': key });
    assert.equal(next.status, 200);
    assert.equal(next.headers.get('x-credits-remaining'), '999', 'the hang-ups were charged nothing');
  });
});
