// The dashboard: GET / serves its page, /dashboard/* its scripts and styles. Files are read
// once at start-up from public/ (a fixed list, so no request path ever reaches the file
// system), and served with a Content-Security-Policy that allows no inline script.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { Middleware } from 'koa';

const PUBLIC_DIR = path.join(import.meta.dirname, 'public');
const ASSET_PREFIX = '/dashboard/';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

interface Asset {
  body: Buffer;
  contentType: string;
  etag: string;
}

function loadAssets(): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const name of readdirSync(PUBLIC_DIR, { recursive: true, encoding: 'utf8' })) {
    const contentType = CONTENT_TYPES[path.extname(name)];
    if (!contentType) continue;
    const body = readFileSync(path.join(PUBLIC_DIR, name));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    assets.set(name.split(path.sep).join('/'), { body, contentType, etag });
  }
  return assets;
}

export function addDashboardRoutes(router: Router): Middleware {
  const assets = loadAssets();
  const page = assets.get('index.html');
  if (!page) throw new Error('server/dashboard/public/index.html is missing');

  router.get('/', (ctx) => {
    ctx.set('Content-Security-Policy', DASHBOARD_CSP);
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = page.contentType;
    ctx.body = page.body;
  });

  // Assets sit outside the API router: they are files, not routes of the contract.
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(ASSET_PREFIX)) return next();
    const asset = assets.get(ctx.path.slice(ASSET_PREFIX.length));
    if (!asset || ctx.path.endsWith('index.html')) return next();
    ctx.set('Content-Security-Policy', DASHBOARD_CSP);
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', asset.etag);
    if (ctx.get('if-none-match') === asset.etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = asset.contentType;
    ctx.body = asset.body;
  };
}
