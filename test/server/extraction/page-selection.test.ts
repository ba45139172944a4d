import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { pagesExtracted, pagesToAsk, parsePageSelection } from '../../../server/extraction/page-selection.ts';
import { ApiError } from '../../../server/errors.ts';

describe('parsePageSelection', () => {
  test('absent: no selection', () => {
    assert.equal(parsePageSelection(undefined), null);
  });

  test('numbers and ranges, sorted, overlaps and neighbours merged', () => {
    assert.deepEqual(parsePageSelection('1-3,7,10-12'), [[1, 3], [7, 7], [10, 12]]);
    assert.deepEqual(parsePageSelection('10-12,2,1-3,4,11'), [[1, 4], [10, 12]]);
    assert.deepEqual(parsePageSelection('5'), [[5, 5]]);
    assert.deepEqual(parsePageSelection('007'), [[7, 7]]);
  });

  test('a range far past any document stays a range', () => {
    const selection = parsePageSelection('3-999999999999999999999')!;
    assert.equal(selection.length, 1);
    assert.equal(pagesExtracted(selection, true, 10), 8);
    assert.deepEqual(pagesToAsk(selection, 5), [3, 4, 5]);
  });

  for (const bad of ['', '0', '0-2', 'abc', '5-3', '1,,2', ',1', '1,', ' 1', '1 -2', '1-', '-1', '1-2-3', '+1', '1.5', '١', '99999999999999999999-1']) {
    test(`${JSON.stringify(bad)} is EXT_INVALID_PAGES`, () => {
      assert.throws(() => parsePageSelection(bad), (error: unknown) => error instanceof ApiError && error.code === 'EXT_INVALID_PAGES' && error.status === 400);
    });
  }

  test('the message does not echo the client\'s text', () => {
    assert.throws(
      () => parsePageSelection('1,<script>'),
      (error: unknown) => error instanceof ApiError && /item 2/.test(error.message) && !error.message.includes('<script>'),
    );
  });
});

const isInvalidPages = (error: unknown) => error instanceof ApiError && error.code === 'EXT_INVALID_PAGES';

describe('the pages asked of a plugin', () => {
  test('only pages a document may have, ascending', () => {
    assert.deepEqual(pagesToAsk(parsePageSelection('8-9,2-3')!, 8), [2, 3, 8]);
  });

  test('none within the most a document may have: EXT_INVALID_PAGES before any work', () => {
    assert.throws(() => pagesToAsk(parsePageSelection('11-20')!, 10), isInvalidPages);
  });
});

describe('the pages an extraction read', () => {
  test('without a selection, the page count', () => {
    assert.equal(pagesExtracted(null, true, 7), 7);
    assert.equal(pagesExtracted(null, false, 2), 2);
  });

  test('the selected pages the document has, overlaps once', () => {
    const selection = parsePageSelection('2-3,3,8-9')!;
    assert.equal(pagesExtracted(selection, true, 3), 2);
    assert.equal(pagesExtracted(selection, true, 100), 4);
  });

  test('a selection past the end is EXT_INVALID_PAGES', () => {
    assert.throws(() => pagesExtracted(parsePageSelection('4-6')!, true, 3), isInvalidPages);
  });

  test('a document without pages is one page, read whole at its page count', () => {
    assert.equal(pagesExtracted(parsePageSelection('1-5')!, false, 2), 2);
    assert.throws(() => pagesExtracted(parsePageSelection('2')!, false, 2), isInvalidPages);
  });
});
