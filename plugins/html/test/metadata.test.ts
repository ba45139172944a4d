// Metadata from the <head>: title, creator, subject, dates as ISO strings, pages, raw pairs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from './helpers.ts';

const HEAD = `<!DOCTYPE html><html lang="fr-CA"><head><meta charset="utf-8">
  <title>  The   Page Title </title>
  <meta name="author" content="Ada Lovelace">
  <meta name="description" content="A page about engines">
  <meta property="og:title" content="OG title">
  <meta property="article:published_time" content="2024-01-15T10:30:00Z">
  <meta property="article:modified_time" content="2024-02-01T12:00:00+02:00">
  <meta property="article:tag" content="engines"><meta property="article:tag" content="history">
  <meta name="__proto__" content="not a prototype">
</head><body><h1>Heading</h1><p>Text.</p></body></html>`;

for (const mode of ['structured', 'fast'] as const) {
  test(`${mode}: metadata fields from the head`, async () => {
    const { metadata } = await run(mode, HEAD);
    assert.equal(metadata.title, 'The Page Title');
    assert.equal(metadata.creator, 'Ada Lovelace');
    assert.equal(metadata.subject, 'A page about engines');
    assert.equal(metadata.created, '2024-01-15T10:30:00.000Z');
    assert.equal(metadata.modified, '2024-02-01T10:00:00.000Z');
    assert.equal(metadata.pages, 1);
    const raw = metadata.raw!;
    assert.equal(raw.author, 'Ada Lovelace');
    assert.equal(raw['og:title'], 'OG title');
    assert.deepEqual(raw['article:tag'], ['engines', 'history']);
    assert.equal(raw.lang, 'fr-CA');
    assert.equal(raw.charset, 'utf-8');
    assert.equal(Object.getPrototypeOf(raw), Object.prototype, 'raw is a plain object');
    assert.equal(Object.getOwnPropertyDescriptor(raw, '__proto__')?.value, 'not a prototype');
    assert.deepEqual(structuredClone(metadata), metadata, 'metadata survives structured cloning');
  });
}

interface TitleVector {
  name: string;
  head: string;
  body: string;
  title: string | null;
}

const titles: TitleVector[] = [
  { name: '<title> first', head: '<title>T</title><meta property="og:title" content="O">', body: '<h1>H</h1>', title: 'T' },
  { name: 'og:title without <title>', head: '<meta property="og:title" content="O">', body: '<h1>H</h1>', title: 'O' },
  { name: 'first <h1> without either', head: '', body: '<p>x</p><h1> First  heading </h1><h1>Second</h1>', title: 'First heading' },
  { name: 'an <svg> <title> is not the page title', head: '', body: '<svg><title>icon</title></svg><p>x</p>', title: null },
];

for (const vector of titles) {
  test(`title: ${vector.name}`, async () => {
    const { metadata } = await run('structured', `<html><head>${vector.head}</head><body>${vector.body}</body></html>`);
    assert.equal(metadata.title, vector.title);
  });
}

test('creator and subject from their other spellings; unparseable dates are null', async () => {
  const { metadata } = await run(
    'fast',
    `<html><head><meta name="DC.Creator" content="Grace Hopper"><meta name="dc.subject" content="Compilers">
      <meta name="description" content="ignored: a subject is given"><meta name="date" content="sometime soon">
      <meta name="dcterms.modified" content="2023-05-06"></head><body><p>x</p></body></html>`,
  );
  assert.equal(metadata.creator, 'Grace Hopper');
  assert.equal(metadata.subject, 'Compilers');
  assert.equal(metadata.created, null);
  assert.equal(metadata.modified, '2023-05-06T00:00:00.000Z');
});

test('a page without metadata still has pages 1, a charset and null fields', async () => {
  const { metadata } = await run('structured', '<p>plain</p>');
  assert.deepEqual(
    { title: metadata.title, creator: metadata.creator, subject: metadata.subject, created: metadata.created, modified: metadata.modified, pages: metadata.pages },
    { title: null, creator: null, subject: null, created: null, modified: null, pages: 1 },
  );
  assert.deepEqual(metadata.raw, { charset: 'utf-8' });
});
