import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import iconv from 'iconv-lite';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { renderMarkdown, renderPlainText } from '@docextract/plugin-kit/testing/render';
import { handlers } from '../src/index.ts';

const LIMITS = { maxPages: 10, maxOutputChars: 1_000_000 };

function input(html: string | Uint8Array, overrides: Partial<ExtractInput> = {}): ExtractInput {
  return {
    bytes: typeof html === 'string' ? new TextEncoder().encode(html) : html,
    fileName: 'page.html',
    mimeType: 'text/html',
    charset: null,
    password: null,
    limits: LIMITS,
    ...overrides,
  };
}

async function run(mode: 'structured' | 'fast', html: string | Uint8Array, overrides: Partial<ExtractInput> = {}): Promise<ExtractResult> {
  return handlers[mode]!(input(html, overrides));
}

const paragraphs = (count: number, topic: string) =>
  Array.from({ length: count }, (_, index) => `<p>${topic} paragraph ${index + 1} explains at some length how documents become text, why reading order matters, and what people expect.</p>`).join('\n');

const ARTICLE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Reading documents</title>
<meta name="author" content="Grace Hopper"><meta name="description" content="How reading works">
<meta property="article:published_time" content="2024-03-01T09:00:00+01:00">
<style>.x { color: red }</style><script>var secret = "script text";</script></head>
<body>
<header><nav><a href="/">Home</a> <a href="/about">About us</a> <a href="/shop">Shop</a></nav></header>
<main><article>
<h1>Reading documents</h1>
${paragraphs(5, 'Article')}
<h2>Lists</h2>
<ul><li>first item<ul><li>nested item</li></ul></li><li>second item</li></ul>
<h2>A table</h2>
<table><thead><tr><th>Format</th><th>Speed</th></tr></thead><tbody><tr><td>PDF</td><td>fast</td></tr><tr><td>DOCX</td><td>faster</td></tr></tbody></table>
<p>See <a href="https://example.com/guide">the guide</a>, not <a href="javascript:alert(1)">this trap</a>. <strong>Bold words</strong> and <em>italic words</em>.</p>
<pre><code>const answer = 42;</code></pre>
<blockquote><p>A quoted remark.</p></blockquote>
<img src="data:image/png;base64,AAAA" alt="A chart of speeds">
</article></main>
<aside>Related: ten other articles you might like</aside>
<footer>Copyright 2024 Footer Company. All rights reserved.</footer>
<noscript>Enable JavaScript</noscript>
</body></html>`;

describe('html plugin: structured mode', () => {
  test('keeps the article with its structure and drops the chrome', async () => {
    const result = await run('structured', ARTICLE);
    const markdown = renderMarkdown(result.document);
    for (const mustInclude of [
      /^# Reading documents$/m,
      /^## Lists$/m,
      /^- first item$/m,
      /^ {2}- nested item$/m,
      /\| Format \| Speed \|/,
      /\| PDF \| fast \|/,
      /\[the guide\]\(https:\/\/example\.com\/guide\)/,
      /\*\*Bold words\*\*/,
      /\*italic words\*/,
      /const answer = 42;/,
      /^> A quoted remark\.$/m,
      /A chart of speeds/,
      /Article paragraph 5/,
    ]) {
      assert.match(markdown, mustInclude);
    }
    for (const mustNotInclude of [/About us/, /Footer Company/, /ten other articles/, /script text/, /color: red/, /javascript:/, /data:image/, /Enable JavaScript/]) {
      assert.doesNotMatch(markdown, mustNotInclude);
    }
    assert.match(markdown, /this trap/, 'an unsafe link keeps its text');
  });

  test('reads the metadata from the head', async () => {
    const { metadata } = await run('structured', ARTICLE);
    assert.equal(metadata.title, 'Reading documents');
    assert.equal(metadata.creator, 'Grace Hopper');
    assert.equal(metadata.subject, 'How reading works');
    assert.equal(new Date(String(metadata.created)).toISOString(), '2024-03-01T08:00:00.000Z');
    assert.equal(metadata.pages, 1);
    assert.equal((metadata.raw as Record<string, unknown>).author, 'Grace Hopper');
  });

  test('a short page without an article still gives its text', async () => {
    const result = await run('structured', '<html><body><h1>Hi</h1><p>Just one line.</p></body></html>');
    assert.match(renderPlainText(result.document), /Hi\n\nJust one line\./);
  });

  test('an empty body gives an empty model', async () => {
    for (const html of ['<html><body></body></html>', '<html><body>   <script>x()</script> </body></html>', '']) {
      const result = await run('structured', html);
      assert.equal(renderPlainText(result.document).trim(), '', JSON.stringify(html));
    }
  });
});

describe('html plugin: fast mode', () => {
  test('gives all visible text, chrome included, and no script or style', async () => {
    const text = renderPlainText((await run('fast', ARTICLE)).document);
    for (const expected of ['About us', 'Reading documents', 'nested item', 'Footer Company', 'Article paragraph 3', 'PDF']) {
      assert.ok(text.includes(expected), `fast mode lost "${expected}"`);
    }
    for (const unexpected of ['script text', 'color: red']) assert.ok(!text.includes(unexpected), `fast mode kept "${unexpected}"`);
  });
});

describe('html plugin: charsets', () => {
  const french = 'Un café très naïf à Zürich';

  test('a <meta charset> in latin-1 wins over a wrong sniffed charset', async () => {
    const bytes = iconv.encode(`<html><head><meta charset="iso-8859-1"></head><body><p>${french}</p></body></html>`, 'latin1');
    for (const mode of ['structured', 'fast'] as const) {
      const text = renderPlainText((await run(mode, bytes, { charset: 'UTF-8' })).document);
      assert.ok(text.includes(french), `${mode}: ${text}`);
    }
  });

  test('an http-equiv Content-Type declaration is read', async () => {
    const bytes = iconv.encode(`<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"></head><body><p>${french}</p></body></html>`, 'win1252');
    assert.ok(renderPlainText((await run('fast', bytes)).document).includes(french));
  });

  test('a UTF-8 byte-order mark is honoured and dropped', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(`<p>${french}</p>`)]);
    const text = renderPlainText((await run('fast', bytes, { charset: 'windows-1252' })).document);
    assert.equal(text.trim(), french);
  });

  test('Shift_JIS given by the core decodes Japanese', async () => {
    const japanese = '日本語のページです';
    const bytes = iconv.encode(`<html><body><p>${japanese}</p></body></html>`, 'Shift_JIS');
    assert.ok(renderPlainText((await run('structured', bytes, { charset: 'Shift_JIS' })).document).includes(japanese));
  });
});

describe('html plugin: hostile input', () => {
  test('100,000 levels of nesting finish quickly and keep the text', async () => {
    const deep = `<html><body>${'<div>'.repeat(100_000)}deep text${'</div>'.repeat(100_000)}</body></html>`;
    for (const mode of ['structured', 'fast'] as const) {
      const started = performance.now();
      const text = renderPlainText((await run(mode, deep)).document);
      assert.ok(text.includes('deep text'), mode);
      assert.ok(performance.now() - started < 10_000, `${mode} took ${Math.round(performance.now() - started)} ms`);
    }
  });

  test('output is cut at maxOutputChars and marked truncated', async () => {
    const long = `<html><body>${paragraphs(2000, 'Long')}</body></html>`;
    for (const mode of ['structured', 'fast'] as const) {
      const result = await run(mode, long, { limits: { maxPages: 10, maxOutputChars: 5000 } });
      const text = renderPlainText(result.document);
      assert.ok(text.length <= 5200, `${mode} gave ${text.length} characters`);
      assert.ok(text.length > 1000, `${mode} kept too little`);
      assert.equal((result.metadata.raw as Record<string, unknown>).truncated, true, mode);
    }
  });

  test('event handlers, iframes and objects leave no trace', async () => {
    const html = `<html><body><p onclick="steal()">Visible</p><iframe src="https://evil.example">frame text</iframe><object data="x.swf">object text</object><template><p>template text</p></template></body></html>`;
    for (const mode of ['structured', 'fast'] as const) {
      const markdown = renderMarkdown((await run(mode, html)).document);
      assert.match(markdown, /Visible/);
      assert.doesNotMatch(markdown, /steal|evil\.example|template text/, mode);
    }
  });
});
