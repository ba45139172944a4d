// The dashboard's JSON API (shared/CONTRACT.md section 4): register, sign in and out, the
// account's allowance, its API keys and its usage per day.

import type Router from '@koa/router';
import type { Context } from 'koa';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { EmailTakenError, type AccountRow, type AccountStore } from '../accounts/account-store.ts';
import { displayPrefix, generateApiKey, hashApiKey } from '../accounts/api-key-format.ts';
import type { PasswordHasher } from '../accounts/password-hashing.ts';
import type { SessionManager } from '../accounts/sessions.ts';
import type { Account } from '../access/authenticate.ts';
import { ApiError } from '../errors.ts';
import type { Limiters } from '../limits/limiters.ts';
import type { CreditStatus } from '../limits/metered-usage.ts';
import type { UsageRecorder } from '../limits/usage-recorder.ts';
import { crossSiteGuard } from './cross-site-guard.ts';
import { readJsonObject } from './json-body.ts';

export interface AccountRouteDeps {
  store: AccountStore;
  sessions: SessionManager;
  passwords: PasswordHasher;
  limiters: Limiters;
  creditStatus: (account: Account) => Promise<CreditStatus>;
  usageRecorder: UsageRecorder;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const MIN_PASSWORD = 8;
const MAX_PASSWORD = 1024;
const DEFAULT_USAGE_DAYS = 30;
const MAX_USAGE_DAYS = 366;

export function addAccountRoutes(router: Router, deps: AccountRouteDeps): void {
  const guard = crossSiteGuard();
  // Verifying against a real hash when the email is unknown keeps both paths equally slow,
  // so response times do not tell which emails have accounts.
  const decoyHash = deps.passwords.hash('decoy password for unknown emails');

  const requireSession = async (ctx: Context): Promise<AccountRow> => {
    const account = await deps.sessions.account(ctx);
    if (!account) throw new ApiError('EXT_NOT_SIGNED_IN');
    return account;
  };

  router.post('/v1/account/register', guard, async (ctx) => {
    await spendAttempt(deps.limiters.loginByAddress, ctx.ip);
    const { email, password } = credentialsFrom(await readJsonObject(ctx));
    let account: AccountRow;
    try {
      account = await deps.store.createAccount(email, await deps.passwords.hash(password));
    } catch (error) {
      if (error instanceof EmailTakenError) throw new ApiError('EXT_EMAIL_TAKEN');
      throw error;
    }
    await deps.sessions.start(ctx, account.id);
    ctx.status = 201;
    ctx.body = { email: account.email };
  });

  router.post('/v1/account/login', guard, async (ctx) => {
    const body = await readJsonObject(ctx);
    const email = normaliseEmail(body.email);
    await refuseIfExhausted(deps.limiters.loginByAddress, ctx.ip);
    await refuseIfExhausted(deps.limiters.loginByEmail, email);
    const password = typeof body.password === 'string' ? body.password.slice(0, MAX_PASSWORD) : '';
    const account = email ? await deps.store.findAccountByEmail(email) : null;
    const matches = await deps.passwords.verify(password, account?.password_hash ?? (await decoyHash));
    if (!account || !matches) {
      await Promise.all([spendQuietly(deps.limiters.loginByAddress, ctx.ip), spendQuietly(deps.limiters.loginByEmail, email)]);
      throw new ApiError('EXT_LOGIN_FAILED');
    }
    await deps.limiters.loginByEmail.delete(email);
    await deps.sessions.start(ctx, account.id);
    ctx.body = { email: account.email };
  });

  router.post('/v1/account/logout', guard, async (ctx) => {
    await deps.sessions.end(ctx);
    ctx.status = 204;
  });

  router.get('/v1/account', async (ctx) => {
    const account = await requireSession(ctx);
    const credits = await deps.creditStatus({ id: account.id, bonusCredits: account.bonus_credits });
    const { settings } = deps.limiters;
    ctx.body = {
      email: account.email,
      credits,
      rateLimit: { limit: settings.rateLimit, windowSeconds: settings.rateLimitWindowSeconds },
    };
  });

  router.get('/v1/account/keys', async (ctx) => {
    const account = await requireSession(ctx);
    const keys = await deps.store.listApiKeys(account.id);
    ctx.body = {
      keys: keys.map((key) => ({ id: key.id, name: key.name, prefix: key.prefix, createdAt: key.created_at, lastUsedAt: key.last_used_at })),
    };
  });

  router.post('/v1/account/keys', guard, async (ctx) => {
    const account = await requireSession(ctx);
    const body = await readJsonObject(ctx);
    // eslint-disable-next-line no-control-regex -- control characters are what this pattern is for
    const name = typeof body.name === 'string' ? body.name.replace(/[\u0000-\u001f\u007f]/g, '').trim() : '';
    if (name.length < 1 || name.length > 100) throw new ApiError('EXT_INVALID_KEY_NAME');
    const key = generateApiKey();
    const row = await deps.store.createApiKey(account.id, name, displayPrefix(key), hashApiKey(key));
    ctx.status = 201;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { id: row.id, name: row.name, key, prefix: row.prefix, createdAt: row.created_at };
  });

  router.delete('/v1/account/keys/:id', guard, async (ctx) => {
    const account = await requireSession(ctx);
    const id = String(ctx.params.id ?? '').slice(0, 64);
    if (!(await deps.store.revokeApiKey(account.id, id))) throw new ApiError('EXT_KEY_NOT_FOUND', { id: id.replace(/[^\w-]/g, '?') });
    ctx.status = 204;
  });

  router.get('/v1/account/usage', async (ctx) => {
    const account = await requireSession(ctx);
    const raw = ctx.query.days;
    const text = Array.isArray(raw) ? raw[0] : raw;
    const days = text === undefined || text === '' ? DEFAULT_USAGE_DAYS : /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(days) || days < 1 || days > MAX_USAGE_DAYS) throw new ApiError('EXT_INVALID_DAYS', { maxDays: MAX_USAGE_DAYS });
    await deps.usageRecorder.flush();
    ctx.body = { days: await deps.store.usageByDay(account.id, days) };
  });
}

function normaliseEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';
}

function credentialsFrom(body: Record<string, unknown>): { email: string; password: string } {
  const email = normaliseEmail(body.email);
  if (!EMAIL.test(email)) throw new ApiError('EXT_INVALID_EMAIL');
  const password = body.password;
  if (typeof password !== 'string' || [...password].length < MIN_PASSWORD || password.length > MAX_PASSWORD) {
    throw new ApiError('EXT_WEAK_PASSWORD');
  }
  return { email, password };
}

async function refuseIfExhausted(limiter: RateLimiterAbstract, key: string): Promise<void> {
  if (!key) return;
  const state = await limiter.get(key);
  if (state && state.consumedPoints >= limiter.points) throw loginRateLimited(state);
}

async function spendAttempt(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key, 1);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw loginRateLimited(error);
    throw error;
  }
}

async function spendQuietly(limiter: RateLimiterAbstract, key: string): Promise<void> {
  if (!key) return;
  await limiter.consume(key, 1).catch((error: unknown) => {
    if (!(error instanceof RateLimiterRes)) throw error;
  });
}

function loginRateLimited(state: RateLimiterRes): ApiError {
  const retryAfterSeconds = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  return new ApiError('EXT_LOGIN_RATE_LIMITED', { retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });
}
