import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BadInputError, type ModeHandler } from '@docextract/contracts/plugin-api';
import { coreEmbeddedExtractor } from '../../src/testing/embedded.ts';
import { fixtureBytes, pluginHarness, PLUGIN_TEST_LIMITS } from '../../src/testing/plugin-harness.ts';
import { renderMarkdown, renderPlainText } from '../../src/testing/render.ts';
import { tokenF1 } from '../../src/testing/token-f1.ts';

const echo: ModeHandler = (input) => {
  const text = new TextDecoder().decode(input.bytes);
  if (text === 'locked') throw new BadInputError('password-required', 'give a password');
  return { document: { blocks: [{ type: 'paragraph', content: [{ type: 'text', text: `${input.fileName}: ${text}` }] }] }, metadata: {} };
};

describe('plugin harness', () => {
  const harness = pluginHarness({ fast: echo }, { fileName: 'note.txt', mimeType: 'text/plain' });

  test('an input with the defaults, overridable; a run by mode; the service renderers', async () => {
    const input = harness.input(new Uint8Array([104, 105]), { fileName: 'other.txt' });
    assert.equal(input.fileName, 'other.txt');
    assert.deepEqual(input.limits, PLUGIN_TEST_LIMITS);
    const result = await harness.run('fast', new TextEncoder().encode('hello'));
    assert.equal(renderPlainText(result.document).trim(), 'note.txt: hello');
    assert.equal(renderMarkdown(result.document).trim(), 'note.txt: hello');
    await assert.rejects(harness.run('structured', new Uint8Array(1)), /no handler for mode structured/);
  });

  test('expectRefusal passes on the reason given and fails on another', async () => {
    await harness.expectRefusal('fast', new TextEncoder().encode('locked'), 'password-required');
    await assert.rejects(harness.expectRefusal('fast', new TextEncoder().encode('locked'), 'corrupt'));
    await assert.rejects(harness.expectRefusal('fast', new TextEncoder().encode('open'), 'corrupt'));
  });

  test('fixtures come from the repository fixtures folder', () => {
    assert.match(new TextDecoder().decode(fixtureBytes('.', 'hello.txt')), /\S/);
  });

  test("the core's extractEmbedded reads an embedded page with the plugin the service picks", async () => {
    const extract = coreEmbeddedExtractor({ limits: PLUGIN_TEST_LIMITS });
    const page = await extract(new TextEncoder().encode('<html><body><h1>Inside</h1><p>An attached page.</p></body></html>'), 'page.html');
    assert.equal(page.plugin, 'html');
    assert.equal(page.problem, null);
    assert.match(renderPlainText({ blocks: page.blocks }), /Inside[\s\S]*An attached page\./);
    const onlyText = coreEmbeddedExtractor({ limits: PLUGIN_TEST_LIMITS, mediaTypes: ['text/plain'] });
    assert.match((await onlyText(new TextEncoder().encode('<html><body><p>x</p></body></html>'), 'page.html')).problem ?? '', /no plugin reads/);
  });

  test('token F1: bags of lower-cased tokens', () => {
    assert.equal(tokenF1('The duck, the DUCK', 'the duck the duck').f1, 1);
    assert.equal(tokenF1('', '').f1, 1);
    const half = tokenF1('ducks swim', 'ducks fly');
    assert.equal(half.precision, 0.5);
    assert.equal(half.recall, 0.5);
  });
});
