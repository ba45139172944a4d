// POST /v1/extract/{format}: the pipeline of the contract, in its order of checks:
// key (401), rate limit (429), credit left (402), request validity (400/413),
// extraction (400/500), charge (402), 200.

import type { Context } from 'koa';
import { apiKeyFrom, type Authenticator } from '../access/authenticate.ts';
import { ApiError } from '../errors.ts';
import { extractDocument, type ExtractionServices } from '../extraction/extract-document.ts';
import { parsePageSelection } from '../extraction/page-selection.ts';
import type { UsageGate, RateWindow } from '../limits/usage-gate.ts';
import { OUTPUT_FORMATS, isOutputFormat } from '../render/render-document.ts';
import type { Upload } from './upload.ts';

export interface ExtractRouteDeps {
  authenticator: Authenticator;
  usage: UsageGate;
  readUpload: (ctx: Context) => Promise<Upload>;
  extraction: ExtractionServices;
}

export function extractHandler(deps: ExtractRouteDeps) {
  return async (ctx: Context): Promise<void> => {
    const account = await deps.authenticator.authenticate(apiKeyFrom(ctx));
    ctx.state.accountId = account.id;

    const admission = await deps.usage.admit(account);
    if (admission.rate) setRateHeaders(ctx, admission.rate);

    const format = String(ctx.params.format ?? '');
    if (!isOutputFormat(format)) {
      throw new ApiError('EXT_INVALID_FORMAT', { format: format.slice(0, 40), allowed: OUTPUT_FORMATS.join(', ') });
    }
    const pages = parsePageSelection(pagesQuery(ctx));
    const upload = await deps.readUpload(ctx);
    const clientGone = new AbortController();
    // The response closing before it was written means the client hung up: stop working.
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) clientGone.abort();
    });

    const extracted = await extractDocument(deps.extraction, {
      bytes: upload.bytes,
      fileName: upload.fileName,
      password: upload.password,
      format,
      modes: { mode: queryValue(ctx, 'mode'), fallback: queryValue(ctx, 'fallback') },
      pages,
      clientSignal: clientGone.signal,
    });

    // The pages read are charged: all of them, or those of the `pages` query the document has.
    const charge = await deps.usage.charge(account, extracted.pagesExtracted);
    ctx.set('X-Pages-Extracted', String(extracted.pagesExtracted));
    ctx.set('X-Credits-Charged', String(charge.charged));
    if (charge.remaining !== null) ctx.set('X-Credits-Remaining', String(charge.remaining));
    ctx.set('X-Extract-Plugin', extracted.plugin);
    ctx.set('X-Extract-Mode', extracted.mode);
    ctx.body = {
      success: true,
      content: extracted.content,
      metadata: extracted.metadata,
      wordCount: extracted.metadata.words,
    };
    // The access log line of this request carries these.
    ctx.state.extraction = {
      plugin: extracted.plugin,
      mode: extracted.mode,
      attempts: extracted.attempts.map(({ mode, outcome, durationMs, parts }) => ({ mode, outcome, durationMs, ...(parts ? { parts } : {}) })),
      pages: extracted.metadata.pages,
      pagesExtracted: extracted.pagesExtracted,
      bytes: upload.bytes.byteLength,
    };
  };
}

function queryValue(ctx: Context, name: string): string {
  const value = ctx.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? 'auto' : first.slice(0, 40);
}

// `pages` given more than once is read as one list: `pages=1&pages=4-5` is `pages=1,4-5`.
function pagesQuery(ctx: Context): string | undefined {
  const value = ctx.query.pages;
  return Array.isArray(value) ? value.join(',') : value;
}

function setRateHeaders(ctx: Context, rate: RateWindow): void {
  ctx.set('RateLimit-Limit', String(rate.limit));
  ctx.set('RateLimit-Remaining', String(Math.max(0, rate.remaining)));
  ctx.set('RateLimit-Reset', String(Math.max(0, Math.ceil(rate.resetSeconds))));
}
