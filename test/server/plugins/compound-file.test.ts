import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import CFB from 'cfb';
import { compoundFileNames, directoryNames } from '../../../server/plugins/compound-file.ts';

/** A real compound file written by the cfb package, with these streams (and their contents). */
function compoundFile(streams: Record<string, string | Uint8Array>): Uint8Array {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) {
    CFB.utils.cfb_add(container, `/${name}`, typeof content === 'string' ? Buffer.from(content, 'utf16le') : content);
  }
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Buffer);
}

describe('compound file directory', () => {
  test('lists the streams its directory holds', () => {
    const names = directoryNames(compoundFile({ WordDocument: 'x', '1Table': 'y' }))!;
    assert.ok(names.includes('WordDocument'));
    assert.ok(names.includes('1Table'));
  });

  test('a stream name written in a document\'s text is no stream', () => {
    const holds = compoundFileNames(compoundFile({ WordDocument: 'The Workbook and the PowerPoint Document are attached.' }));
    assert.ok(holds('WordDocument'));
    assert.ok(!holds('Workbook'));
    assert.ok(!holds('PowerPoint Document'));
  });

  test('names compare without case, and a prefix matches (Outlook property streams)', () => {
    const holds = compoundFileNames(compoundFile({ WORKBOOK: 'x', '__substg1.0_0037001F': 'Subject' }));
    assert.ok(holds('Workbook'));
    assert.ok(holds('__substg1.0_'));
  });

  test('a directory spread over many sectors is walked to its end', () => {
    const streams: Record<string, string> = {};
    for (let index = 0; index < 300; index += 1) streams[`Stream${index}`] = `content ${index}`;
    streams.Book = 'x';
    const names = directoryNames(compoundFile(streams))!;
    assert.ok(names.length >= 301);
    assert.ok(names.includes('Book'));
  });

  test('a damaged directory falls back to looking for the name anywhere', () => {
    const bytes = compoundFile({ WordDocument: 'x' });
    const truncated = bytes.slice(0, 600);
    assert.equal(directoryNames(truncated), null);
    const badSectorSize = bytes.slice();
    new DataView(badSectorSize.buffer).setUint16(0x1e, 7, true);
    assert.equal(directoryNames(badSectorSize), null);
    const looping = bytes.slice();
    // The directory's first sector is chained to itself in the allocation table.
    const view = new DataView(looping.buffer);
    const directorySector = view.getUint32(0x30, true);
    const fatSector = view.getUint32(0x4c, true);
    view.setUint32((fatSector + 1) * 512 + directorySector * 4, directorySector, true);
    assert.equal(directoryNames(looping), null);
    const headerOnly = new Uint8Array(512);
    headerOnly.set(Buffer.from('WordDocument', 'utf16le'), 100);
    assert.equal(compoundFileNames(headerOnly)('WordDocument'), true);
  });
});
