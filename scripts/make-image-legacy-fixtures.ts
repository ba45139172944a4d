// Writes the test files of the image plugin (fixtures/image/) and of the legacy Office plugin
// (fixtures/legacy-office/). Every byte is made here: text drawn with @napi-rs/canvas and saved
// in each image format (by hand where canvas has no encoder), and Word 97 / PowerPoint 97 files
// written record by record into OLE containers made with cfb, so the fixtures carry no one
// else's content and can be rebuilt: `npx tsx scripts/make-image-legacy-fixtures.ts`.
// The real-world legacy files are in ../shared/corpus, read from there by the tests.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { animatedGif, blankCanvas, exifRotatedJpeg, hugePng, monochromeBmp, multiPageTiff, textCanvas, turned } from './image-legacy-fixtures/image-files.ts';
import { powerPointFile } from './image-legacy-fixtures/powerpoint-file.ts';
import { wordFile, workbookOnlyFile } from './image-legacy-fixtures/word-file.ts';

const FIXTURES_DIR = path.resolve(import.meta.dirname, '..', 'fixtures');

function imageFixtures(): Record<string, Buffer> {
  return {
    // Transparent paper: the plugin must flatten it onto white, not black.
    'harbour.png': textCanvas({ lines: ['Harbour lights glow', 'over quiet water'], transparent: true }).toBuffer('image/png'),
    'lighthouse-exif6.jpg': exifRotatedJpeg(textCanvas({ lines: ['Seven orange boats', 'near the lighthouse'] })),
    // A page scanned sideways, with nothing in the file to say so.
    'sideways-garden.png': turned(textCanvas({ lines: ['Winter garden notes', 'plant tulips in autumn'] }), 90).toBuffer('image/png'),
    'bakery.webp': textCanvas({ lines: ['Fresh bread every', 'morning at the bakery'] }).toBuffer('image/webp', 90),
    'kettle.bmp': monochromeBmp(textCanvas({ lines: ['Blue kettle on', 'the kitchen stove'] })),
    'meadow.gif': animatedGif(textCanvas({ lines: ['Golden meadow', 'at sunset'] }), textCanvas({ lines: ['Zebra crossing', 'downtown'] })),
    // Two pages; the second is stored upside down with Orientation 3 ("turn 180° to view").
    'two-pages.tiff': multiPageTiff([
      { canvas: textCanvas({ lines: ['First page about', 'rivers and canals'] }), orientation: 1 },
      { canvas: turned(textCanvas({ lines: ['Second page about', 'mountains and valleys'] }), 180), orientation: 3 },
    ]),
    'blank.png': blankCanvas(800, 600).toBuffer('image/png'),
    'huge-header.png': hugePng(100_000, 100_000),
    // A JPEG start marker and then noise: no frame header to read.
    'damaged.jpg': Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 and then nothing an image decoder can use'.repeat(4))]),
  };
}

function legacyFixtures(): Record<string, Buffer> {
  const properties = {
    title: 'Garden Almanac', subject: 'Spring planting', author: 'Ada Gardener', lastAuthor: 'Grace Hopper',
    created: new Date('2024-03-01T09:30:00Z'), lastSaved: new Date('2024-03-02T10:15:00Z'), pageCount: 1,
  };
  const body = ['Garden Almanac for the year', 'Plant tulips before the first frost.', 'Water the roses at dawn, never at noon.'];
  const slides = [
    { title: 'Spring Planting Plan', body: ['Order seeds in January', 'Sow tomatoes indoors'], freeText: 'Compost heap by the shed', notes: 'Remind everyone about the watering rota.' },
    { title: 'Tool Inventory', table: [['Tool', 'Price'], ['Spade', '12'], ['Rake', '']] },
    { title: 'Backup slide', body: ['Hidden greenhouse budget'], hidden: true },
  ];
  return {
    'almanac.doc': wordFile({ body, footnotes: ['Frost dates vary by region.'], properties }),
    'encrypted.doc': wordFile({ body: ['Secret planting schedule'], encrypted: true }),
    'word95.doc': wordFile({ body: ['An old Word 95 document'], nFib: 0x0065 }),
    'workbook-named.doc': workbookOnlyFile(),
    // A text file named .doc: not an OLE file at all.
    'not-ole.doc': Buffer.from('This is plain text wearing a Word name, not an OLE compound file.\n'),
    // The OLE signature, then a header that is cut short.
    'broken-ole.doc': Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600, 0x5a)]),
    'garden.ppt': powerPointFile({ slides, properties: { ...properties, title: 'Garden Plans', pageCount: undefined }, draftTitle: 'Draft title nobody should see' }),
    'encrypted.ppt': powerPointFile({ slides: [{ title: 'Secret roadmap' }], encrypted: true }),
    // Text atoms of control characters: what a misread file looks like. It must be refused.
    'garbage.ppt': powerPointFile({ slides: [{ title: '\u0001\u0002\u0003\u0004\u0005\u0006'.repeat(12), freeText: '\u0010\u0011\u0012\u0013\u0014'.repeat(12) }] }),
  };
}

for (const [folder, fixtures] of [['image', imageFixtures()], ['legacy-office', legacyFixtures()]] as const) {
  const directory = path.join(FIXTURES_DIR, folder);
  mkdirSync(directory, { recursive: true });
  for (const [name, bytes] of Object.entries(fixtures)) {
    writeFileSync(path.join(directory, name), bytes);
    console.log(`fixtures/${folder}/${name.padEnd(22)} ${bytes.length} bytes`);
  }
}
