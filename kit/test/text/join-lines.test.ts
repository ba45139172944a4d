import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { joinLines } from '../../src/text/join-lines.ts';
import { createVocabulary } from '../../src/text/vocabulary.ts';

describe('joining lines', () => {
  const vocabulary = createVocabulary();
  vocabulary.learn('a well-known fact about co-operation');
  test('a broken word loses its hyphen', () => assert.equal(joinLines(['an extraordi-', 'narily long day'], vocabulary), 'an extraordinarily long day'));
  test('a compound seen hyphenated elsewhere keeps it', () => assert.equal(joinLines(['it is well-', 'known'], vocabulary), 'it is well-known'));
  test('a hyphen before a capital or a digit stays', () => assert.equal(joinLines(['COVID-', '19 cases'], vocabulary), 'COVID-19 cases'));
  test('a soft hyphen always goes', () => assert.equal(joinLines(['infor\u00ad', 'mation'], vocabulary), 'information'));
  test('lines otherwise join with a space', () => assert.equal(joinLines(['one line', 'and the next'], vocabulary), 'one line and the next'));
  test('Chinese and Japanese lines join without one; Korean with one', () => {
    assert.equal(joinLines(['文字の', '認識'], vocabulary), '文字の認識');
    assert.equal(joinLines(['향', '후'], vocabulary), '향 후');
  });
});

describe('vocabulary', () => {
  test('words and hyphenated pairs, in lower case', () => {
    const vocabulary = createVocabulary();
    vocabulary.learn('The State-of-the-Art method');
    assert.ok(vocabulary.hasWord('state-of-the-art'));
    assert.ok(vocabulary.hasWord('method'));
    assert.ok(vocabulary.hasHyphenPair('of-the'));
    assert.ok(!vocabulary.hasWord('the-art-method'));
  });

  test('lines learned after the first question are known too, and so are the ones before', () => {
    const vocabulary = createVocabulary();
    vocabulary.learn('first page about ducks');
    assert.ok(vocabulary.hasWord('ducks'));
    vocabulary.learn('second page about co-operation');
    assert.ok(vocabulary.hasHyphenPair('co-operation'));
    assert.ok(vocabulary.hasWord('ducks'));
  });
});
