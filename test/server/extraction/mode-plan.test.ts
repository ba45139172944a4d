import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ApiError } from '../../../server/errors.ts';
import { planModes } from '../../../server/extraction/mode-plan.ts';

const declared = ['structured', 'fast', 'ocr'];

describe('planModes', () => {
  const plans: Array<[string, string, string[]]> = [
    ['auto', 'auto', ['structured', 'fast', 'ocr']],
    ['fast', 'auto', ['fast', 'structured', 'ocr']],
    ['ocr', 'none', ['ocr']],
    ['auto', 'none', ['structured']],
    ['structured', 'ocr', ['structured', 'ocr']],
    ['fast', 'fast', ['fast']],
  ];
  for (const [mode, fallback, expected] of plans) {
    test(`mode=${mode} fallback=${fallback} → ${expected.join(' → ')}`, () => {
      assert.deepEqual(planModes({ mode, fallback }, declared, 'application/pdf'), expected);
    });
  }

  test('an unknown mode is a 400 listing auto and the declared modes', () => {
    assert.throws(
      () => planModes({ mode: 'turbo', fallback: 'auto' }, declared, 'application/pdf'),
      (error: unknown) =>
        error instanceof ApiError &&
        error.code === 'EXT_INVALID_MODE' &&
        error.message.includes('auto, structured, fast, ocr') &&
        error.message.includes('application/pdf'),
    );
  });

  test('an unknown fallback is a 400 listing auto, none and the declared modes', () => {
    assert.throws(
      () => planModes({ mode: 'auto', fallback: 'everything' }, declared, 'application/pdf'),
      (error: unknown) => error instanceof ApiError && error.code === 'EXT_INVALID_FALLBACK' && error.message.includes('auto, none, structured, fast, ocr'),
    );
  });
});
