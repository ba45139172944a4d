// The rate-limiter-flexible limiters of one service instance: in-process when REDIS_URL is
// unset; in Redis when it is set, so every instance shares one allowance per account.
//
// When Redis fails, each Redis limiter falls back to an in-process insurance limiter with
// the same limits: the service keeps limiting (per instance) and keeps serving, instead of
// opening the door or answering 500 to everyone. Counts made during the outage stay in that
// instance and are not carried back to Redis.

import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LimitSettings {
  rateLimit: number;
  rateLimitWindowSeconds: number;
  freeCredits: number;
  creditWindowSeconds: number;
  /** Sign-in protection; the defaults suit a public service. */
  login?: LoginLimits;
}

export interface LoginLimits {
  failuresPerEmail: number;
  attemptsPerAddress: number;
  windowSeconds: number;
}

// Five wrong passwords lock an email for a quarter of an hour; thirty sign-in or
// registration attempts do the same for a client address (a registration costs a scrypt).
const DEFAULT_LOGIN_LIMITS: LoginLimits = Object.freeze({ failuresPerEmail: 5, attemptsPerAddress: 30, windowSeconds: 15 * 60 });

export interface Limiters {
  /** Extraction requests per account per rate window. */
  rate: RateLimiterAbstract;
  /** Credits spent per account per credit window; the window starts with the first charge. */
  credits: RateLimiterAbstract;
  /** Failed sign-ins per email, and sign-in or registration attempts per client address. */
  loginByEmail: RateLimiterAbstract;
  loginByAddress: RateLimiterAbstract;
  settings: LimitSettings;
}

const UNCAPPED_POINTS = Number.MAX_SAFE_INTEGER;

interface LimiterSpec {
  keyPrefix: string;
  points: number;
  duration: number;
}

/** `namespace` prefixes every key, so two deployments (or test runs) can share one Redis. */
export function createLimiters(settings: LimitSettings, redis: Redis | null, namespace = 'dx'): Limiters {
  const build = (named: LimiterSpec): RateLimiterAbstract => {
    const spec = { ...named, keyPrefix: `${namespace}:${named.keyPrefix}` };
    if (!redis) return new RateLimiterMemory(spec);
    return new RateLimiterRedis({
      ...spec,
      storeClient: redis,
      // Fail over to the insurance limiter at once instead of queueing behind a dead socket.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(spec),
    });
  };
  const login = settings.login ?? DEFAULT_LOGIN_LIMITS;
  return {
    rate: build({ keyPrefix: 'rate', points: settings.rateLimit, duration: settings.rateLimitWindowSeconds }),
    // Allowances differ per account (operators grant bonus credits), so the limiter only
    // counts, atomically, and metered-usage.ts compares the count with each allowance.
    credits: build({ keyPrefix: 'credits', points: UNCAPPED_POINTS, duration: settings.creditWindowSeconds }),
    loginByEmail: build({ keyPrefix: 'login-email', points: login.failuresPerEmail, duration: login.windowSeconds }),
    loginByAddress: build({ keyPrefix: 'login-addr', points: login.attemptsPerAddress, duration: login.windowSeconds }),
    settings,
  };
}
