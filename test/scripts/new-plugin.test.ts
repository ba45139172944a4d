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
    const manifest = JSON.parse(readFileSync(path.join(scratch, 'ini-notes', 'package.json'), 'utf8')) as { extractor: { mimeTypes: string[] } };
    assert.deepEqual(manifest.extractor.mimeTypes, ['text/x-ini-notes']);

    const registry = discoverPlugins(scratch);
    assert.equal(registry.forMediaType('text/x-ini-notes')?.name, 'ini-notes');

    const ownTest = spawnSync(process.execPath, ['--import', 'tsx', '--test', path.join(scratch, 'ini-notes', 'test', 'ini-notes.test.ts')], { cwd: REPO_ROOT, encoding: 'utf8' });
    assert.equal(ownTest.status, 0, ownTest.stdout + ownTest.stderr);

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
