// Turns every failure into the contract's error body, on every route: ApiErrors as they
// are, 404 and 405 from routing, and anything unexpected as a 500 that reveals nothing.

import type { Middleware } from 'koa';
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
      const apiError = error instanceof ApiError ? error : clientErrorOf(error);
      if (!apiError) {
        logger.error('request failed', { requestId: ctx.state.requestId, error: describeError(error) });
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

function printablePath(path: string): string {
  return path.replace(/[^\x21-\x7e]/g, '?').slice(0, 200);
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ''}`;
  return String(error);
}
