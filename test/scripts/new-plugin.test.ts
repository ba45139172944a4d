import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { discoverPlugins } from '../../server/plugins/discover.ts';
import { postFile, REPO_ROOT, startTestService } from '@docextract/plugin-kit/testing/service';

// Inside the repository, so the new package resolves @docextract/contracts like a workspace.
const scratch = path.join(REPO_ROOT, 'test-output', `new-plugin-${process.pid}`);
mkdirSync(scratch, { recursive: true });
after(() => rmSync(scratch, { recursive: true, force: true }));

const newPlugin = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'scripts', 'new-plugin.ts'), ...args, '--dir', path.relative(REPO_ROOT, scratch)], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });

describe('npm run new-plugin', () => {
  test('writes a plugin that discovery accepts, whose own test passes, and that the service serves', async () => {
    const created = newPlugin('ini-notes', '--ext', '.ini');
    assert.equal(created.status, 0, created.stderr);
    const manifest = JSON.parse(readFileSync(path.join(scratch, 'ini-notes', 'package.json'), 'utf8')) as {
      extractor: { mimeTypes: string[]; detect: Record<string, unknown> };
      dependencies: Record<string, string>;
    };
    assert.deepEqual(manifest.extractor.mimeTypes, ['text/x-ini-notes']);
    assert.deepEqual(manifest.extractor.detect, { 'text/x-ini-notes': { extensions: ['.ini'], textPatterns: [] } });
    assert.deepEqual(Object.keys(manifest.dependencies).sort(), ['@docextract/contracts', '@docextract/plugin-kit']);
    const testSource = readFileSync(path.join(scratch, 'ini-notes', 'test', 'ini-notes.test.ts'), 'utf8');
    assert.match(testSource, /from '@docextract\/plugin-kit\/testing'/);
    assert.doesNotMatch(testSource, /\.\.\/\.\.\/\.\.\//, 'the test reaches into the repository instead of using the kit');

    const registry = discoverPlugins(scratch);
    assert.equal(registry.forMediaType('text/x-ini-notes')?.name, 'ini-notes');

    // Its own test runs the handlers through the kit's harness and the plugin through the real service.
    // Without NODE_TEST_CONTEXT, which would make the child report to this runner instead of printing.
    const { NODE_TEST_CONTEXT: _inherited, ...env } = process.env;
    const ownTest = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=tap', path.join(scratch, 'ini-notes', 'test', 'ini-notes.test.ts')], { cwd: REPO_ROOT, encoding: 'utf8', env });
    assert.equal(ownTest.status, 0, ownTest.stdout + ownTest.stderr);
    assert.match(ownTest.stdout, /# pass 4\n/);

    const service = await startTestService({ pluginsDir: scratch, openAccess: true });
    try {
      const sample = readFileSync(path.join(scratch, 'ini-notes', 'test', 'fixtures', 'sample.ini'));
      const response = await postFile(`${service.url}/v1/extract/md`, { bytes: new Uint8Array(sample), name: 'settings.ini' });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('x-extract-plugin'), 'ini-notes');
      const body = (await response.json()) as { content: string; metadata: { contentType: string } };
      assert.match(body.content, /^# Sample ini-notes document$/m);
      assert.equal(body.metadata.contentType, 'text/x-ini-notes');
    } finally {
      await service.close();
    }
  });

  test('refuses a bad name, a bad extension and an existing folder', () => {
    assert.equal(newPlugin('Bad Name').status, 2);
    assert.equal(newPlugin('okname', '--ext', 'ini').status, 2);
    assert.equal(newPlugin('twice').status, 0);
    const again = newPlugin('twice');
    assert.equal(again.status, 2);
    assert.match(again.stderr, /exists already/);
  });
});
