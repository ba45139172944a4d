import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Block, Inline } from '../../../contracts/document-model.ts';
import { inlineText, renderPlainText } from '../../../server/render/plain-text.ts';

import { t, br, link, para, item, ul, ol, cell, table } from '../../support/model-builders.ts';

interface Case {
  name: string;
  blocks: Block[];
  expected: string;
}

function runCases(cases: Case[]): void {
  for (const { name, blocks, expected } of cases) {
    test(name, () => {
      assert.equal(renderPlainText({ blocks }), expected);
    });
  }
}

describe('renderPlainText: text blocks', () => {
  runCases([
    { name: 'one paragraph, no trailing newline', blocks: [para(t('Hello world'))], expected: 'Hello world' },
    { name: 'paragraphs are separated by one blank line', blocks: [para(t('one')), para(t('two')), para(t('three'))], expected: 'one\n\ntwo\n\nthree' },
    { name: 'a heading is its text, no #', blocks: [{ type: 'heading', level: 2, content: [t('Title')] }, para(t('body'))], expected: 'Title\n\nbody' },
    { name: 'a heading is one line', blocks: [{ type: 'heading', level: 1, content: [t('A'), br, t('  B\n C')] }], expected: 'A B C' },
    {
      name: 'styles leave no markup',
      blocks: [para(t('b', { bold: true }), t(' '), t('i', { italic: true }), t(' '), t('s', { strike: true }), t(' '), t('c', { code: true }))],
      expected: 'b i s c',
    },
    { name: 'a link is its text only', blocks: [para(t('see '), link('https://example.com', t('the site')), t('.'))], expected: 'see the site.' },
    { name: 'an unsafe link is its text too', blocks: [para(link('javascript:alert(1)', t('x')))], expected: 'x' },
    { name: 'markup characters in text are kept literally', blocks: [para(t('*not bold* # [x](y) <b> a|b'))], expected: '*not bold* # [x](y) <b> a|b' },
    { name: 'a hard break is a newline', blocks: [para(t('line one'), br, t('line two'))], expected: 'line one\nline two' },
    { name: 'runs of spaces, tabs and nbsp inside a line collapse', blocks: [para(t('a  \t b\u00a0\u00a0c'))], expected: 'a b c' },
    { name: 'spaces around a break are trimmed', blocks: [para(t('a   '), br, t('   b'))], expected: 'a\nb' },
    { name: 'three or more newlines become one blank line', blocks: [para(t('a'), br, br, br, br, t('b'))], expected: 'a\n\nb' },
    { name: 'surrounding whitespace is trimmed', blocks: [para(t('\n  x  \n'))], expected: 'x' },
    { name: 'empty paragraphs leave no extra blank lines', blocks: [para(t('a')), para(), para(t('  ')), para(t('b'))], expected: 'a\n\nb' },
    { name: 'CJK and emoji text passes through', blocks: [para(t('日本語のテキスト 😀'))], expected: '日本語のテキスト 😀' },
  ]);
});

describe('renderPlainText: code, quote, page break, rule', () => {
  runCases([
    { name: 'code keeps its indentation and markup', blocks: [{ type: 'code', text: 'if (a) {\n    *b* = 1;\n}', language: 'js' }], expected: 'if (a) {\n    *b* = 1;\n}' },
    { name: 'code loses trailing whitespace', blocks: [{ type: 'code', text: 'x\n\n  \n' }], expected: 'x' },
    { name: 'a quote is its text, no >', blocks: [{ type: 'quote', blocks: [para(t('q1')), { type: 'quote', blocks: [para(t('q2'))] }] }], expected: 'q1\n\nq2' },
    { name: 'a page break leaves only the blank line', blocks: [para(t('a')), { type: 'pageBreak', page: 2 }, para(t('b'))], expected: 'a\n\nb' },
    { name: 'a rule leaves no ---', blocks: [para(t('a')), { type: 'rule' }, para(t('b'))], expected: 'a\n\nb' },
  ]);
});

describe('renderPlainText: lists', () => {
  runCases([
    { name: 'unordered items, one a line, no bullets', blocks: [ul(item(para(t('a'))), item(para(t('b'))))], expected: 'a\nb' },
    { name: 'ordered items numbered from 1', blocks: [ol(undefined, item(para(t('a'))), item(para(t('b'))))], expected: '1. a\n2. b' },
    { name: 'ordered items numbered from start', blocks: [ol(7, item(para(t('a'))), item(para(t('b'))))], expected: '7. a\n8. b' },
    {
      name: 'nested lists indent by two spaces a level',
      blocks: [ul(item(para(t('a')), ul(item(para(t('b')), ul(item(para(t('c'))))))), item(para(t('d'))))],
      expected: 'a\n  b\n    c\nd',
    },
    {
      name: 'nested ordered list keeps its numbers',
      blocks: [ol(undefined, item(para(t('a')), ol(undefined, item(para(t('b'))), item(para(t('c'))))))],
      expected: '1. a\n  1. b\n  2. c',
    },
    {
      name: 'task items have no checkbox markup',
      blocks: [{ type: 'list', ordered: false, items: [{ blocks: [para(t('done'))], checked: true }, { blocks: [para(t('todo'))], checked: false }] }],
      expected: 'done\ntodo',
    },
    { name: 'empty items are left out', blocks: [ul(item(para(t('a'))), item(), item(para(t(' '))), item(para(t('b'))))], expected: 'a\nb' },
    { name: 'a list is separated from a paragraph by a blank line', blocks: [para(t('intro')), ul(item(para(t('a')))), para(t('outro'))], expected: 'intro\n\na\n\noutro' },
  ]);
});

describe('renderPlainText: tables', () => {
  runCases([
    {
      name: 'cells are separated by tabs, one row a line',
      blocks: [table([[cell(t('A')), cell(t('B'))], [cell(t('1')), cell(t('2'))]], { headerRows: 1 })],
      expected: 'A\tB\n1\t2',
    },
    {
      name: 'markup in cells is kept literally',
      blocks: [table([[cell(t('*x*', { bold: true })), cell(link('https://e.com', t('l')))]])],
      expected: '*x*\tl',
    },
    {
      name: 'a break, newline or tab inside a cell becomes a space',
      blocks: [table([[cell(t('x'), br, t('y')), cell(t('p\tq\nr'))]])],
      expected: 'x y\tp q r',
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
      expected: 'A\t\tB\n1\t2\t3\n\t4\t5',
    },
    { name: 'ragged rows are padded with empty cells', blocks: [table([[cell(t('a')), cell(t('b'))], [cell(t('c'))]])], expected: 'a\tb\nc\t' },
    { name: 'a table between paragraphs', blocks: [para(t('x')), table([[cell(t('a')), cell(t('b'))]]), para(t('y'))], expected: 'x\n\na\tb\n\ny' },
  ]);

  test('every row has the same number of tabs', () => {
    const out = renderPlainText({
      blocks: [
        table([
          [cell(t('a\tb')), cell(t('c'))],
          [{ content: [t('wide')], colSpan: 3 }],
          [cell(t('x'))],
        ]),
      ],
    });
    const tabs = out.split('\n').map((line) => line.split('\t').length - 1);
    assert.deepEqual(tabs, [2, 2, 2]);
  });
});

describe('renderPlainText: no markup survives whatever the model holds', () => {
  test('a mixed document has no Markdown or HTML syntax of its own', () => {
    const out = renderPlainText({
      blocks: [
        { type: 'heading', level: 1, content: [t('Report')] },
        para(t('Some '), t('bold', { bold: true }), t(' and a '), link('https://e.com', t('link'))),
        ul(item(para(t('one'))), item(para(t('two')))),
        { type: 'quote', blocks: [para(t('quoted'))] },
        { type: 'pageBreak', page: 2 },
        { type: 'rule' },
        table([[cell(t('h1')), cell(t('h2'))], [cell(t('v1')), cell(t('v2'))]], { headerRows: 1 }),
        { type: 'code', text: 'print(1)', language: 'python' },
      ],
    });
    assert.equal(out, 'Report\n\nSome bold and a link\n\none\ntwo\n\nquoted\n\nh1\th2\nv1\tv2\n\nprint(1)');
    for (const markup of ['#', '**', '](', '<', '>', '---', '|', '```', '- ']) assert.ok(!out.includes(markup), markup);
  });
});

describe('inlineText', () => {
  const cases: Array<{ name: string; inlines: Inline[]; expected: string }> = [
    { name: 'empty', inlines: [], expected: '' },
    { name: 'text runs concatenate as they are', inlines: [t('a '), t('b', { bold: true }), t('  c')], expected: 'a b  c' },
    { name: 'a break is a newline', inlines: [t('a'), br, t('b')], expected: 'a\nb' },
    { name: 'a link is its children', inlines: [link('https://e.com', t('x'), br, t('y'))], expected: 'x\ny' },
    { name: 'nested links flatten', inlines: [link('a', t('1'), link('b', t('2')))], expected: '12' },
  ];
  for (const { name, inlines, expected } of cases) {
    test(name, () => {
      assert.equal(inlineText(inlines), expected);
    });
  }
});

describe('table captions', () => {
  test('a caption is text of the document: it precedes the table in txt and md', async () => {
    const { renderMarkdown } = await import('../../../server/render/markdown.ts');
    const document = {
      blocks: [{ type: 'table' as const, caption: 'Table 1: Sales', rows: [{ cells: [{ content: [{ type: 'text' as const, text: 'a' }] }] }] }],
    };
    assert.equal(renderPlainText(document), 'Table 1: Sales\n\na');
    assert.equal(renderMarkdown(document), 'Table 1: Sales\n\n| a |\n| --- |\n');
  });
});
