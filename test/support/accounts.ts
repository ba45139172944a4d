// A dashboard user, for tests: registers, keeps the session cookie, creates keys.

import { randomUUID } from 'node:crypto';

export interface TestUser {
  email: string;
  password: string;
  cookie: string;
  /** A JSON request with the session cookie. */
  call: (method: string, route: string, body?: unknown) => Promise<Response>;
  createKey: (name?: string) => Promise<{ id: string; key: string; prefix: string }>;
}

export async function registerUser(baseUrl: string, email = `user-${randomUUID()}@example.com`, password = 'correct horse battery'): Promise<TestUser> {
  const response = await fetch(`${baseUrl}/v1/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const cookie = sessionCookie(response);
  const call = (method: string, route: string, body?: unknown) =>
    fetch(`${baseUrl}${route}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    email,
    password,
    cookie,
    call,
    createKey: async (name = 'test key') => {
      const created = await call('POST', '/v1/account/keys', { name });
      if (created.status !== 201) throw new Error(`key creation failed: ${created.status}`);
      return (await created.json()) as { id: string; key: string; prefix: string };
    },
  };
}

/** "name=value" of the session cookie a response set. */
export function sessionCookie(response: Response): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('dx_session='));
  if (!header) throw new Error('no session cookie was set');
  return header.split(';')[0]!;
}
