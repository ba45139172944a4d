import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Block } from '../../../contracts/document-model.ts';
import { escapeHtml, renderHtml } from '../../../server/render/html.ts';

import { t, br, link, para, item, ul, cell } from '../../support/model-builders.ts';

const html = (...blocks: Block[]): string => renderHtml({ blocks });

const ALLOWED_TAGS = new Set([
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'a', 'strong', 'em', 'del', 'code', 'pre',
  'ul', 'ol', 'li', 'input', 'blockquote', 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td',
]);
const ALLOWED_ATTRIBUTES = new Set(['href', 'start', 'type', 'disabled', 'checked', 'class', 'colspan', 'rowspan', 'data-page']);

/** Every tag in the fragment, with its attributes; throws on markup outside the allowlists. */
function checkMarkup(fragment: string): void {
  const tagPattern = /<(\/?)([a-z][a-z0-9]*)((?:\s[a-z-]+(?:="[^"<>]*")?)*)>/gy;
  for (let index = fragment.indexOf('<'); index !== -1; index = fragment.indexOf('<', index + 1)) {
    tagPattern.lastIndex = index;
    const match = tagPattern.exec(fragment);
    assert.ok(match, `stray "<" at ${index}: ${JSON.stringify(fragment.slice(index, index + 40))}`);
    const [, , name = '', attributes = ''] = match;
    assert.ok(ALLOWED_TAGS.has(name), `tag <${name}>`);
    for (const [, attribute = '', value = ''] of attributes.matchAll(/\s([a-z-]+)(?:="([^"]*)")?/g)) {
      assert.ok(ALLOWED_ATTRIBUTES.has(attribute), `attribute ${attribute} on <${name}>`);
      if (attribute === 'href') {
        const decoded = value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
        assert.doesNotMatch(decoded.trim(), /^(javascript|data|vbscript|file):/i, `href ${value}`);
      }
    }
  }
}

interface Case {
  name: string;
  blocks: Block[];
  /** The whole fragment without its final newline. */
  expected: string;
}

function runCases(cases: Case[]): void {
  for (const { name, blocks, expected } of cases) {
    test(name, () => {
      const out = renderHtml({ blocks });
      assert.equal(out, `${expected}\n`);
      checkMarkup(out);
    });
  }
}

describe('escapeHtml', () => {
  const cases: Array<[string, string]> = [
    ['plain', 'plain'],
    ['&', '&amp;'],
    ['<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    ["it's", 'it&#39;s'],
    ['&amp; stays text', '&amp;amp; stays text'],
    ['a > b < c', 'a &gt; b &lt; c'],
    ['', ''],
    ['日本語 😀', '日本語 😀'],
  ];
  for (const [input, expected] of cases) {
    test(JSON.stringify(input), () => {
      assert.equal(escapeHtml(input), expected);
    });
  }
});

describe('renderHtml: text blocks', () => {
  runCases([
    { name: 'heading levels', blocks: [1, 2, 3, 4, 5, 6].map((level) => ({ type: 'heading', level, content: [t(`H${level}`)] }) as Block), expected: '<h1>H1</h1>\n<h2>H2</h2>\n<h3>H3</h3>\n<h4>H4</h4>\n<h5>H5</h5>\n<h6>H6</h6>' },
    { name: 'paragraph', blocks: [para(t('Hello'))], expected: '<p>Hello</p>' },
    { name: 'empty paragraphs are left out', blocks: [para(), para(t('x')), para(t('  '))], expected: '<p>x</p>' },
    { name: 'hard break', blocks: [para(t('a'), br, t('b'))], expected: '<p>a<br>b</p>' },
    {
      name: 'styles',
      blocks: [para(t('b', { bold: true }), t(' '), t('i', { italic: true }), t(' '), t('s', { strike: true }), t(' '), t('c', { code: true }))],
      expected: '<p><strong>b</strong> <em>i</em> <del>s</del> <code>c</code></p>',
    },
    { name: 'all styles nest', blocks: [para(t('x', { bold: true, italic: true, strike: true, code: true }))], expected: '<p><strong><em><del><code>x</code></del></em></strong></p>' },
    { name: '<script> text is escaped', blocks: [para(t('<script>alert(1)</script>'))], expected: '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>' },
    { name: 'an event handler in text is only text', blocks: [para(t('<img src=x onerror="alert(1)">'))], expected: '<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>' },
    { name: 'heading text is escaped', blocks: [{ type: 'heading', level: 1, content: [t('A & B <c>')] }], expected: '<h1>A &amp; B &lt;c&gt;</h1>' },
    { name: 'Markdown syntax is not interpreted', blocks: [para(t('*x* [y](z) # h'))], expected: '<p>*x* [y](z) # h</p>' },
  ]);
});

describe('renderHtml: links', () => {
  runCases([
    { name: 'safe link', blocks: [para(link('https://example.com/a', t('site')))], expected: '<p><a href="https://example.com/a">site</a></p>' },
    { name: 'relative link', blocks: [para(link('/docs#x', t('docs')))], expected: '<p><a href="/docs#x">docs</a></p>' },
    { name: 'mailto link', blocks: [para(link('mailto:a@example.com', t('mail')))], expected: '<p><a href="mailto:a@example.com">mail</a></p>' },
    { name: '& in href is escaped', blocks: [para(link('https://e.com/?a=1&b=2', t('q')))], expected: '<p><a href="https://e.com/?a=1&amp;b=2">q</a></p>' },
    {
      name: 'quotes in href cannot close the attribute',
      blocks: [para(link('https://e.com/"onmouseover="alert(1)', t('q')))],
      expected: '<p><a href="https://e.com/&quot;onmouseover=&quot;alert(1)">q</a></p>',
    },
    {
      name: "single quotes and angle brackets in href are escaped",
      blocks: [para(link("https://e.com/'><script>", t('q')))],
      expected: '<p><a href="https://e.com/&#39;&gt;&lt;script&gt;">q</a></p>',
    },
    { name: 'styled link text', blocks: [para(link('https://e.com', t('b', { bold: true })))], expected: '<p><a href="https://e.com"><strong>b</strong></a></p>' },
  ]);

  const unsafeHrefs = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '   JaVaScRiPt:alert(1)  ',
    '\njavascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ];
  for (const href of unsafeHrefs) {
    test(`unsafe href ${JSON.stringify(href)} is dropped, its text kept`, () => {
      const out = html(para(t('a '), link(href, t('click'), t(' me', { bold: true })), t(' b')));
      assert.equal(out, '<p>a click<strong> me</strong> b</p>\n');
      checkMarkup(out);
    });
  }
});

describe('renderHtml: code, quotes, page breaks, rules', () => {
  runCases([
    { name: 'code block', blocks: [{ type: 'code', text: 'x < 1 && y' }], expected: '<pre><code>x &lt; 1 &amp;&amp; y</code></pre>' },
    { name: 'code block language class', blocks: [{ type: 'code', text: 'x', language: 'c++' }], expected: '<pre><code class="language-c++">x</code></pre>' },
    {
      name: 'a hostile language cannot leave the attribute',
      blocks: [{ type: 'code', text: 'x', language: 'js" onclick="alert(1)' }],
      expected: '<pre><code class="language-jsonclickalert1">x</code></pre>',
    },
    { name: 'a language of only symbols gives no class', blocks: [{ type: 'code', text: 'x', language: '"<>' }], expected: '<pre><code>x</code></pre>' },
    { name: 'code keeps newlines and spaces', blocks: [{ type: 'code', text: 'a\n  b\n' }], expected: '<pre><code>a\n  b\n</code></pre>' },
    { name: 'quote', blocks: [{ type: 'quote', blocks: [para(t('q'))] }], expected: '<blockquote>\n<p>q</p>\n</blockquote>' },
    {
      name: 'nested quote',
      blocks: [{ type: 'quote', blocks: [para(t('a')), { type: 'quote', blocks: [para(t('b'))] }] }],
      expected: '<blockquote>\n<p>a</p>\n<blockquote>\n<p>b</p>\n</blockquote>\n</blockquote>',
    },
    { name: 'the first page break renders nothing', blocks: [{ type: 'pageBreak', page: 1 }, para(t('a'))], expected: '<p>a</p>' },
    { name: 'later page breaks are marked rules', blocks: [para(t('a')), { type: 'pageBreak', page: 2 }, para(t('b'))], expected: '<p>a</p>\n<hr data-page="2">\n<p>b</p>' },
    { name: 'a fractional page number is floored', blocks: [{ type: 'pageBreak', page: 3.7 }], expected: '<hr data-page="3">' },
    { name: 'rule', blocks: [{ type: 'rule' }], expected: '<hr>' },
  ]);
});

describe('renderHtml: lists', () => {
  runCases([
    { name: 'unordered', blocks: [ul(item(para(t('a'))), item(para(t('b'))))], expected: '<ul>\n<li>a</li>\n<li>b</li>\n</ul>' },
    { name: 'ordered', blocks: [{ type: 'list', ordered: true, items: [item(para(t('a')))] }], expected: '<ol>\n<li>a</li>\n</ol>' },
    { name: 'ordered with start 1 has no start attribute', blocks: [{ type: 'list', ordered: true, start: 1, items: [item(para(t('a')))] }], expected: '<ol>\n<li>a</li>\n</ol>' },
    { name: 'ordered with start', blocks: [{ type: 'list', ordered: true, start: 4, items: [item(para(t('a')))] }], expected: '<ol start="4">\n<li>a</li>\n</ol>' },
    { name: 'unordered ignores start', blocks: [{ type: 'list', ordered: false, start: 4, items: [item(para(t('a')))] }], expected: '<ul>\n<li>a</li>\n</ul>' },
    {
      name: 'task list checkboxes are disabled',
      blocks: [{ type: 'list', ordered: false, items: [{ blocks: [para(t('done'))], checked: true }, { blocks: [para(t('todo'))], checked: false }] }],
      expected: '<ul>\n<li><input type="checkbox" disabled checked> done</li>\n<li><input type="checkbox" disabled> todo</li>\n</ul>',
    },
    {
      name: 'nested list',
      blocks: [ul(item(para(t('a')), ul(item(para(t('b'))))))],
      expected: '<ul>\n<li><p>a</p>\n<ul>\n<li>b</li>\n</ul></li>\n</ul>',
    },
    {
      name: 'an item with two paragraphs keeps its <p>s',
      blocks: [ul(item(para(t('x')), para(t('y'))))],
      expected: '<ul>\n<li><p>x</p>\n<p>y</p></li>\n</ul>',
    },
    { name: 'an empty item', blocks: [ul(item())], expected: '<ul>\n<li></li>\n</ul>' },
  ]);
});

describe('renderHtml: tables', () => {
  runCases([
    {
      name: 'header and body rows',
      blocks: [{ type: 'table', headerRows: 1, rows: [{ cells: [cell(t('A')), cell(t('B'))] }, { cells: [cell(t('1')), cell(t('2'))] }] }],
      expected: '<table>\n<thead>\n<tr><th>A</th><th>B</th></tr>\n</thead>\n<tbody>\n<tr><td>1</td><td>2</td></tr>\n</tbody>\n</table>',
    },
    {
      name: 'no header rows: body only',
      blocks: [{ type: 'table', rows: [{ cells: [cell(t('1'))] }] }],
      expected: '<table>\n<tbody>\n<tr><td>1</td></tr>\n</tbody>\n</table>',
    },
    {
      name: 'headerRows larger than the table: all header',
      blocks: [{ type: 'table', headerRows: 5, rows: [{ cells: [cell(t('A'))] }] }],
      expected: '<table>\n<thead>\n<tr><th>A</th></tr>\n</thead>\n</table>',
    },
    {
      name: 'negative headerRows: body only',
      blocks: [{ type: 'table', headerRows: -2, rows: [{ cells: [cell(t('1'))] }] }],
      expected: '<table>\n<tbody>\n<tr><td>1</td></tr>\n</tbody>\n</table>',
    },
    {
      name: 'caption is escaped',
      blocks: [{ type: 'table', caption: '<script>x</script>', rows: [{ cells: [cell(t('1'))] }] }],
      expected: '<table>\n<caption>&lt;script&gt;x&lt;/script&gt;</caption>\n<tbody>\n<tr><td>1</td></tr>\n</tbody>\n</table>',
    },
    {
      name: 'colspan and rowspan attributes',
      blocks: [
        {
          type: 'table',
          headerRows: 1,
          rows: [
            { cells: [{ content: [t('A')], colSpan: 2 }, cell(t('B'))] },
            { cells: [{ content: [t('1')], rowSpan: 2 }, cell(t('2')), cell(t('3'))] },
            { cells: [cell(t('4')), cell(t('5'))] },
          ],
        },
      ],
      expected:
        '<table>\n<thead>\n<tr><th colspan="2">A</th><th>B</th></tr>\n</thead>\n<tbody>\n<tr><td rowspan="2">1</td><td>2</td><td>3</td></tr>\n<tr><td>4</td><td>5</td></tr>\n</tbody>\n</table>',
    },
    {
      name: 'spans of 1 or less, fractions and non-finite values',
      blocks: [{ type: 'table', rows: [{ cells: [{ content: [t('a')], colSpan: 1, rowSpan: 0 }, { content: [t('b')], colSpan: 2.9, rowSpan: Number.NaN }, { content: [t('c')], colSpan: 5000, rowSpan: Infinity }] }] }],
      expected: '<table>\n<tbody>\n<tr><td>a</td><td colspan="2">b</td><td colspan="1000">c</td></tr>\n</tbody>\n</table>',
    },
    {
      name: 'cell content with styles, links and breaks',
      blocks: [{ type: 'table', rows: [{ cells: [cell(t('x', { bold: true }), br, link('https://e.com', t('l')))] }] }],
      expected: '<table>\n<tbody>\n<tr><td><strong>x</strong><br><a href="https://e.com">l</a></td></tr>\n</tbody>\n</table>',
    },
  ]);
});

describe('renderHtml: empty documents', () => {
  const cases: Array<{ name: string; blocks: Block[] }> = [
    { name: 'no blocks', blocks: [] },
    { name: 'empty paragraphs', blocks: [para(), para(t(''))] },
    { name: 'first page break only', blocks: [{ type: 'pageBreak', page: 1 }] },
  ];
  for (const { name, blocks } of cases) {
    test(name, () => {
      assert.equal(renderHtml({ blocks }), '\n');
    });
  }
});

describe('renderHtml: a hostile model yields no script, style, handler or javascript: URL', () => {
  const hostile = 'x<script>alert(1)</script><style>*{}</style><img src=x onerror=alert(1)>"\'&<svg onload=alert(1)>';
  const blocks: Block[] = [
    { type: 'heading', level: 1, content: [t(hostile)] },
    para(t(hostile, { bold: true, code: true }), br, link('javascript:alert(1)', t(hostile)), link(`https://e.com/${hostile}`, t('ok'))),
    { type: 'code', text: hostile, language: hostile },
    { type: 'quote', blocks: [para(t(hostile))] },
    { type: 'list', ordered: true, start: 2, items: [{ blocks: [para(t(hostile))], checked: true }] },
    { type: 'table', caption: hostile, headerRows: 1, rows: [{ cells: [{ content: [t(hostile)], colSpan: 2 }] }] },
    { type: 'pageBreak', page: 9 },
  ];
  const out = renderHtml({ blocks });

  test('only allowed tags and attributes, no unsafe href', () => {
    checkMarkup(out);
  });

  // Text and quoted attribute values may mention "onerror=" as long as they are escaped;
  // only the tags' own names and attribute names matter.
  const tags = (out.match(/<[^>]*>/g) ?? []).map((tag) => tag.replace(/="[^"]*"/g, '=""')).join('\n');
  for (const forbidden of [/<script/i, /<style/i, /<svg/i, /<img/i, /\son[a-z]+\s*=/i]) {
    test(`no tag matches ${forbidden}`, () => {
      assert.ok(tags.includes('<a href="">'), 'the tag list is real');
      assert.doesNotMatch(tags, forbidden);
    });
  }

  test('no href holds a javascript: URL', () => {
    assert.doesNotMatch(out, /href="\s*javascript:/i);
    assert.ok(!out.includes('<a href="javascript'), out);
  });

  test('the hostile text is still there, as text', () => {
    assert.ok(out.includes('x&lt;script&gt;alert(1)&lt;/script&gt;'), out);
  });
});
