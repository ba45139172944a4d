// Another client that takes the database's locks and holds them until told to let go, as a
// backup tool, a migration or an operator's open transaction would: SQLite's write lock
// through a second connection to the file, PostgreSQL table locks through a second
// connection. Also a PostgreSQL schema of one's own, so a test that locks tables never
// blocks the test files that share the database.

import { randomUUID } from 'node:crypto';
import knex, { type Knex } from 'knex';
import sqlite3 from 'sqlite3';

export interface HeldLock {
  release(): Promise<void>;
}

/** The file behind a SQLite knex instance. */
export function sqliteFileOf(database: Knex): string {
  const connection = database.client.config.connection as { filename?: string };
  if (!connection.filename) throw new Error('not a SQLite database');
  return connection.filename;
}

/** BEGIN IMMEDIATE on a connection of its own: every other writer waits; WAL readers do not. */
export async function holdSqliteWriteLock(file: string): Promise<HeldLock> {
  const connection = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened = new sqlite3.Database(file, (error) => (error ? reject(error) : resolve(opened)));
  });
  const exec = (sql: string) => new Promise<void>((resolve, reject) => connection.exec(sql, (error) => (error ? reject(error) : resolve())));
  // Waits for a write of the service that is just under way, as any well-behaved client would.
  await exec('PRAGMA busy_timeout = 5000');
  await exec('BEGIN IMMEDIATE');
  return {
    release: async () => {
      await exec('ROLLBACK');
      await new Promise<void>((resolve, reject) => connection.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** LOCK TABLE … IN ACCESS EXCLUSIVE MODE in an open transaction: every read and write of those tables waits. */
export async function holdPostgresTableLocks(databaseUrl: string, tables: string[]): Promise<HeldLock> {
  const holder = knex({ client: 'pg', connection: databaseUrl, pool: { min: 1, max: 1 } });
  const transaction = await holder.transaction();
  await transaction.raw(`LOCK TABLE ${tables.map((table) => `"${table}"`).join(', ')} IN ACCESS EXCLUSIVE MODE`);
  return {
    release: async () => {
      await transaction.rollback();
      await holder.destroy();
    },
  };
}

export interface PrivateSchema {
  /** The database URL with this schema first on the search path. */
  url: string;
  drop(): Promise<void>;
}

export async function privatePostgresSchema(baseUrl: string, prefix: string): Promise<PrivateSchema> {
  const schema = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = knex({ client: 'pg', connection: baseUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE SCHEMA "${schema}"`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      await admin.raw(`DROP SCHEMA "${schema}" CASCADE`);
      await admin.destroy();
    },
  };
}
