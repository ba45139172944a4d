import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Block } from '../../../contracts/document-model.ts';
import { renderJsonElements } from '../../../server/render/json-elements.ts';
import { renderPlainText } from '../../../server/render/plain-text.ts';
import { t, br, para, item, ul, ol, cell, table } from '../../support/model-builders.ts';

const unpaged = (blocks: Block[]) => renderJsonElements({ blocks }, { paged: false });
const paged = (blocks: Block[]) => renderJsonElements({ blocks }, { paged: true });

describe('renderJsonElements: element types', () => {
  test('headings, paragraphs and code carry the text txt shows, and their own fields', () => {
    const elements = unpaged([
      { type: 'heading', level: 2, content: [t('Res'), br, t('ults  ')] },
      para(t('Revenue  grew'), br, t('  a lot')),
      { type: 'code', text: 'x = 1\n\n', language: 'python' },
      { type: 'code', text: 'plain' },
      { type: 'rule' },
    ]);
    assert.deepEqual(elements, [
      { type: 'heading', text: 'Res ults', level: 2, page: null },
      { type: 'paragraph', text: 'Revenue grew\na lot', page: null },
      { type: 'code', text: 'x = 1', language: 'python', page: null },
      { type: 'code', text: 'plain', page: null },
    ]);
  });

  test('nested lists are flattened with their level and whether they are ordered', () => {
    const elements = unpaged([
      ul(item(para(t('First point')), ol(undefined, item(para(t('Sub one'))), item(para(t('Sub two'), br, t('more'))))), item(para(t('Second point')))),
    ]);
    assert.deepEqual(elements, [
      { type: 'list_item', text: 'First point', level: 1, ordered: false, page: null },
      { type: 'list_item', text: 'Sub one', level: 2, ordered: true, page: null },
      { type: 'list_item', text: 'Sub two\nmore', level: 2, ordered: true, page: null },
      { type: 'list_item', text: 'Second point', level: 1, ordered: false, page: null },
    ]);
  });

  test('a table has its cell texts in rows and tab-separated text; spans leave empty slots', () => {
    const [element] = unpaged([table([[cell(t('Region')), cell(t('Sales'))], [cell(t('North ')), cell(t('1'), br, t('2'))], [{ content: [t('All')], colSpan: 2 }]])]);
    assert.deepEqual(element, {
      type: 'table',
      text: 'Region\tSales\nNorth\t1 2\nAll\t',
      rows: [['Region', 'Sales'], ['North', '1 2'], ['All', '']],
      page: null,
    });
  });

  test('a caption comes before its table as a paragraph, as txt shows it', () => {
    const elements = unpaged([table([[cell(t('a'))]], { caption: 'Table 1' })]);
    assert.deepEqual(elements.map((element) => element.type), ['paragraph', 'table']);
    assert.equal(elements[0]!.text, 'Table 1');
  });

  test('tables inside list items and quotes are elements of their own, in reading order', () => {
    const elements = unpaged([
      ul(item(para(t('Before')), table([[cell(t('in list'))]]), para(t('After')))),
      { type: 'quote', blocks: [para(t('Quoted')), table([[cell(t('in quote'))]]), { type: 'quote', blocks: [para(t('Deeper'))] }] },
    ]);
    assert.deepEqual(
      elements.map((element) => [element.type, element.text]),
      [
        ['list_item', 'Before'],
        ['table', 'in list'],
        ['paragraph', 'After'],
        ['quote', 'Quoted'],
        ['table', 'in quote'],
        ['quote', 'Deeper'],
      ],
    );
  });

  test('blocks with no text give no element', () => {
    assert.deepEqual(unpaged([para(t('  ')), { type: 'code', text: '\n' }, table([[cell()]]), ul(item(para()))]), []);
  });

  test('every element text is a piece of the txt rendering, in the same order', () => {
    const blocks: Block[] = [
      { type: 'heading', level: 1, content: [t('Title')] },
      para(t('One  two')),
      ul(item(para(t('a')), ul(item(para(t('b')))))),
      table([[cell(t('x')), cell(t('y'))]]),
    ];
    const plain = renderPlainText({ blocks });
    let from = 0;
    for (const element of unpaged(blocks)) {
      const at = plain.indexOf(element.text, from);
      assert.ok(at >= from, `${element.text} not found in order in ${plain}`);
      from = at + element.text.length;
    }
  });
});

describe('renderJsonElements: pages', () => {
  test('without pages every element has page null', () => {
    assert.deepEqual(unpaged([para(t('a')), para(t('b'))]).map((element) => element.page), [null, null]);
  });

  test('a paged plugin without breaks: everything is on page 1', () => {
    assert.deepEqual(paged([para(t('a'))]).map((element) => element.page), [1]);
  });

  test('page breaks start pages and give no element; before the first, page 1', () => {
    const elements = unpaged([para(t('first')), { type: 'pageBreak', page: 2 }, para(t('second')), { type: 'pageBreak', page: 3 }, ul(item(para(t('third'))))]);
    assert.deepEqual(
      elements.map((element) => [element.text, element.page]),
      [
        ['first', 1],
        ['second', 2],
        ['third', 3],
      ],
    );
  });

  test('page numbers are absolute: a part read from page 251 says 251', () => {
    const elements = paged([{ type: 'pageBreak', page: 251 }, para(t('x')), { type: 'pageBreak', page: 252 }, para(t('y'))]);
    assert.deepEqual(elements.map((element) => element.page), [251, 252]);
  });
});
