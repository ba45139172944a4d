import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Block } from '../../../contracts/document-model.ts';
import { keepPages, marksPages } from '../../../server/extraction/page-filter.ts';
import { para, t } from '../../support/model-builders.ts';

const slides: Block[] = [para(t('one')), { type: 'pageBreak', page: 2 }, para(t('two')), { type: 'pageBreak', page: 3 }, para(t('three'))];

describe('keepPages', () => {
  test('keeps the asked pages with their breaks; before the first break is page 1', () => {
    assert.deepEqual(keepPages({ blocks: slides }, [1, 3]).blocks, [para(t('one')), { type: 'pageBreak', page: 3 }, para(t('three'))]);
    assert.deepEqual(keepPages({ blocks: slides }, [2]).blocks, [{ type: 'pageBreak', page: 2 }, para(t('two'))]);
    assert.deepEqual(keepPages({ blocks: slides }, [4]).blocks, []);
  });

  test('a model marks pages only with a page break', () => {
    assert.equal(marksPages({ blocks: slides }), true);
    assert.equal(marksPages({ blocks: [para(t('x'))] }), false);
  });
});
