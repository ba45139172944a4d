import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Block } from '../../../contracts/document-model.ts';
import { renderMarkdown } from '../../../server/render/markdown.ts';



import { t, br, link, para, item, ul, ol, cell, table } from '../../support/model-builders.ts';

const md = (...blocks: Block[]): string => renderMarkdown({ blocks });

// --- Markdown inspection helpers (so a test can state what a reader would see) -----------

/**
 * Index of every run of `_` that is not backslash-escaped and not between two letters or
 * digits: only such a run can open or close emphasis in GFM.
 */
function unsafeUnderscores(markdown: string): number[] {
  const unsafe: number[] = [];
  const alnum = /[\p{L}\p{N}]/u;
  for (let index = 0; index < markdown.length; index += 1) {
    if (markdown[index] === '\\') {
      index += 1; // the next character is escaped
      continue;
    }
    if (markdown[index] !== '_') continue;
    let end = index;
    while (markdown[end + 1] === '_') end += 1;
    const before = markdown[index - 1] ?? '';
    const after = markdown[end + 1] ?? '';
    if (!(alnum.test(before) && alnum.test(after))) unsafe.push(index);
    index = end;
  }
  return unsafe;
}

/** Pipes that GFM treats as cell delimiters (not backslash-escaped). */
function unescapedPipes(line: string): number {
  let pipes = 0;
  for (let index = 0; index < line.length; index += 1) {
    if (line[index] === '\\') index += 1;
    else if (line[index] === '|') pipes += 1;
  }
  return pipes;
}

interface Case {
  name: string;
  blocks: Block[];
  /** The whole Markdown output without its final newline. */
  expected: string;
}

function runCases(cases: Case[]): void {
  for (const { name, blocks, expected } of cases) {
    test(name, () => {
      assert.equal(renderMarkdown({ blocks }), `${expected}\n`);
    });
  }
}

// --- tests ------------------------------------------------------------------------------

describe('renderMarkdown: headings', () => {
  runCases([
    { name: 'level 1', blocks: [{ type: 'heading', level: 1, content: [t('Title')] }], expected: '# Title' },
    { name: 'level 2', blocks: [{ type: 'heading', level: 2, content: [t('Title')] }], expected: '## Title' },
    { name: 'level 3', blocks: [{ type: 'heading', level: 3, content: [t('Title')] }], expected: '### Title' },
    { name: 'level 6', blocks: [{ type: 'heading', level: 6, content: [t('Deep')] }], expected: '###### Deep' },
    {
      name: 'a break inside a heading becomes a space (a heading is one line)',
      blocks: [{ type: 'heading', level: 2, content: [t('First'), br, t('second')] }],
      expected: '## First second',
    },
    {
      name: 'newlines and surrounding space inside heading text collapse',
      blocks: [{ type: 'heading', level: 1, content: [t('  A\n  B  ')] }],
      expected: '# A B',
    },
    {
      name: 'markup characters in heading text are escaped',
      blocks: [{ type: 'heading', level: 1, content: [t('*Not* [emphasis]')] }],
      expected: '# \\*Not\\* \\[emphasis\\]',
    },
    {
      name: 'styled heading text keeps its emphasis',
      blocks: [{ type: 'heading', level: 2, content: [t('A '), t('bold', { bold: true }), t(' word')] }],
      expected: '## A **bold** word',
    },
    {
      name: 'an empty heading is left out',
      blocks: [{ type: 'heading', level: 1, content: [t('   ')] }, para(t('after'))],
      expected: 'after',
    },
  ]);

  test('heading text ending in " #" keeps its "#" (an ATX closing sequence would eat it)', () => {
    const out = md({ type: 'heading', level: 1, content: [t('Issue #')] });
    const line = out.trimEnd();
    assert.ok(line.startsWith('# '), line);
    // An unescaped run of # preceded by a space at the end of the line is a closing sequence.
    assert.doesNotMatch(line.slice(2), /(^|[ \t])#+[ \t]*$/);
  });
});

describe('renderMarkdown: paragraphs and block separation', () => {
  runCases([
    { name: 'one paragraph', blocks: [para(t('Hello world'))], expected: 'Hello world' },
    {
      name: 'blocks are separated by exactly one blank line',
      blocks: [{ type: 'heading', level: 1, content: [t('T')] }, para(t('one')), para(t('two'))],
      expected: '# T\n\none\n\ntwo',
    },
    { name: 'surrounding whitespace is trimmed', blocks: [para(t('  padded  '))], expected: 'padded' },
    { name: 'empty paragraphs are left out', blocks: [para(), para(t('x')), para(t(' ')), para(t('y'))], expected: 'x\n\ny' },
    {
      name: 'hard break is two spaces and a newline',
      blocks: [para(t('line one'), br, t('line two'))],
      expected: 'line one  \nline two',
    },
    { name: 'a trailing hard break is dropped', blocks: [para(t('end'), br)], expected: 'end' },
    { name: 'a leading hard break is dropped', blocks: [para(br, t('start'))], expected: 'start' },
  ]);
});

describe('renderMarkdown: inline styles', () => {
  runCases([
    { name: 'bold', blocks: [para(t('b', { bold: true }))], expected: '**b**' },
    { name: 'italic', blocks: [para(t('i', { italic: true }))], expected: '*i*' },
    { name: 'strike', blocks: [para(t('s', { strike: true }))], expected: '~~s~~' },
    { name: 'bold + italic + strike nest', blocks: [para(t('x', { bold: true, italic: true, strike: true }))], expected: '***~~x~~***' },
    {
      name: 'outer spaces of a styled span stay outside the markers',
      blocks: [para(t('a'), t(' b ', { bold: true }), t('c'))],
      expected: 'a **b** c',
    },
    {
      name: 'adjacent spans with one style merge into one run',
      blocks: [para(t('a', { bold: true }), t('b', { bold: true }))],
      expected: '**ab**',
    },
    { name: 'a whitespace-only styled span gets no markers', blocks: [para(t('a'), t('  ', { bold: true }), t('b'))], expected: 'a  b' },
    { name: 'intra-word italic uses *', blocks: [para(t('un'), t('believ', { italic: true }), t('able'))], expected: 'un*believ*able' },
    { name: 'an empty span renders nothing', blocks: [para(t('a'), t('', { bold: true }), t('b'))], expected: 'ab' },
    { name: 'inline code', blocks: [para(t('x = 1', { code: true }))], expected: '`x = 1`' },
    { name: 'inline code is not escaped inside', blocks: [para(t('a*b_c[d]', { code: true }))], expected: '`a*b_c[d]`' },
    { name: 'inline code containing a backtick uses a longer run', blocks: [para(t('a`b', { code: true }))], expected: '``a`b``' },
    { name: 'inline code containing `` uses ```', blocks: [para(t('a``b', { code: true }))], expected: '```a``b```' },
    { name: 'inline code starting with a backtick is padded', blocks: [para(t('`x`', { code: true }))], expected: '`` `x` ``' },
    { name: 'inline code joins lines with spaces', blocks: [para(t('a\nb', { code: true }))], expected: '`a b`' },
  ]);
});

describe('renderMarkdown: escaping of text', () => {
  runCases([
    { name: '* is escaped', blocks: [para(t('2*3*4'))], expected: '2\\*3\\*4' },
    { name: 'underscores inside words stay (snake_case)', blocks: [para(t('snake_case and foo_bar_baz'))], expected: 'snake_case and foo_bar_baz' },
    { name: 'underscores at word edges are escaped', blocks: [para(t('_lead trail_ (_paren_)'))], expected: '\\_lead trail\\_ (\\_paren\\_)' },
    { name: '[ and ] are escaped', blocks: [para(t('[not a link](x)'))], expected: '\\[not a link\\](x)' },
    { name: '< is escaped (no raw HTML)', blocks: [para(t('<div onclick=x>'))], expected: '\\<div onclick=x>' },
    { name: 'backslash is escaped', blocks: [para(t('C:\\path'))], expected: 'C:\\\\path' },
    { name: 'backtick is escaped', blocks: [para(t('`tick`'))], expected: '\\`tick\\`' },
    { name: '~ is escaped', blocks: [para(t('~~no~~'))], expected: '\\~\\~no\\~\\~' },
    { name: '| is left alone outside tables', blocks: [para(t('a|b'))], expected: 'a|b' },
    { name: '# in the middle of a line is left alone', blocks: [para(t('C# is #1'))], expected: 'C# is #1' },
    { name: 'a hashtag at line start is not a heading, left alone', blocks: [para(t('#hashtag'))], expected: '#hashtag' },
    { name: 'line-start "# " is escaped', blocks: [para(t('# not heading'))], expected: '\\# not heading' },
    { name: 'line-start "### " is escaped', blocks: [para(t('### h3'))], expected: '\\### h3' },
    { name: 'line-start "- " is escaped', blocks: [para(t('- not a list'))], expected: '\\- not a list' },
    { name: 'line-start "+ " is escaped', blocks: [para(t('+ not a list'))], expected: '\\+ not a list' },
    { name: 'line-start "> " is escaped', blocks: [para(t('> not a quote'))], expected: '\\> not a quote' },
    { name: 'line-start "1. " is escaped', blocks: [para(t('1. not a list'))], expected: '1\\. not a list' },
    { name: 'line-start "2) " is escaped', blocks: [para(t('2) not a list'))], expected: '2\\) not a list' },
    { name: 'a line "---" is escaped (no rule, no setext heading)', blocks: [para(t('---'))], expected: '\\---' },
    { name: 'a line "===" is escaped', blocks: [para(t('===='))], expected: '\\====' },
    { name: '"1.5 litres" is not a list, left alone', blocks: [para(t('1.5 litres'))], expected: '1.5 litres' },
    {
      name: 'line starts are escaped on every line of a paragraph',
      blocks: [para(t('intro\n# two\n- three\n3. four\n---'))],
      expected: 'intro\n\\# two\n\\- three\n3\\. four\n\\---',
    },
    {
      name: 'line starts after a hard break are escaped',
      blocks: [para(t('a'), br, t('- b'), br, t('# c'))],
      expected: 'a  \n\\- b  \n\\# c',
    },
    { name: 'leading spaces are trimmed before the line-start check', blocks: [para(t('   # x'))], expected: '\\# x' },
  ]);

  const underscoreSamples = ['snake_case', '_start', 'end_', 'mid _word_ here', 'a_b_c_', '(_x_)', 'x__y', 'file_name.txt', '_'];
  for (const sample of underscoreSamples) {
    test(`no underscore that could open or close emphasis: ${JSON.stringify(sample)}`, () => {
      const out = md(para(t(sample)));
      assert.deepEqual(unsafeUnderscores(out), [], out);
      assert.equal(out.replace(/\\/g, ''), `${sample}\n`);
    });
  }

  test('"__init__" is not rendered as emphasis', () => {
    const out = md(para(t('call __init__ now')));
    assert.deepEqual(unsafeUnderscores(out), [], out);
  });

  test('HTML entity references in text are not decoded by the reader', () => {
    const out = md(para(t('AT&amp;T &copy; &#169;')));
    assert.doesNotMatch(out, /(?<!\\)&(?!amp;)(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i, out);
  });
});

describe('renderMarkdown: links', () => {
  runCases([
    { name: 'absolute https link', blocks: [para(link('https://example.com', t('site')))], expected: '[site](https://example.com)' },
    { name: 'mailto link', blocks: [para(link('mailto:a@example.com', t('mail')))], expected: '[mail](mailto:a@example.com)' },
    { name: 'relative link', blocks: [para(link('/docs/a.html', t('docs')))], expected: '[docs](/docs/a.html)' },
    { name: 'fragment link', blocks: [para(link('#top', t('top')))], expected: '[top](#top)' },
    { name: 'href with a space is angle-bracketed', blocks: [para(link('https://e.com/a b', t('x')))], expected: '[x](<https://e.com/a b>)' },
    { name: 'href with parentheses is angle-bracketed', blocks: [para(link('https://e.com/a_(b)', t('x')))], expected: '[x](<https://e.com/a_(b)>)' },
    { name: 'href surrounding spaces are trimmed', blocks: [para(link('  https://e.com  ', t('x')))], expected: '[x](https://e.com)' },
    { name: 'styled link text', blocks: [para(link('https://e.com', t('b', { bold: true })))], expected: '[**b**](https://e.com)' },
    { name: 'brackets in link text are escaped', blocks: [para(link('https://e.com', t('[1]')))], expected: '[\\[1\\]](https://e.com)' },
    { name: 'link with no text renders nothing', blocks: [para(t('a '), link('https://e.com'), t(' b'))], expected: 'a  b' },
    { name: 'link in running text', blocks: [para(t('see '), link('https://e.com', t('here')), t('.'))], expected: 'see [here](https://e.com).' },
  ]);

  const unsafeHrefs = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  JaVaScRiPt:alert(document.cookie)  ',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'file:///etc/passwd',
  ];
  for (const href of unsafeHrefs) {
    test(`unsafe href ${JSON.stringify(href)} is dropped, its text kept`, () => {
      const out = md(para(t('before '), link(href, t('click me')), t(' after')));
      assert.equal(out, 'before click me after\n');
      assert.doesNotMatch(out, /script:|data:|file:/i);
    });
  }

  test('"!" right before a link does not turn it into an image', () => {
    const out = md(para(t('Wow!'), link('https://e.com', t('x'))));
    assert.ok(out.includes('[x](https://e.com)'), out);
    assert.ok(!/(?<!\\)!\[/.test(out), out);
  });

  test('an entity-encoded javascript: href cannot become a javascript: link', () => {
    const out = md(para(link('javascript&#58;alert(1)', t('x'))));
    // Inside a link destination an unescaped entity reference is decoded by the reader.
    assert.doesNotMatch(out, /\]\(<?[^)\n]*(?<!\\)&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i, out);
  });
});

describe('renderMarkdown: code blocks', () => {
  runCases([
    { name: 'plain fence', blocks: [{ type: 'code', text: 'let x = 1;' }], expected: '```\nlet x = 1;\n```' },
    { name: 'language tag', blocks: [{ type: 'code', text: 'x', language: 'js' }], expected: '```js\nx\n```' },
    { name: 'language tag keeps +, #, . and -', blocks: [{ type: 'code', text: 'x', language: 'c++' }], expected: '```c++\nx\n```' },
    {
      name: 'language tag loses spaces, quotes and backticks',
      blocks: [{ type: 'code', text: 'x', language: 'js onload="x"`' }],
      expected: '```jsonloadx\nx\n```',
    },
    { name: 'fence is longer than a ``` run inside', blocks: [{ type: 'code', text: 'a\n```\nb' }], expected: '````\na\n```\nb\n````' },
    { name: 'fence is longer than a ````` run inside', blocks: [{ type: 'code', text: 'x `````' }], expected: '``````\nx `````\n``````' },
    { name: 'contents are not escaped', blocks: [{ type: 'code', text: '# *raw* _x_ <b>' }], expected: '```\n# *raw* _x_ <b>\n```' },
    { name: 'trailing newlines are dropped', blocks: [{ type: 'code', text: 'x\n\n\n' }], expected: '```\nx\n```' },
    { name: 'indentation is kept', blocks: [{ type: 'code', text: 'if (a) {\n    b();\n}' }], expected: '```\nif (a) {\n    b();\n}\n```' },
  ]);
});

describe('renderMarkdown: lists', () => {
  runCases([
    { name: 'unordered', blocks: [ul(item(para(t('a'))), item(para(t('b'))))], expected: '- a\n- b' },
    { name: 'ordered from 1', blocks: [ol(undefined, item(para(t('a'))), item(para(t('b'))))], expected: '1. a\n2. b' },
    { name: 'ordered from start', blocks: [ol(3, item(para(t('a'))), item(para(t('b'))))], expected: '3. a\n4. b' },
    { name: 'ordered from 0', blocks: [ol(0, item(para(t('a'))), item(para(t('b'))))], expected: '0. a\n1. b' },
    {
      name: 'task list',
      blocks: [{ type: 'list', ordered: false, items: [{ blocks: [para(t('done'))], checked: true }, { blocks: [para(t('todo'))], checked: false }] }],
      expected: '- [x] done\n- [ ] todo',
    },
    {
      name: 'nested unordered lists indent by two',
      blocks: [ul(item(para(t('a')), ul(item(para(t('b')), ul(item(para(t('c'))))))), item(para(t('d'))))],
      expected: '- a\n  - b\n    - c\n- d',
    },
    {
      name: 'nested list under an ordered item indents to the marker width',
      blocks: [ol(undefined, item(para(t('a')), ul(item(para(t('b'))))))],
      expected: '1. a\n   - b',
    },
    {
      name: 'two-digit ordered markers indent by four',
      blocks: [ol(10, item(para(t('x')), ul(item(para(t('y'))))))],
      expected: '10. x\n    - y',
    },
    {
      name: 'an item with two paragraphs makes the list loose',
      blocks: [ul(item(para(t('x')), para(t('y'))), item(para(t('z'))))],
      expected: '- x\n\n  y\n\n- z',
    },
    {
      name: 'a code block inside an item is indented',
      blocks: [ul(item(para(t('intro')), { type: 'code', text: 'code\nmore' }))],
      expected: '- intro\n\n  ```\n  code\n  more\n  ```',
    },
    {
      name: 'text in an item is escaped at its line start',
      blocks: [ul(item(para(t('- not nested'))))],
      expected: '- \\- not nested',
    },
    {
      name: 'hard break inside an item continues at the item indent',
      blocks: [ul(item(para(t('a'), br, t('b'))))],
      expected: '- a  \n  b',
    },
  ]);
});

describe('renderMarkdown: tables', () => {
  runCases([
    {
      name: 'header row, separator, body row',
      blocks: [table([[cell(t('A')), cell(t('B'))], [cell(t('1')), cell(t('2'))]], { headerRows: 1 })],
      expected: '| A | B |\n| --- | --- |\n| 1 | 2 |',
    },
    {
      name: 'a table without header rows gets its first row promoted',
      blocks: [table([[cell(t('1')), cell(t('2'))], [cell(t('3')), cell(t('4'))]])],
      expected: '| 1 | 2 |\n| --- | --- |\n| 3 | 4 |',
    },
    {
      name: '| in a cell is escaped',
      blocks: [table([[cell(t('a|b'))], [cell(t('c'))]])],
      expected: '| a\\|b |\n| --- |\n| c |',
    },
    {
      name: 'other markup in a cell is escaped',
      blocks: [table([[cell(t('*x* [y] <z>'))]])],
      expected: '| \\*x\\* \\[y\\] \\<z> |\n| --- |',
    },
    {
      name: 'a break in a cell becomes <br>',
      blocks: [table([[cell(t('x'), br, t('y'))]])],
      expected: '| x<br>y |\n| --- |',
    },
    {
      name: 'a newline in cell text becomes <br>',
      blocks: [table([[cell(t('x\n  y'))]])],
      expected: '| x<br>y |\n| --- |',
    },
    {
      name: 'colspan and rowspan leave empty slots',
      blocks: [
        table([
          [{ content: [t('A')], colSpan: 2 }, cell(t('B'))],
          [{ content: [t('1')], rowSpan: 2 }, cell(t('2')), cell(t('3'))],
          [cell(t('4')), cell(t('5'))],
        ]),
      ],
      expected: '| A |  | B |\n| --- | --- | --- |\n| 1 | 2 | 3 |\n|  | 4 | 5 |',
    },
    {
      name: 'ragged rows are padded',
      blocks: [table([[cell(t('a')), cell(t('b')), cell(t('c'))], [cell(t('1'))]])],
      expected: '| a | b | c |\n| --- | --- | --- |\n| 1 |  |  |',
    },
    {
      name: 'styled and linked cell content',
      blocks: [table([[cell(t('b', { bold: true })), cell(link('https://e.com', t('l')))]])],
      expected: '| **b** | [l](https://e.com) |\n| --- | --- |',
    },
    { name: 'a table with no rows is left out', blocks: [para(t('a')), table([]), para(t('b'))], expected: 'a\n\nb' },
    { name: 'a table whose rows have no cells is left out', blocks: [para(t('a')), table([[], []]), para(t('b'))], expected: 'a\n\nb' },
  ]);

  test('every row of a rendered table has the same number of cell delimiters', () => {
    const out = md(
      table([
        [cell(t('a|b')), cell(t('c'), br, t('d'))],
        [{ content: [t('wide')], colSpan: 2 }],
        [cell(t('x')), cell(t('y | z'))],
      ]),
    );
    const lines = out.trimEnd().split('\n');
    assert.equal(lines.length, 4);
    for (const line of lines) assert.equal(unescapedPipes(line), 3, line);
  });

  test('a code span with | in a table cell does not split the cell', () => {
    const out = md(table([[cell(t('a|b', { code: true })), cell(t('c'))], [cell(t('1')), cell(t('2'))]]));
    for (const line of out.trimEnd().split('\n')) assert.equal(unescapedPipes(line), 3, line);
  });

  test('a link href with | in a table cell does not split the cell', () => {
    const out = md(table([[cell(link('https://e.com/a|b', t('x'))), cell(t('c'))], [cell(t('1')), cell(t('2'))]]));
    for (const line of out.trimEnd().split('\n')) assert.equal(unescapedPipes(line), 3, line);
  });
});

describe('renderMarkdown: quotes, page breaks, rules', () => {
  runCases([
    { name: 'quote', blocks: [{ type: 'quote', blocks: [para(t('q'))] }], expected: '> q' },
    {
      name: 'quote with two paragraphs keeps the blank line quoted',
      blocks: [{ type: 'quote', blocks: [para(t('a')), para(t('b'))] }],
      expected: '> a\n>\n> b',
    },
    {
      name: 'nested quote',
      blocks: [{ type: 'quote', blocks: [para(t('q1')), { type: 'quote', blocks: [para(t('q2'))] }] }],
      expected: '> q1\n>\n> > q2',
    },
    {
      name: 'quote holding a list',
      blocks: [{ type: 'quote', blocks: [ul(item(para(t('a'))), item(para(t('b'))))] }],
      expected: '> - a\n> - b',
    },
    { name: 'page 1 break renders nothing', blocks: [{ type: 'pageBreak', page: 1 }, para(t('a'))], expected: 'a' },
    {
      name: 'later page breaks are HTML comments between blocks',
      blocks: [{ type: 'pageBreak', page: 1 }, para(t('a')), { type: 'pageBreak', page: 2 }, para(t('b'))],
      expected: 'a\n\n<!-- page 2 -->\n\nb',
    },
    { name: 'rule', blocks: [para(t('a')), { type: 'rule' }, para(t('b'))], expected: 'a\n\n---\n\nb' },
  ]);

  test('an empty quote is left out like other empty blocks', () => {
    assert.equal(md(para(t('a')), { type: 'quote', blocks: [] }, para(t('b'))), 'a\n\nb\n');
    assert.equal(md({ type: 'quote', blocks: [para(t(' '))] }), '\n');
  });
});

describe('renderMarkdown: empty documents', () => {
  const emptyDocuments: Array<{ name: string; blocks: Block[] }> = [
    { name: 'no blocks', blocks: [] },
    { name: 'empty paragraph', blocks: [para()] },
    { name: 'whitespace paragraph', blocks: [para(t(' \n\t '))] },
    { name: 'first page break only', blocks: [{ type: 'pageBreak', page: 1 }] },
    { name: 'empty table and empty list', blocks: [table([]), ul()] },
  ];
  for (const { name, blocks } of emptyDocuments) {
    test(name, () => {
      assert.equal(renderMarkdown({ blocks }), '\n');
    });
  }
});
