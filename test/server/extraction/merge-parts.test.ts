import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { DocumentModel } from '../../../contracts/document-model.ts';
import { mergeParts, type PartReply } from '../../../server/extraction/merge-parts.ts';
import { renderPlainText } from '../../../server/render/plain-text.ts';
import { renderDocument, type OutputFormat } from '../../../server/render/render-document.ts';
import { countCharacters, countWords } from '../../../server/render/text-counts.ts';

// A document of three pages read whole, and in two parts as a plugin gives them: the second
// part opens with its page break.
const paragraph = (text: string) => ({ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] });
const whole: DocumentModel = {
  blocks: [paragraph('One fish.'), { type: 'pageBreak', page: 2 }, paragraph('Two fish.'), { type: 'pageBreak', page: 3 }, paragraph('Red fish, blue fish.')],
};
const parts: DocumentModel[] = [{ blocks: whole.blocks.slice(0, 3) }, { blocks: whole.blocks.slice(3) }];

function reply(document: DocumentModel, format: OutputFormat, raw: Record<string, unknown>): PartReply {
  const plain = renderPlainText(document);
  return {
    threadId: 1,
    outcome: 'ok',
    content: renderDocument(document, format, { paged: true }),
    metadata: { title: 'Fish', pages: 3, raw },
    text: { words: countWords(plain), characters: countCharacters(plain), empty: plain.trim() === '' },
  };
}

describe('mergeParts', () => {
  for (const format of ['txt', 'md', 'html', 'json'] as const) {
    test(`${format}: the parts joined are the whole document's rendering and counts`, () => {
      const merged = mergeParts([reply(parts[0]!, format, {}), reply(parts[1]!, format, {})], format, 1000);
      const expected = reply(whole, format, {});
      assert.deepEqual(merged.content, expected.content);
      assert.deepEqual(merged.text, expected.text);
    });
  }

  test('json: the parts\' element lists follow one another with their own page numbers', () => {
    const merged = mergeParts([reply(parts[0]!, 'json', {}), reply(parts[1]!, 'json', {})], 'json', 1000);
    assert.deepEqual(merged.content, [
      { type: 'paragraph', text: 'One fish.', page: 1 },
      { type: 'paragraph', text: 'Two fish.', page: 2 },
      { type: 'paragraph', text: 'Red fish, blue fish.', page: 3 },
    ]);
  });

  test('page lists are put end to end, flags set by any part, the rest from the first part', () => {
    const merged = mergeParts(
      [reply(parts[0]!, 'txt', { ocrPages: [2], engine: 'pdfium' }), reply(parts[1]!, 'txt', { ocrPages: [3], unreadablePages: [3], engine: 'other', truncated: true })],
      'txt',
      1000,
    );
    assert.deepEqual(merged.metadata.raw, { ocrPages: [2, 3], engine: 'pdfium', unreadablePages: [3], truncated: true });
    assert.equal(merged.metadata.title, 'Fish');
    assert.equal(merged.metadata.pages, 3);
  });

  test('the parts after the one that reached the output limit go, and the result says it was cut', () => {
    const first = reply(parts[0]!, 'txt', {});
    const merged = mergeParts([first, reply(parts[1]!, 'txt', {})], 'txt', first.text.characters - 1);
    assert.equal(merged.content, first.content);
    assert.equal(merged.metadata.raw?.truncated, true);
  });

  test('empty parts add nothing; all empty is empty', () => {
    const empty = reply({ blocks: [] }, 'txt', {});
    const merged = mergeParts([reply(parts[0]!, 'txt', {}), empty], 'txt', 1000);
    assert.equal(merged.content, reply(parts[0]!, 'txt', {}).content);
    assert.equal(mergeParts([empty, empty], 'txt', 1000).text.empty, true);
  });

  test('producedByMode only when every part says it', () => {
    const ocr = { ...reply(parts[0]!, 'txt', {}), producedByMode: 'ocr' };
    assert.equal(mergeParts([ocr, reply(parts[1]!, 'txt', {})], 'txt', 1000).producedByMode, undefined);
    assert.equal(mergeParts([ocr, { ...ocr }], 'txt', 1000).producedByMode, 'ocr');
  });
});
