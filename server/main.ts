// Starts the service: configuration, plugins, database, limiters, worker pool, HTTP. On
// SIGTERM or SIGINT it stops accepting connections, lets in-flight requests finish, then
// closes the pool, the database and the Redis connection.

import { createServer } from 'node:http';
import { buildApp } from './app.ts';
import { ServiceLifecycle } from './http/draining.ts';
import { assembleService } from './assemble.ts';
import { loadConfig } from './config.ts';
import { jsonLogger } from './logger.ts';
import { discoverPlugins } from './plugins/discover.ts';
import { verifyPluginHandlers } from './plugins/verify-handlers.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = jsonLogger(undefined, config.logLevel);
  const registry = discoverPlugins(config.pluginsDir);
  const service = await assembleService(config, { registry, logger });
  await verifyPluginHandlers(service.pool, registry);

  const lifecycle = new ServiceLifecycle();
  const app = buildApp({ ...service.deps, lifecycle });
  const server = createServer(app.callback());
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
    const forceExit = setTimeout(() => {
      logger.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, config.extractTimeoutMs + 10_000);
    forceExit.unref();
    const closed = new Promise((resolve) => server.close(resolve));
    // Keep-alive connections with no request in flight would hold close() open.
    server.closeIdleConnections();
    // A request whose client hung up still runs to its end: wait for it too, not only for
    // the sockets, before the pool and the database close — but not for ever: one that
    // outlives an extraction's whole budget has no one left to answer.
    await closed;
    await Promise.race([lifecycle.idle(), new Promise((resolve) => setTimeout(resolve, config.extractTimeoutMs).unref())]);
    await service.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // The configuration may be what failed, so this logger uses the default level.
  jsonLogger().error('start-up failed', { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
