import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { registerUser } from '../../support/accounts.ts';
import { HOSTILE_PLUGINS_DIR, postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((candidate) => candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `) ? wanted.every((label) => candidate.includes(label)) : false);
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('GET /metrics', () => {
  let service: TestService;
  let key: string;
  before(async () => {
    service = await startTestService({ pluginsDir: HOSTILE_PLUGINS_DIR, timeoutMs: 4000, env: { FREE_CREDITS: '6', RATE_LIMIT: '100', WORKERS: '2' }, pool: { workerMemoryMb: 64 } });
    key = (await (await registerUser(service.url)).createKey()).key;
  });
  after(() => service.close());

  const extract = (query: string) => postFile(`${service.url}/v1/extract/txt?${query}`, { bytes: 'text', name: 'a.txt' }, {}, { 'x-api-key': key });

  test('counts requests, attempts, fallbacks, restarts, credits and refusals', async () => {
    assert.equal((await extract('mode=ok')).status, 200);
    assert.equal((await extract('mode=throw&fallback=ok')).status, 200);
    assert.equal((await extract('mode=hang&fallback=none')).status, 500);
    assert.equal((await extract('mode=ok')).status, 200);
    assert.equal((await extract('mode=ok')).status, 402);

    const response = await fetch(`${service.url}/metrics`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /text\/plain/);
    const text = await response.text();

    assert.equal(sample(text, 'docextract_http_requests_total', { route: '/v1/extract/:format', status: '200' }), 3);
    assert.equal(sample(text, 'docextract_http_requests_total', { route: '/v1/extract/:format', status: '402' }), 1);
    assert.equal(sample(text, 'docextract_extraction_attempts_total', { plugin: 'hostile', mode: 'throw', outcome: 'crash' }), 1);
    assert.equal(sample(text, 'docextract_extraction_attempts_total', { plugin: 'hostile', mode: 'hang', outcome: 'timeout' }), 1);
    assert.equal(sample(text, 'docextract_extraction_fallbacks_total', { plugin: 'hostile', from: 'throw', to: 'ok' }), 1);
    assert.equal(sample(text, 'docextract_worker_restarts_total', { reason: 'timeout' }), 1);
    assert.equal(sample(text, 'docextract_worker_restarts_total', { reason: 'handler-error' }), 1);
    assert.equal(sample(text, 'docextract_credits_charged_total'), 6);
    assert.equal(sample(text, 'docextract_limit_refusals_total', { limit: 'credits' }), 1);
    assert.equal(sample(text, 'docextract_extraction_duration_seconds_count', { plugin: 'hostile', mode: 'ok' }), 3);
    assert.equal(sample(text, 'docextract_pool_threads'), 2);
    assert.ok(text.includes('docextract_pool_queue_depth'));
    assert.ok(text.includes('docextract_pool_utilization_ratio'));
    assert.ok(text.includes('docextract_process_resident_memory_bytes'), 'process metrics are exported');
  });

  test('routes are labelled by pattern, never by raw path', async () => {
    await fetch(`${service.url}/v1/account/keys/some-secret-looking-id`, { method: 'DELETE' });
    const text = await (await fetch(`${service.url}/metrics`)).text();
    assert.ok(!text.includes('some-secret-looking-id'));
    assert.ok(text.includes('route="/v1/account/keys/:id"'));
  });
});
