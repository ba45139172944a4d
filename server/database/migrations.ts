// The schema, as knex migrations listed in code: they run at start-up on SQLite and on
// PostgreSQL alike, and a deployment never depends on finding migration files on disk.
// Times are ISO 8601 UTC strings: they sort as text and read the same on both databases.

import type { Knex } from 'knex';

/** The tables the service writes, for the readiness probe. */
export const SERVICE_TABLES = ['accounts', 'sessions', 'api_keys', 'usage_daily'] as const;

interface Migration {
  name: string;
  up: (knex: Knex) => Promise<void>;
  down: (knex: Knex) => Promise<void>;
}

const MIGRATIONS: Migration[] = [
  {
    name: '001-accounts-sessions-keys-usage',
    up: async (knex) => {
      await knex.schema.createTable('accounts', (table) => {
        table.string('id', 36).primary();
        table.string('email', 254).notNullable().unique();
        table.string('password_hash', 255).notNullable();
        table.string('created_at', 30).notNullable();
      });
      await knex.schema.createTable('sessions', (table) => {
        // Only a hash of the cookie's value is stored: a leaked table opens no session.
        table.string('id_hash', 64).primary();
        table.string('account_id', 36).notNullable().references('accounts.id').onDelete('CASCADE');
        table.string('created_at', 30).notNullable();
        table.string('expires_at', 30).notNullable();
        table.index(['account_id']);
      });
      await knex.schema.createTable('api_keys', (table) => {
        table.string('id', 36).primary();
        table.string('account_id', 36).notNullable().references('accounts.id').onDelete('CASCADE');
        table.string('name', 100).notNullable();
        table.string('prefix', 20).notNullable();
        table.string('key_hash', 64).notNullable().unique();
        table.string('created_at', 30).notNullable();
        table.string('last_used_at', 30).nullable();
        table.string('revoked_at', 30).nullable();
        table.index(['account_id']);
      });
      await knex.schema.createTable('usage_daily', (table) => {
        table.string('account_id', 36).notNullable().references('accounts.id').onDelete('CASCADE');
        table.string('day', 10).notNullable();
        table.integer('requests').notNullable().defaultTo(0);
        table.integer('credits').notNullable().defaultTo(0);
        table.primary(['account_id', 'day']);
      });
    },
    down: async (knex) => {
      for (const table of ['usage_daily', 'api_keys', 'sessions', 'accounts']) await knex.schema.dropTableIfExists(table);
    },
  },
  {
    name: '002-account-bonus-credits',
    up: async (knex) => {
      await knex.schema.alterTable('accounts', (table) => {
        table.integer('bonus_credits').notNullable().defaultTo(0);
      });
    },
    down: async (knex) => {
      await knex.schema.alterTable('accounts', (table) => {
        table.dropColumn('bonus_credits');
      });
    },
  },
];

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => MIGRATIONS,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => ({ up: migration.up, down: migration.down }),
};
