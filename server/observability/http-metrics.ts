// Counts every HTTP request by its route pattern (never the raw path, which would make a
// label per key id), and reads the outcomes that matter from the response itself: credits
// charged from X-Credits-Charged, limit refusals from 429 and 402.

import type { Middleware } from 'koa';
import type { ServiceMetrics } from './metrics.ts';

export function httpMetrics(metrics: ServiceMetrics): Middleware {
  return async (ctx, next) => {
    const stopTimer = performance.now();
    try {
      await next();
    } finally {
      const route = (ctx as { _matchedRoute?: string })._matchedRoute ?? (ctx.path.startsWith('/dashboard/') ? '/dashboard/*' : 'unmatched');
      const method = ctx.method;
      metrics.httpRequests.inc({ route, method, status: String(ctx.status) });
      metrics.httpDuration.observe({ route, method }, (performance.now() - stopTimer) / 1000);
      if (ctx.status === 200) {
        const charged = Number(ctx.response.get('X-Credits-Charged'));
        if (charged > 0) metrics.creditsCharged.inc(charged);
      }
      if (ctx.status === 429) metrics.limitRefusals.inc({ limit: route.startsWith('/v1/account') ? 'login' : 'rate' });
      if (ctx.status === 402) metrics.limitRefusals.inc({ limit: 'credits' });
    }
  };
}
