// Structured mode, table-driven: each vector is a page built in code and substrings that its
// flattened model must (or must not) contain. The flattening marks structure ("# ", "- ",
// "| … |", "[text](href)", "**"), so these check structure as well as text.

import { test } from 'node:test';
import { assertText, flatten, run } from './helpers.ts';

const ARTICLE_PARAGRAPH = `<p>${'Ducks are water birds that live on ponds, rivers and the sea, and feed by dabbling or diving. '.repeat(6)}</p>`;

interface Vector {
  name: string;
  html: string;
  mustInclude?: string[];
  mustNotInclude?: string[];
}

const vectors: Vector[] = [
  {
    name: 'headings and paragraphs',
    html: '<h1>Main Title</h1><p>First paragraph.</p><h2>Section</h2><p>Second <b>bold</b> and <em>italic</em> text.</p><h3>Deeper</h3>',
    mustInclude: ['# Main Title', '\n\nFirst paragraph.\n\n', '## Section', 'Second **bold** and *italic* text.', '### Deeper'],
  },
  {
    name: 'nested lists, ordered list start',
    html: '<ul><li>One<ul><li>Inner A</li><li>Inner B<ol><li>Deep</li></ol></li></ul></li><li>Two</li></ul><ol start="42"><li>Forty-two</li><li>Forty-three</li></ol>',
    mustInclude: ['- One', '    - Inner A', '    - Inner B', '        1. Deep', '- Two', '42. Forty-two', '43. Forty-three'],
  },
  {
    name: 'a table with a header row',
    html: '<table><thead><tr><th>Name</th><th>Age</th></tr></thead><tbody><tr><td>Ada</td><td>36</td></tr><tr><td>Alan</td><td>41</td></tr></tbody></table>',
    mustInclude: ['| Name | Age |\n| --- | --- |', '| Ada | 36 |', '| Alan | 41 |'],
  },
  {
    name: 'table cells: line breaks, pipes, colspan and rowspan repeated, lists flattened',
    html: `<table><tr><th>A</th><th colspan="2">B and C</th></tr>
      <tr><td rowspan="2">Tall</td><td>one<br>two</td><td>x | y</td></tr>
      <tr><td><ul><li>first</li><li>second</li></ul></td><td>z</td></tr></table>`,
    mustInclude: ['| A | B and C | B and C |', '| Tall | one<br>two | x | y |', '| Tall | • first<br>• second | z |'],
  },
  {
    name: 'a table without a header row gets none',
    html: '<table><tr><td>a1</td><td>b1</td></tr><tr><td>a2</td><td>b2</td></tr></table>',
    mustInclude: ['| a1 | b1 |\n| a2 | b2 |'],
    mustNotInclude: ['---', '|  |'],
  },
  {
    name: 'rows left empty (an image without alt text) are dropped',
    html: '<table><tr><th>Head</th></tr><tr><td><img src="x.png"></td></tr><tr><td>value</td></tr></table>',
    mustInclude: ['| Head |\n| --- |\n| value |'],
  },
  {
    name: 'nested tables become text in the outer cell; a one-cell layout table is unwrapped',
    html: '<table><tr><td><table><tr><td>In1</td><td>In2</td></tr><tr><td>In3</td><td>In4</td></tr></table></td><td>Out</td></tr></table><table><tr><td><p>Layout content</p></td></tr></table>',
    mustInclude: ['| In1 In2<br>In3 In4 | Out |', '\n\nLayout content'],
    mustNotInclude: ['| Layout content'],
  },
  {
    name: 'links: absolute kept, relative resolved against <base>, javascript:/data:/anchors dropped with text kept',
    html: `<html><head><base href="https://example.org/docs/"></head><body><p>
      <a href="https://example.com/a?x=1&amp;y=2">abs</a> <a href="page.html">rel</a> <a href="mailto:ada@example.com">mail</a>
      <a href="javascript:alert(1)">jslink</a> <a href=" JaVa&#x09;ScRiPt:alert(1)">sneaky</a> <a href="data:text/html,hi">datalink</a> <a href="#top">anchor</a></p></body></html>`,
    mustInclude: ['[abs](https://example.com/a?x=1&y=2)', '[rel](https://example.org/docs/page.html)', '[mail](mailto:ada@example.com)', 'jslink', 'sneaky', 'datalink', 'anchor'],
    mustNotInclude: ['javascript', 'alert', 'data:', '(#top)', '[jslink]', '[anchor]'],
  },
  {
    name: 'relative links without a base lose the href but keep the text',
    html: '<p><a href="/wiki/Duck">Duck page</a></p>',
    mustInclude: ['Duck page'],
    mustNotInclude: ['[Duck page]', '/wiki/'],
  },
  {
    name: 'images: alt text kept, no URL or data URI; a link around an image without alt text goes',
    html: `<p>Before <img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==" alt="A chart of sales"> after <img src="https://example.com/pic.png"></p>
      <p>Logo: <a href="https://example.com/"><img src="logo.png" alt="Home"></a> <a href="https://example.com/x"><img src="icon.png"></a> end</p>`,
    mustInclude: ['Before A chart of sales after', 'Logo: [Home](https://example.com/) end'],
    mustNotInclude: ['base64', 'iVBOR', 'pic.png', '![', '[]', 'icon.png'],
  },
  {
    name: 'code blocks with language, inline code, blockquote, strikethrough, task list, rule',
    html: `<pre><code class="language-python">def f(x):
    return x * 2</code></pre><p>Call <code>f(2)</code> or press <kbd>Ctrl</kbd>.</p>
      <blockquote><p>Quoted words</p></blockquote><p><s>gone</s></p>
      <ul><li><input type="checkbox" checked> done item</li><li><input type="checkbox"> open item</li></ul><hr><p>end</p>`,
    mustInclude: ['```python\ndef f(x):\n    return x * 2\n```', 'Call `f(2)` or press `Ctrl`.', '> Quoted words', '~~gone~~', '- [x] done item', '- [ ] open item', '---'],
  },
  {
    name: 'definition lists read as nested lists with bold terms',
    html: '<dl><dt>Coffee</dt><dd>Black hot drink</dd><dt>Milk</dt><dd>White cold drink</dd></dl>',
    mustInclude: ['- **Coffee**', '    - Black hot drink', '- **Milk**'],
  },
  {
    name: 'nav, header, footer, aside, forms and hidden chrome removed (body fallback)',
    html: `<body><header><div class="logo">SITE BANNER</div><nav><a href="https://example.com/">NAV HOME</a></nav></header>
      <div role="navigation">ROLE NAV</div><main><h1>Short page</h1><p>The real content.</p>
      <p aria-hidden="true">ARIA HIDDEN</p><form><input name="q"><button>SEARCH BUTTON</button></form></main>
      <aside>SIDEBAR TEXT</aside><footer>COPYRIGHT FOOTER</footer><div role="contentinfo">CONTENTINFO</div></body>`,
    mustInclude: ['# Short page', 'The real content.'],
    mustNotInclude: ['SITE BANNER', 'NAV HOME', 'ROLE NAV', 'ARIA HIDDEN', 'SEARCH BUTTON', 'SIDEBAR TEXT', 'COPYRIGHT FOOTER', 'CONTENTINFO'],
  },
  {
    name: 'an article page goes through Readability and keeps its <h1> as the title heading',
    html: `<html><head><title>All About Ducks | Bird Site</title></head><body>
      <header><a href="/">Bird Site</a><nav><a href="/a">NAV ONE</a> <a href="/b">NAV TWO</a></nav></header>
      <main><article><h1>All About Ducks</h1>${ARTICLE_PARAGRAPH}<h2>Habitat</h2>${ARTICLE_PARAGRAPH}${ARTICLE_PARAGRAPH}</article></main>
      <aside>RELATED SIDEBAR</aside><footer>COPYRIGHT FOOTER</footer></body></html>`,
    mustInclude: ['# All About Ducks\n\nDucks are water birds', '## Habitat'],
    mustNotInclude: ['NAV ONE', 'RELATED SIDEBAR', 'COPYRIGHT FOOTER'],
  },
  {
    name: 'an <h1> inside the page header is put back when chrome removal takes it',
    html: '<body><header><h1>Page Heading</h1></header><p>Body text.</p></body>',
    mustInclude: ['# Page Heading\n\nBody text.'],
  },
  {
    name: 'script, style, noscript, template, iframe and hidden content never reach the model',
    html: `<html><head><style>.STYLE_IN_HEAD{}</style><script>var SCRIPT_IN_HEAD=1</script></head><body>
      <p>Visible</p><script>document.write("SCRIPT_TEXT")</script><style>.STYLE_TEXT{color:red}</style>
      <noscript>NOSCRIPT_TEXT</noscript><template><p>TEMPLATE_TEXT</p></template><iframe srcdoc="x">IFRAME_TEXT</iframe>
      <object>OBJECT_TEXT</object><p hidden>HIDDEN_ATTR</p><div style="display: none">DISPLAY_NONE</div>
      <span style="color:red;visibility:hidden">VISIBILITY_HIDDEN</span><svg><text>SVG_TEXT</text></svg></body></html>`,
    mustInclude: ['Visible'],
    mustNotInclude: ['SCRIPT', 'STYLE', 'NOSCRIPT_TEXT', 'TEMPLATE_TEXT', 'IFRAME_TEXT', 'OBJECT_TEXT', 'HIDDEN_ATTR', 'DISPLAY_NONE', 'VISIBILITY_HIDDEN', 'SVG_TEXT'],
  },
  {
    name: 'a fragment without <html>/<body>',
    html: '<h1>Fragment</h1><table><tr><th>H</th></tr><tr><td>V</td></tr></table>',
    mustInclude: ['# Fragment', '| H |\n| --- |\n| V |'],
  },
  {
    name: 'XHTML with an XML declaration and self-closing tags',
    html: '<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>X</title></head><body><p>First<br/>second</p></body></html>',
    mustInclude: ['First<br>second'],
    mustNotInclude: ['xml version'],
  },
];

for (const vector of vectors) {
  test(`structured: ${vector.name}`, async () => {
    const result = await run('structured', vector.html);
    assertText(flatten(result.document.blocks), vector.mustInclude, vector.mustNotInclude);
  });
}
