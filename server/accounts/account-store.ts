// Accounts, sessions, API keys and daily usage in SQL, through knex. Every query that a
// client's input reaches is parameterised by knex; nothing here builds SQL from strings.
// Every write goes through the write gate (one writer at a time on SQLite, with a bounded
// wait); a locked or slow database surfaces as an error that isDatabaseUnavailable knows.

import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { writeGateFor, type WriteGate } from '../database/write-gate.ts';

export interface AccountRow {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
  bonus_credits: number;
}

/** An API key with what the metering step needs of its account. */
export interface ApiKeyWithAccount extends ApiKeyRow {
  bonus_credits: number;
}

export interface AccountSummary {
  id: string;
  email: string;
  createdAt: string;
  bonusCredits: number;
  liveKeys: number;
}

export interface ApiKeyRow {
  id: string;
  account_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface UsageDay {
  date: string;
  requests: number;
  credits: number;
}

export class EmailTakenError extends Error {
  constructor() {
    super('an account with this email exists');
    this.name = 'EmailTakenError';
  }
}

const now = (): string => new Date().toISOString();

export class AccountStore {
  private readonly writes: WriteGate;

  constructor(private readonly db: Knex) {
    this.writes = writeGateFor(db);
  }

  async createAccount(email: string, passwordHash: string): Promise<AccountRow> {
    const row: AccountRow = { id: randomUUID(), email, password_hash: passwordHash, created_at: now(), bonus_credits: 0 };
    try {
      await this.writes.run(() => this.db('accounts').insert(row));
    } catch (error) {
      // The unique index decides, so two registrations racing for one email cannot both win.
      if (isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
    return row;
  }

  async findAccountByEmail(email: string): Promise<AccountRow | null> {
    return withNumbers((await this.db<AccountRow>('accounts').where({ email }).first()) ?? null);
  }

  async findAccountById(id: string): Promise<AccountRow | null> {
    return withNumbers((await this.db<AccountRow>('accounts').where({ id }).first()) ?? null);
  }

  async createSession(idHash: string, accountId: string, ttlSeconds: number): Promise<void> {
    const created = new Date();
    await this.writes.run(() =>
      this.db('sessions').insert({
        id_hash: idHash,
        account_id: accountId,
        created_at: created.toISOString(),
        expires_at: new Date(created.getTime() + ttlSeconds * 1000).toISOString(),
      }),
    );
  }

  /** The account of a live session, or null for an unknown or expired one. */
  async findSessionAccount(idHash: string): Promise<AccountRow | null> {
    const row = await this.db('sessions')
      .join('accounts', 'accounts.id', 'sessions.account_id')
      .where('sessions.id_hash', idHash)
      .andWhere('sessions.expires_at', '>', now())
      .first<AccountRow | undefined>('accounts.id', 'accounts.email', 'accounts.password_hash', 'accounts.created_at', 'accounts.bonus_credits');
    return row ? { ...row, bonus_credits: Number(row.bonus_credits) } : null;
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.writes.run(() => this.db('sessions').where({ id_hash: idHash }).delete());
  }

  async deleteExpiredSessions(): Promise<number> {
    return this.writes.run(() => this.db('sessions').where('expires_at', '<=', now()).delete());
  }

  async createApiKey(accountId: string, name: string, prefix: string, keyHash: string): Promise<ApiKeyRow> {
    const row: ApiKeyRow = {
      id: randomUUID(),
      account_id: accountId,
      name,
      prefix,
      key_hash: keyHash,
      created_at: now(),
      last_used_at: null,
      revoked_at: null,
    };
    await this.writes.run(() => this.db('api_keys').insert(row));
    return row;
  }

  async listApiKeys(accountId: string): Promise<ApiKeyRow[]> {
    return this.db<ApiKeyRow>('api_keys').where({ account_id: accountId }).whereNull('revoked_at').orderBy('created_at', 'asc');
  }

  async findApiKeyByHash(keyHash: string): Promise<ApiKeyWithAccount | null> {
    const row = await this.db('api_keys')
      .join('accounts', 'accounts.id', 'api_keys.account_id')
      .where('api_keys.key_hash', keyHash)
      .first<ApiKeyWithAccount | undefined>('api_keys.*', 'accounts.bonus_credits');
    return row ? { ...row, bonus_credits: Number(row.bonus_credits) } : null;
  }

  /** Adds (or, negative, takes back) credits per window on top of FREE_CREDITS; never below 0. */
  async grantBonusCredits(accountId: string, credits: number): Promise<number | null> {
    await this.writes.run(() =>
      this.db('accounts')
        .where({ id: accountId })
        .update({ bonus_credits: this.db.raw('CASE WHEN bonus_credits + ? < 0 THEN 0 ELSE bonus_credits + ? END', [credits, credits]) }),
    );
    const row = await this.db('accounts').where({ id: accountId }).first<{ bonus_credits: number | string } | undefined>('bonus_credits');
    return row ? Number(row.bonus_credits) : null;
  }

  async listAccounts(): Promise<AccountSummary[]> {
    const rows = await this.db('accounts')
      .leftJoin('api_keys', function joinLiveKeys() {
        this.on('api_keys.account_id', '=', 'accounts.id').andOnNull('api_keys.revoked_at');
      })
      .groupBy('accounts.id', 'accounts.email', 'accounts.created_at', 'accounts.bonus_credits')
      .orderBy('accounts.created_at', 'asc')
      .select<Array<{ id: string; email: string; created_at: string; bonus_credits: number | string; live_keys: number | string }>>(
        'accounts.id',
        'accounts.email',
        'accounts.created_at',
        'accounts.bonus_credits',
        this.db.raw('count(api_keys.id) as live_keys'),
      );
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      createdAt: row.created_at,
      bonusCredits: Number(row.bonus_credits),
      liveKeys: Number(row.live_keys),
    }));
  }

  /** Revokes a key whatever its account (for operators); false when there is no such live key. */
  async revokeApiKeyById(keyId: string): Promise<boolean> {
    const changed = await this.writes.run(() => this.db('api_keys').where({ id: keyId }).whereNull('revoked_at').update({ revoked_at: now() }));
    return changed > 0;
  }

  /** Revokes one of this account's keys; false when the account has no such live key. */
  async revokeApiKey(accountId: string, keyId: string): Promise<boolean> {
    const changed = await this.writes.run(() =>
      this.db('api_keys').where({ id: keyId, account_id: accountId }).whereNull('revoked_at').update({ revoked_at: now() }),
    );
    return changed > 0;
  }

  async touchApiKey(keyId: string, usedAt: string): Promise<void> {
    await this.writes.run(() => this.db('api_keys').where({ id: keyId }).update({ last_used_at: usedAt }));
  }

  async recordUsage(accountId: string, requests: number, credits: number, at: Date = new Date()): Promise<void> {
    const day = at.toISOString().slice(0, 10);
    await this.writes.run(() =>
      this.db('usage_daily')
        .insert({ account_id: accountId, day, requests, credits })
        .onConflict(['account_id', 'day'])
        .merge({
          requests: this.db.raw('usage_daily.requests + ?', [requests]),
          credits: this.db.raw('usage_daily.credits + ?', [credits]),
        }),
    );
  }

  /** The last `days` days, oldest first, with zeros for days without use. */
  async usageByDay(accountId: string, days: number, today: Date = new Date()): Promise<UsageDay[]> {
    const dates = Array.from({ length: days }, (_, index) => {
      const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1 - index)));
      return day.toISOString().slice(0, 10);
    });
    const rows = await this.db('usage_daily')
      .where({ account_id: accountId })
      .andWhere('day', '>=', dates[0]!)
      .select<Array<{ day: string; requests: number | string; credits: number | string }>>('day', 'requests', 'credits');
    const byDay = new Map(rows.map((row) => [row.day, row]));
    return dates.map((date) => ({
      date,
      requests: Number(byDay.get(date)?.requests ?? 0),
      credits: Number(byDay.get(date)?.credits ?? 0),
    }));
  }
}

// PostgreSQL's driver returns some integers as strings.
function withNumbers(row: AccountRow | null): AccountRow | null {
  return row ? { ...row, bonus_credits: Number(row.bonus_credits) } : null;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  // PostgreSQL's unique_violation, SQLite's constraint error.
  return code === '23505' || (code === 'SQLITE_CONSTRAINT' && /UNIQUE/i.test((error as Error).message));
}
