// Writes the OpenDocument and EPUB test documents in fixtures/opendocument/: report.odt,
// deck.odp and book.epub (what each holds is described in scripts/opendocument-fixtures/),
// and the hostile files the safety tests need (a zip-bomb EPUB, an entity-bomb ODT). Every
// part is written here by code, so the fixtures carry no one else's content and can be
// rebuilt: `npx tsx scripts/make-opendocument-fixtures.ts`.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { epubParts } from './opendocument-fixtures/epub-parts.ts';
import { entityBombOdt, zipBombEpub } from './opendocument-fixtures/hostile-parts.ts';
import { EPUB_TYPE, ODP_TYPE, ODT_TYPE, writeZipPackage } from './opendocument-fixtures/odf-package.ts';
import { odpParts } from './opendocument-fixtures/odp-parts.ts';
import { odtParts } from './opendocument-fixtures/odt-parts.ts';

const outputDir = path.resolve(import.meta.dirname, '..', 'fixtures', 'opendocument');

async function main(): Promise<void> {
  const fixtures: Record<string, Buffer> = {
    'report.odt': await writeZipPackage(ODT_TYPE, odtParts()),
    'deck.odp': await writeZipPackage(ODP_TYPE, odpParts()),
    'book.epub': await writeZipPackage(EPUB_TYPE, epubParts()),
    'bomb.epub': await zipBombEpub(),
    'entity-bomb.odt': await entityBombOdt(),
  };
  mkdirSync(outputDir, { recursive: true });
  for (const [name, bytes] of Object.entries(fixtures)) {
    writeFileSync(path.join(outputDir, name), bytes);
    console.log(`${name.padEnd(20)} ${bytes.length} bytes`);
  }
}

await main();
