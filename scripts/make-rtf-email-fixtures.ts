// Writes the RTF and e-mail test documents in fixtures/rtf/ and fixtures/email/. Every byte
// is made by code (scripts/rtf-email-fixtures/), so the fixtures carry no one else's content
// and can be rebuilt: `npx tsx scripts/make-rtf-email-fixtures.ts`. The Outlook .msg files
// written here are the ones whose body is only compressed RTF (outlook-messages.ts); an
// ordinary .msg is tested against ../shared/corpus.

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { emailMessages } from './rtf-email-fixtures/email-messages.ts';
import { outlookMessages } from './rtf-email-fixtures/outlook-messages.ts';
import { rtfDocuments } from './rtf-email-fixtures/rtf-documents.ts';

const fixturesDir = path.resolve(import.meta.dirname, '..', 'fixtures');

for (const [folder, files] of Object.entries({ rtf: rtfDocuments(), email: { ...emailMessages(), ...outlookMessages() } })) {
  const dir = path.join(fixturesDir, folder);
  mkdirSync(dir, { recursive: true });
  for (const [name, bytes] of Object.entries(files)) {
    writeFileSync(path.join(dir, name), bytes);
    console.log(`${folder}/${name.padEnd(20)} ${bytes.length} bytes`);
  }
}
