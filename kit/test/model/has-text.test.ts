import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Inline } from '@docextract/contracts/document-model';
import { hasText } from '../../src/model/has-text.ts';

const text = (value: string): Inline => ({ type: 'text', text: value });
const link = (children: Inline[]): Inline => ({ type: 'link', href: 'https://example.com/', children });

describe('hasText', () => {
  test('no inlines say nothing', () => {
    assert.equal(hasText([]), false);
  });

  test('white space, non-breaking spaces and line breaks say nothing', () => {
    assert.equal(hasText([text(' \t\n'), { type: 'break' }, text('\u00a0')]), false);
  });

  test('one visible character is text', () => {
    assert.equal(hasText([text('  '), text(' x ')]), true);
  });

  test('a link counts by what it shows, however deep', () => {
    assert.equal(hasText([link([text(' ')])]), false);
    assert.equal(hasText([link([link([text('here')])])]), true);
  });
});
