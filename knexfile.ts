// Database configuration: the embedded SQLite file by default, PostgreSQL when
// DATABASE_URL is set. The service and the knex CLI both read it from here.
//
// Every wait on the database is bounded, so a locked or slow database turns into a clean
// 503 after a few seconds instead of a request that hangs: SQLite's busy timeout, PostgreSQL's
// statement and connect timeouts, and the pool's acquire timeout on both.

import path from 'node:path';
import type { Knex } from 'knex';
import { loadConfig, type Config } from './server/config.ts';

export interface DatabaseWaits {
  /** Longest wait for a lock (SQLite's busy timeout) or for one statement (PostgreSQL). */
  statementWaitMs: number;
  /** Longest wait for a free connection from the pool, or for a new one to open. */
  connectionWaitMs: number;
}

export const DEFAULT_DATABASE_WAITS: DatabaseWaits = { statementWaitMs: 5000, connectionWaitMs: 5000 };

/** What the rest of the service reads back from `knex.userParams`. */
export interface DatabaseParams {
  dialect: 'sqlite' | 'postgresql';
  waits: DatabaseWaits;
}

// A few SQLite connections let reads go on while one write waits out a lock held by another
// process (WAL readers are never blocked by a writer). Writes of this process take turns
// anyway (server/database/write-gate.ts), and each waiting connection holds one of libuv's
// four threads, so a handful is the useful most.
const SQLITE_CONNECTIONS = 3;

export function knexConfig(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> = loadConfig(),
  waits: DatabaseWaits = DEFAULT_DATABASE_WAITS,
): Knex.Config & { userParams: DatabaseParams } {
  if (config.databaseUrl) {
    return {
      client: 'pg',
      connection: {
        connectionString: config.databaseUrl,
        // Enforced by the server: a statement stuck behind a lock is cancelled (57014).
        statement_timeout: waits.statementWaitMs,
        connectionTimeoutMillis: waits.connectionWaitMs,
      },
      pool: { min: 0, max: 10 },
      acquireConnectionTimeout: waits.connectionWaitMs,
      userParams: { dialect: 'postgresql', waits },
    };
  }
  return {
    client: 'sqlite3',
    connection: { filename: path.join(config.dataDir, 'extract.sqlite') },
    useNullAsDefault: true,
    acquireConnectionTimeout: waits.connectionWaitMs,
    // knex hands these back as `database.userParams`.
    userParams: { dialect: 'sqlite', waits },
    pool: {
      min: 1,
      max: SQLITE_CONNECTIONS,
      // WAL lets readers work while a write is in progress; the busy timeout makes a
      // locked database wait a bounded time instead of failing at once.
      afterCreate: (connection: { run: (sql: string, done: (error: Error | null) => void) => void }, done: (error: Error | null) => void) => {
        connection.run('PRAGMA journal_mode = WAL', (walError) => {
          if (walError) return done(walError);
          connection.run(`PRAGMA busy_timeout = ${Math.round(waits.statementWaitMs)}`, (timeoutError) => {
            if (timeoutError) return done(timeoutError);
            // In WAL mode NORMAL never corrupts the database; a power cut may lose the last
            // commits, and it spares an fsync per commit.
            connection.run('PRAGMA synchronous = NORMAL', (syncError) => {
              if (syncError) return done(syncError);
              connection.run('PRAGMA foreign_keys = ON', done);
            });
          });
        });
      },
    },
  };
}

export default knexConfig();
