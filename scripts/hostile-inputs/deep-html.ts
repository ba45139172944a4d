// HTML nested a hundred thousand levels deep: blocks closed properly, blocks never closed,
// inline elements, and lists inside lists. A parser or DOM walk that recurses per level
// overflows its stack; one that searches its open-element stack per tag goes quadratic.

const DEEP_HTML_LEVELS = 100_000;
export const DEEP_HTML_SENTENCE = 'The words at the bottom of the well.';

const page = (body: string): Buffer =>
  Buffer.from(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Deep</title></head><body>${body}</body></html>`, 'utf8');

export function deeplyNestedDivs(levels = DEEP_HTML_LEVELS): Buffer {
  return page(`${'<div>'.repeat(levels)}<p>${DEEP_HTML_SENTENCE}</p>${'</div>'.repeat(levels)}`);
}

export function neverClosedDivs(levels = DEEP_HTML_LEVELS): Buffer {
  return page(`${'<div>'.repeat(levels)}<p>${DEEP_HTML_SENTENCE}</p>`);
}

export function deeplyNestedInline(levels = DEEP_HTML_LEVELS): Buffer {
  return page(`<p>${'<span><b>'.repeat(levels / 2)}${DEEP_HTML_SENTENCE}${'</b></span>'.repeat(levels / 2)}</p>`);
}

export function deeplyNestedLists(levels = DEEP_HTML_LEVELS): Buffer {
  return page(`${'<ul><li>'.repeat(levels / 2)}${DEEP_HTML_SENTENCE}${'</li></ul>'.repeat(levels / 2)}`);
}
