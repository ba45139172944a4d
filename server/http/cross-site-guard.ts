// Cross-site request defence for the account API without tokens: a state-changing request
// whose Origin is another site's, or that the browser marks Sec-Fetch-Site: cross-site, is
// refused. Requests without an Origin (curl, scripts) carry no ambient browser credentials
// worth forging and are served. SameSite=Lax on the session cookie is the second layer.

import type { Middleware } from 'koa';
import { ApiError } from '../errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function crossSiteGuard(): Middleware {
  return async (ctx, next) => {
    if (STATE_CHANGING.has(ctx.method)) {
      const origin = ctx.get('origin');
      // The service's own origin, from the request line (Koa 3's ctx.origin echoes the header).
      const ownOrigin = `${ctx.protocol}://${ctx.host}`;
      if ((origin && origin !== ownOrigin) || ctx.get('sec-fetch-site') === 'cross-site') {
        throw new ApiError('EXT_CROSS_SITE');
      }
    }
    await next();
  };
}
