// Headers that make every response safer to receive in a browser: the API's JSON is never
// sniffed as HTML, framed, or allowed to load anything, and carries no referrer onwards.

import type { Middleware } from 'koa';

export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    await next();
  };
}
