// Whether the database would take a write now, asked without writing anything: take the
// locks a write takes, then roll back. `select 1` alone answers even while another
// connection holds SQLite's write lock or a PostgreSQL table lock, when every write would
// wait and fail; /readyz has to see that, so a load balancer can prefer another instance.

import type { Knex } from 'knex';
import type { DatabaseParams } from '../../knexfile.ts';
import { SERVICE_TABLES } from './migrations.ts';

// Short: a write of this process that is just finishing must not read as an outage, and
// the probe must give its answer well within the readiness check's own timeout.
const PROBE_LOCK_WAIT_MS = 1000;

export async function databaseTakesWrites(database: Knex): Promise<boolean> {
  const params = database.userParams as Partial<DatabaseParams> | undefined;
  if (params?.dialect === 'sqlite') return sqliteTakesWrites(database, params.waits?.statementWaitMs ?? PROBE_LOCK_WAIT_MS);
  await database.transaction(async (transaction) => {
    await transaction.raw(`SET LOCAL lock_timeout = ${PROBE_LOCK_WAIT_MS}`);
    await transaction.raw(`LOCK TABLE ${SERVICE_TABLES.join(', ')} IN ROW EXCLUSIVE MODE`);
    throw new ProbeDone();
  }).catch((error: unknown) => {
    if (!(error instanceof ProbeDone)) throw error;
  });
  return true;
}

class ProbeDone extends Error {}

// BEGIN IMMEDIATE takes SQLite's write lock at once. On one connection, with its busy timeout
// cut to the probe's wait for the moment, and put back whatever happens.
async function sqliteTakesWrites(database: Knex, busyTimeoutMs: number): Promise<boolean> {
  const connection: unknown = await database.client.acquireConnection();
  const onConnection = (sql: string) => database.raw(sql).connection(connection);
  try {
    await onConnection(`PRAGMA busy_timeout = ${Math.min(busyTimeoutMs, PROBE_LOCK_WAIT_MS)}`);
    try {
      await onConnection('BEGIN IMMEDIATE');
      await onConnection('ROLLBACK');
    } finally {
      await onConnection(`PRAGMA busy_timeout = ${Math.round(busyTimeoutMs)}`);
    }
  } finally {
    await database.client.releaseConnection(connection);
  }
  return true;
}
