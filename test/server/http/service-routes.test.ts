import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

describe('service routes', () => {
  let service: TestService;
  let failingCheck = false;
  before(async () => {
    service = await startTestService({ deps: { readinessChecks: { database: async () => !failingCheck } } });
  });
  after(() => service.close());

  test('GET /v1/formats lists each plugin with its types, extensions and modes', async () => {
    const response = await fetch(`${service.url}/v1/formats`);
    assert.equal(response.status, 200);
    const body = (await response.json()) as { formats: Array<{ plugin: string; mimeTypes: string[]; extensions: string[]; modes: string[] }> };
    const text = body.formats.find((format) => format.plugin === 'text');
    assert.ok(text);
    assert.ok(text.mimeTypes.includes('text/csv'));
    assert.ok(text.extensions.includes('.csv'));
    assert.deepEqual(text.modes, ['structured', 'fast']);
    assert.ok(body.formats.some((format) => format.plugin === 'html'));
  });

  test('every response carries the security headers: pages, API, errors', async () => {
    const form = new FormData();
    form.append('file', new Blob(['text']), 'a.txt');
    const responses = [
      ...(await Promise.all(
        ['/', '/dashboard/app.js', '/openapi.json', '/v1/formats', '/healthz', '/readyz', '/metrics', '/v1/account', '/nope'].map((route) =>
          fetch(`${service.url}${route}`),
        ),
      )),
      await fetch(`${service.url}/v1/extract/md`, { method: 'POST', body: form }),
      await fetch(`${service.url}/v1/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    ];
    assert.equal(responses[1]!.status, 200, 'a dashboard asset is served');
    for (const response of responses) {
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', response.url);
      assert.equal(response.headers.get('referrer-policy'), 'no-referrer');
      assert.equal(response.headers.get('x-frame-options'), 'DENY');
      assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    }
  });

  test('GET /healthz answers ok', async () => {
    const response = await fetch(`${service.url}/healthz`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { status: 'ok' });
  });

  test('GET /readyz is 200 while every check passes and 503 when one fails', async () => {
    const ready = await fetch(`${service.url}/readyz`);
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), { status: 'ok', checks: { pool: true, limiter: true, database: true } });
    failingCheck = true;
    try {
      const unready = await fetch(`${service.url}/readyz`);
      assert.equal(unready.status, 503);
      const body = (await unready.json()) as { checks: Record<string, boolean> };
      assert.equal(body.checks.database, false);
    } finally {
      failingCheck = false;
    }
  });

  test('404 and 405 have the contract error body', async () => {
    const missing = await fetch(`${service.url}/v2/nothing`);
    assert.equal(missing.status, 404);
    assert.deepEqual(Object.keys((await missing.json()) as object).sort(), ['code', 'error', 'message', 'status', 'success']);

    const wrongMethod = await fetch(`${service.url}/v1/extract/md`, { method: 'GET' });
    assert.equal(wrongMethod.status, 405);
    const body = (await wrongMethod.json()) as { error: string; code: string; status: number };
    assert.equal(body.error, 'Method Not Allowed');
    assert.equal(body.code, 'EXT_METHOD_NOT_ALLOWED');
    assert.equal(body.status, 405);
    assert.match(wrongMethod.headers.get('allow') ?? '', /POST/);
  });

  test('GET /openapi.json is an OpenAPI 3.1 document', async () => {
    const response = await fetch(`${service.url}/openapi.json`);
    assert.equal(response.status, 200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    assert.match(document.openapi, /^3\.1\./);
    assert.ok(document.paths['/v1/extract/{format}']);
  });
});

describe('GET /readyz against real failures', () => {
  test('a database that no longer answers and a closed pool turn it 503', async () => {
    const service = await startTestService();
    try {
      assert.equal((await fetch(`${service.url}/readyz`)).status, 200);
      await service.database.destroy();
      const withoutDatabase = await fetch(`${service.url}/readyz`);
      assert.equal(withoutDatabase.status, 503);
      assert.equal(((await withoutDatabase.json()) as { checks: Record<string, boolean> }).checks.database, false);
      await service.pool.close();
      const withoutPool = (await (await fetch(`${service.url}/readyz`)).json()) as { checks: Record<string, boolean> };
      assert.equal(withoutPool.checks.pool, false);
      assert.equal((await fetch(`${service.url}/healthz`)).status, 200, 'liveness stays cheap and up');
    } finally {
      await service.close().catch(() => {});
    }
  });
});
