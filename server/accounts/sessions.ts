// Dashboard sessions: a random id in an HttpOnly, SameSite=Lax cookie (Secure over
// HTTPS), stored server-side only as a hash, so sessions can be listed, expired and
// revoked. A new id is issued at every sign-in (no session fixation).

import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { AccountRow, AccountStore } from './account-store.ts';

const SESSION_COOKIE = 'dx_session';
const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export class SessionManager {
  constructor(private readonly store: AccountStore) {}

  /** Starts a fresh session for the account, ending the one the browser had. */
  async start(ctx: Context, accountId: string): Promise<void> {
    await this.end(ctx);
    const id = randomBytes(32).toString('base64url');
    await this.store.createSession(hashSessionId(id), accountId, SESSION_TTL_SECONDS);
    ctx.cookies.set(SESSION_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secure,
      path: '/',
      maxAge: SESSION_TTL_SECONDS * 1000,
      overwrite: true,
    });
  }

  async account(ctx: Context): Promise<AccountRow | null> {
    const id = ctx.cookies.get(SESSION_COOKIE);
    if (!id || id.length > 100) return null;
    return this.store.findSessionAccount(hashSessionId(id));
  }

  async end(ctx: Context): Promise<void> {
    const id = ctx.cookies.get(SESSION_COOKIE);
    if (id && id.length <= 100) await this.store.deleteSession(hashSessionId(id));
    ctx.cookies.set(SESSION_COOKIE, null, { httpOnly: true, sameSite: 'lax', secure: ctx.secure, path: '/', overwrite: true });
  }
}

function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}
