// PDFium's module: one per thread, a memory cap that ends a document as too large instead of
// growing without end, and a failed module thrown away for a fresh one.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isBadInputError } from '@docextract/contracts/plugin-api';
import { PdfiumOpenFailure } from '../../src/pdfium/pdfium-document.ts';
import { openPdfiumEngine } from '../../src/pdfium/pdfium-engine.ts';
import { guardPdfium, PdfiumUnusable } from '../../src/pdfium/pdfium-guard.ts';
import { discardPdfium, loadPdfiumWithCap, pdfium } from '../../src/pdfium/pdfium-module.ts';
import { fixture, inputOf } from '../helpers.ts';

const MB = 1_048_576;

test('one module per thread, loaded once; a discarded one is replaced by a fresh one', async () => {
  const first = await pdfium();
  assert.equal(await pdfium(), first);
  discardPdfium(first);
  const second = await pdfium();
  assert.notEqual(second, first);
  assert.equal(await pdfium(), second);
});

test('a document that needs more memory than the cap ends as too-large, and the module says it ran into it', async () => {
  // The module starts at about 18 MB; the document's 30 MB of bytes go into its memory first.
  const capped = await loadPdfiumWithCap(20 * MB);
  const padded = Buffer.concat([fixture('structure.pdf'), Buffer.alloc(30 * MB, 0x20)]);
  const failure = await guardPdfium(
    (module) => openPdfiumEngine(inputOf(new Uint8Array(padded)), module),
    (engine) => engine.renderPage(1, 0, 300),
    async () => capped,
  ).then(
    () => null,
    (error: unknown) => error,
  );
  assert.ok(isBadInputError(failure), `expected a bad-input error, got ${String(failure)}`);
  assert.equal(failure.reason, 'too-large');
  assert.match(failure.message, /memory/);
  assert.equal(capped.memoryExceeded(), true);
  assert.ok(capped.heapU8().length <= 20 * MB);
});

test('the same page under the thread\'s own cap renders', async () => {
  const rendered = await guardPdfium(
    (module) => openPdfiumEngine(inputOf(fixture('structure.pdf')), module),
    (engine) => engine.renderPage(1, 0, 300),
  );
  assert.equal(rendered.blank, false);
  // 300 dpi, under the cap on the longer side (3000 pixels for an 11-inch page).
  assert.equal(rendered.dpi, Math.round((3000 / 792) * 72));
  assert.equal(rendered.image.subarray(1, 4).toString('latin1'), 'PNG');
});

test('a file PDFium cannot open is handed on (PdfiumUnusable), not refused', async () => {
  const failure = await guardPdfium(
    async () => {
      throw new PdfiumOpenFailure(3);
    },
    async () => null,
  ).then(
    () => null,
    (error: unknown) => error,
  );
  assert.ok(failure instanceof PdfiumUnusable);
});

test('a password problem passes through as it is', async () => {
  const failure = await guardPdfium(
    (module) => openPdfiumEngine(inputOf(fixture('encrypted-user-password.pdf')), module),
    async () => null,
  ).then(
    () => null,
    (error: unknown) => error,
  );
  assert.ok(isBadInputError(failure));
  assert.equal(failure.reason, 'password-required');
});
