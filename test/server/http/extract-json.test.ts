import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { FIXTURES_DIR, postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';

const fixture = (name: string) => ({ bytes: new Uint8Array(readFileSync(path.join(FIXTURES_DIR, name))), name: path.basename(name) });

interface Element {
  type: string;
  text: string;
  page: number | null;
  level?: number;
  ordered?: boolean;
  rows?: string[][];
}

interface JsonBody {
  success: true;
  content: Element[];
  metadata: { words: number; wordCount: number; characters: number; pages: number };
  wordCount: number;
}

const ELEMENT_TYPES = new Set(['heading', 'paragraph', 'list_item', 'table', 'code', 'quote', 'image', 'formula']);

describe('POST /v1/extract/json with the real plugins', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService({ openAccess: true });
  });
  after(() => service.close());

  async function extract(name: string, format = 'json'): Promise<{ response: Response; body: JsonBody }> {
    const response = await postFile(`${service.url}/v1/extract/${format}`, fixture(name));
    const body = (await response.json()) as JsonBody;
    assert.equal(response.status, 200, JSON.stringify(body));
    return { response, body };
  }

  test('a three-page PDF: headings and paragraphs, each on the page it starts on', async () => {
    const { body } = await extract('pdf/running-headers.pdf');
    assert.deepEqual(Object.keys(body).sort(), ['content', 'metadata', 'success', 'wordCount']);
    assert.deepEqual(
      body.content.map((element) => [element.type, element.page, element.level]),
      [
        ['heading', 1, 1],
        ['paragraph', 1, undefined],
        ['heading', 2, 1],
        ['paragraph', 2, undefined],
        ['heading', 3, 1],
        ['paragraph', 3, undefined],
      ],
    );
    assert.equal(body.content[2]!.text, 'Quarter 2');
    // The running headers and footers are dropped: no element carries them.
    assert.equal(body.metadata.pages, 3);
  });

  test('a one-page PDF marks no page break, and its elements are on page 1', async () => {
    const { body } = await extract('pdf/structure.pdf');
    assert.ok(body.content.length > 5);
    assert.ok(body.content.every((element) => element.page === 1));
    const items = body.content.filter((element) => element.type === 'list_item');
    assert.ok(items.some((element) => element.ordered === true) && items.some((element) => element.ordered === false));
  });

  test('a DOCX has no pages: page null; nested list items carry their level; tables their rows', async () => {
    const { body } = await extract('office/report.docx');
    assert.ok(body.content.every((element) => element.page === null && ELEMENT_TYPES.has(element.type)));
    assert.deepEqual(
      body.content.filter((element) => element.type === 'list_item').map((element) => [element.text, element.level, element.ordered]).slice(0, 3),
      [
        ['First bullet', 1, false],
        ['Nested bullet', 2, false],
        ['Second bullet', 1, false],
      ],
    );
    const table = body.content.find((element) => element.type === 'table')!;
    assert.deepEqual(table.rows![0], ['Species', 'Count', 'Habitat']);
    assert.equal(table.text, table.rows!.map((row) => row.join('\t')).join('\n'));
  });

  test('counts and element texts agree with txt', async () => {
    const json = await extract('article.html');
    const txt = (await (await postFile(`${service.url}/v1/extract/txt`, fixture('article.html'))).json()) as { content: string; metadata: JsonBody['metadata'] };
    assert.ok(json.body.content.every((element) => element.page === null));
    assert.deepEqual(json.body.metadata, txt.metadata);
    assert.equal(json.body.wordCount, json.body.metadata.words);
    assert.equal(json.body.metadata.wordCount, json.body.metadata.words);
    let from = 0;
    for (const element of json.body.content) {
      const at = txt.content.indexOf(element.text, from);
      assert.ok(at >= from, `"${element.text}" is not in the txt rendering in order`);
      from = at + element.text.length;
    }
  });

  test('charged like any other format: one credit a page', async () => {
    const { response } = await extract('pdf/running-headers.pdf');
    assert.equal(response.headers.get('x-credits-charged'), '3');
  });
});
