// Configuration from environment variables (shared/CONTRACT.md section 2).
// Every value is checked once at start-up; a bad one stops the process with a message
// that names the variable, rather than surfacing later as a confusing failure.

import { availableParallelism } from 'node:os';
import path from 'node:path';
import { LOG_LEVELS, type LogLevel } from './logger.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  freeCredits: number;
  creditWindowSeconds: number;
  rateLimit: number;
  rateLimitWindowSeconds: number;
  maxUploadMb: number;
  extractTimeoutMs: number;
  workerMemoryMb: number;
  workers: number;
  pluginsDir: string;
  /** Behind a TLS-terminating proxy: trust X-Forwarded-Proto / -For for https and client addresses. */
  trustProxy: boolean;
  logLevel: LogLevel;
}

export class ConfigError extends Error {
  constructor(variable: string, value: string, expected: string) {
    super(`Invalid ${variable}=${JSON.stringify(value)}: expected ${expected}.`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const read = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      throw new ConfigError(name, raw, `a whole number from ${min} to ${max}`);
    }
    return value;
  };
  const url = (name: string, schemes: string[]): string | null => {
    const raw = read(name);
    if (raw === undefined) return null;
    let protocol: string;
    try {
      protocol = new URL(raw).protocol;
    } catch {
      protocol = '';
    }
    if (!schemes.includes(protocol)) {
      throw new ConfigError(name, redactUrl(raw), `a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}`);
    }
    return raw;
  };

  const flag = (name: string, fallback: boolean): boolean => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (/^(1|true|yes)$/i.test(raw)) return true;
    if (/^(0|false|no)$/i.test(raw)) return false;
    throw new ConfigError(name, raw, 'true or false');
  };

  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(name, raw, `one of ${allowed.join(', ')}`);
    return raw as T;
  };

  const host = read('HOST') ?? '0.0.0.0';
  if (/\s/.test(host)) throw new ConfigError('HOST', host, 'a host name or IP address');

  return {
    port: integer('PORT', 8080, 0, 65535),
    host,
    dataDir: path.resolve(cwd, read('DATA_DIR') ?? './data'),
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    freeCredits: integer('FREE_CREDITS', 1000, 0, 1_000_000_000),
    creditWindowSeconds: integer('CREDIT_WINDOW_SECONDS', 86_400, 1, 31_622_400),
    rateLimit: integer('RATE_LIMIT', 60, 1, 1_000_000_000),
    rateLimitWindowSeconds: integer('RATE_LIMIT_WINDOW_SECONDS', 60, 1, 31_622_400),
    maxUploadMb: integer('MAX_UPLOAD_MB', 50, 1, 4096),
    extractTimeoutMs: integer('EXTRACT_TIMEOUT_MS', 60_000, 100, 3_600_000),
    workerMemoryMb: integer('WORKER_MEMORY_MB', 512, 32, 65_536),
    workers: integer('WORKERS', availableParallelism(), 1, 256),
    pluginsDir: path.resolve(cwd, read('PLUGINS_DIR') ?? './plugins'),
    trustProxy: flag('TRUST_PROXY', false),
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
  };
}

// A database or Redis URL may carry a password: never echo it.
function redactUrl(raw: string): string {
  return raw.replace(/\/\/[^@/]*@/, '//***@');
}
