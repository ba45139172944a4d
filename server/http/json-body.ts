// Reads a small JSON object body. Anything else is the client's mistake: a 400 that says so.

import type { Context } from 'koa';
import { ApiError } from '../errors.ts';

const MAX_BODY_BYTES = 16 * 1024;

export async function readJsonObject(ctx: Context): Promise<Record<string, unknown>> {
  if (!ctx.is('application/json')) throw new ApiError('EXT_INVALID_BODY', { detail: 'the Content-Type is not application/json' });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new ApiError('EXT_INVALID_BODY', { detail: `the body is over ${MAX_BODY_BYTES} bytes` });
    chunks.push(chunk);
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new ApiError('EXT_INVALID_BODY', { detail: 'the body is not valid JSON' });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError('EXT_INVALID_BODY', { detail: 'the body is not a JSON object' });
  }
  return value as Record<string, unknown>;
}
