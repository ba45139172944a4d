import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { TableBlock } from '@docextract/contracts/document-model';
import { isBadInputError } from '@docextract/contracts/plugin-api';
import { renderMarkdown, renderPlainText } from '@docextract/plugin-kit/testing/render';
import { LIMITS, fixture, run } from './helpers.ts';

const REPORT = fixture('report.odt');

const VECTORS: Array<{ feature: string; mustInclude: RegExp[]; mustNotInclude?: RegExp[] }> = [
  {
    feature: 'Title and Subtitle paragraphs head the document; outline levels move down one below them',
    mustInclude: [/^# Duck Pond Report\n\n## Spring survey\n\n## Introduction\n\n/m, /^### Findings$/m, /^### Numbered steps$/m],
  },
  {
    feature: 'bold and italic from automatic styles, a link, encoded spaces and a line break',
    mustInclude: [/\*\*forty ducks\*\* and \*two herons\*, see \[the duck register\]\(https:\/\/example\.org\/ducks\)/, /Wide {3}gap and {2}\na second line\./],
  },
  { feature: 'named styles (styles.xml) and strike-through', mustInclude: [/Struck ~~old figure~~, \*named emphasis\* and \*\*named strong\*\*\./] },
  { feature: "a paragraph style's bold, overridden by an inner span", mustInclude: [/^\*\*A paragraph bold by its style,\*\* not here\*\*\.\*\*$/m] },
  { feature: 'a nested list: bullets with numbered sub-items', mustInclude: [/^- Mallards\n {2}1\. Adult males\n {2}2\. Ducklings\n- Teals$/m] },
  {
    feature: 'a list continued across text:list elements (an item holding only a sub-list, continue-numbering)',
    mustInclude: [/^1\. First step\n2\. Second step\n {3}- Detail of step two\n3\. Third step$/m],
  },
  { feature: 'a table with a header row and a merged header cell', mustInclude: [/^\| Pond \| Spring and autumn \| {2}\|\n\| --- \| --- \| --- \|\n\| North pond \| 12 \| 9 \|\n\| {2}\| 4 \| 7 \|$/m] },
  { feature: "an image's title and description, a text box's text", mustInclude: [/^\\\[Heron: A heron standing in reeds\\\]$/m, /^Text box about the weather$/m] },
  {
    feature: 'an embedded chart (title, kind, data) and an embedded formula (its StarMath source)',
    mustInclude: [/^Ducks per season\n\nBar chart\n\n\| {2}\| Ducks \|\n\| --- \| --- \|\n\| Spring \| 19 \|\n\| Autumn \| 16 \|$/m, /^`x\^2 \+ y\^2 = z\^2`$/m],
  },
  {
    feature: 'footnotes and endnotes: "[n]" where cited, their bodies after a rule at the end',
    mustInclude: [/\)\.\\\[1\\\] Wide/, /Endnote cited here\.\\\[i\\\]\n\n---\n\n\\\[1\\\] Counted at dawn on 3 April\.\n\n\\\[i\\\] An endnote body\.\n$/],
  },
  { feature: 'no comments, no tracked deletions, no declarations', mustInclude: [], mustNotInclude: [/Check this count/, /deleted draft/i, /Reviewer/] },
];

describe('opendocument plugin: text documents, structured mode', () => {
  for (const vector of VECTORS) {
    test(vector.feature, async () => {
      const markdown = renderMarkdown((await run('structured', REPORT)).document);
      for (const pattern of vector.mustInclude) assert.match(markdown, pattern);
      for (const pattern of vector.mustNotInclude ?? []) assert.doesNotMatch(markdown, pattern);
    });
  }

  test('the table keeps its spans and header row; a thousand repeated empty rows are layout', async () => {
    const { document } = await run('structured', REPORT);
    const table = document.blocks.find((block): block is TableBlock => block.type === 'table' && !block.caption);
    assert.equal(table?.rows.length, 3);
    assert.equal(table?.headerRows, 1);
    assert.equal(table?.rows[0]?.cells[1]?.colSpan, 2);
    assert.equal(table?.rows[1]?.cells[0]?.rowSpan, 2);
    assert.equal(table?.rows[2]?.cells.length, 2, 'the covered cell is left out');
  });

  test('metadata from meta.xml; pages from the document statistics', async () => {
    const { metadata } = await run('structured', REPORT);
    assert.equal(metadata.title, 'Duck Pond Report');
    assert.equal(metadata.creator, 'Ada Lovelace');
    assert.equal(metadata.lastAuthor, 'Grace Hopper');
    assert.equal(metadata.subject, 'Spring count');
    assert.equal(metadata.created, '2024-03-01T09:30:00');
    assert.equal(metadata.modified, '2024-03-02T10:00:00.123456789');
    assert.equal(metadata.pages, 2);
    assert.deepEqual(metadata.raw?.keywords, ['ducks', 'ponds']);
    assert.deepEqual(metadata.raw?.userDefined, { Project: 'Wetlands' });
    assert.equal(metadata.raw?.generator, 'docextract fixtures');
    assert.equal(metadata.raw?.['word-count'], 120);
  });

  test('plain text: table cells by tabs, no markup', async () => {
    const text = renderPlainText((await run('structured', REPORT)).document);
    assert.match(text, /^North pond\t12\t9$/m);
    assert.doesNotMatch(text, /\*\*|~~/);
  });

  test('stops at the block that passes the output limit', async () => {
    const result = await run('structured', REPORT, { limits: { ...LIMITS, maxOutputChars: 40 } });
    assert.ok(result.document.blocks.length <= 3, `${result.document.blocks.length} blocks`);
    assert.equal(result.metadata.raw?.truncated, true);
  });

  test('a page count over maxPages is refused', async () => {
    for (const mode of ['structured', 'fast'] as const) {
      await assert.rejects(run(mode, REPORT, { limits: { ...LIMITS, maxPages: 1 } }), (error: unknown) => isBadInputError(error) && error.reason === 'too-large');
    }
  });
});

describe('opendocument plugin: text documents, fast mode', () => {
  test('every paragraph in order, a note after the paragraph that cites it, nothing deleted', async () => {
    const result = await run('fast', REPORT);
    const text = renderPlainText(result.document);
    const order = ['Duck Pond Report', 'forty ducks', 'Counted at dawn', 'Mallards', 'Adult males', 'North pond', '12', 'Text box about the weather', 'Third step', 'An endnote body'];
    let from = 0;
    for (const expected of order) {
      const at = text.indexOf(expected, from);
      assert.ok(at >= 0, `fast mode lost "${expected}" (or it came out of order)`);
      from = at;
    }
    assert.doesNotMatch(text, /deleted draft|Check this count/i);
    assert.ok(result.document.blocks.every((block) => block.type === 'paragraph'));
    assert.equal(result.metadata.pages, 2);
  });
});
