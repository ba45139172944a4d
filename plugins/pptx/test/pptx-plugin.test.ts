import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import JSZip from 'jszip';
import type { Block, TableBlock } from '@docextract/contracts/document-model';
import { isBadInputError } from '@docextract/contracts/plugin-api';
import { renderMarkdown, renderPlainText } from '@docextract/plugin-kit/testing/render';
import { handlers } from '../src/index.ts';
import { fixtureBytes, pluginHarness, PLUGIN_TEST_LIMITS } from '@docextract/plugin-kit/testing';
import { cleanAltText } from '@docextract/plugin-kit/alt-text';

const fixture = (name: string): Uint8Array => fixtureBytes('office', name);
const LIMITS = PLUGIN_TEST_LIMITS;
const DECK = fixture('deck.pptx');
const { run, expectRefusal } = pluginHarness(handlers, { fileName: 'deck.pptx', mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' });

const STRUCTURED_VECTORS: Array<{ feature: string; mustInclude: RegExp[]; mustNotInclude?: RegExp[] }> = [
  {
    feature: 'slides in presentation order, each a "Slide N: title" heading',
    mustInclude: [/^## Slide 1: Duck Survey 2024$[\s\S]*^## Slide 2: Counts by pond$[\s\S]*^## Slide 3: Trend over the year$/m],
  },
  { feature: 'a subtitle and text boxes in reading order (by position, not XML order)', mustInclude: [/Results from the spring count\n\nUpper text box about the lake\n\nBottom note about the weather/] },
  { feature: 'a table with a merged header cell', mustInclude: [/^\| Pond \| Spring and autumn counts \| {2}\|$/m, /^\| North pond \| 12 \| 9 \|$/m] },
  { feature: 'speaker notes, marked as such', mustInclude: [/^> \*\*Notes:\*\* Remember to mention the heron sighting\.$/m] },
  { feature: 'bulleted and numbered paragraphs as nested lists', mustInclude: [/^- Numbers went up\n {2}- Mostly mallards$/m, /^1\. First numbered point$/m] },
  { feature: 'a chart: its title and its data', mustInclude: [/^Ducks counted per season$/m, /^\| Spring \| 19 \|$/m] },
  { feature: 'a picture: alt text only', mustInclude: [/A heron standing in reeds/], mustNotInclude: [/image1\.png/, /base64/] },
  { feature: 'no layout or master placeholder text', mustInclude: [], mustNotInclude: [/Slide Number|Click to edit/] },
];

describe('pptx plugin: structured mode', () => {
  for (const vector of STRUCTURED_VECTORS) {
    test(vector.feature, async () => {
      const markdown = renderMarkdown((await run('structured', DECK)).document);
      for (const pattern of vector.mustInclude) assert.match(markdown, pattern);
      for (const pattern of vector.mustNotInclude ?? []) assert.doesNotMatch(markdown, pattern);
    });
  }

  test('each slide opens with a page break; the table keeps its span', async () => {
    const { document } = await run('structured', DECK);
    const pages = document.blocks.filter((block: Block) => block.type === 'pageBreak').map((block) => (block as { page: number }).page);
    assert.deepEqual(pages, [1, 2, 3]);
    const table = document.blocks.find((block): block is TableBlock => block.type === 'table' && !block.caption);
    assert.equal(table?.rows[0]?.cells[1]?.colSpan, 2);
    assert.equal(table?.rows[0]?.cells.length, 2, 'the covered cell is left out');
  });

  test('reads the metadata; pages = slides', async () => {
    const { metadata } = await run('structured', DECK);
    assert.equal(metadata.pages, 3);
    assert.equal(metadata.title, 'Duck Survey Deck');
    assert.equal(metadata.creator, 'Ada Lovelace');
    assert.equal(metadata.lastAuthor, 'Grace Hopper');
    assert.equal(metadata.subject, 'Spring count');
    assert.equal(new Date(String(metadata.modified)).toISOString(), '2024-03-02T10:00:00.000Z');
    assert.equal(metadata.raw?.Application, 'Microsoft Office PowerPoint');
  });

  test('stops after the slide that passes the output limit', async () => {
    const result = await run('structured', DECK, { limits: { ...LIMITS, maxOutputChars: 40 } });
    assert.equal(result.document.blocks.filter((block) => block.type === 'pageBreak').length, 1);
    assert.equal(result.metadata.raw?.truncated, true);
  });

  test('more slides than maxPages is refused', async () => {
    await assert.rejects(run('structured', DECK, { limits: { ...LIMITS, maxPages: 2 } }), (error: unknown) => isBadInputError(error) && error.reason === 'too-large');
  });
});

/** The fixture deck with some parts replaced or added (JSZip, in memory). */
async function deckWith(changes: Record<string, (old: string) => string>): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(DECK);
  for (const [name, change] of Object.entries(changes)) zip.file(name, change((await zip.file(name)?.async('string')) ?? ''));
  return new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}

describe('pptx plugin: hidden slides and comments', () => {
  test('a hidden slide is read and marked', async () => {
    const bytes = await deckWith({ 'ppt/slides/slide3.xml': (xml) => xml.replace('<p:sld ', '<p:sld show="0" ') });
    assert.match(renderMarkdown((await run('structured', bytes)).document), /^## Slide 2 \(hidden\): Counts by pond$/m);
  });

  test('comments follow the slide with their authors, classic and threaded replies alike', async () => {
    const P = 'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
    const bytes = await deckWith({
      'ppt/commentAuthors.xml': () => `<p:cmAuthorLst ${P}><p:cmAuthor id="0" name="John Reviewer" initials="JR"/></p:cmAuthorLst>`,
      'ppt/comments/comment1.xml': () => `<p:cmLst ${P}><p:cm authorId="0" idx="1"><p:pos x="0" y="0"/><p:text>Check the title &amp; date</p:text></p:cm></p:cmLst>`,
      'ppt/slides/_rels/slide1.xml.rels': (xml) =>
        xml.replace('</Relationships>', '<Relationship Id="rIdC" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="../comments/comment1.xml"/></Relationships>'),
    });
    const markdown = renderMarkdown((await run('structured', bytes)).document);
    assert.match(markdown, /^### Comments\n\n- \*\*John Reviewer:\*\* Check the title & date$/m);
    assert.ok(markdown.indexOf('Check the title') < markdown.indexOf('Slide 2'), 'the comment stays with its slide');
  });
});

test('alt text: written by the author, kept; guessed by Office, dropped', () => {
  assert.equal(cleanAltText('A heron\n standing in reeds'), 'A heron standing in reeds');
  assert.equal(cleanAltText('A cartoon duck holding a paper\n\nDescription automatically generated'), '');
  assert.equal(cleanAltText('A duck on a lake AI-generated content may be incorrect.'), '');
});

describe('pptx plugin: fast mode', () => {
  test('every slide text and the notes, slides in presentation order', async () => {
    const result = await run('fast', DECK);
    const text = renderPlainText(result.document);
    const order = ['Duck Survey 2024', 'Bottom note about the weather', 'Counts by pond', 'North pond', 'Remember to mention the heron', 'Trend over the year', 'Mostly mallards'];
    let from = 0;
    for (const expected of order) {
      const at = text.indexOf(expected, from);
      assert.ok(at >= 0, `fast mode lost "${expected}" (or it came out of order)`);
      from = at;
    }
    assert.equal(result.metadata.pages, 3);
  });
});

describe('pptx plugin: hostile and broken files', () => {
  for (const mode of ['structured', 'fast'] as const) {
    test(`${mode}: an XML entity bomb in a slide is refused as corrupt`, async () => {
      await expectRefusal(mode, fixture('entity-bomb.pptx'), 'corrupt');
    });

    test(`${mode}: a zip bomb is refused as too large`, async () => {
      await expectRefusal(mode, fixture('bomb-ratio.docx'), 'too-large');
    });
  }

  test('a truncated deck and a zip without a presentation are corrupt', async () => {
    await expectRefusal('structured', DECK.slice(0, 3000), 'corrupt');
    await expectRefusal('fast', fixture('report.docx'), 'corrupt');
  });
});
