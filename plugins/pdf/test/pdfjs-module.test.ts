// Loading pdf.js: once per thread, from node_modules, without leaving its polyfills behind.

import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { loadPdfjs, pdfjsAssets } from '../src/pdfjs-module.ts';

test('pdf.js is loaded once, and the built-ins its legacy build replaces are native again', async () => {
  const [first, second] = await Promise.all([loadPdfjs(), loadPdfjs()]);
  assert.equal(first, second);
  assert.equal(typeof first.getDocument, 'function');
  for (const builtIn of [Array.prototype.push, JSON.parse, JSON.stringify]) {
    assert.match(Function.prototype.toString.call(builtIn), /\[native code\]/);
  }
});

test('its data files are read from node_modules, never fetched', () => {
  const assets = pdfjsAssets();
  for (const folder of Object.values(assets)) {
    assert.ok(path.isAbsolute(folder) && folder.endsWith(path.sep), folder);
    assert.ok(folder.includes(`${path.sep}node_modules${path.sep}pdfjs-dist${path.sep}`), folder);
    assert.ok(existsSync(folder), folder);
  }
  assert.ok(existsSync(path.join(assets.standardFontDataUrl, 'LiberationSans-Regular.ttf')));
});
