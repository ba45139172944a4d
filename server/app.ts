// Builds the Koa application from its dependencies, without listening: tests drive
// app.callback() directly, and main.ts decides ports and lifetimes.

import Router from '@koa/router';
import Koa from 'koa';
import type { Authenticator } from './access/authenticate.ts';
import type { ExtractionServices } from './extraction/extract-document.ts';
import { addDashboardRoutes } from './dashboard/dashboard-routes.ts';
import { accessLog } from './http/access-log.ts';
import { addAccountRoutes, type AccountRouteDeps } from './http/account-routes.ts';
import { lifecycleGate, type Lifecycle } from './http/draining.ts';
import { errorResponses } from './http/error-responses.ts';
import { extractHandler } from './http/extract-route.ts';
import { requestId } from './http/request-id.ts';
import { securityHeaders } from './http/security-headers.ts';
import { addServiceRoutes, type ReadinessCheck } from './http/service-routes.ts';
import { createUploadReader } from './http/upload.ts';
import type { UsageGate } from './limits/usage-gate.ts';
import type { Logger } from './logger.ts';
import { httpMetrics } from './observability/http-metrics.ts';
import type { ServiceMetrics } from './observability/metrics.ts';
import { buildOpenApiDocument } from '../contracts/openapi.ts';

export interface AppDeps {
  extraction: ExtractionServices;
  authenticator: Authenticator;
  usage: UsageGate;
  accounts: AccountRouteDeps;
  logger: Logger;
  metrics: ServiceMetrics;
  maxUploadMb: number;
  /** Trust X-Forwarded-* headers (behind a TLS-terminating load balancer). */
  trustProxy?: boolean;
  readinessChecks?: Record<string, ReadinessCheck>;
  lifecycle?: Lifecycle;
}

export function buildApp(deps: AppDeps): Koa {
  const app = new Koa();
  // Errors are answered by errorResponses; Koa's own printing would duplicate them.
  app.silent = true;
  app.proxy = deps.trustProxy ?? false;

  const router = new Router();
  router.post(
    '/v1/extract/:format',
    extractHandler({
      authenticator: deps.authenticator,
      usage: deps.usage,
      readUpload: createUploadReader(deps.maxUploadMb),
      extraction: deps.extraction,
    }),
  );
  const dashboardAssets = addDashboardRoutes(router);
  addAccountRoutes(router, deps.accounts);
  addServiceRoutes(router, {
    registry: deps.extraction.registry,
    readinessChecks: {
      pool: async () => !deps.extraction.pool.isClosed && deps.extraction.pool.stats().threads > 0,
      limiter: () => deps.usage.isReady(),
      ...deps.readinessChecks,
    },
    openApiDocument: () => buildOpenApiDocument(),
    metrics: deps.metrics,
  });

  app.use(requestId());
  app.use(securityHeaders());
  app.use(accessLog(deps.logger));
  app.use(httpMetrics(deps.metrics));
  app.use(errorResponses(deps.logger));
  if (deps.lifecycle) app.use(lifecycleGate(deps.lifecycle));
  app.use(dashboardAssets);
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
