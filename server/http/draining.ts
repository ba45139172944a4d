// While the process shuts down, requests that arrive on connections already open are
// answered 503 with "Connection: close" instead of starting work that may be cut off.

import type { Middleware } from 'koa';
import { ApiError } from '../errors.ts';

export interface Lifecycle {
  isDraining(): boolean;
}

export function refuseWhileDraining(lifecycle: Lifecycle): Middleware {
  return async (ctx, next) => {
    if (lifecycle.isDraining() && ctx.path !== '/healthz') {
      ctx.set('Connection', 'close');
      throw new ApiError('EXT_SHUTTING_DOWN', {}, { 'Retry-After': '5' });
    }
    await next();
  };
}
