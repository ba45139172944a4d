import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { discoverPlugins } from '../../../server/plugins/discover.ts';
import { PLUGINS_DIR } from '@docextract/plugin-kit/testing/service';

const root = mkdtempSync(path.join(tmpdir(), 'plugins-'));
after(() => rmSync(root, { recursive: true, force: true }));

let counter = 0;
function pluginsDir(plugins: Record<string, { extractor?: unknown; main?: string; noEntry?: boolean; raw?: string }>): string {
  const dir = path.join(root, `set-${(counter += 1)}`);
  for (const [name, plugin] of Object.entries(plugins)) {
    mkdirSync(path.join(dir, name, 'src'), { recursive: true });
    const pkg = plugin.raw ?? JSON.stringify({ name, ...(plugin.main ? { main: plugin.main } : {}), ...(plugin.extractor ? { extractor: plugin.extractor } : {}) });
    writeFileSync(path.join(dir, name, 'package.json'), pkg);
    if (!plugin.noEntry) writeFileSync(path.join(dir, name, 'src', 'index.ts'), 'export const handlers = {};');
  }
  return dir;
}

const manifest = (overrides: Record<string, unknown> = {}) => ({
  apiVersion: 1,
  mimeTypes: ['text/x-demo'],
  extensions: ['.demo'],
  modes: ['structured', 'fast'],
  ...overrides,
});

describe('discoverPlugins', () => {
  test('finds the repository plugins and maps their types', () => {
    const registry = discoverPlugins(PLUGINS_DIR);
    assert.ok(registry.get('text'));
    assert.equal(registry.forMediaType('text/csv')?.name, 'text');
    assert.equal(registry.forMediaType('text/html')?.name, 'html');
    assert.equal(registry.forMediaType('application/x-nothing'), null);
    assert.ok(Object.isFrozen(registry));
  });

  test('folders without an extractor field are not plugins', () => {
    const registry = discoverPlugins(pluginsDir({ demo: { extractor: manifest() }, library: {} }));
    assert.deepEqual(registry.plugins.map((plugin) => plugin.name), ['demo']);
  });

  test('the higher priority wins a shared type', () => {
    const registry = discoverPlugins(pluginsDir({ a: { extractor: manifest() }, b: { extractor: manifest({ priority: 5 }) } }));
    assert.equal(registry.forMediaType('text/x-demo')?.name, 'b');
  });

  test('two plugins claiming one type at one priority are refused with a fix', () => {
    const dir = pluginsDir({ a: { extractor: manifest() }, b: { extractor: manifest({ mimeTypes: ['text/x-demo', 'text/other'] }) } });
    assert.throws(() => discoverPlugins(dir), /both claim text\/x-demo at priority 0.*higher "priority"/s);
  });

  test('a duplicate at the lower priority is still refused', () => {
    const dir = pluginsDir({
      a: { extractor: manifest() },
      b: { extractor: manifest({ priority: 1 }) },
      c: { extractor: manifest() },
    });
    assert.throws(() => discoverPlugins(dir), /"a" and "c" both claim/);
  });

  const broken: Array<[string, Record<string, unknown>, RegExp]> = [
    ['a wrong apiVersion', { apiVersion: 2 }, /apiVersion.*Set "apiVersion": 1/],
    ['no media types', { mimeTypes: [] }, /mimeTypes must name at least one/],
    ['a malformed media type', { mimeTypes: ['Text CSV'] }, /not a lower-case media type/],
    ['an extension without its dot', { extensions: ['csv'] }, /leading dot/],
    ['no modes', { modes: [] }, /modes must list at least one/],
    ['a reserved mode name', { modes: ['auto'] }, /reserves/],
    ['a mode listed twice', { modes: ['fast', 'fast'] }, /twice/],
    ['a fractional priority', { priority: 1.5 }, /priority must be a whole number/],
  ];
  for (const [name, overrides, message] of broken) {
    test(`a manifest with ${name} is refused with a message saying how to fix it`, () => {
      assert.throws(() => discoverPlugins(pluginsDir({ bad: { extractor: manifest(overrides) } })), (error: unknown) => {
        assert.match((error as Error).message, /Plugin "bad"/);
        assert.match((error as Error).message, message);
        return true;
      });
    });
  }

  test('invalid package.json JSON is reported', () => {
    assert.throws(() => discoverPlugins(pluginsDir({ bad: { raw: '{ "extractor": ' } })), /not valid JSON/);
  });

  test('a missing entry module is reported with the fix', () => {
    assert.throws(() => discoverPlugins(pluginsDir({ bad: { extractor: manifest(), noEntry: true } })), /Set "main"/);
  });

  test('a main outside the plugin folder is refused', () => {
    assert.throws(() => discoverPlugins(pluginsDir({ bad: { extractor: manifest(), main: '../../etc/x.ts' } })), /outside the plugin folder/);
  });

  test('a missing PLUGINS_DIR is reported', () => {
    assert.throws(() => discoverPlugins(path.join(root, 'nope')), /PLUGINS_DIR/);
  });
});
