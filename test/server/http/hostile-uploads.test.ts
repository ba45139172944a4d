// Every hostile upload of the hardening list except the PDFs (hostile-pdf-uploads.test.ts),
// through the real service with a real API key: zip and entity bombs, deep HTML, a 40 MB text
// file, misnamed, truncated and empty files, random bytes, a docx linking to server files,
// hostile file names and broken multipart bodies. Each row is held to the same four things
// (contract-violations.ts): the contract's status and code, an answer within the extraction
// budget plus a margin, nothing of the server in the body, and an ordinary request served
// right after; at the end, only the 200s were charged.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { registerUser, type TestUser } from '../../support/accounts.ts';
import { REPO_ROOT, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';
import { contractViolations, type Outcome } from '../../../scripts/hostile-inputs/contract-violations.ts';
import { deeplyNestedDivs, deeplyNestedInline, deeplyNestedLists, DEEP_HTML_SENTENCE, neverClosedDivs } from '../../../scripts/hostile-inputs/deep-html.ts';
import {
  entityBombDocx, entityBombInCorePropertiesDocx, entityBombOdt, entityBombPptx, entityBombXlsx, entityBombXml,
} from '../../../scripts/hostile-inputs/entity-bombs.ts';
import { externallyLinkedDocx, LINKED_DOCX_SENTENCE } from '../../../scripts/hostile-inputs/external-links.ts';
import { CLEANABLE_NAMES, CONTROL_CHARACTER_NAMES, FOLDER_ONLY_NAMES } from '../../../scripts/hostile-inputs/file-names.ts';
import { emptyFile, randomLookingBytes } from '../../../scripts/hostile-inputs/junk-files.ts';
import { largeTextFile, MEBIBYTE } from '../../../scripts/hostile-inputs/large-text.ts';
import { docxNamedPdf } from '../../../scripts/hostile-inputs/misnamed-files.ts';
import * as multipart from '../../../scripts/hostile-inputs/multipart-bodies.ts';
import { DOCX_SENTENCE } from '../../../scripts/hostile-inputs/ordinary-documents.ts';
import { creditsChargedBy, outcomeLine, probeUpload, type HostileUpload, type ProbeResult } from '../../../scripts/hostile-inputs/probe-upload.ts';
import { truncatedDocx } from '../../../scripts/hostile-inputs/truncated-files.ts';
import {
  gibibyteDocx, gibibyteXlsx, hiddenGibibyteDocx, hiddenGibibyteXlsx, declaredSizeBombXlsx, hiddenSizeBombXlsx, ratioBombDocx,
} from '../../../scripts/hostile-inputs/zip-bombs.ts';

// As for the PDFs: the 40 MB text file, the slowest row, needs well under its attempt's share
// (three quarters of the budget when a fallback follows).
const EXTRACT_TIMEOUT_MS = 15_000;
const MAX_ELAPSED_MS = EXTRACT_TIMEOUT_MS + 10_000;
/** The contract's default: a 40 MB file is an upload the service accepts. */
const MAX_UPLOAD_MB = 50;
/** server/extraction/limits.ts: the output cap a 40 MB text file runs into. */
const MAX_OUTPUT_CHARS = 20_000_000;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface RowContext {
  /** An HTTP address this test listens on: any request to it means the service fetched a link. */
  probeUrl: string;
  /** A file on the service's host that a document links to. */
  secretFilePath: string;
  secretFileText: string;
}

interface Row {
  label: string;
  upload: (context: RowContext) => HostileUpload | Promise<HostileUpload>;
  /** mode and fallback, when the row is about one mode. */
  query?: string;
  outcomes: Outcome[];
  plugin?: string;
  /** Checks particular to this input. */
  also?: (probe: ProbeResult, context: RowContext) => void;
}

const ok: Outcome[] = [{ status: 200 }];
const badRequest = (code: string): Outcome[] => [{ status: 400, code }];
const tooLarge = badRequest('EXT_DOCUMENT_TOO_LARGE');
const corrupt = badRequest('EXT_CORRUPT_DOCUMENT');
const malformed = badRequest('EXT_MALFORMED_UPLOAD');

const file = (bytes: Uint8Array, name: string): HostileUpload => ({ kind: 'file', bytes, name });
const raw = (body: Buffer, options: { stopAfterBytes?: number; framing?: 'content-length' | 'chunked'; contentType?: string } = {}): HostileUpload => ({
  kind: 'raw',
  body,
  ...options,
  framing: options.framing ?? 'content-length',
});

function contentOf(probe: ProbeResult): string {
  assert.equal(probe.answer.status, 200);
  return String(probe.answer.body?.content);
}

function metadataOf(probe: ProbeResult): Record<string, unknown> {
  return probe.answer.body?.metadata as Record<string, unknown>;
}

const hasText = (text: string) => (probe: ProbeResult) => assert.ok(contentOf(probe).includes(text), `content lacks ${JSON.stringify(text)}`);

const ROWS: Row[] = [
  // Zip bombs: refused from the directory or while inflating, before memory fills.
  { label: 'zip bomb: a docx part inflating a thousandfold to 20 MB', upload: async () => file(await ratioBombDocx(), 'bomb.docx'), outcomes: tooLarge },
  { label: 'zip bomb: a docx part of 1 GiB, declared', upload: () => file(gibibyteDocx(), 'bomb.docx'), outcomes: tooLarge },
  { label: 'zip bomb: a docx part of 1 GiB hidden behind a 64 KB declared size', upload: () => file(hiddenGibibyteDocx(), 'bomb.docx'), outcomes: tooLarge },
  { label: 'zip bomb: an xlsx sheet declaring 4 GB', upload: async () => file(await declaredSizeBombXlsx(), 'bomb.xlsx'), outcomes: tooLarge },
  { label: 'zip bomb: an xlsx sheet hiding 20 MB behind 64 KB', upload: async () => file(await hiddenSizeBombXlsx(), 'bomb.xlsx'), outcomes: tooLarge },
  { label: 'zip bomb: an xlsx sheet of 1 GiB, declared', upload: () => file(gibibyteXlsx(), 'bomb.xlsx'), outcomes: tooLarge },
  { label: 'zip bomb: an xlsx sheet of 1 GiB hidden behind 64 KB', upload: () => file(hiddenGibibyteXlsx(), 'bomb.xlsx'), outcomes: tooLarge },

  // Entity bombs: a DTD in an Office part is refused; plain XML is read without expanding it.
  { label: 'entity bomb: docx main part', upload: async () => file(await entityBombDocx(), 'laughs.docx'), outcomes: corrupt },
  { label: 'entity bomb: docx core properties', upload: async () => file(await entityBombInCorePropertiesDocx(), 'laughs.docx'), outcomes: corrupt },
  { label: 'entity bomb: xlsx sheet', upload: async () => file(await entityBombXlsx(), 'laughs.xlsx'), outcomes: corrupt },
  { label: 'entity bomb: pptx slide', upload: async () => file(await entityBombPptx(), 'laughs.pptx'), outcomes: corrupt },
  { label: 'entity bomb: odt content', upload: async () => file(await entityBombOdt(), 'laughs.odt'), outcomes: corrupt },
  {
    label: 'entity bomb: a plain .xml file is read, never expanded',
    upload: () => file(entityBombXml(), 'laughs.xml'),
    outcomes: ok,
    plugin: 'text',
    also: (probe) => {
      assert.ok(contentOf(probe).length < 1000, `content of ${contentOf(probe).length} characters`);
      assert.doesNotMatch(contentOf(probe), /lollol/);
    },
  },

  // HTML nested a hundred thousand levels deep: the text at the bottom comes back.
  ...[
    { what: 'closed <div>s', build: deeplyNestedDivs },
    { what: '<div>s never closed', build: neverClosedDivs },
    { what: 'inline <span><b>s', build: deeplyNestedInline },
    { what: '<ul><li>s', build: deeplyNestedLists },
  ].map(({ what, build }): Row => ({
    label: `HTML nested 100,000 levels deep: ${what}`,
    upload: () => file(build(), 'deep.html'),
    outcomes: ok,
    plugin: 'html',
    also: hasText(DEEP_HTML_SENTENCE),
  })),

  // A 40 MB text file is within MAX_UPLOAD_MB: the client gets the text up to the output
  // cap, told that it was cut, rather than an error for an upload the service accepted.
  {
    label: 'a 40 MB text file: 200 with the text up to the output cap, marked truncated',
    upload: () => file(largeTextFile(40 * MEBIBYTE), 'survey-log.txt'),
    outcomes: ok,
    plugin: 'text',
    also: (probe) => {
      const metadata = metadataOf(probe);
      assert.equal((metadata.raw as Record<string, unknown>).truncated, true);
      assert.ok(Number(metadata.characters) <= MAX_OUTPUT_CHARS, `characters: ${String(metadata.characters)}`);
      assert.ok(Number(metadata.characters) > MAX_OUTPUT_CHARS * 0.99, `characters: ${String(metadata.characters)}`);
      assert.match(contentOf(probe), /^Line 1: the survey counted herons/);
    },
  },
  { label: 'a 51 MB text file: over MAX_UPLOAD_MB', upload: () => file(largeTextFile(51 * MEBIBYTE), 'too-big.txt'), outcomes: [{ status: 413, code: 'EXT_PAYLOAD_TOO_LARGE' }] },

  // Names that lie, files cut short, files with nothing to read.
  {
    label: 'a docx named .pdf is read as the docx it is',
    upload: async () => {
      const misnamed = await docxNamedPdf();
      return file(misnamed.bytes, misnamed.name);
    },
    outcomes: ok,
    plugin: 'docx',
    also: (probe) => {
      hasText(DOCX_SENTENCE)(probe);
      assert.equal(metadataOf(probe).contentType, DOCX_TYPE);
      assert.equal(metadataOf(probe).extension, '.pdf');
    },
  },
  { label: 'a truncated docx', upload: async () => file(await truncatedDocx(), 'cut.docx'), outcomes: corrupt },
  { label: 'an empty file', upload: () => file(emptyFile(), 'empty.txt'), outcomes: badRequest('EXT_EMPTY_FILE') },
  { label: 'random bytes', upload: () => file(randomLookingBytes(64 * 1024), 'noise.bin'), outcomes: badRequest('EXT_UNSUPPORTED_TYPE') },
  { label: 'random bytes named .docx', upload: () => file(randomLookingBytes(64 * 1024), 'noise.docx'), outcomes: badRequest('EXT_UNSUPPORTED_TYPE') },

  // A docx whose pictures link to /etc/passwd, a local file and a web address, and whose
  // INCLUDETEXT field names /etc/passwd: its own text comes back, nothing is read or fetched.
  ...['structured', 'fast'].map((mode): Row => ({
    label: `a docx linking to server files and a web address (r:link, INCLUDETEXT), mode ${mode}`,
    upload: async (context) => file(await externallyLinkedDocx(context.probeUrl, context.secretFilePath), 'linked.docx'),
    query: `mode=${mode}&fallback=none`,
    outcomes: ok,
    plugin: 'docx',
    also: (probe, context) => {
      assert.ok(contentOf(probe).includes(LINKED_DOCX_SENTENCE));
      assert.ok(!probe.answer.bodyText.includes('root:'), 'the body shows /etc/passwd');
      assert.ok(!probe.answer.bodyText.includes(context.secretFileText), 'the body shows the linked local file');
    },
  })),

  // File names: folders, 300 characters and tabs are cleaned away; control characters that
  // HTTP forbids in a header make the part header malformed.
  ...CLEANABLE_NAMES.map(({ label, fileName }): Row => ({
    label: `a file name with ${label}`,
    upload: () => raw(multipart.fileNamed(fileName)),
    outcomes: ok,
    plugin: 'text',
    also: (probe) => assert.equal(metadataOf(probe).extension, '.txt'),
  })),
  ...CONTROL_CHARACTER_NAMES.map(({ label, fileName }): Row => ({
    label: `a file name with ${label}`,
    upload: () => raw(multipart.fileNamed(fileName)),
    outcomes: malformed,
  })),
  ...FOLDER_ONLY_NAMES.map(({ label, fileName }): Row => ({
    label: `a file name with ${label}`,
    upload: () => raw(multipart.fileNamed(fileName)),
    outcomes: ok,
    plugin: 'text',
  })),

  // Multipart bodies: the plain mistakes, then bodies that stop half way.
  { label: 'multipart: two files', upload: () => raw(multipart.twoFiles()), outcomes: badRequest('EXT_TOO_MANY_FILES') },
  { label: 'multipart: no file, only a field', upload: () => raw(multipart.noFile()), outcomes: badRequest('EXT_NO_FILE') },
  { label: 'multipart: no part at all', upload: () => raw(multipart.noParts()), outcomes: badRequest('EXT_NO_FILE') },
  { label: 'multipart: the file in a part with another name', upload: () => raw(multipart.wrongPartName()), outcomes: badRequest('EXT_UNEXPECTED_FILE_PART') },
  { label: 'multipart: a body that never shows its boundary', upload: () => raw(multipart.boundaryNeverSeen()), outcomes: malformed },
  { label: 'multipart: no boundary in the Content-Type', upload: () => raw(multipart.twoFiles(), { contentType: 'multipart/form-data' }), outcomes: malformed },
  { label: 'multipart: an empty body', upload: () => raw(Buffer.alloc(0)), outcomes: malformed },
  {
    label: 'multipart: a chunked body that ends half way through the file',
    upload: () => raw(multipart.oneFileOf(200_000), { framing: 'chunked', stopAfterBytes: 100_000 }),
    outcomes: malformed,
  },
  ...[
    { where: 'half way through the file', sentBytes: 100_000 },
    { where: 'inside the part header', sentBytes: 60 },
  ].map(({ where, sentBytes }): Row => ({
    label: `multipart: the client stops ${where} of its Content-Length and closes its side`,
    upload: () => raw(multipart.oneFileOf(200_000), { stopAfterBytes: sentBytes }),
    outcomes: malformed,
  })),
];

describe('hostile uploads through the real service', () => {
  let service: TestService;
  let user: TestUser;
  let apiKey: string;
  let probeServer: Server;
  let probeHits = 0;
  let secretDir: string;
  let context: RowContext;
  let creditsCharged = 0;
  let lastCreditsRemaining: number | null = null;

  before(async () => {
    service = await startTestService({
      timeoutMs: EXTRACT_TIMEOUT_MS,
      maxUploadMb: MAX_UPLOAD_MB,
      env: { RATE_LIMIT: '1000', FREE_CREDITS: '1000' },
      // The contract's default heap cap, not the test service's smaller one.
      pool: { workerMemoryMb: 512 },
    });
    user = await registerUser(service.url);
    apiKey = (await user.createKey('hostile uploads')).key;
    probeServer = createServer((request, response) => {
      probeHits += 1;
      response.end('fetched');
    });
    await new Promise<void>((resolve) => probeServer.listen(0, '127.0.0.1', resolve));
    secretDir = mkdtempSync(path.join(tmpdir(), 'docextract-hostile-'));
    const secretFilePath = path.join(secretDir, 'server-secret.txt');
    const secretFileText = 'server-only-secret-5f2c9a';
    writeFileSync(secretFilePath, secretFileText);
    context = { probeUrl: `http://127.0.0.1:${(probeServer.address() as AddressInfo).port}/linked.png`, secretFilePath, secretFileText };
  });

  after(async () => {
    await service.close();
    await new Promise((resolve) => probeServer.close(resolve));
    rmSync(secretDir, { recursive: true, force: true });
  });

  for (const row of ROWS) {
    test(row.label, async (t) => {
      const probe = await probeUpload({ baseUrl: service.url, apiKey, ...(row.query ? { query: row.query } : {}) }, await row.upload(context));
      t.diagnostic(outcomeLine(probe));
      creditsCharged += creditsChargedBy(probe);
      lastCreditsRemaining = Number(probe.followUp.headers['x-credits-remaining'] ?? Number.NaN);
      const secrets = [apiKey, REPO_ROOT, tmpdir(), context.secretFilePath];
      assert.deepEqual(contractViolations(probe, { outcomes: row.outcomes, ...(row.plugin ? { plugin: row.plugin } : {}), maxElapsedMs: MAX_ELAPSED_MS, secrets }), []);
      row.also?.(probe, context);
    });
  }

  test('nothing linked from a document was fetched', () => {
    assert.equal(probeHits, 0);
  });

  test('only the 200s were charged: the account shows exactly their credits', async () => {
    const account = (await (await user.call('GET', '/v1/account')).json()) as { credits: { used: number; remaining: number; limit: number } };
    assert.equal(account.credits.used, creditsCharged);
    assert.equal(account.credits.remaining, account.credits.limit - creditsCharged);
    assert.equal(lastCreditsRemaining, account.credits.remaining);
  });
});
