import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  test('defaults match the contract', () => {
    const config = loadConfig({}, '/srv/app');
    assert.equal(config.port, 8080);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.dataDir, '/srv/app/data');
    assert.equal(config.databaseUrl, null);
    assert.equal(config.redisUrl, null);
    assert.equal(config.freeCredits, 1000);
    assert.equal(config.creditWindowSeconds, 86_400);
    assert.equal(config.rateLimit, 60);
    assert.equal(config.rateLimitWindowSeconds, 60);
    assert.equal(config.maxUploadMb, 50);
    assert.equal(config.extractTimeoutMs, 60_000);
    assert.equal(config.workerMemoryMb, 512);
    assert.ok(config.workers >= 1);
    assert.equal(config.pluginsDir, '/srv/app/plugins');
  });

  test('values are read from the environment', () => {
    const config = loadConfig(
      { PORT: '9000', WORKERS: '3', DATABASE_URL: 'postgres://u@db/x', REDIS_URL: 'redis://cache:6379', PLUGINS_DIR: '/opt/plugins' },
      '/srv/app',
    );
    assert.equal(config.port, 9000);
    assert.equal(config.workers, 3);
    assert.equal(config.databaseUrl, 'postgres://u@db/x');
    assert.equal(config.redisUrl, 'redis://cache:6379');
    assert.equal(config.pluginsDir, '/opt/plugins');
  });

  const invalid: Array<[string, string]> = [
    ['RATE_LIMIT', 'abc'],
    ['PORT', '70000'],
    ['WORKERS', '0'],
    ['MAX_UPLOAD_MB', '1.5'],
    ['EXTRACT_TIMEOUT_MS', '-5'],
    ['FREE_CREDITS', '1e3'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'not a url'],
  ];
  for (const [variable, value] of invalid) {
    test(`${variable}=${value} stops start-up with a message naming the variable`, () => {
      assert.throws(
        () => loadConfig({ [variable]: value }),
        (error: unknown) => error instanceof ConfigError && error.message.includes(variable),
      );
    });
  }

  test('a password in a bad database URL is not echoed', () => {
    assert.throws(
      () => loadConfig({ DATABASE_URL: 'mysql://admin:s3cret@db/x' }),
      (error: unknown) => error instanceof Error && !error.message.includes('s3cret'),
    );
  });
});

describe('TRUST_PROXY', () => {
  test('is off by default, on for true/1, and refuses other words', () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, true);
    assert.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, true);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'maybe' }), /TRUST_PROXY/);
  });
});
