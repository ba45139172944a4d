// Hostile and extreme input: nesting 100,000 deep, output limits, empty pages, huge spans
// and flat lists past the engine's argument limits.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { moveChildren, rename, unwrap } from '../src/dom-edit.ts';
import { limitNesting } from '../src/limit-nesting.ts';
import { capSource } from '../src/output-limit.ts';
import { parseHtml, MAX_DEPTH } from '../src/parse-html.ts';
import { flatten, run } from './helpers.ts';

const DEEP = 100_000;
const TIME_LIMIT_MS = 10_000;

const deepPages: Record<string, string> = {
  'closed divs': `${'<div>'.repeat(DEEP)}deep text${'</div>'.repeat(DEEP)}`,
  'unclosed spans': `<p>before</p>${'<span>'.repeat(DEEP)}deep text`,
  'nested lists': `${'<ul><li>'.repeat(DEEP)}deep text`,
  'nested tables': `${'<table><tr><td>'.repeat(DEEP)}deep text`,
  'nested quotes and emphasis': `${'<blockquote><b><i>'.repeat(DEEP / 2)}deep text`,
  'tags named like Object members': `${'<constructor><toString><hasOwnProperty>'.repeat(DEEP / 3)}deep text`,
};

for (const [name, html] of Object.entries(deepPages)) {
  for (const mode of ['structured', 'fast'] as const) {
    test(`${mode}: ${name}, ${DEEP} levels deep, finish quickly and keep the text`, async () => {
      const started = performance.now();
      const result = await run(mode, html);
      const elapsed = performance.now() - started;
      assert.ok(flatten(result.document.blocks).includes('deep text'), 'the text at the bottom is kept');
      assert.ok(elapsed < TIME_LIMIT_MS, `took ${Math.round(elapsed)} ms`);
    });
  }
}

const widePages: Record<string, string> = {
  '200,000 <br> in a row': `<p>start${'<br>'.repeat(200_000)}end</p>`,
  '200,000 &nbsp; in a row': `<p>start${'&nbsp;'.repeat(200_000)}end</p>`,
  '100,000 bold words under 400 wrappers': `${'<div>'.repeat(400)}${'<b>word</b> '.repeat(100_000)}`,
};

for (const [name, html] of Object.entries(widePages)) {
  test(`structured: ${name} finish quickly`, async () => {
    const started = performance.now();
    const text = flatten((await run('structured', html, { maxOutputChars: 10_000_000 })).document.blocks);
    const elapsed = performance.now() - started;
    assert.ok(/start|word/.test(text) && /end|word$/.test(text), text.slice(0, 200));
    assert.ok(elapsed < TIME_LIMIT_MS, `took ${Math.round(elapsed)} ms`);
  });
}

test('limitNesting drops only the tags past the limit, with their end tags', () => {
  assert.equal(limitNesting('<b><i><u>x</u></i></b><p>y</p>', 2), '<b><i>x</i></b><p>y</p>');
  const small = '<div><p>ok</p><br><img src=a></div>';
  assert.equal(limitNesting(small, 500), small);
  // Raw text and comments are not markup, attributes may hold ">".
  const tricky = '<div title="a>b"><script>"<div><div><div>"</script><!-- <div><div> --><div>in</div></div>';
  assert.equal(limitNesting(tricky, 2), tricky);
});

test('the parsed document nests no deeper than MAX_DEPTH', () => {
  const document = parseHtml(`${'<div>'.repeat(5000)}x`);
  let depth = 0;
  for (let element = document.body; element; element = element.firstElementChild) depth++;
  assert.ok(depth <= MAX_DEPTH + 2, `depth ${depth}`);
  assert.equal(document.body?.textContent, 'x');
});

for (const mode of ['structured', 'fast'] as const) {
  test(`${mode}: output is cut at maxOutputChars and marked truncated`, async () => {
    const html = `<html><body>${'<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.</p>'.repeat(5000)}</body></html>`;
    const result = await run(mode, html, { maxOutputChars: 2000 });
    const text = flatten(result.document.blocks);
    assert.ok(text.length <= 2000, `${text.length} characters`);
    assert.ok(text.length > 1500, `only ${text.length} characters kept`);
    assert.equal(result.metadata.raw?.truncated, true);
  });

  test(`${mode}: a page within the limit is not marked truncated`, async () => {
    const result = await run(mode, '<p>short</p>', { maxOutputChars: 2000 });
    assert.equal(result.metadata.raw?.truncated, undefined);
  });

  test(`${mode}: an empty or whitespace-only body gives no blocks`, async () => {
    for (const html of ['', '   \n\t ', '<html><body></body></html>', '<html><head><title>T</title></head><body> \n <script>x()</script><!-- c --></body></html>']) {
      const result = await run(mode, html);
      assert.deepEqual(result.document.blocks, [], JSON.stringify(html));
    }
  });
}

test('structured: huge colspan/rowspan values do not blow up the grid', async () => {
  const html = `<table>${'<tr><td colspan="1000" rowspan="65534">a</td><td>b</td></tr>'.repeat(200)}</table>`;
  const started = performance.now();
  const result = await run('structured', html);
  assert.ok(performance.now() - started < TIME_LIMIT_MS);
  const table = result.document.blocks.find((block) => block.type === 'table');
  assert.ok(table && table.type === 'table' && table.rows.length <= 200);
});

test('an enormous source is cut, before a tag, to what the output limit can use', () => {
  const html = '<p>word</p>'.repeat(1_100_000); // 12.1 million characters
  const capped = capSource(html, 1000);
  assert.equal(capped.cut, true);
  assert.ok(capped.html.length <= 10_000_000 && capped.html.length > 9_000_000, String(capped.html.length));
  assert.ok(html.startsWith(capped.html) && html[capped.html.length] === '<');
  assert.deepEqual(capSource(html, 1_000_000), { html, cut: false }, 'a larger output limit reads it all');
});

test('DOM edits move 150,000 children without spreading them into one call', () => {
  // append(...nodes) or replaceWith(...nodes) throws a RangeError past ~125,000 arguments.
  const document = parseHtml(`<ul>${'<li>item</li>'.repeat(150_000)}</ul>`);
  const list = document.body!.firstElementChild!;
  const copy = document.createElement('ol');
  moveChildren(list, copy);
  assert.equal(copy.children.length, 150_000);
  list.appendChild(copy);
  unwrap(copy);
  assert.equal(list.children.length, 150_000);
  assert.equal(rename(list, 'div').children.length, 150_000);
});

test('structured: 140,000 links inside one <b> still give all their text', async () => {
  // More inline tokens than one argument list can carry: nothing may be lost on the way.
  const links = `<p><b>${'<a href="https://example.com/">x</a> '.repeat(140_000)}</b></p>`;
  const text = flatten((await run('structured', links, { maxOutputChars: 10_000_000 })).document.blocks);
  assert.equal(text.match(/\bx\b/g)?.length, 140_000);
});
