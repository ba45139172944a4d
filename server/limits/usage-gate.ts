// The metering step of the pipeline: admit a request (rate limit, credit left) before any
// work, charge credits after a successful extraction.

import type { Account } from '../access/authenticate.ts';

export interface RateWindow {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

export interface Admission {
  /** The account's rate window after this request, for the RateLimit-* headers. */
  rate: RateWindow | null;
}

export interface Charge {
  charged: number;
  /** Credits left in the window; null when the account is not metered. */
  remaining: number | null;
}

export interface UsageGate {
  /** Counts the request against the rate limit and checks that some credit is left;
   * throws ApiError (429, 402) when not. */
  admit(account: Account): Promise<Admission>;
  /** Charges atomically, all or nothing; throws ApiError (402) when the credits left do not cover it. */
  charge(account: Account, credits: number): Promise<Charge>;
  /** Whether the limiter store answers (for /readyz). */
  isReady(): Promise<boolean>;
}

/** No rate limit, no credits: for a private deployment without accounts. */
export function unmeteredUsage(): UsageGate {
  return {
    admit: async () => ({ rate: null }),
    charge: async (_account, credits) => ({ charged: credits, remaining: null }),
    isReady: async () => true,
  };
}
