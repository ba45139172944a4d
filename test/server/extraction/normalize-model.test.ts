import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Block, DocumentModel, Inline } from '../../../contracts/document-model.ts';
import { MAX_NESTING, normalizeModel } from '../../../server/extraction/normalize-model.ts';
import { renderHtml } from '../../../server/render/html.ts';
import { renderMarkdown } from '../../../server/render/markdown.ts';
import { renderPlainText } from '../../../server/render/plain-text.ts';

const BIG = 1_000_000;
const t = (text: string) => ({ type: 'text', text });
const para = (text: string) => ({ type: 'paragraph', content: [t(text)] });

const blocksOf = (model: unknown, maxOutputChars = BIG): Block[] => normalizeModel(model, maxOutputChars).document.blocks;
const only = (block: unknown): Block => {
  const blocks = blocksOf({ blocks: [block] });
  assert.equal(blocks.length, 1, JSON.stringify(blocks));
  return blocks[0]!;
};

/** Deepest quote/list nesting of a normalised model (iterative, so it can measure anything). */
function nestingDepth(blocks: Block[]): number {
  let deepest = 0;
  const stack: Array<[Block[], number]> = [[blocks, 0]];
  while (stack.length > 0) {
    const [level, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    for (const block of level) {
      if (block.type === 'quote') stack.push([block.blocks, depth + 1]);
      if (block.type === 'list') for (const item of block.items) stack.push([item.blocks, depth + 1]);
    }
  }
  return deepest;
}

/** Every text of a normalised model, in reading order (iterative). */
function allText(document: DocumentModel): string[] {
  const texts: string[] = [];
  const inlines = (list: Inline[]): void => {
    for (const inline of list) {
      if (inline.type === 'text') texts.push(inline.text);
      else if (inline.type === 'link') inlines(inline.children);
    }
  };
  const stack: Block[] = [...document.blocks].reverse();
  while (stack.length > 0) {
    const block = stack.pop()!;
    if (block.type === 'heading' || block.type === 'paragraph') inlines(block.content);
    else if (block.type === 'code') texts.push(block.text);
    else if (block.type === 'quote') stack.push(...[...block.blocks].reverse());
    else if (block.type === 'list') for (const item of [...block.items].reverse()) stack.push(...[...item.blocks].reverse());
    else if (block.type === 'table') for (const row of block.rows) for (const cell of row.cells) inlines(cell.content);
  }
  return texts;
}

describe('normalizeModel: the document', () => {
  const notDocuments: Array<{ name: string; model: unknown }> = [
    { name: 'undefined', model: undefined },
    { name: 'null', model: null },
    { name: 'a string', model: 'text' },
    { name: 'a number', model: 42 },
    { name: 'an array', model: [para('x')] },
    { name: 'no blocks key', model: {} },
    { name: 'blocks is a string', model: { blocks: 'x' } },
    { name: 'blocks is an object', model: { blocks: { 0: para('x'), length: 1 } } },
    { name: 'blocks is null', model: { blocks: null } },
  ];
  for (const { name, model } of notDocuments) {
    test(`${name} → empty document, not truncated`, () => {
      assert.deepEqual(normalizeModel(model, BIG), { document: { blocks: [] }, truncated: false });
    });
  }

  test('a valid model comes back equal', () => {
    const model: DocumentModel = {
      blocks: [
        { type: 'heading', level: 2, content: [{ type: 'text', text: 'T', bold: true }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'a' }, { type: 'break' }, { type: 'link', href: 'https://e.com', children: [{ type: 'text', text: 'l', italic: true }] }] },
        { type: 'list', ordered: true, start: 3, items: [{ blocks: [{ type: 'paragraph', content: [{ type: 'text', text: 'i' }] }], checked: false }] },
        { type: 'table', headerRows: 1, caption: 'c', rows: [{ cells: [{ content: [{ type: 'text', text: 'x' }], colSpan: 2, rowSpan: 3 }] }] },
        { type: 'code', text: 'x = 1', language: 'py' },
        { type: 'quote', blocks: [{ type: 'rule' }] },
        { type: 'pageBreak', page: 2 },
      ],
    };
    const copy = structuredClone(model);
    assert.deepEqual(normalizeModel(model, BIG), { document: copy, truncated: false });
    assert.deepEqual(model, copy, 'the input is not changed');
  });

  test('the result is a fresh object graph', () => {
    const block = { type: 'paragraph', content: [t('x')] };
    const [out] = blocksOf({ blocks: [block] });
    assert.notEqual(out, block);
  });

  test('extra properties are not carried over', () => {
    const out = only({ type: 'paragraph', content: [{ type: 'text', text: 'x', onclick: 'y', style: 'z' }], html: '<script>' });
    assert.deepEqual(out, { type: 'paragraph', content: [{ type: 'text', text: 'x' }] });
  });
});

describe('normalizeModel: blocks', () => {
  test('unknown and malformed blocks are dropped, in place', () => {
    const blocks = blocksOf({
      blocks: [para('1'), { type: 'image', src: 'x' }, null, 7, 'text', [], { type: 'script', text: 'alert(1)' }, { text: 'no type' }, para('2'), undefined, { type: 'rule' }],
    });
    assert.deepEqual(blocks, [
      { type: 'paragraph', content: [{ type: 'text', text: '1' }] },
      { type: 'paragraph', content: [{ type: 'text', text: '2' }] },
      { type: 'rule' },
    ]);
  });

  const headingLevels: Array<[unknown, number]> = [
    [1, 1],
    [6, 6],
    [0, 1],
    [7, 6],
    [99, 6],
    [-3, 1],
    [2.9, 2],
    ['3', 3],
    [Number.NaN, 1],
    [undefined, 1],
    ['big', 1],
  ];
  for (const [level, expected] of headingLevels) {
    test(`heading level ${String(level)} → ${expected}`, () => {
      assert.deepEqual(only({ type: 'heading', level, content: [t('h')] }), { type: 'heading', level: expected, content: [{ type: 'text', text: 'h' }] });
    });
  }

  test('heading and paragraph without an array of content get empty content', () => {
    assert.deepEqual(only({ type: 'heading', level: 1 }), { type: 'heading', level: 1, content: [] });
    assert.deepEqual(only({ type: 'paragraph', content: 'text' }), { type: 'paragraph', content: [] });
  });

  test('a list without an items array is dropped', () => {
    assert.deepEqual(blocksOf({ blocks: [{ type: 'list', ordered: true, items: 'a' }, { type: 'list' }] }), []);
  });

  test('list fields are coerced', () => {
    assert.deepEqual(
      only({ type: 'list', ordered: 'yes', start: 2.5, items: [null, { blocks: 'x', checked: 'true' }, { blocks: [para('a')], checked: true }] }),
      {
        type: 'list',
        ordered: false,
        items: [{ blocks: [] }, { blocks: [] }, { blocks: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }], checked: true }],
      },
    );
    assert.deepEqual(only({ type: 'list', ordered: true, start: 0, items: [] }), { type: 'list', ordered: true, start: 0, items: [] });
  });

  test('code: text made a string, language cut to 40 characters, non-string language dropped', () => {
    assert.deepEqual(only({ type: 'code', text: 42, language: 'x'.repeat(100) }), { type: 'code', text: '42', language: 'x'.repeat(40) });
    assert.deepEqual(only({ type: 'code', language: 5 }), { type: 'code', text: '' });
  });

  const pages: Array<[unknown, number]> = [
    [1, 1],
    [5, 5],
    [0, 1],
    [-2, 1],
    [3.9, 3],
    ['4', 4],
    ['x', 1],
    [undefined, 1],
  ];
  for (const [page, expected] of pages) {
    test(`pageBreak page ${String(page)} → ${expected}`, () => {
      assert.deepEqual(only({ type: 'pageBreak', page }), { type: 'pageBreak', page: expected });
    });
  }

  test('a quote without an array of blocks is an empty quote', () => {
    assert.deepEqual(only({ type: 'quote', blocks: 'x' }), { type: 'quote', blocks: [] });
  });
});

describe('normalizeModel: inlines', () => {
  test('unknown and malformed inlines are dropped', () => {
    const out = only({ type: 'paragraph', content: [t('a'), { type: 'image', src: 'x' }, null, 'raw', 3, { type: 'break' }, { type: 'html', html: '<b>' }, t('b')] });
    assert.deepEqual(out, { type: 'paragraph', content: [{ type: 'text', text: 'a' }, { type: 'break' }, { type: 'text', text: 'b' }] });
  });

  test('style flags are kept only when exactly true', () => {
    const out = only({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'x', bold: true, italic: 'yes', strike: 1, code: false },
        { type: 'text', text: 'y', italic: true, strike: true, code: true },
      ],
    });
    assert.deepEqual(out, {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'x', bold: true },
        { type: 'text', text: 'y', italic: true, strike: true, code: true },
      ],
    });
  });

  test('text and href are made strings; a long href is cut', () => {
    const out = only({ type: 'paragraph', content: [{ type: 'text', text: 12 }, { type: 'text' }, { type: 'link', href: 'h'.repeat(10_000), children: 'x' }, { type: 'link' }] });
    assert.deepEqual(out, {
      type: 'paragraph',
      content: [
        { type: 'text', text: '12' },
        { type: 'text', text: '' },
        { type: 'link', href: 'h'.repeat(4096), children: [] },
        { type: 'link', href: '', children: [] },
      ],
    });
  });

  test('link hrefs are kept as given (the renderers judge schemes)', () => {
    const out = only({ type: 'paragraph', content: [{ type: 'link', href: 'javascript:alert(1)', children: [t('x')] }] });
    assert.deepEqual(out, { type: 'paragraph', content: [{ type: 'link', href: 'javascript:alert(1)', children: [{ type: 'text', text: 'x' }] }] });
  });

  test('links nested past MAX_NESTING stop there, and fast', () => {
    let inline: unknown = t('deep');
    for (let level = 0; level < 10_000; level += 1) inline = { type: 'link', href: 'https://e.com', children: [inline] };
    const started = performance.now();
    const out = only({ type: 'paragraph', content: [inline] });
    assert.ok(performance.now() - started < 2000, 'too slow');
    let depth = 0;
    let node: Inline | undefined = out.type === 'paragraph' ? out.content[0] : undefined;
    while (node?.type === 'link') {
      depth += 1;
      node = node.children[0];
    }
    assert.ok(depth <= MAX_NESTING + 1, `link depth ${depth}`);
  });

  test('links nested past MAX_NESTING keep their text', () => {
    let inline: unknown = t('deep');
    for (let level = 0; level < MAX_NESTING + 8; level += 1) inline = { type: 'link', href: 'https://e.com', children: [inline] };
    const document = normalizeModel({ blocks: [{ type: 'paragraph', content: [inline] }] }, BIG).document;
    assert.deepEqual(allText(document), ['deep']);
  });
});

describe('normalizeModel: tables', () => {
  const spans: Array<{ span: unknown; kept: boolean }> = [
    { span: 2, kept: true },
    { span: 1000, kept: true },
    { span: 1, kept: false },
    { span: 0, kept: false },
    { span: -3, kept: false },
    { span: 2.5, kept: false },
    { span: Number.NaN, kept: false },
    { span: Infinity, kept: false },
    { span: '2', kept: false },
    { span: null, kept: false },
  ];
  for (const { span, kept } of spans) {
    test(`colSpan/rowSpan ${String(span)} is ${kept ? 'kept' : 'dropped'}`, () => {
      const out = only({ type: 'table', rows: [{ cells: [{ content: [t('x')], colSpan: span, rowSpan: span }] }] });
      const expectedCell = kept ? { content: [{ type: 'text', text: 'x' }], colSpan: span, rowSpan: span } : { content: [{ type: 'text', text: 'x' }] };
      assert.deepEqual(out, { type: 'table', rows: [{ cells: [expectedCell] }] });
    });
  }

  test('malformed rows and cells become empty ones; headerRows and caption checked', () => {
    const out = only({ type: 'table', headerRows: 1.5, caption: 7, rows: [null, { cells: 'x' }, { cells: [null, { content: 'x' }, { content: [t('y')] }] }] });
    assert.deepEqual(out, {
      type: 'table',
      rows: [{ cells: [] }, { cells: [] }, { cells: [{ content: [] }, { content: [] }, { content: [{ type: 'text', text: 'y' }] }] }],
    });
  });

  test('a table without rows is an empty table', () => {
    assert.deepEqual(only({ type: 'table' }), { type: 'table', rows: [] });
  });

  test('integer headerRows and string caption are kept', () => {
    assert.deepEqual(only({ type: 'table', headerRows: 2, caption: 'Cap', rows: [] }), { type: 'table', rows: [], headerRows: 2, caption: 'Cap' });
  });
});

describe('normalizeModel: nesting', () => {
  const buildQuotes = (depth: number, innermost: unknown): unknown => {
    let block: unknown = innermost;
    for (let level = 0; level < depth; level += 1) block = { type: 'quote', blocks: [block] };
    return block;
  };
  const buildLists = (depth: number, innermost: unknown): unknown => {
    let block: unknown = innermost;
    for (let level = 0; level < depth; level += 1) block = { type: 'list', ordered: false, items: [{ blocks: [block] }] };
    return block;
  };

  test(`nesting up to MAX_NESTING (${MAX_NESTING}) is kept as it is`, () => {
    const model = { blocks: [buildQuotes(MAX_NESTING, para('inner'))] };
    const { document } = normalizeModel(model, BIG);
    assert.deepEqual(document, model);
  });

  for (const [name, build] of [
    ['quote', buildQuotes],
    ['list', buildLists],
  ] as const) {
    test(`a ${name} nested 10,000 deep is flattened fast and keeps the innermost text`, () => {
      const model = { blocks: [build(10_000, para('innermost'))] };
      const started = performance.now();
      const { document, truncated } = normalizeModel(model, BIG);
      const elapsed = performance.now() - started;
      assert.ok(elapsed < 2000, `took ${elapsed} ms`);
      assert.equal(truncated, false);
      assert.ok(nestingDepth(document.blocks) <= MAX_NESTING + 1, `depth ${nestingDepth(document.blocks)}`);
      assert.deepEqual(allText(document), ['innermost']);
      // And every renderer copes with the result.
      assert.ok(renderMarkdown(document).includes('innermost'), 'markdown');
      assert.ok(renderHtml(document).includes('innermost'), 'html');
      assert.equal(renderPlainText(document).trim(), 'innermost');
    });
  }

  test('flattening keeps every text of every level, in reading order', () => {
    // Each level holds a paragraph before and after the next level.
    let block: unknown = para('core');
    const depth = MAX_NESTING + 20;
    for (let level = depth; level >= 1; level -= 1) {
      block =
        level % 2 === 0
          ? { type: 'quote', blocks: [para(`before ${level}`), block, para(`after ${level}`)] }
          : { type: 'list', ordered: true, items: [{ blocks: [para(`before ${level}`), block] }, { blocks: [para(`after ${level}`)] }] };
    }
    const { document } = normalizeModel({ blocks: [block] }, BIG);
    const expected = [
      ...Array.from({ length: depth }, (_, index) => `before ${index + 1}`),
      'core',
      ...Array.from({ length: depth }, (_, index) => `after ${depth - index}`),
    ];
    assert.deepEqual(allText(document), expected);
    assert.ok(nestingDepth(document.blocks) <= MAX_NESTING + 1, `depth ${nestingDepth(document.blocks)}`);
  });

  test('blocks past the limit are still normalised (unknown ones dropped, levels clamped)', () => {
    const inner = [{ type: 'heading', level: 12, content: [t('h')] }, { type: 'video' }, null, para('p')];
    const { document } = normalizeModel({ blocks: [buildQuotes(MAX_NESTING + 5, { type: 'quote', blocks: inner })] }, BIG);
    const texts = allText(document);
    assert.deepEqual(texts, ['h', 'p']);
    const json = JSON.stringify(document);
    assert.ok(json.includes('"type":"heading","level":6'), json.slice(-200));
    assert.ok(!json.includes('video'), 'unknown block kept');
  });
});

describe('normalizeModel: maxOutputChars', () => {
  test('text within the budget is kept whole and not truncated', () => {
    const result = normalizeModel({ blocks: [para('abc'), para('def')] }, 6);
    assert.equal(result.truncated, false);
    assert.deepEqual(allText(result.document), ['abc', 'def']);
  });

  test('text past the budget is cut and truncated is set', () => {
    const result = normalizeModel({ blocks: [para('abcdef'), para('ghi')] }, 4);
    assert.equal(result.truncated, true);
    assert.deepEqual(result.document.blocks, [{ type: 'paragraph', content: [{ type: 'text', text: 'abcd' }] }]);
  });

  test('the cut can fall inside a later block', () => {
    const result = normalizeModel({ blocks: [para('abc'), para('defgh'), para('ijk')] }, 5);
    assert.equal(result.truncated, true);
    assert.deepEqual(allText(result.document), ['abc', 'de']);
  });

  test('the budget covers headings, code, captions, cells, link text and nested blocks', () => {
    const model = {
      blocks: [
        { type: 'heading', level: 1, content: [t('12')] },
        { type: 'code', text: '345' },
        { type: 'table', caption: '67', rows: [{ cells: [{ content: [t('89')] }] }] },
        { type: 'quote', blocks: [{ type: 'paragraph', content: [{ type: 'link', href: 'https://e.com', children: [t('ab')] }] }] },
        para('cd'),
      ],
    };
    const full = normalizeModel(model, 13);
    assert.equal(full.truncated, false);
    assert.deepEqual(allText(full.document), ['12', '345', '89', 'ab', 'cd']);
    assert.ok(JSON.stringify(full.document).includes('"caption":"67"'), 'caption kept');
    const cut = normalizeModel(model, 10);
    assert.equal(cut.truncated, true);
    const kept = JSON.stringify(cut.document);
    assert.ok(kept.includes('"text":"a"') && !kept.includes('"ab"') && !kept.includes('cd'), kept);
  });

  test('a budget of 0 keeps nothing and says so', () => {
    const result = normalizeModel({ blocks: [para('x')] }, 0);
    assert.equal(result.truncated, true);
    assert.deepEqual(allText(result.document).join(''), '');
  });

  test('an empty document is not truncated even with a budget of 0', () => {
    assert.deepEqual(normalizeModel({ blocks: [] }, 0), { document: { blocks: [] }, truncated: false });
  });

  test('a huge text is cut to the budget quickly', () => {
    const started = performance.now();
    const result = normalizeModel({ blocks: Array.from({ length: 1000 }, () => para('x'.repeat(10_000))) }, 25_000);
    assert.ok(performance.now() - started < 2000, 'too slow');
    assert.equal(result.truncated, true);
    assert.equal(allText(result.document).join('').length, 25_000);
    assert.ok(result.document.blocks.length <= 4, `${result.document.blocks.length} blocks`);
  });

  test('a cut never splits a surrogate pair', () => {
    const result = normalizeModel({ blocks: [para('😀😀')] }, 3);
    assert.equal(result.truncated, true);
    const text = allText(result.document).join('');
    assert.equal(text, '😀');
    const tiny = allText(normalizeModel({ blocks: [para('😀')] }, 1).document).join('');
    assert.doesNotMatch(tiny, /[\ud800-\udfff]/, JSON.stringify(tiny));
  });
});
