// The authentication step of the pipeline: an API key in, an account out.
// The key travels in `x-api-key` or `Authorization: Bearer`; an Authenticator decides.

import type { Context } from 'koa';

export interface Account {
  id: string;
  /** Credits per window granted by an operator on top of FREE_CREDITS. */
  bonusCredits: number;
}

export interface Authenticator {
  /** The account the key belongs to; throws ApiError (401) for a missing, unknown or revoked key. */
  authenticate(apiKey: string | null): Promise<Account>;
}

export function apiKeyFrom(ctx: Context): string | null {
  const headerKey = ctx.get('x-api-key').trim();
  if (headerKey) return headerKey;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'));
  return bearer?.[1] ?? null;
}

/** Every request is served as one shared account: for a private deployment without keys. */
export function openAccess(): Authenticator {
  const account: Account = Object.freeze({ id: 'open-access', bonusCredits: 0 });
  return { authenticate: async () => account };
}
