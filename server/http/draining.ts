// The service's life cycle as requests see it: while it shuts down, requests that arrive on
// connections already open are answered 503 with "Connection: close" instead of starting
// work that may be cut off; requests already running are counted, so shutdown can wait for
// them before it closes the pool and the database under their feet.

import type { Middleware } from 'koa';
import { ApiError } from '../errors.ts';

export interface Lifecycle {
  isDraining(): boolean;
  requestStarted?(): void;
  requestFinished?(): void;
}

export class ServiceLifecycle implements Lifecycle {
  private draining = false;
  private running = 0;
  private idleWaiters: Array<() => void> = [];

  isDraining(): boolean {
    return this.draining;
  }

  startDraining(): void {
    this.draining = true;
  }

  requestStarted(): void {
    this.running += 1;
  }

  requestFinished(): void {
    this.running -= 1;
    if (this.running === 0) for (const wake of this.idleWaiters.splice(0)) wake();
  }

  get requestsInFlight(): number {
    return this.running;
  }

  /** Resolves once no request is running. */
  idle(): Promise<void> {
    return this.running === 0 ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}

export function lifecycleGate(lifecycle: Lifecycle): Middleware {
  return async (ctx, next) => {
    if (lifecycle.isDraining() && ctx.path !== '/healthz') {
      ctx.set('Connection', 'close');
      throw new ApiError('EXT_SHUTTING_DOWN', {}, { 'Retry-After': '5' });
    }
    lifecycle.requestStarted?.();
    try {
      await next();
    } finally {
      // A request that was running when shutdown began still gets its answer, and then its
      // keep-alive connection closes, so the server's close does not wait for it to idle out.
      if (lifecycle.isDraining() && !ctx.headerSent) ctx.set('Connection', 'close');
      lifecycle.requestFinished?.();
    }
  };
}
