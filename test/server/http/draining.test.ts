import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

describe('refuseWhileDraining', () => {
  let service: TestService;
  let draining = false;
  before(async () => {
    service = await startTestService({ openAccess: true, deps: { lifecycle: { isDraining: () => draining } } });
  });
  after(() => service.close());

  test('serves while running; 503 with Connection: close while draining; liveness still answers', async () => {
    assert.equal((await postFile(`${service.url}/v1/extract/txt`, { bytes: 'hi', name: 'a.txt' })).status, 200);
    draining = true;
    try {
      const refused = await postFile(`${service.url}/v1/extract/txt`, { bytes: 'hi', name: 'a.txt' });
      assert.equal(refused.status, 503);
      assert.equal(refused.headers.get('connection'), 'close');
      assert.ok(refused.headers.get('retry-after'));
      assert.equal(((await refused.json()) as { code: string }).code, 'EXT_SHUTTING_DOWN');
      assert.equal((await fetch(`${service.url}/healthz`)).status, 200);
    } finally {
      draining = false;
    }
  });
});
