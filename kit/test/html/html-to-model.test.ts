// The kit's HTML → model converter, table-driven: markup in, Markdown rendered by the core's
// own renderer out, with substrings it must and must not contain (so structure is checked
// as well as text), for HTML, XHTML and the HTML mammoth writes.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { htmlToModel, type HtmlToModelOptions } from '@docextract/plugin-kit/html';
import { parseHtmlBody, parseXhtmlBody } from '@docextract/plugin-kit/html-parse';
import { renderMarkdown } from '@docextract/plugin-kit/testing/render';

interface Vector {
  name: string;
  html?: string;
  xhtml?: string;
  options?: HtmlToModelOptions;
  mustInclude?: string[];
  mustNotInclude?: string[];
}

const XHTML_HEAD = '<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>T</title></head><body>';

const vectors: Vector[] = [
  {
    name: 'headings, paragraphs and emphasis',
    html: '<h1>Main Title</h1><p>First <b>bold</b>, <em>italic</em>, <s>gone</s> and <code>f(x)</code>.</p><h3>Deeper</h3>',
    mustInclude: ['# Main Title', 'First **bold**, *italic*, ~~gone~~ and `f(x)`.', '### Deeper'],
  },
  {
    name: 'white space collapses across elements and around line breaks',
    html: '<p>  one   <span> two </span>\n three <br>   four  </p>',
    mustInclude: ['one two three', 'four'],
    mustNotInclude: ['  two', 'three   ', ' four', 'one  '],
  },
  {
    name: 'nested lists, an ordered list from its start number, a list written inside a list',
    html: '<ul><li>One<ul><li>Inner A</li></ul></li><li>Two</li><ol><li>Stray</li></ol></ul><ol start="42"><li>Forty-two</li><li>Forty-three</li></ol>',
    mustInclude: ['- One', '  - Inner A', '- Two', '1. Stray', '42. Forty-two', '43. Forty-three'],
  },
  {
    name: 'task lists from checkboxes opening an item',
    html: '<ul><li><input type="checkbox" checked> done</li><li><label><input type="checkbox"> open</label></li></ul>',
    mustInclude: ['[x] done', '[ ] open'],
  },
  {
    name: 'definition lists: bold terms, descriptions nested',
    html: '<dl><div><dt>Coffee</dt><dd>Black hot drink</dd></div><dt>Milk</dt><dd>White cold drink</dd></dl>',
    mustInclude: ['- **Coffee**', '- Black hot drink', '- **Milk**'],
  },
  {
    name: 'tables: header rows, spans kept, cells flattened to lines, caption, empty rows dropped',
    html: `<table><caption>Ages</caption><thead><tr><th>Name</th><th colspan="2">Details</th></tr></thead>
      <tr><td><img src="x.png"></td><td></td><td></td></tr>
      <tr><td><ul><li>first</li><li>second</li></ul></td><td>one<br>two</td><td><table><tr><td>In1</td><td>In2</td></tr></table></td></tr></table>`,
    mustInclude: ['Ages', '| Name | Details |', '• first<br>• second', 'one<br>two', 'In1 In2'],
    mustNotInclude: ['x.png'],
  },
  {
    name: 'a table without th or thead has no header row; a table with no text is dropped',
    html: '<table><tr><td>a1</td><td>b1</td></tr><tr><td>a2</td><td>b2</td></tr></table><table><tr><td> </td></tr></table><p>after</p>',
    mustInclude: ['| a1 | b1 |', '| a2 | b2 |', 'after'],
  },
  {
    name: 'code blocks keep lines and language, dedented',
    html: '<div class="highlight-source-js"><pre>\n    let a = 1;\n      a++;\n</pre></div><pre><code class="language-python">def f():\n    return 2</code></pre>',
    mustInclude: ['```js\nlet a = 1;\n  a++;\n```', '```python\ndef f():\n    return 2\n```'],
  },
  {
    name: 'links: safe URLs kept, relative resolved against the base, others lose the href but keep the text',
    html: '<p><a href="https://example.com/a?x=1&amp;y=2">abs</a> <a href="page.html">rel</a> <a href="javascript:alert(1)">js</a> <a href="#top">anchor</a> <a href="mailto:a@example.com">mail</a></p>',
    options: { baseUrl: new URL('https://example.org/docs/') },
    mustInclude: ['[abs](https://example.com/a?x=1&y=2)', '[rel](https://example.org/docs/page.html)', 'js', 'anchor', '[mail](mailto:a@example.com)'],
    mustNotInclude: ['javascript', '#top', '[js]'],
  },
  {
    name: 'relative links without a base keep only their text; a link with nothing to click goes',
    html: '<p><a href="/wiki/Duck">Duck page</a> and <a href="https://example.com/x"><img src="i.png"></a> end</p>',
    mustInclude: ['Duck page and end'],
    mustNotInclude: ['/wiki/', 'example.com/x'],
  },
  {
    name: 'images as alt text: words in a web page',
    html: '<p>Before<img alt="A chart"  src="data:image/png;base64,AAAA">after</p>',
    mustInclude: ['Before A chart after'],
    mustNotInclude: ['base64', '!['],
  },
  {
    name: 'images as alt text: bracketed in a book; machine-written alt text dropped',
    html: '<p>See <img alt="Figure 1" src="f.png"> and <img alt="A duck. Description automatically generated" src="d.png"></p>',
    options: { imageAlt: 'bracketed' },
    mustInclude: ['See \\[Figure 1\\] and'],
    mustNotInclude: ['Description automatically'],
  },
  {
    name: 'quotes, rules, figures and captions',
    html: '<blockquote><p>Quoted words</p></blockquote><hr><figure><img alt="Pond"><figcaption>A pond at dawn</figcaption></figure>',
    mustInclude: ['> Quoted words', '---', 'Pond', 'A pond at dawn'],
  },
  {
    name: 'what a reader never sees is skipped',
    html: '<p>Visible</p><script>SCRIPT_TEXT</script><style>.STYLE_TEXT{}</style><template><p>TEMPLATE_TEXT</p></template><p hidden>HIDDEN_ATTR</p><svg><text>SVG_TEXT</text></svg><noscript>NOSCRIPT_TEXT</noscript>',
    mustInclude: ['Visible'],
    mustNotInclude: ['SCRIPT_TEXT', 'STYLE_TEXT', 'TEMPLATE_TEXT', 'HIDDEN_ATTR', 'SVG_TEXT', 'NOSCRIPT_TEXT'],
  },
  {
    name: 'text between blocks forms paragraphs; a <p> holding blocks keeps them',
    html: '<div>loose <span>text</span><p>para</p>tail</div><p>intro<ul><li>item</li></ul></p>',
    mustInclude: ['loose text\n\npara\n\ntail', 'intro', '- item'],
  },
  {
    name: 'XHTML: self-closing elements close, the caller hides page-break markers, line breaks in verse stay',
    xhtml: `${XHTML_HEAD}<h2>Ode<br/>to a duck</h2><p>a <a id="x"/>pond<span epub:type="pagebreak" title="7"/><br/>a reed</p></body></html>`,
    options: { isHidden: (element) => (element.getAttribute('epub:type') ?? '').split(/\s+/).includes('pagebreak') },
    mustInclude: ['## Ode to a duck', 'a pond', 'a reed'],
    mustNotInclude: ['7'],
  },
  {
    name: 'MathML reads as its alttext',
    xhtml: `${XHTML_HEAD}<p>Area: <math alttext="\\pi r^2"><mi>π</mi></math></p></body></html>`,
    mustInclude: ['Area: \\\\pi r^2'],
  },
];

for (const vector of vectors) {
  test(`html to model: ${vector.name}`, () => {
    const root = vector.xhtml !== undefined ? parseXhtmlBody(vector.xhtml) : parseHtmlBody(vector.html ?? '');
    const markdown = renderMarkdown({ blocks: htmlToModel(root, vector.options) });
    for (const text of vector.mustInclude ?? []) assert.ok(markdown.includes(text), `missing ${JSON.stringify(text)} in:\n${markdown}`);
    for (const text of vector.mustNotInclude ?? []) assert.ok(!markdown.includes(text), `unexpected ${JSON.stringify(text)} in:\n${markdown}`);
  });
}

test('html to model: a nesting bomb is read as text past the depth limit, without overflowing', () => {
  const depth = 5000;
  const root = parseHtmlBody(`${'<div><span>'.repeat(depth)}deep words${'</span></div>'.repeat(depth)}`);
  const markdown = renderMarkdown({ blocks: htmlToModel(root) });
  assert.ok(markdown.includes('deep words'));
});

test('html to model: lists nested past the cap join their parent instead of nesting further', () => {
  const root = parseHtmlBody(`${'<ul><li>level'.repeat(30)}${'</li></ul>'.repeat(30)}`);
  const blocks = htmlToModel(root);
  let levels = 0;
  for (let list = blocks[0]; list?.type === 'list'; list = list.items[0]?.blocks.find((block) => block.type === 'list')) levels++;
  assert.ok(levels > 1 && levels <= 10, `nested ${levels} levels`);
  assert.equal((renderMarkdown({ blocks }).match(/level/g) ?? []).length, 30);
});
