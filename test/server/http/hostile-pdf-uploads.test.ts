// The hostile PDFs of the hardening list, through the real service with a real API key
// (the other hostile uploads are in hostile-uploads.test.ts): a content stream that inflates
// to 2 GiB, a page tree that loops, cross-reference chains that loop, a truncated file, a
// PDF named .docx, and bytes that only pretend. Each is held to the contract's status and
// code, an answer within the extraction budget plus a margin, a body that shows nothing of
// the server, and an ordinary request served right after; only the 200s are charged.

import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { after, before, describe, test } from 'node:test';
import { registerUser, type TestUser } from '../../support/accounts.ts';
import { REPO_ROOT, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';
import { contractViolations, type Outcome } from '../../../scripts/hostile-inputs/contract-violations.ts';
import { randomLookingBytes } from '../../../scripts/hostile-inputs/junk-files.ts';
import { pdfNamedDocx } from '../../../scripts/hostile-inputs/misnamed-files.ts';
import { ordinaryPdf, PDF_SENTENCE } from '../../../scripts/hostile-inputs/ordinary-documents.ts';
import { cyclicPagesPdf, gibibyteStreamPdf, mutuallyReferencingXrefPdf, selfReferencingXrefPdf } from '../../../scripts/hostile-inputs/pdf-bombs.ts';
import { creditsChargedBy, outcomeLine, probeUpload, type ProbeResult } from '../../../scripts/hostile-inputs/probe-upload.ts';
import { truncatedOrdinaryPdf } from '../../../scripts/hostile-inputs/truncated-files.ts';

const EXTRACT_TIMEOUT_MS = 15_000;
const MAX_ELAPSED_MS = EXTRACT_TIMEOUT_MS + 10_000;
const MAX_UPLOAD_MB = 50;
const RSS_SAMPLE_EVERY_MS = 50;
/** How far the process may grow while a worker reads the 2 GiB stream. */
const MAX_RSS_GROWTH_MB = 1500;
/** Ordinary PDFs sent after the bomb: the service must read them as if nothing happened. */
const ORDINARY_PDFS_AFTER_BOMB = 3;

interface Row {
  label: string;
  upload: () => { bytes: Uint8Array; name: string };
  outcomes: Outcome[];
  plugin?: string;
  also?: (probe: ProbeResult) => void;
}

const ok: Outcome[] = [{ status: 200 }];
const corrupt: Outcome[] = [{ status: 400, code: 'EXT_CORRUPT_DOCUMENT' }];
/** A cap that fired: out of memory or out of time, or the plugin refusing the size itself. */
const capFired: Outcome[] = [
  { status: 500, code: 'EXT_EXTRACTION_OUT_OF_MEMORY' },
  { status: 500, code: 'EXT_EXTRACTION_TIMEOUT' },
  { status: 400, code: 'EXT_DOCUMENT_TOO_LARGE' },
];

const readsSentence = (probe: ProbeResult) => {
  assert.equal(probe.answer.status, 200);
  assert.ok(String(probe.answer.body?.content).includes(PDF_SENTENCE), 'the page text is missing');
};

const ROWS: Row[] = [
  { label: 'a page tree that loops', upload: () => ({ bytes: cyclicPagesPdf(), name: 'cyclic.pdf' }), outcomes: corrupt },
  // A loop in the /Prev chain is stepped over: every section has been read once, and the
  // document itself is sound.
  { label: 'an xref section whose /Prev is itself', upload: () => ({ bytes: selfReferencingXrefPdf(), name: 'xref-loop.pdf' }), outcomes: ok, plugin: 'pdf', also: readsSentence },
  { label: 'two xref sections whose /Prev point at each other', upload: () => ({ bytes: mutuallyReferencingXrefPdf(), name: 'xref-loop.pdf' }), outcomes: ok, plugin: 'pdf', also: readsSentence },
  { label: 'a truncated PDF', upload: () => ({ bytes: truncatedOrdinaryPdf(), name: 'cut.pdf' }), outcomes: corrupt },
  {
    label: 'a PDF named .docx is read as the PDF it is',
    upload: pdfNamedDocx,
    outcomes: ok,
    plugin: 'pdf',
    also: (probe) => {
      readsSentence(probe);
      const metadata = probe.answer.body?.metadata as Record<string, unknown>;
      assert.equal(metadata.contentType, 'application/pdf');
      assert.equal(metadata.extension, '.docx');
    },
  },
  { label: 'bytes that only start like a PDF', upload: () => ({ bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomLookingBytes(64 * 1024)]), name: 'fake.pdf' }), outcomes: corrupt },
  { label: 'random bytes named .pdf', upload: () => ({ bytes: randomLookingBytes(64 * 1024), name: 'noise.pdf' }), outcomes: [{ status: 400, code: 'EXT_UNSUPPORTED_TYPE' }] },
];

describe('hostile PDF uploads through the real service', () => {
  let service: TestService;
  let user: TestUser;
  let apiKey: string;
  let creditsCharged = 0;
  let secrets: string[];

  before(async () => {
    service = await startTestService({
      timeoutMs: EXTRACT_TIMEOUT_MS,
      maxUploadMb: MAX_UPLOAD_MB,
      env: { RATE_LIMIT: '1000', FREE_CREDITS: '1000' },
      // The contract's default heap cap, not the test service's smaller one.
      pool: { workerMemoryMb: 512 },
    });
    user = await registerUser(service.url);
    apiKey = (await user.createKey('hostile pdf uploads')).key;
    secrets = [apiKey, REPO_ROOT, tmpdir()];
  });
  after(() => service.close());

  const probe = async (upload: { bytes: Uint8Array; name: string }): Promise<ProbeResult> => {
    const result = await probeUpload({ baseUrl: service.url, apiKey }, { kind: 'file', ...upload });
    creditsCharged += creditsChargedBy(result);
    return result;
  };

  for (const row of ROWS) {
    test(row.label, async (t) => {
      const result = await probe(row.upload());
      t.diagnostic(outcomeLine(result));
      assert.deepEqual(contractViolations(result, { outcomes: row.outcomes, ...(row.plugin ? { plugin: row.plugin } : {}), maxElapsedMs: MAX_ELAPSED_MS, secrets }), []);
      row.also?.(result);
    });
  }

  // Last, so that what it leaves behind shows in the requests after it, not in other rows.
  test('a content stream that inflates to 2 GiB: a cap fires in time, memory stays bounded, PDFs are read after it', async (t) => {
    const upload = { bytes: gibibyteStreamPdf(), name: 'bomb.pdf' };
    const rssBeforeBytes = process.memoryUsage.rss();
    let rssPeakBytes = rssBeforeBytes;
    // The test service runs in this process, its worker threads included.
    const sampler = setInterval(() => {
      rssPeakBytes = Math.max(rssPeakBytes, process.memoryUsage.rss());
    }, RSS_SAMPLE_EVERY_MS);
    let result: ProbeResult;
    try {
      result = await probe(upload);
    } finally {
      clearInterval(sampler);
    }
    // Every problem at once: until the memory guard lands, growth alone may fail here.
    const problems = contractViolations(result, { outcomes: capFired, maxElapsedMs: MAX_ELAPSED_MS, secrets });
    const growthMb = Math.round((rssPeakBytes - rssBeforeBytes) / (1024 * 1024));
    t.diagnostic(`${outcomeLine(result)}; the process grew by ${growthMb} MB at its peak`);
    if (growthMb >= MAX_RSS_GROWTH_MB) problems.push(`the process grew by ${growthMb} MB while reading it (at most ${MAX_RSS_GROWTH_MB} MB)`);
    for (let round = 1; round <= ORDINARY_PDFS_AFTER_BOMB; round += 1) {
      const next = await probe({ bytes: ordinaryPdf(), name: `ordinary-${round}.pdf` });
      const nextProblems = contractViolations(next, { outcomes: ok, plugin: 'pdf', maxElapsedMs: MAX_ELAPSED_MS, secrets });
      problems.push(...nextProblems.map((problem) => `ordinary PDF ${round} after it: ${problem}`));
    }
    assert.deepEqual(problems, []);
  });

  test('only the 200s were charged: the account shows exactly their credits', async () => {
    const account = (await (await user.call('GET', '/v1/account')).json()) as { credits: { used: number; remaining: number; limit: number } };
    assert.equal(account.credits.used, creditsCharged);
    assert.equal(account.credits.remaining, account.credits.limit - creditsCharged);
  });
});
