import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Knex } from 'knex';
import { AccountStore, EmailTakenError, type AccountRow } from '../../../server/accounts/account-store.ts';
import { migrationSource } from '../../../server/database/migrations.ts';
import { openDatabase } from '../../../server/database/open-database.ts';

const POSTGRES_URL = process.env.TEST_DATABASE_URL;

const uniqueEmail = () => `store-${randomUUID()}@example.com`;
const randomHash = () => randomBytes(32).toString('hex');

/** The same suite on each database: every row it makes belongs to accounts it created. */
function accountStoreSuite(label: string, databaseUrl: string | null): void {
  describe(`AccountStore on ${label}`, () => {
    let dataDir: string;
    let database: Knex;
    let store: AccountStore;
    const mine: string[] = [];

    const newAccount = async (): Promise<AccountRow> => {
      const account = await store.createAccount(uniqueEmail(), 'scrypt$hash');
      mine.push(account.id);
      return account;
    };

    before(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'docextract-store-'));
      database = await openDatabase({ databaseUrl, dataDir });
      store = new AccountStore(database);
    });

    after(async () => {
      // Only this suite's accounts (their sessions, keys and usage go with them by cascade).
      if (databaseUrl && mine.length > 0) await database('accounts').whereIn('id', mine).delete();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    });

    test('createAccount stores the account; finds by email and id', async () => {
      const email = uniqueEmail();
      const created = await store.createAccount(email, 'scrypt$1$2$3$salt$key');
      mine.push(created.id);
      assert.match(created.id, /^[0-9a-f-]{36}$/);
      assert.equal(created.email, email);
      assert.ok(!Number.isNaN(Date.parse(created.created_at)));
      assert.deepEqual(await store.findAccountByEmail(email), created);
      assert.deepEqual(await store.findAccountById(created.id), created);
      assert.equal(await store.findAccountByEmail(uniqueEmail()), null);
      assert.equal(await store.findAccountById(randomUUID()), null);
    });

    test('a second account with one email is EmailTakenError', async () => {
      const first = await newAccount();
      await assert.rejects(store.createAccount(first.email, 'other'), (error: unknown) => {
        assert.ok(error instanceof EmailTakenError, String(error));
        return true;
      });
      assert.equal((await store.findAccountByEmail(first.email))?.id, first.id);
    });

    test('concurrent registrations of one email: exactly one wins', async () => {
      const email = uniqueEmail();
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => store.createAccount(email, 'hash')));
      const won = results.filter((result) => result.status === 'fulfilled');
      const lost = results.filter((result) => result.status === 'rejected');
      for (const result of won) mine.push(result.value.id);
      assert.equal(won.length, 1);
      assert.equal(lost.length, 4);
      for (const result of lost) assert.ok(result.reason instanceof EmailTakenError, String(result.reason));
      assert.equal((await database('accounts').where({ email }).count<Array<{ count: number | string }>>({ count: '*' }))[0]!.count.toString(), '1');
    });

    test('sessions: a live one finds its account; expired and deleted ones do not', async () => {
      const account = await newAccount();
      const live = randomHash();
      await store.createSession(live, account.id, 3600);
      const found = await store.findSessionAccount(live);
      assert.deepEqual(found, account);
      assert.equal(await store.findSessionAccount(randomHash()), null);

      const zero = randomHash();
      const negative = randomHash();
      await store.createSession(zero, account.id, 0);
      await store.createSession(negative, account.id, -60);
      assert.equal(await store.findSessionAccount(zero), null);
      assert.equal(await store.findSessionAccount(negative), null);

      await store.deleteSession(live);
      assert.equal(await store.findSessionAccount(live), null);
      assert.equal(await database('sessions').where({ id_hash: live }).first(), undefined);
    });

    if (!databaseUrl) {
      // On the shared PostgreSQL this would delete other test files' rows too.
      test('deleteExpiredSessions removes only expired sessions', async () => {
        const account = await newAccount();
        const live = randomHash();
        await store.createSession(live, account.id, 3600);
        await store.createSession(randomHash(), account.id, -1);
        await store.createSession(randomHash(), account.id, -1);
        assert.ok((await store.deleteExpiredSessions()) >= 2);
        assert.deepEqual(await store.findSessionAccount(live), account);
        assert.equal((await database('sessions').where({ account_id: account.id })).length, 1);
      });
    }

    test('api keys: create, list, find by hash, touch', async () => {
      const account = await newAccount();
      const hashA = randomHash();
      const a = await store.createApiKey(account.id, 'first', 'dxk_AAAAAAAA', hashA);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const b = await store.createApiKey(account.id, 'second', 'dxk_BBBBBBBB', randomHash());
      assert.equal(a.account_id, account.id);
      assert.equal(a.last_used_at, null);
      assert.equal(a.revoked_at, null);
      assert.notEqual(a.id, b.id);
      assert.deepEqual((await store.listApiKeys(account.id)).map((key) => key.name), ['first', 'second']);
      assert.deepEqual(await store.findApiKeyByHash(hashA), { ...a, bonus_credits: 0 });
      assert.equal(await store.findApiKeyByHash(randomHash()), null);
      const usedAt = new Date().toISOString();
      await store.touchApiKey(a.id, usedAt);
      assert.equal((await store.findApiKeyByHash(hashA))?.last_used_at, usedAt);
      assert.deepEqual(await store.listApiKeys((await newAccount()).id), []);
    });

    test('api keys: only the owner revokes, once; a revoked key is not listed but still found', async () => {
      const owner = await newAccount();
      const stranger = await newAccount();
      const hash = randomHash();
      const key = await store.createApiKey(owner.id, 'revocable', 'dxk_CCCCCCCC', hash);
      const kept = await store.createApiKey(owner.id, 'kept', 'dxk_DDDDDDDD', randomHash());

      assert.equal(await store.revokeApiKey(stranger.id, key.id), false);
      assert.equal((await store.findApiKeyByHash(hash))?.revoked_at, null);
      assert.equal(await store.revokeApiKey(owner.id, randomUUID()), false);

      assert.equal(await store.revokeApiKey(owner.id, key.id), true);
      assert.equal(await store.revokeApiKey(owner.id, key.id), false);
      assert.deepEqual((await store.listApiKeys(owner.id)).map((row) => row.id), [kept.id]);
      const revoked = await store.findApiKeyByHash(hash);
      assert.ok(revoked?.revoked_at && !Number.isNaN(Date.parse(revoked.revoked_at)));
    });

    test('recordUsage inserts, then accumulates', async () => {
      const account = await newAccount();
      const at = new Date();
      await store.recordUsage(account.id, 1, 0, at);
      await store.recordUsage(account.id, 0, 3, at);
      await store.recordUsage(account.id, 2, 5, at);
      const rows = await database('usage_daily').where({ account_id: account.id });
      assert.equal(rows.length, 1);
      assert.equal(rows[0].day, at.toISOString().slice(0, 10));
      assert.equal(Number(rows[0].requests), 3);
      assert.equal(Number(rows[0].credits), 8);
    });

    test('20 concurrent recordUsage calls sum correctly', async () => {
      const account = await newAccount();
      const at = new Date();
      await Promise.all(Array.from({ length: 20 }, (_, index) => store.recordUsage(account.id, 1, index, at)));
      const [today] = await store.usageByDay(account.id, 1, at);
      assert.deepEqual(today, { date: at.toISOString().slice(0, 10), requests: 20, credits: 190 });
    });

    test('usageByDay: `days` entries, oldest first, zeros where unused, UTC days', async () => {
      const account = await newAccount();
      const today = new Date('2024-03-02T12:00:00Z');
      await store.recordUsage(account.id, 4, 4, new Date('2024-02-26T23:59:59Z')); // before the window
      await store.recordUsage(account.id, 1, 2, new Date('2024-02-28T23:59:59Z'));
      await store.recordUsage(account.id, 1, 1, new Date('2024-03-02T00:00:01Z'));
      await store.recordUsage(account.id, 2, 0, new Date('2024-03-02T23:00:00Z'));
      await store.recordUsage(account.id, 9, 9, new Date('2024-03-03T00:00:00Z')); // after today
      assert.deepEqual(await store.usageByDay(account.id, 5, today), [
        { date: '2024-02-27', requests: 0, credits: 0 },
        { date: '2024-02-28', requests: 1, credits: 2 },
        { date: '2024-02-29', requests: 0, credits: 0 },
        { date: '2024-03-01', requests: 0, credits: 0 },
        { date: '2024-03-02', requests: 3, credits: 1 },
      ]);
      const year = await store.usageByDay(account.id, 366, today);
      assert.equal(year.length, 366);
      assert.equal(year.at(-1)?.date, '2024-03-02');
      assert.equal(year[0]?.date, '2023-03-03', '366 days back across 29 February');
      assert.equal(year.find((day) => day.date === '2024-02-26')?.credits, 4);
      const other = await store.usageByDay((await newAccount()).id, 3, today);
      assert.deepEqual(other.map((day) => day.requests + day.credits), [0, 0, 0]);
    });

    test('migrations are idempotent: opening the same database again keeps its data', async () => {
      const account = await newAccount();
      const again = await openDatabase({ databaseUrl, dataDir });
      try {
        assert.equal((await new AccountStore(again).findAccountById(account.id))?.email, account.email);
        const [, applied] = (await again.migrate.list({ migrationSource })) as [unknown[], unknown[]];
        assert.equal(applied.length, 0, 'no migration left to apply');
      } finally {
        await again.destroy();
      }
    });

    if (!databaseUrl) {
      test('the SQLite file is DATA_DIR/extract.sqlite, in WAL mode', async () => {
        assert.ok(existsSync(path.join(dataDir, 'extract.sqlite')));
        const rows = (await database.raw('PRAGMA journal_mode')) as Array<{ journal_mode: string }>;
        assert.equal(rows[0]?.journal_mode, 'wal');
        const foreignKeys = (await database.raw('PRAGMA foreign_keys')) as Array<{ foreign_keys: number }>;
        assert.equal(foreignKeys[0]?.foreign_keys, 1);
      });
    }
  });
}

accountStoreSuite('SQLite', null);

if (POSTGRES_URL) {
  accountStoreSuite('PostgreSQL', POSTGRES_URL);
} else {
  const reason = 'TEST_DATABASE_URL is not set; PostgreSQL account-store tests did not run';
  console.log(`!!! SKIPPED: ${reason}`);
  test('AccountStore on PostgreSQL', { skip: reason }, () => {});
}
