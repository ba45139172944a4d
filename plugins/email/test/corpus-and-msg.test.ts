// The real messages in ../shared/corpus (Docling's test data: two .eml, one Outlook .msg;
// there is no ground truth for e-mail), read from there and never copied. An ordinary .msg
// is tested on the corpus only; the fixture .msg files, written by a script, are the ones
// whose body is only compressed RTF (rtf-body.test.ts).

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { isBadInputError } from '@docextract/contracts/plugin-api';
import { handlers } from '../src/index.ts';
import { CORPUS, extract, inputFor } from './helpers.ts';

const CORPUS_MISSING = !existsSync(path.join(CORPUS, 'msg_simple.msg'));
if (CORPUS_MISSING) console.warn(`\n*** SKIPPING the e-mail corpus tests: ${CORPUS} is absent. The .msg reader is NOT tested. ***\n`);
const skip = CORPUS_MISSING ? `the corpus (${CORPUS}) is absent: .msg is not tested` : false;
const corpusFile = (name: string): Uint8Array => new Uint8Array(readFileSync(path.join(CORPUS, name)));

describe('email plugin: corpus messages', { skip }, () => {
  test('msg_simple.msg: sender, recipient, subject, date and body', async () => {
    const { text, result } = await extract('structured', corpusFile('msg_simple.msg'), 'msg_simple.msg');
    assert.equal(
      text,
      'From: Alice Example <alice@example.com>\nTo: Bob Example <bob@example.com>\nSubject: Simple Email\nDate: Wed, 20 May 2026 10:30:00 GMT\n\nHello Bob,\n\nThis is a simple email body.',
    );
    assert.equal(result.metadata.title, 'Simple Email');
    assert.equal(result.metadata.creator, 'Alice Example <alice@example.com>');
    assert.equal(result.metadata.created, '2026-05-20T10:30:00.000Z');
    assert.equal(result.metadata.raw?.format, 'msg');
    assert.equal(result.metadata.raw?.['message-class'], 'IPM.Note');
  });

  test('msg_simple.msg in fast mode gives the same text', async () => {
    const structured = await extract('structured', corpusFile('msg_simple.msg'), 'msg_simple.msg');
    const fast = await extract('fast', corpusFile('msg_simple.msg'), 'msg_simple.msg');
    assert.equal(fast.text, structured.text);
  });

  test('eml_with_attachment.eml: the body, the listed attachment and its text', async () => {
    const { markdown } = await extract('structured', corpusFile('eml_with_attachment.eml'), 'eml_with_attachment.eml');
    assert.match(markdown, /^\*\*Subject:\*\* Email with Attachment/m);
    assert.match(markdown, /This email contains an attachment\./);
    assert.match(markdown, /^- test\.txt \(text\/plain, 64 bytes\)$/m);
    assert.match(markdown, /^## test\.txt\n\nThis is a test attachment file\. {2}\nIt contains some dummy content\.$/m);
  });

  test('eml_simple.eml: headers and body', async () => {
    const { text } = await extract('structured', corpusFile('eml_simple.eml'), 'eml_simple.eml');
    assert.equal(text, 'From: Alice Example <alice@example.com>\nTo: Bob Example <bob@example.com>\nSubject: Simple Email\n\nHello Bob,\n\nThis is a simple email body.');
  });
});

describe('email plugin: broken Outlook files', () => {
  test('an OLE file that is not a message, and OLE junk, are refused as corrupt', async () => {
    const header = new Uint8Array(4096);
    header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    for (const bytes of [header, header.subarray(0, 8), new Uint8Array(100)]) {
      await assert.rejects(Promise.resolve().then(() => handlers.structured!(inputFor(bytes, 'broken.msg'))), (error: unknown) => {
        assert.ok(isBadInputError(error), String(error));
        assert.equal(error.reason, 'corrupt');
        return true;
      });
    }
  });
});
