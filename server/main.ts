// Starts the service: configuration, plugins, database, limiters, worker pool, HTTP. On
// SIGTERM or SIGINT it stops accepting connections, answers requests on open connections 503
// EXT_SHUTTING_DOWN, lets in-flight requests finish, then closes the pool, writes the usage
// still pending, and closes the database and the Redis connection.

import { createServer } from 'node:http';
import { buildApp } from './app.ts';
import { clientError } from './http/client-errors.ts';
import { ServiceLifecycle } from './http/draining.ts';
import { assembleService } from './assemble.ts';
import { loadConfig } from './config.ts';
import { jsonLogger } from './logger.ts';
import { discoverPlugins } from './plugins/discover.ts';
import { verifyPluginHandlers } from './plugins/verify-handlers.ts';
import { settlesWithin } from './settles-within.ts';

// In-flight requests get their extraction budget plus this to finish after SIGTERM.
const DRAIN_GRACE_MS = 10_000;
// Then the pool, the usage still to be written (retried while the database is away) and the
// connections get this long to close.
const CLOSE_BUDGET_MS = 30_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = jsonLogger(undefined, config.logLevel);
  const registry = discoverPlugins(config.pluginsDir);
  const service = await assembleService(config, { registry, logger });
  await verifyPluginHandlers(service.pool, registry);

  const lifecycle = new ServiceLifecycle();
  const app = buildApp({ ...service.deps, lifecycle });
  const server = createServer(app.callback());
  // Requests the HTTP parser refuses (a body cut short, broken headers) get the contract's body.
  server.on('clientError', clientError);
  // Slow clients must not hold a connection for ever, but an upload of MAX_UPLOAD_MB
  // over a modest line needs minutes.
  server.requestTimeout = config.extractTimeoutMs + 5 * 60_000;
  server.headersTimeout = 60_000;

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  logger.info('listening', {
    host: config.host,
    port: config.port,
    workers: config.workers,
    database: config.databaseUrl ? 'postgresql' : 'sqlite',
    limiterStore: config.redisUrl ? 'redis' : 'memory',
    plugins: registry.plugins.map((plugin) => plugin.name),
  });

  const shutdown = async (signal: string) => {
    if (lifecycle.isDraining()) return;
    lifecycle.startDraining();
    logger.info('shutting down', { signal, requestsInFlight: lifecycle.requestsInFlight });
    const drainDeadlineMs = config.extractTimeoutMs + DRAIN_GRACE_MS;
    // The last resort, should closing itself hang: without it the process would never end.
    const forceExit = setTimeout(() => {
      logger.error('shutdown did not finish in time; exiting');
      process.exit(1);
    }, drainDeadlineMs + CLOSE_BUDGET_MS);
    forceExit.unref();
    const listenerClosed = new Promise((resolve) => server.close(resolve));
    // Keep-alive connections with no request in flight would hold close() open.
    server.closeIdleConnections();
    // A request whose client hung up still runs to its end: wait for it too, not only for
    // the sockets, before the pool and the database close — but not for ever: one that
    // outlives an extraction's whole budget has no one left to answer.
    const drained = await settlesWithin(Promise.all([listenerClosed, lifecycle.idle()]), drainDeadlineMs);
    if (!drained) {
      logger.error('requests still running at the shutdown deadline; closing their connections', {
        requestsInFlight: lifecycle.requestsInFlight,
      });
      server.closeAllConnections();
    }
    // Even after a forced drain the usage already counted is written: closing the service
    // flushes the usage recorder before the database closes.
    try {
      await service.close();
    } catch (error) {
      logger.error('closing the service failed', { error: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    }
    logger.info('stopped');
    process.exit(drained ? 0 : 1);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // The configuration may be what failed, so this logger uses the default level.
  jsonLogger().error('start-up failed', { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
