// Keeps api_keys.last_used_at roughly current without letting it hold up a request.
// last_used_at is a hint for people, not an audit log: one write a minute per key is plenty.
// A request waits a moment for its key's write, so a list read right after sees it; while the
// database is locked or slow it goes on without it, and the next request tries again. At most
// one write per key is under way, so a long lock never piles them up.

import type { AccountStore } from '../accounts/account-store.ts';

export const LAST_USED_RESOLUTION_MS = 60_000;
const WAIT_FOR_WRITE_MS = 250;
const MAX_WRITES_UNDER_WAY = 1000;

export interface LastUsedMarker {
  /** Records the use of a key whose stored last use is `lastUsedAt`. */
  markUsed(keyId: string, lastUsedAt: string | null, nowMs?: number): Promise<void>;
}

export function lastUsedMarker(store: Pick<AccountStore, 'touchApiKey'>, waitForWriteMs = WAIT_FOR_WRITE_MS): LastUsedMarker {
  const underWay = new Set<string>();
  return {
    async markUsed(keyId, lastUsedAt, nowMs = Date.now()) {
      if (lastUsedAt && nowMs - Date.parse(lastUsedAt) <= LAST_USED_RESOLUTION_MS) return;
      if (underWay.has(keyId) || underWay.size >= MAX_WRITES_UNDER_WAY) return;
      underWay.add(keyId);
      const write = store
        .touchApiKey(keyId, new Date(nowMs).toISOString())
        // A failed hint is retried by the key's next request; nothing else depends on it.
        .catch(() => {})
        .finally(() => underWay.delete(keyId));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([write, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitForWriteMs)))]);
      clearTimeout(timer);
    },
  };
}
