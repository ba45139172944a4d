// API keys → accounts. A key with the wrong shape or checksum is refused before any
// database look-up; a well-formed one is looked up by its SHA-256 hash and compared in
// constant time. Revocation is read from the database on every request, so a revoked key
// is refused at once by every instance. The look-up is a read: with SQLite in WAL mode it
// goes on while another connection holds the write lock.

import { timingSafeEqual } from 'node:crypto';
import type { AccountStore } from '../accounts/account-store.ts';
import { hashApiKey, isWellFormedApiKey } from '../accounts/api-key-format.ts';
import { ApiError } from '../errors.ts';
import type { Account, Authenticator } from './authenticate.ts';
import { lastUsedMarker } from './last-used-marker.ts';

export function apiKeyAuthenticator(store: AccountStore): Authenticator {
  const lastUsed = lastUsedMarker(store);
  return {
    async authenticate(apiKey): Promise<Account> {
      if (!apiKey) throw new ApiError('EXT_KEY_MISSING');
      if (!isWellFormedApiKey(apiKey)) throw new ApiError('EXT_KEY_INVALID');
      const keyHash = hashApiKey(apiKey);
      const row = await store.findApiKeyByHash(keyHash);
      if (!row || !timingSafeEqual(Buffer.from(row.key_hash), Buffer.from(keyHash))) throw new ApiError('EXT_KEY_INVALID');
      if (row.revoked_at) throw new ApiError('EXT_KEY_REVOKED');
      await lastUsed.markUsed(row.id, row.last_used_at);
      return { id: row.account_id, bonusCredits: row.bonus_credits };
    },
  };
}
