import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Block } from '@docextract/contracts/document-model';
import { OutputBudget, outputLimitChars } from '../../src/model/output-budget.ts';

const paragraph = (text: string): Block => ({ type: 'paragraph', content: [{ type: 'text', text }] });

describe('OutputBudget', () => {
  test('spending up to the limit leaves it unexhausted; one more character passes it', () => {
    const budget = new OutputBudget(10);
    assert.equal(budget.spend('12345'), true);
    assert.equal(budget.spend(5), true);
    assert.equal(budget.exhausted, false);
    assert.equal(budget.truncated, false);
    assert.equal(budget.spend('x'), false);
    assert.equal(budget.exhausted, true);
    assert.equal(budget.truncated, true);
  });

  test('blocks are counted as modelTextLength counts them', () => {
    const budget = new OutputBudget(14);
    assert.equal(budget.spendBlocks([paragraph('Hello'), paragraph('world')]), true);
    assert.equal(budget.charsLeft, 0);
    assert.equal(budget.spendBlocks([paragraph('')]), false);
  });

  test('take keeps text that fits whole and cuts the piece that passes the limit', () => {
    const budget = new OutputBudget(8);
    assert.equal(budget.take('abcde'), 'abcde');
    assert.equal(budget.truncated, false);
    assert.equal(budget.take('fghij'), 'fgh');
    assert.equal(budget.truncated, true);
    assert.equal(budget.take('more'), '');
  });

  test('a piece that ends the budget exactly is no cut', () => {
    const budget = new OutputBudget(4);
    assert.equal(budget.take('abcd'), 'abcd');
    assert.equal(budget.truncated, false);
    assert.equal(budget.take(''), '');
    assert.equal(budget.truncated, false);
  });

  test('a cut never keeps half of a surrogate pair', () => {
    const budget = new OutputBudget(3);
    assert.equal(budget.take('ab😀c'), 'ab');
    assert.equal(budget.truncated, true);
  });

  test('another cap marks the result truncated without spending', () => {
    const budget = new OutputBudget(100);
    budget.markTruncated();
    assert.equal(budget.exhausted, false);
    assert.equal(budget.truncated, true);
  });

  test('a limit that is not a positive number means no limit', () => {
    assert.equal(outputLimitChars(Number.POSITIVE_INFINITY), Infinity);
    assert.equal(outputLimitChars(Number.NaN), Infinity);
    assert.equal(outputLimitChars(0), Infinity);
    assert.equal(outputLimitChars(12.7), 12);
    const budget = new OutputBudget(Number.NaN);
    assert.equal(budget.take('x'.repeat(100_000)).length, 100_000);
    assert.equal(budget.truncated, false);
  });
});
