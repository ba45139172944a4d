// The metering step for accounts: a rate limit per account, credits per account, and the
// per-day usage record behind GET /v1/account/usage.
//
// An account's allowance is FREE_CREDITS plus the bonus an operator granted it. Credits are
// charged with one atomic increment in the limiter store (a Redis script, or the in-process
// map) and the result is compared with the allowance, so concurrent requests can never
// spend more than it. An increment that passes the allowance is refused and undone at once;
// for that short moment a concurrent request near the limit may be refused too, but none
// overspends.

import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Account } from '../access/authenticate.ts';
import { ApiError } from '../errors.ts';
import type { Limiters } from './limiters.ts';
import type { UsageRecorder } from './usage-recorder.ts';
import type { Admission, Charge, RateWindow, UsageGate } from './usage-gate.ts';

export interface CreditStatus {
  limit: number;
  used: number;
  remaining: number;
  windowSeconds: number;
}

export interface MeteredUsage extends UsageGate {
  credits(account: Account): Promise<CreditStatus>;
}

export function meteredUsage(limiters: Limiters, usage: UsageRecorder, storeReady: () => Promise<boolean>): MeteredUsage {
  const { settings } = limiters;
  const rateWindow = (result: RateLimiterRes): RateWindow => ({
    limit: settings.rateLimit,
    remaining: Math.max(0, settings.rateLimit - result.consumedPoints),
    resetSeconds: Math.ceil(result.msBeforeNext / 1000),
  });

  const recordUsage = (account: Account, requests: number, credits: number) => usage.add(account.id, requests, credits);

  const allowance = (account: Account) => settings.freeCredits + Math.max(0, account.bonusCredits);

  const creditStatus = async (account: Account): Promise<CreditStatus> => {
    const limit = allowance(account);
    const result = await limiters.credits.get(account.id);
    const used = Math.min(limit, Math.max(0, result?.consumedPoints ?? 0));
    return { limit, used, remaining: limit - used, windowSeconds: settings.creditWindowSeconds };
  };

  return {
    async admit(account): Promise<Admission> {
      let rate: RateWindow;
      try {
        rate = rateWindow(await limiters.rate.consume(account.id, 1));
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const window = rateWindow(error);
        const retryAfterSeconds = Math.max(1, window.resetSeconds);
        throw new ApiError('EXT_RATE_LIMITED', { limit: settings.rateLimit, windowSeconds: settings.rateLimitWindowSeconds, retryAfterSeconds }, {
          'Retry-After': String(retryAfterSeconds),
          'RateLimit-Limit': String(window.limit),
          'RateLimit-Remaining': '0',
          'RateLimit-Reset': String(retryAfterSeconds),
        });
      }
      recordUsage(account, 1, 0);
      const credits = await creditStatus(account);
      if (credits.remaining <= 0) {
        throw new ApiError('EXT_CREDITS_EXHAUSTED', { limit: credits.limit, windowSeconds: credits.windowSeconds }, rateHeaders(rate));
      }
      return { rate };
    },

    async charge(account, credits): Promise<Charge> {
      const limit = allowance(account);
      // The credits limiter's own ceiling is out of reach (see limiters.ts): the allowance
      // is per account, so it is checked here, on the value the increment returned.
      const consumed = await limiters.credits.consume(account.id, credits);
      if (consumed.consumedPoints > limit) {
        await limiters.credits.reward(account.id, credits);
        const remaining = Math.max(0, limit - (consumed.consumedPoints - credits));
        throw new ApiError('EXT_CREDITS_INSUFFICIENT', { cost: credits, remaining });
      }
      recordUsage(account, 0, credits);
      return { charged: credits, remaining: Math.max(0, limit - consumed.consumedPoints) };
    },

    credits: creditStatus,
    isReady: storeReady,
  };
}

function rateHeaders(rate: RateWindow): Record<string, string> {
  return {
    'RateLimit-Limit': String(rate.limit),
    'RateLimit-Remaining': String(rate.remaining),
    'RateLimit-Reset': String(rate.resetSeconds),
  };
}
