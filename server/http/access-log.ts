// One log line per request: what was asked, how it ended, how long it took, and for an
// extraction which plugin and modes ran on how many pages. Never the key, the query's
// values or anything of the document.

import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';

export function accessLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const startedMs = performance.now();
    try {
      await next();
    } finally {
      logger.info('request', {
        requestId: ctx.state.requestId,
        method: ctx.method,
        path: ctx.path.slice(0, 200),
        status: ctx.status,
        accountId: ctx.state.accountId ?? null,
        ...ctx.state.extraction,
        durationMs: Math.round(performance.now() - startedMs),
      });
    }
  };
}
