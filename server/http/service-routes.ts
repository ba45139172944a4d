// The routes around extraction: supported formats, liveness, readiness, the API document.

import type Router from '@koa/router';
import type { ServiceMetrics } from '../observability/metrics.ts';
import type { PluginRegistry } from '../plugins/registry.ts';

export type ReadinessCheck = () => Promise<boolean>;

export interface ServiceRouteDeps {
  registry: PluginRegistry;
  readinessChecks: Record<string, ReadinessCheck>;
  openApiDocument: () => Record<string, unknown>;
  metrics: ServiceMetrics;
}

const READINESS_CHECK_TIMEOUT_MS = 2000;

export function addServiceRoutes(router: Router, deps: ServiceRouteDeps): void {
  const formats = {
    formats: deps.registry.plugins.map((plugin) => ({
      plugin: plugin.name,
      mimeTypes: plugin.manifest.mimeTypes,
      extensions: plugin.manifest.extensions,
      modes: plugin.manifest.modes,
    })),
  };

  router.get('/v1/formats', (ctx) => {
    ctx.body = formats;
  });

  // Liveness: the process answers. It checks nothing else, so a slow database never gets
  // a healthy process restarted.
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });

  router.get('/readyz', async (ctx) => {
    const names = Object.keys(deps.readinessChecks);
    const results = await Promise.all(names.map((name) => runCheck(deps.readinessChecks[name]!)));
    const checks = Object.fromEntries(names.map((name, index) => [name, results[index]]));
    const ready = results.every(Boolean);
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ok' : 'unavailable', checks };
  });

  router.get('/openapi.json', (ctx) => {
    ctx.body = deps.openApiDocument();
  });

  router.get('/metrics', async (ctx) => {
    ctx.type = deps.metrics.registry.contentType;
    ctx.body = await deps.metrics.registry.metrics();
  });
}

async function runCheck(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => false), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
