import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isBadInputError } from '@docextract/contracts/plugin-api';
import { renderPlainText } from '@docextract/plugin-kit/testing/render';
import { LIMITS, expectRefusal, fixture, run, withParts } from './helpers.ts';

const BOOK = fixture('book.epub');
const LAUGHS = '<!DOCTYPE html [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>';
const ENCRYPTION = (algorithm: string, uri: string): string =>
  '<?xml version="1.0"?><encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData>' +
  `<enc:EncryptionMethod Algorithm="${algorithm}"/><enc:CipherData><enc:CipherReference URI="${uri}"/></enc:CipherData></enc:EncryptedData></encryption>`;

describe('epub plugin: hostile and broken files', () => {
  for (const mode of ['structured', 'fast'] as const) {
    test(`${mode}: a zip bomb is refused as too large, quickly`, async () => {
      await expectRefusal(mode, fixture('bomb.epub'), 'too-large');
    });

    test(`${mode}: an entity bomb in a chapter is refused as corrupt`, async () => {
      const bytes = await withParts(BOOK, { 'OEBPS/text/chapter-three.xhtml': (xhtml) => xhtml.replace('<html', `${LAUGHS}<html`).replace('Flight</h2>', 'Flight &c;</h2>') });
      await expectRefusal(mode, bytes, 'corrupt');
    });
  }

  test('an entity bomb in the package document is refused as corrupt', async () => {
    const bytes = await withParts(BOOK, { 'OEBPS/content.opf': (opf) => opf.replace('<package', `${LAUGHS.replace('html', 'package')}<package`) });
    await expectRefusal('structured', bytes, 'corrupt');
  });

  test('truncated, random, or not an EPUB at all: corrupt', async () => {
    await expectRefusal('structured', BOOK.slice(0, 2000), 'corrupt');
    await expectRefusal('fast', fixture('random.bin', '.'), 'corrupt');
    await expectRefusal('structured', fixture('report.odt'), 'corrupt');
  });

  test('DRM-encrypted chapters are refused as unsupported; obfuscated fonts alone are not DRM', async () => {
    const locked = await withParts(BOOK, { 'META-INF/encryption.xml': () => ENCRYPTION('http://www.w3.org/2001/04/xmlenc#aes128-cbc', 'OEBPS/text/chapter-one.xhtml') });
    await expectRefusal('structured', locked, 'unsupported');
    await expectRefusal('fast', locked, 'unsupported');
    const fonts = await withParts(BOOK, { 'META-INF/encryption.xml': () => ENCRYPTION('http://www.idpf.org/2008/embedding', 'OEBPS/fonts/serif.otf') });
    assert.equal((await run('structured', fonts)).metadata.pages, 3);
  });

  test('hrefs that leave the book are never read; the rest of the book is', async () => {
    const escaping = '<item id="up" href="../../../../etc/passwd" media-type="application/xhtml+xml"/><item id="web" href="https://example.org/x.xhtml" media-type="application/xhtml+xml"/>';
    const bytes = await withParts(BOOK, {
      'OEBPS/content.opf': (opf) => opf.replace('</manifest>', `${escaping}</manifest>`).replace('<itemref idref="ch1"/>', '<itemref idref="up"/><itemref idref="ch1"/><itemref idref="web"/>'),
      'etc/passwd': () => 'root:x:0:0',
    });
    const result = await run('structured', bytes);
    assert.equal(result.metadata.pages, 3);
    assert.doesNotMatch(renderPlainText(result.document), /root:x/);
  });

  test('a missing container.xml: the one .opf in the zip is the package document', async () => {
    const bytes = await withParts(BOOK, { 'META-INF/container.xml': () => null });
    assert.equal((await run('fast', bytes)).metadata.title, 'The Duck Book');
  });

  test('more chapters than maxPages is refused', async () => {
    await assert.rejects(run('structured', BOOK, { limits: { ...LIMITS, maxPages: 2 } }), (error: unknown) => isBadInputError(error) && error.reason === 'too-large');
  });
});
