// Turns every failure into the contract's error body, on every route: ApiErrors as they
// are, 404 and 405 from routing, a database that stayed locked, slow or unreachable past its
// bounded wait as a 503 with Retry-After, and anything unexpected as a 500 that reveals nothing.

import type { Middleware } from 'koa';
import { DATABASE_RETRY_AFTER_SECONDS, describeDatabaseError, isDatabaseUnavailable } from '../database/database-unavailable.ts';
import { ApiError } from '../errors.ts';
import { ExtractionCancelled } from '../extraction/fallback.ts';
import type { Logger } from '../logger.ts';

export function errorResponses(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.body === undefined || ctx.body === null) {
        if (ctx.status === 404) throw new ApiError('EXT_NOT_FOUND', { method: ctx.method, path: printablePath(ctx.path) });
        if (ctx.status === 405 || ctx.status === 501) {
          throw new ApiError('EXT_METHOD_NOT_ALLOWED', {
            method: ctx.method.replace(/[^A-Z]/gi, '').slice(0, 20),
            path: printablePath(ctx.path),
            allowed: String(ctx.response.get('Allow') || 'none'),
          });
        }
      }
    } catch (error) {
      if (error instanceof ExtractionCancelled) {
        // Nobody is left to answer; the work was stopped and nothing was charged.
        logger.info('client closed the connection', { requestId: ctx.state.requestId });
        ctx.status = 499;
        return;
      }
      const apiError = error instanceof ApiError ? error : (clientErrorOf(error) ?? databaseUnavailableOf(error));
      if (!apiError) {
        logger.error('request failed', { requestId: ctx.state.requestId, error: describeError(error) });
      } else if (apiError.code === 'EXT_DATABASE_UNAVAILABLE') {
        // The database's state, not a bug: one line without a stack.
        logger.warn('database unavailable', { requestId: ctx.state.requestId, ...describeDatabaseError(error) });
      }
      const response = apiError ?? new ApiError('EXT_INTERNAL');
      const allow = ctx.response.get('Allow');
      ctx.status = response.status;
      ctx.set(response.headers);
      if (response.status === 405 && allow) ctx.set('Allow', String(allow));
      ctx.body = response.toBody();
    }
  };
}

// Koa throws http-errors with status 400 for requests it cannot parse (a malformed cookie
// header, a bad URL encoding): the client's mistake, not the service's.
function clientErrorOf(error: unknown): ApiError | null {
  const status = (error as { status?: unknown }).status;
  if (status === 400) {
    return new ApiError('EXT_MALFORMED_UPLOAD', { detail: 'the request could not be parsed' });
  }
  return null;
}

function databaseUnavailableOf(error: unknown): ApiError | null {
  if (!isDatabaseUnavailable(error)) return null;
  const retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
  return new ApiError('EXT_DATABASE_UNAVAILABLE', { retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });
}

function printablePath(path: string): string {
  return path.replace(/[^\x21-\x7e]/g, '?').slice(0, 200);
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // A database error's message starts with its statement, values included (hashes of keys,
  // sessions, passwords): only the database's own words and the frames are logged.
  if (typeof (error as { code?: unknown }).code === 'string') {
    const { code, reason } = describeDatabaseError(error);
    const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    return [`${error.name} ${code}: ${reason}`, ...frames].join('\n');
  }
  return `${error.name}: ${error.message}\n${error.stack ?? ''}`;
}
