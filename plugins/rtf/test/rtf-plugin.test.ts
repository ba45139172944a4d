import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { TableBlock } from '@docextract/contracts/document-model';
import { isBadInputError, type ExtractInput, type ExtractResult } from '@docextract/contracts/plugin-api';
import { renderMarkdown, renderPlainText } from '@docextract/plugin-kit/testing/render';
import { handlers } from '../src/index.ts';

const FIXTURES = path.resolve(import.meta.dirname, '..', '..', '..', 'fixtures', 'rtf');
const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(path.join(FIXTURES, name)));
const rtf = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'latin1'));
const LIMITS = { maxPages: 100, maxOutputChars: 1_000_000 };

async function run(mode: 'structured' | 'fast', bytes: Uint8Array, limits: Partial<ExtractInput['limits']> = {}): Promise<ExtractResult> {
  return handlers[mode]!({ bytes, fileName: 'doc.rtf', mimeType: 'application/rtf', charset: null, password: null, limits: { ...LIMITS, ...limits } });
}

async function markdownOf(name: string, mode: 'structured' | 'fast' = 'structured'): Promise<string> {
  return renderMarkdown((await run(mode, fixture(name))).document);
}

async function expectRefusal(bytes: Uint8Array, reason: string, limits: Partial<ExtractInput['limits']> = {}): Promise<void> {
  await assert.rejects(run('structured', bytes, limits), (error: unknown) => {
    assert.ok(isBadInputError(error), `not a BadInputError: ${String(error)}`);
    assert.equal(error.reason, reason, error.message);
    return true;
  });
}

// One vector per feature of report.rtf: what the Markdown rendering must and must not show.
const REPORT_VECTORS: Array<{ feature: string; mustInclude: RegExp[]; mustNotInclude?: RegExp[] }> = [
  { feature: 'a heading by style name, another by outline level', mustInclude: [/^# Quarterly Duck Report$/m, /^## Findings$/m] },
  { feature: 'bold and italic per group, nested', mustInclude: [/\*\*fifteen\*\* ducks and \*three\* herons, \*\*\*both\*\*\* noted\./, /Nested groups \*\*keep\*\* \*\*\*their\*\*\* own state\./] },
  { feature: '\\line, \\tab, \\emdash and curly quotes', mustInclude: [/A line {2}\nbroken in two, a tab\there, an em dash—and “quotes”\./] },
  { feature: 'escaped braces and backslash', mustInclude: [/Escaped braces \{ and \} and a backslash \\\\ stay\./] },
  { feature: 'a list from \\listtext markers', mustInclude: [/^- First bullet\n- Second bullet$/m] },
  { feature: 'a HYPERLINK field as a link', mustInclude: [/\[the project site\]\(https:\/\/example\.com\/ducks\)/], mustNotInclude: [/HYPERLINK/] },
  { feature: 'a table with a header row and a two-line cell', mustInclude: [/^\| Species \| Count \| Habitat \|$/m, /^\| Mallard \| 15 \| \*\*Pond\*\* \|$/m, /Reeds<br>and shore/] },
  { feature: 'text around the table and after \\bin data', mustInclude: [/^After the table\.$/m, /^The end\.$/m, /done\./] },
  {
    feature: 'destinations skipped: tables, \\info, pictures, objects, \\bin, \\*unknown, hidden text, headers, footnotes',
    mustInclude: [],
    mustNotInclude: [/Times New Roman/, /Normal;/, /Default Paragraph Font/, /Ada Lovelace/, /cafebabe/, /BINARY-PAYLOAD/, /IGNORED-DESTINATION/, /HIDDEN-TEXT/, /Running (header|footer)/, /FOOTNOTE-TEXT/, /Hand-written fixture/, /red255/],
  },
];

describe('rtf plugin: structured mode', () => {
  for (const vector of REPORT_VECTORS) {
    test(vector.feature, async () => {
      const markdown = await markdownOf('report.rtf');
      for (const pattern of vector.mustInclude) assert.match(markdown, pattern);
      for (const pattern of vector.mustNotInclude ?? []) assert.doesNotMatch(markdown, pattern);
    });
  }

  test('the table is a table block with its header row', async () => {
    const { document } = await run('structured', fixture('report.rtf'));
    const table = document.blocks.find((block): block is TableBlock => block.type === 'table');
    assert.equal(table?.rows.length, 3);
    assert.equal(table?.headerRows, 1);
    assert.deepEqual(table?.rows.map((row) => row.cells.length), [3, 3, 3]);
  });

  test('metadata from \\info: title, author, operator, subject, dates, page count', async () => {
    const { metadata } = await run('structured', fixture('report.rtf'));
    assert.equal(metadata.title, 'Quarterly Duck Report');
    assert.equal(metadata.creator, 'Ada Lovelace');
    assert.equal(metadata.lastAuthor, 'Grace Hopper');
    assert.equal(metadata.subject, 'Waterfowl counts');
    assert.equal(new Date(String(metadata.created)).toISOString(), '2024-01-15T10:30:00.000Z');
    assert.equal(new Date(String(metadata.modified)).toISOString(), '2024-01-16T08:00:00.000Z');
    assert.equal(metadata.pages, 2);
    assert.equal(metadata.raw?.keywords, 'ducks, ponds');
    assert.equal(metadata.raw?.company, 'Pond Survey Ltd');
    assert.equal(metadata.raw?.generator, 'Hand-written fixture 1.0');
  });
});

describe('rtf plugin: code pages and unicode', () => {
  test('\\ansicpg1250: Czech from \\\'hh bytes', async () => {
    const text = renderPlainText((await run('structured', fixture('czech-1250.rtf'))).document);
    assert.match(text, /^Příliš žluťoučký kůň úpěl ďábelské ódy\.$/m);
    assert.match(text, /^Druhý odstavec: čeština\.$/m);
  });

  test('\\ansicpg932: Shift-JIS double bytes, a trail byte written as \\{, and \\u escapes', async () => {
    const text = renderPlainText((await run('structured', fixture('japanese-932.rtf'))).document);
    assert.match(text, /^日本語のテキストです。$/m, 'the 本 of 日本語 is 0x96 0x7B: its trail byte is an escaped brace');
    assert.match(text, /^Tokyo: 東京都$/m);
    assert.match(text, /^ユニコード表記$/m);
    assert.doesNotMatch(text, /\uFFFD/);
  });

  test('\\info text reads in the code page and with \\u escapes too', async () => {
    const { metadata } = await run('structured', rtf("{\\rtf1\\ansi\\ansicpg1250{\\info{\\title \\uc1\\u268?esk\\'fd dokument}{\\author \\'8ailhav\\'fd}}Text\\par}"));
    assert.equal(metadata.title, 'Český dokument');
    assert.equal(metadata.creator, 'Šilhavý');
  });

  test('\\fcharset per font: \\f switches the code page mid-paragraph', async () => {
    const text = renderPlainText((await run('fast', fixture('font-charsets.rtf'))).document);
    assert.equal(text.trim(), 'Café Żółć Привет Καλημέρα end');
  });

  test('\\uN with \\ucN: negative values, surrogate pairs, fallbacks skipped (text and hex), \\uc0', async () => {
    const text = renderPlainText((await run('structured', fixture('unicode.rtf'))).document);
    assert.match(text, /^Euro € and smile 😀 done$/m);
    assert.match(text, /^Two fallbacks Ж here none ж left$/m);
    assert.match(text, /^Fallback hex č skipped$/m);
    assert.doesNotMatch(text, /\?|Æ|è/);
  });
});

describe('rtf plugin: fast mode', () => {
  test('the same text as plain paragraphs: no emphasis, links or headings; tables kept', async () => {
    const markdown = await markdownOf('report.rtf', 'fast');
    assert.match(markdown, /^Quarterly Duck Report$/m);
    assert.match(markdown, /The survey counted fifteen ducks and three herons, both noted\./);
    assert.match(markdown, /See the project site for more\./);
    assert.match(markdown, /^· First bullet$/m);
    assert.match(markdown, /^\| Mallard \| 15 \| Pond \|$/m);
    assert.doesNotMatch(markdown, /\*\*|^#|\]\(/m);
  });
});

describe('rtf plugin: hostile and broken input', () => {
  test('a hundred thousand nested groups end fast, with the text inside kept', async () => {
    const started = performance.now();
    const { document, metadata } = await run('structured', fixture('nesting-bomb.rtf'));
    assert.ok(performance.now() - started < 2_000, `took ${(performance.now() - started).toFixed(0)} ms`);
    const text = renderPlainText(document);
    assert.match(text, /Deep text survives\./);
    assert.match(text, /After the bomb\./);
    assert.equal(metadata.raw?.deepestGroup, 512);
  });

  test('not RTF is refused as corrupt', async () => {
    await expectRefusal(rtf('Just a text file with an .rtf name.'), 'corrupt');
    await expectRefusal(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'corrupt');
  });

  test('a hostile \\nofpages is refused like any page count', async () => {
    await expectRefusal(rtf('{\\rtf1{\\info{\\nofpages5000}}Text\\par}'), 'too-large');
  });

  test('unbalanced braces, a \\bin past the end and junk after the document do not break it', async () => {
    const text = (bytes: string): Promise<string> => run('structured', rtf(bytes)).then((result) => renderPlainText(result.document));
    assert.match(await text('{\\rtf1 Never closed {\\b bold'), /Never closed bold/);
    assert.match(await text('{\\rtf1 Before\\par {\\*\\x \\bin99999999 abc'), /^Before$/);
    assert.equal((await text('{\\rtf1 Inside\\par} Outside\\par')).trim(), 'Inside');
    assert.equal((await text('{\\rtf1}')).trim(), '');
  });

  test('the output limit stops reading and says so', async () => {
    const big = `{\\rtf1 ${'Lorem ipsum dolor sit amet. '.repeat(20_000)}\\par}`;
    const { document, metadata } = await run('structured', rtf(big), { maxOutputChars: 1_000 });
    assert.ok(renderPlainText(document).length <= 1_000);
    assert.equal(metadata.raw?.truncated, true);
  });
});
