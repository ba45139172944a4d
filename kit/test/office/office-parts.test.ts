import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import JSZip from 'jszip';
import { cleanAltText } from '../../src/office/alt-text.ts';
import { readChart } from '../../src/office/chart-part.ts';
import { readOfficeProperties } from '../../src/office/office-metadata.ts';
import { OfficeZip } from '../../src/zip/office-zip.ts';

async function packageOf(parts: Record<string, string>): Promise<OfficeZip> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(parts)) zip.file(name, content);
  return OfficeZip.open(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}

const CORE = `<cp:coreProperties xmlns:cp="urn:cp" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/">
  <dc:title>Duck survey</dc:title><dc:creator>Ada Lovelace</dc:creator><cp:lastModifiedBy>Grace Hopper</cp:lastModifiedBy>
  <dcterms:created>2024-01-15T10:30:00Z</dcterms:created><cp:keywords>ducks, ponds</cp:keywords>
</cp:coreProperties>`;
const APP = '<Properties xmlns="urn:app"><Application>Microsoft Office PowerPoint</Application><Slides>3</Slides></Properties>';

describe('office package parts', () => {
  test('document properties: mapped fields, ISO dates, the rest in raw, app.xml counts', async () => {
    const { metadata, counts } = readOfficeProperties(await packageOf({ 'docProps/core.xml': CORE, 'docProps/app.xml': APP }));
    assert.equal(metadata.title, 'Duck survey');
    assert.equal(metadata.creator, 'Ada Lovelace');
    assert.equal(metadata.lastAuthor, 'Grace Hopper');
    assert.equal(new Date(metadata.created!).toISOString(), '2024-01-15T10:30:00.000Z');
    assert.equal(metadata.subject, null);
    assert.equal(metadata.raw.keywords, 'ducks, ponds');
    assert.equal(counts.Slides, 3);
  });

  test('a package without properties has null fields, not an error', async () => {
    const { metadata } = readOfficeProperties(await packageOf({ 'word/document.xml': '<document/>' }));
    assert.equal(metadata.title, null);
    assert.deepEqual(metadata.raw, {});
  });

  test('a chart: its title, its kind and its cached data as a table', async () => {
    const chart = `<c:chartSpace xmlns:c="urn:c" xmlns:a="urn:a"><c:chart>
      <c:title><c:tx><c:rich><a:p><a:r><a:t>Ducks by pond</a:t></a:r></a:p></c:rich></c:tx></c:title>
      <c:plotArea><c:barChart><c:ser>
        <c:tx><c:strRef><c:strCache><c:pt idx="0"><c:v>Mallards</c:v></c:pt></c:strCache></c:strRef></c:tx>
        <c:cat><c:strRef><c:strCache><c:pt idx="0"><c:v>North</c:v></c:pt><c:pt idx="1"><c:v>South</c:v></c:pt></c:strCache></c:strRef></c:cat>
        <c:val><c:numRef><c:numCache><c:pt idx="0"><c:v>12</c:v></c:pt><c:pt idx="1"><c:v>7</c:v></c:pt></c:numCache></c:numRef></c:val>
      </c:ser></c:barChart></c:plotArea></c:chart></c:chartSpace>`;
    const content = readChart(await packageOf({ 'chart1.xml': chart }), 'chart1.xml')!;
    assert.equal(content.title, 'Ducks by pond');
    assert.equal(content.kind, 'Bar chart');
    const cells = content.data!.rows.map((row) => row.cells.map((cell) => cell.content.map((inline) => ('text' in inline ? inline.text : '')).join('')));
    assert.deepEqual(cells, [['', 'Mallards'], ['North', '12'], ['South', '7']]);
    assert.equal(readChart(await packageOf({ 'a.xml': '<a/>' }), 'missing.xml'), null);
  });

  test('alt text: written by the author, kept; guessed by Office, dropped', () => {
    assert.equal(cleanAltText('A heron\n standing in reeds'), 'A heron standing in reeds');
    assert.equal(cleanAltText('A cartoon duck holding a paper\n\nDescription automatically generated'), '');
    assert.equal(cleanAltText('A duck on a lake AI-generated content may be incorrect.'), '');
  });
});
