// Database configuration: the embedded SQLite file by default, PostgreSQL when
// DATABASE_URL is set. The service and the knex CLI both read it from here.

import path from 'node:path';
import type { Knex } from 'knex';
import { loadConfig, type Config } from './server/config.ts';

export function knexConfig(config: Pick<Config, 'databaseUrl' | 'dataDir'> = loadConfig()): Knex.Config {
  if (config.databaseUrl) {
    return {
      client: 'pg',
      connection: config.databaseUrl,
      pool: { min: 0, max: 10 },
    };
  }
  return {
    client: 'sqlite3',
    connection: { filename: path.join(config.dataDir, 'extract.sqlite') },
    useNullAsDefault: true,
    pool: {
      // WAL lets readers work while a write is in progress; the busy timeout makes a
      // locked database wait instead of failing at once.
      afterCreate: (connection: { run: (sql: string, done: (error: Error | null) => void) => void }, done: (error: Error | null) => void) => {
        connection.run('PRAGMA journal_mode = WAL', (walError) => {
          if (walError) return done(walError);
          connection.run('PRAGMA busy_timeout = 5000', (timeoutError) => {
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
