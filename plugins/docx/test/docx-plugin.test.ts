import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Block, TableBlock } from '@docextract/contracts/document-model';
import { isBadInputError } from '@docextract/contracts/plugin-api';
import { renderMarkdown, renderPlainText } from '@docextract/plugin-kit/testing/render';
import { handlers } from '../src/index.ts';
import { fixtureBytes, pluginHarness, PLUGIN_TEST_LIMITS } from '@docextract/plugin-kit/testing';

const fixture = (name: string): Uint8Array => fixtureBytes('office', name);
const LIMITS = PLUGIN_TEST_LIMITS;
const { run, expectRefusal } = pluginHarness(handlers, { fileName: 'report.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });

const REPORT = fixture('report.docx');

// One vector per feature: what the Markdown rendering must and must not show.
const STRUCTURED_VECTORS: Array<{ feature: string; mustInclude: RegExp[]; mustNotInclude?: RegExp[] }> = [
  { feature: 'headings by style (title, heading 1, heading 2)', mustInclude: [/^# Quarterly Duck Report$/m, /^# Introduction$/m, /^## Findings$/m] },
  { feature: 'nested and numbered lists', mustInclude: [/^- First bullet\n {2}- Nested bullet\n- Second bullet$/m, /^1\. Step one\n2\. Step two$/m] },
  { feature: 'a table with its header row', mustInclude: [/^\| Species \| Count \| Habitat \|$/m, /^\| Mallard \| 15 \| Pond \|$/m] },
  { feature: 'bold and italic', mustInclude: [/\*\*bold words\*\*/, /\*italic words\*/] },
  { feature: 'an external link', mustInclude: [/\[the project site\]\(https:\/\/example\.com\/ducks\)/] },
  { feature: 'a footnote: its reference and its text after the body', mustInclude: [/migration\\?\[1\\?\]/, /^1\. Ringing records from the autumn survey\.$/m], mustNotInclude: [/↑/, /#footnote/] },
  { feature: 'an image: alt text only, never the bytes', mustInclude: [/A mallard resting on the pond/], mustNotInclude: [/data:image/, /base64/, /iVBOR/] },
  { feature: 'tracked changes read as accepted', mustInclude: [/The count was fifteen ducks in total\./], mustNotInclude: [/twelve/] },
  { feature: 'headers and footers are page furniture, left out', mustInclude: [], mustNotInclude: [/Confidential running header/, /Running footer/] },
  { feature: 'a comment, after the body, with its author', mustInclude: [/^## Comments$/m, /\*\*Grace Hopper:\*\* Please recount the north shore\./] },
  { feature: 'a text box, once', mustInclude: [/Sidebar: herons were seen twice\./] },
  { feature: 'an equation as LaTeX', mustInclude: [/\$E=mc\^\{2\}\$/] },
];

describe('docx plugin: structured mode', () => {
  for (const vector of STRUCTURED_VECTORS) {
    test(vector.feature, async () => {
      const markdown = renderMarkdown((await run('structured', REPORT)).document);
      for (const pattern of vector.mustInclude) assert.match(markdown, pattern);
      for (const pattern of vector.mustNotInclude ?? []) assert.doesNotMatch(markdown, pattern);
    });
  }

  test('the text box and the merged cell keep their shape in the model', async () => {
    const { document } = await run('structured', REPORT);
    const text = renderPlainText(document);
    assert.equal(text.split('Sidebar: herons').length, 2, 'the text box appears exactly once');
    const table = document.blocks.find((block): block is TableBlock => block.type === 'table');
    const merged = table?.rows[2]?.cells[0];
    assert.equal(merged?.colSpan, 2);
    assert.equal(table?.headerRows, 1);
  });

  test('reads the metadata from docProps (core and app)', async () => {
    const { metadata } = await run('structured', REPORT);
    assert.equal(metadata.title, 'Quarterly Duck Report');
    assert.equal(metadata.creator, 'Ada Lovelace');
    assert.equal(metadata.lastAuthor, 'Grace Hopper');
    assert.equal(metadata.subject, 'Waterfowl counts');
    assert.equal(new Date(String(metadata.created)).toISOString(), '2024-01-15T10:30:00.000Z');
    assert.equal(new Date(String(metadata.modified)).toISOString(), '2024-01-16T08:00:00.000Z');
    assert.equal(metadata.pages, 2);
    assert.equal(metadata.raw?.keywords, 'ducks, survey');
    assert.equal(metadata.raw?.Company, 'Pond Research');
  });

  test('stops at the output limit and says so', async () => {
    const result = await run('structured', REPORT, { limits: { ...LIMITS, maxOutputChars: 60 } });
    assert.ok(result.document.blocks.length < 6, `${result.document.blocks.length} blocks`);
    assert.equal(result.metadata.raw?.truncated, true);
  });

  test('a page count past maxPages is refused', async () => {
    await assert.rejects(run('structured', REPORT, { limits: { ...LIMITS, maxPages: 1 } }), (error: unknown) => isBadInputError(error) && error.reason === 'too-large');
  });
});

describe('docx plugin: fast mode', () => {
  test('gives the raw text: every paragraph, cell and list item; accepted changes; no furniture', async () => {
    const result = await run('fast', REPORT);
    const text = renderPlainText(result.document);
    for (const expected of ['Quarterly Duck Report', 'bold words', 'the project site', 'fifteen ducks', 'Nested bullet', 'Step two', 'Species', 'Marsh', 'Sidebar: herons']) {
      assert.ok(text.includes(expected), `fast mode lost "${expected}"`);
    }
    for (const unexpected of ['twelve', 'Confidential running header', 'base64']) assert.ok(!text.includes(unexpected), `fast mode kept "${unexpected}"`);
    assert.equal(result.metadata.pages, 2);
    assert.ok(result.document.blocks.every((block: Block) => block.type === 'paragraph'));
  });
});

describe('docx plugin: hostile and broken files', () => {
  for (const mode of ['structured', 'fast'] as const) {
    test(`${mode}: a zip bomb (1000:1, 20 MB) is refused as too large before inflating`, async () => {
      await expectRefusal(mode, fixture('bomb-ratio.docx'), 'too-large');
    });

    test(`${mode}: an XML entity bomb is refused as corrupt, nothing expanded`, async () => {
      await expectRefusal(mode, fixture('entity-bomb.docx'), 'corrupt');
    });
  }

  test('a truncated zip, random bytes and an empty file are corrupt', async () => {
    await expectRefusal('structured', REPORT.slice(0, REPORT.length / 2), 'corrupt');
    await expectRefusal('structured', new Uint8Array(4096).map((_, index) => (index * 7919) % 251), 'corrupt');
    await expectRefusal('fast', new Uint8Array(0), 'corrupt');
  });

  test('a zip without word/document.xml is corrupt', async () => {
    await expectRefusal('structured', fixture('workbook.xlsx'), 'corrupt');
  });

  test('the input bytes are never written to', async () => {
    const shared = new Uint8Array(new SharedArrayBuffer(REPORT.length));
    shared.set(REPORT);
    const before = Buffer.from(shared).toString('base64');
    await run('structured', shared);
    await run('fast', shared);
    assert.equal(Buffer.from(shared).toString('base64'), before);
  });
});
