import { describe, test } from 'node:test';
import { expectRefusal, fixture, withParts } from './helpers.ts';

const ENCRYPTED_MANIFEST = (xml: string): string =>
  xml.replace(
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>',
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml" manifest:size="4000"><manifest:encryption-data manifest:checksum-type="SHA1/1K" manifest:checksum="AAAA"><manifest:algorithm manifest:algorithm-name="Blowfish CFB" manifest:initialisation-vector="AAAA"/><manifest:key-derivation manifest:key-derivation-name="PBKDF2" manifest:iteration-count="1024" manifest:salt="AAAA"/></manifest:encryption-data></manifest:file-entry>',
  );

describe('opendocument plugin: hostile and broken files', () => {
  for (const mode of ['structured', 'fast'] as const) {
    test(`${mode}: an XML entity bomb in content.xml is refused as corrupt, quickly`, async () => {
      await expectRefusal(mode, fixture('entity-bomb.odt'), 'corrupt');
    });

    test(`${mode}: a zip bomb is refused as too large, quickly`, async () => {
      await expectRefusal(mode, fixture('bomb.epub'), 'too-large');
    });
  }

  test('a truncated file, random bytes and a zip without content.xml are corrupt', async () => {
    await expectRefusal('structured', fixture('report.odt').slice(0, 1500), 'corrupt');
    await expectRefusal('fast', fixture('random.bin', '.'), 'corrupt');
    await expectRefusal('structured', fixture('book.epub'), 'corrupt');
  });

  test('a password-encrypted package is refused as unsupported (it cannot be decrypted here)', async () => {
    const bytes = await withParts(fixture('report.odt'), { 'META-INF/manifest.xml': ENCRYPTED_MANIFEST, 'content.xml': () => 'ciphertext, not XML' });
    await expectRefusal('structured', bytes, 'unsupported');
  });

  test('a spreadsheet is not this plugin\'s to read', async () => {
    await expectRefusal('structured', fixture('workbook.ods', 'office'), 'unsupported');
  });
});
