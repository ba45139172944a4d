// Reads the multipart upload of /v1/extract with every limit set: one file part named
// "file", its size, the number of parts and fields, and the size of field names and
// values. Each broken limit is a clear 400 (or 413 for the size), never a 500.

import multer from '@koa/multer';
import type { Context } from 'koa';
import { ApiError } from '../errors.ts';
import { ExtractionCancelled } from '../extraction/fallback.ts';
import { SharedMemoryStorage, type StoredUpload } from './shared-memory-storage.ts';

export interface Upload {
  bytes: Uint8Array;
  fileName: string;
  password: string | null;
}

const FILE_FIELD = 'file';
const MAX_FIELDS = 4; // password, and room for a client's harmless extras
const MAX_FIELD_BYTES = 4096; // a password
const MAX_FILE_NAME_CHARS = 255;
/** The name of a file whose name had nothing left once its folders were taken away. */
const NEUTRAL_FILE_NAME = 'upload';

export function createUploadReader(maxUploadMb: number): (ctx: Context) => Promise<Upload> {
  const middleware = multer({
    storage: new SharedMemoryStorage() as unknown as multer.StorageEngine,
    // File names are UTF-8 in every browser and curl; busboy's default would read latin-1.
    defParamCharset: 'utf8',
    // busboy's own reduction to the base name turns "../..", "reports/" and "." into "",
    // and multer then drops the file as if none had been sent: cleanFileName does it instead.
    preservePath: true,
    limits: {
      fileSize: maxUploadMb * 1024 * 1024,
      files: 1,
      fields: MAX_FIELDS,
      parts: MAX_FIELDS + 1,
      fieldNameSize: 100,
      fieldSize: MAX_FIELD_BYTES,
      headerPairs: 50,
    },
  } as multer.Options).single(FILE_FIELD);

  return async (ctx) => {
    if (!ctx.is('multipart/form-data')) throw new ApiError('EXT_NOT_MULTIPART');
    const clientGone = clientHangUp(ctx);
    try {
      await Promise.race([middleware(ctx, async () => {}), clientGone.promise]);
    } catch (error) {
      if (error instanceof ExtractionCancelled) throw error;
      throw uploadError(error, maxUploadMb);
    } finally {
      clientGone.stopWatching();
    }
    const file = ctx.file as (multer.File & Partial<StoredUpload>) | undefined;
    if (!file?.bytes) throw new ApiError('EXT_NO_FILE');
    if (file.bytes.byteLength === 0) throw new ApiError('EXT_EMPTY_FILE');
    const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    const password = typeof body.password === 'string' && body.password !== '' ? body.password : null;
    return { bytes: file.bytes, fileName: cleanFileName(file.originalname), password };
  };
}

// A client that hangs up before its body has been read leaves a request stream that never
// ends, and multer would wait for it for ever (found by the load test: every hang-up during
// authentication left one request open until shutdown). Watching the stream's close settles it.
function clientHangUp(ctx: Context): { promise: Promise<never>; stopWatching: () => void } {
  const request = ctx.req;
  let onClose = () => {};
  const promise = new Promise<never>((_, reject) => {
    onClose = () => {
      if (!request.complete) reject(new ExtractionCancelled([]));
    };
    if (request.destroyed) onClose();
    else request.once('close', onClose);
  });
  // Only ever raced: a rejection nobody waits for must not count as unhandled.
  promise.catch(() => {});
  return { promise, stopWatching: () => request.off('close', onClose) };
}

function uploadError(error: unknown, maxUploadMb: number): ApiError {
  const code = (error as { code?: unknown }).code;
  const field = String((error as { field?: unknown }).field ?? '');
  switch (code) {
    case 'LIMIT_FILE_SIZE':
      return new ApiError('EXT_PAYLOAD_TOO_LARGE', { limitMb: maxUploadMb });
    case 'LIMIT_FILE_COUNT':
      return new ApiError('EXT_TOO_MANY_FILES');
    case 'LIMIT_UNEXPECTED_FILE':
      return field === FILE_FIELD ? new ApiError('EXT_TOO_MANY_FILES') : new ApiError('EXT_UNEXPECTED_FILE_PART', { field: printable(field) });
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
      return new ApiError('EXT_MULTIPART_LIMIT', { detail: 'too many parts' });
    case 'LIMIT_FIELD_KEY':
    case 'MISSING_FIELD_NAME':
    case 'INVALID_FIELD_NAME':
    case 'LIMIT_FIELD_NESTING':
    case 'LIMIT_FIELD_ARRAY_INDEX':
      return new ApiError('EXT_MULTIPART_LIMIT', { detail: 'a field name is missing, too long or malformed' });
    case 'LIMIT_FIELD_VALUE':
      return new ApiError('EXT_MULTIPART_LIMIT', { detail: `a field value is longer than ${MAX_FIELD_BYTES} bytes` });
    default:
      // busboy's parse errors: a body cut short, a missing boundary, broken part headers.
      return new ApiError('EXT_MALFORMED_UPLOAD', { detail: printable((error as Error)?.message ?? 'unreadable body') });
  }
}

/**
 * The file's own name, without any folder a client put in front of it. A name with nothing
 * left ("reports/", "..", ".") still names a file that was sent, so it gets a neutral one.
 */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
  const printableName = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (printableName === '' || printableName === '.' || printableName === '..') return NEUTRAL_FILE_NAME;
  return [...printableName].slice(-MAX_FILE_NAME_CHARS).join('');
}

function printable(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 80);
}
