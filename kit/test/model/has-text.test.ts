import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Block, Inline } from '@docextract/contracts/document-model';
import { blocksHaveText, hasText } from '../../src/model/has-text.ts';

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

describe('blocksHaveText', () => {
  const paragraph = (value: string): Block => ({ type: 'paragraph', content: [text(value)] });

  test('no blocks, blank paragraphs, rules and page breaks say nothing', () => {
    assert.equal(blocksHaveText([]), false);
    assert.equal(blocksHaveText([paragraph(' \n'), { type: 'rule' }, { type: 'pageBreak', page: 2 }, { type: 'code', text: '\n  ' }]), false);
  });

  test('text at any depth counts', () => {
    assert.equal(blocksHaveText([{ type: 'quote', blocks: [{ type: 'list', ordered: false, items: [{ blocks: [paragraph('deep')] }] }] }]), true);
    assert.equal(blocksHaveText([{ type: 'table', rows: [{ cells: [{ content: [text(' ')] }, { content: [text('x')] }] }] }]), true);
    assert.equal(blocksHaveText([{ type: 'code', text: 'x' }]), true);
  });
});
