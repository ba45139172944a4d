// Shared pieces of the metering tests (credits and rate limits): requests, error checks,
// the account's credit and usage views, and the loud skip when a service is not available.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { Redis } from 'ioredis';
import type { TestUser } from './accounts.ts';
import { FIXTURES_DIR, postFile } from '@docextract/plugin-kit/testing/service';

export interface ErrorBody {
  success: false;
  status: number;
  error: string;
  code: string;
  message: string;
}

export interface CreditView {
  limit: number;
  used: number;
  remaining: number;
  windowSeconds: number;
}

/** A small text file: 1 page, so 1 credit with the real plugins (2 with the hostile `ok`). */
const textFile = (text = 'Hello, metered world.') => ({ bytes: text, name: 'note.txt' });

export const fixtureFile = (name: string) => ({ bytes: new Uint8Array(readFileSync(path.join(FIXTURES_DIR, name))), name });

/** POST /v1/extract/{format}{query} with the key in x-api-key (no key when null). */
export function extract(
  baseUrl: string,
  key: string | null,
  options: { format?: string; query?: string; file?: { bytes: Uint8Array | string; name: string } } = {},
): Promise<Response> {
  const { format = 'txt', query = '', file = textFile() } = options;
  return postFile(`${baseUrl}/v1/extract/${format}${query ? `?${query}` : ''}`, file, {}, key === null ? {} : { 'x-api-key': key });
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Over Free Credit Limit - Payment Required',
  413: 'Payload Too Large',
  429: 'Rate limit exceeded',
};

/** Checks the contract's error body (status, exact short text, code) and returns it. */
export async function expectError(response: Response, status: number, code: string): Promise<ErrorBody> {
  const text = await response.text();
  assert.equal(response.status, status, `expected ${status} ${code}, got ${response.status}: ${text}`);
  const body = JSON.parse(text) as ErrorBody;
  assert.equal(body.success, false);
  assert.equal(body.status, status);
  assert.equal(body.code, code);
  if (STATUS_TEXT[status]) assert.equal(body.error, STATUS_TEXT[status]);
  assert.equal(typeof body.message, 'string');
  assert.ok(body.message.length > 10, `message too short: ${body.message}`);
  return body;
}

/** Checks a 200 and drains its body; returns the credit headers. */
export async function expectSuccess(response: Response): Promise<{ charged: number; remaining: number }> {
  const text = await response.text();
  assert.equal(response.status, 200, `expected 200, got ${response.status}: ${text}`);
  assert.equal((JSON.parse(text) as { success: boolean }).success, true);
  return { charged: Number(response.headers.get('x-credits-charged')), remaining: Number(response.headers.get('x-credits-remaining')) };
}

/** The RateLimit-* headers as numbers (NaN when missing). */
export function rateHeaders(response: Response): { limit: number; remaining: number; reset: number } {
  const read = (name: string) => {
    const value = response.headers.get(name);
    return value === null || !/^\d+$/.test(value) ? Number.NaN : Number(value);
  };
  return { limit: read('ratelimit-limit'), remaining: read('ratelimit-remaining'), reset: read('ratelimit-reset') };
}

export async function accountCredits(user: TestUser): Promise<CreditView> {
  const response = await user.call('GET', '/v1/account');
  assert.equal(response.status, 200);
  return ((await response.json()) as { credits: CreditView }).credits;
}

/** Today's (UTC) row of GET /v1/account/usage. */
export async function usageToday(user: TestUser): Promise<{ date: string; requests: number; credits: number }> {
  const response = await user.call('GET', '/v1/account/usage?days=2');
  assert.equal(response.status, 200);
  const { days } = (await response.json()) as { days: Array<{ date: string; requests: number; credits: number }> };
  const today = days.at(-1);
  assert.ok(today, 'the usage route returned no days');
  assert.equal(today.date, new Date().toISOString().slice(0, 10));
  return today;
}

export async function readiness(baseUrl: string): Promise<{ status: number; checks: Record<string, boolean> }> {
  const response = await fetch(`${baseUrl}/readyz`);
  return { status: response.status, checks: ((await response.json()) as { checks: Record<string, boolean> }).checks };
}

/** Polls GET /readyz until it answers `status` or `withinMs` has passed; returns the last answer. */
export async function waitForReadiness(baseUrl: string, status: number, withinMs: number) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const ready = await readiness(baseUrl);
    if (ready.status === status || Date.now() > deadline) return ready;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Counts of each status code, e.g. { 200: 10, 402: 30 }. */
export function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * The values of the named environment variables, or null after printing a loud line and
 * registering a skipped test: a missing service never passes silently.
 */
export function requireEnv(names: string[], what: string): Record<string, string> | null {
  const missing = names.filter((name) => !process.env[name]);
  if (missing.length === 0) return Object.fromEntries(names.map((name) => [name, process.env[name]!]));
  const reason = `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set; ${what} did not run`;
  console.log(`!!! SKIPPED: ${reason}`);
  test(what, { skip: reason }, () => {});
  return null;
}

/** Keys of one limiter namespace, e.g. keysOf(redis, ns, 'rate'). */
export async function keysOf(redis: Redis, namespace: string, limiter = '*'): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${namespace}:${limiter}:*`, 'COUNT', 1000);
    cursor = next;
    found.push(...batch);
  } while (cursor !== '0');
  return found;
}

/** Removes what a test left in its own namespace (never anything else). */
export async function removeNamespace(redis: Redis, namespace: string): Promise<void> {
  const keys = await keysOf(redis, namespace);
  if (keys.length > 0) await redis.del(...keys);
}
