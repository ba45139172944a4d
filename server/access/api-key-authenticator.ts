// API keys → accounts. A key with the wrong shape or checksum is refused before any
// database look-up; a well-formed one is looked up by its SHA-256 hash and compared in
// constant time. Revocation is read from the database on every request, so a revoked key
// is refused at once by every instance.

import { timingSafeEqual } from 'node:crypto';
import type { AccountStore } from '../accounts/account-store.ts';
import { hashApiKey, isWellFormedApiKey } from '../accounts/api-key-format.ts';
import { ApiError } from '../errors.ts';
import type { Account, Authenticator } from './authenticate.ts';

// last_used_at is a hint for people, not an audit log: one write a minute per key is plenty.
const LAST_USED_RESOLUTION_MS = 60_000;

export function apiKeyAuthenticator(store: AccountStore): Authenticator {
  return {
    enforcesKeys: true,
    async authenticate(apiKey): Promise<Account> {
      if (!apiKey) throw new ApiError('EXT_KEY_MISSING');
      if (!isWellFormedApiKey(apiKey)) throw new ApiError('EXT_KEY_INVALID');
      const keyHash = hashApiKey(apiKey);
      const row = await store.findApiKeyByHash(keyHash);
      if (!row || !timingSafeEqual(Buffer.from(row.key_hash), Buffer.from(keyHash))) throw new ApiError('EXT_KEY_INVALID');
      if (row.revoked_at) throw new ApiError('EXT_KEY_REVOKED');
      const nowMs = Date.now();
      if (!row.last_used_at || nowMs - Date.parse(row.last_used_at) > LAST_USED_RESOLUTION_MS) {
        await store.touchApiKey(row.id, new Date(nowMs).toISOString());
      }
      return { id: row.account_id, bonusCredits: row.bonus_credits };
    },
  };
}
