// Opens the database (SQLite by default, PostgreSQL by DATABASE_URL) and brings its schema
// up to date. Several instances may start at once on one PostgreSQL: the one that holds
// knex's migration lock migrates, the others wait for it.

import { mkdirSync } from 'node:fs';
import knex, { type Knex } from 'knex';
import { DEFAULT_DATABASE_WAITS, knexConfig, type DatabaseWaits } from '../../knexfile.ts';
import type { Config } from '../config.ts';
import { migrationSource } from './migrations.ts';
import { databaseTakesWrites } from './readiness-probe.ts';

const MIGRATION_LOCK_RETRIES = 30;
const MIGRATION_LOCK_WAIT_MS = 500;

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  waits: DatabaseWaits = DEFAULT_DATABASE_WAITS,
): Promise<Knex> {
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = knex(knexConfig(config, waits));
  try {
    await migrateLatest(database);
  } catch (error) {
    await database.destroy();
    throw error;
  }
  return database;
}

async function migrateLatest(database: Knex): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.migrate.latest({ migrationSource });
      return;
    } catch (error) {
      if (!isMigrationRace(error) || attempt >= MIGRATION_LOCK_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, MIGRATION_LOCK_WAIT_MS));
    }
  }
}

// Another instance holds the lock, or created knex's own bookkeeping tables a moment before
// this one did (PostgreSQL's duplicate_table, or unique_violation on the type catalogue).
function isMigrationRace(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return (error as Error).name === 'MigrationLocked' || code === '42P07' || code === '23505';
}

/** For /readyz: the database answers a trivial query and would take a write now. */
export async function databaseAnswers(database: Knex): Promise<boolean> {
  await database.raw('select 1');
  return databaseTakesWrites(database);
}
