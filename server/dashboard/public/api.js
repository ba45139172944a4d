// The client of the service's JSON API (the account routes, formats, the OpenAPI document)
// and of the extraction endpoint for the playground. Same origin, session cookie.

class ApiError extends Error {
  constructor(status, body, headers) {
    super(body?.message ?? (status === 0 ? 'network error' : `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code ?? null;
    this.serverMessage = typeof body?.message === 'string' ? body.message : null;
    const retryAfter = Number(headers?.get('retry-after'));
    this.retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
  }
}

let onSignedOut = () => {};

/** Called when an account route answers that the session is gone (expired, signed out elsewhere). */
export function whenSignedOut(handler) {
  onSignedOut = handler;
}

async function request(method, path, body, { quietAuth = false } = {}) {
  let response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, null, null);
  }
  if (response.status === 204) return null;
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const error = new ApiError(response.status, data, response.headers);
    if (error.code === 'EXT_NOT_SIGNED_IN' && !quietAuth) onSignedOut();
    throw error;
  }
  return data;
}

export const api = {
  /** The signed-in account, or null when there is no session. */
  async account() {
    try {
      return await request('GET', '/v1/account', undefined, { quietAuth: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  accountOrSignOut: () => request('GET', '/v1/account'),
  register: (email, password) => request('POST', '/v1/account/register', { email, password }),
  login: (email, password) => request('POST', '/v1/account/login', { email, password }),
  logout: () => request('POST', '/v1/account/logout'),
  listKeys: async () => (await request('GET', '/v1/account/keys')).keys,
  createKey: (name) => request('POST', '/v1/account/keys', { name }),
  revokeKey: (id) => request('DELETE', `/v1/account/keys/${encodeURIComponent(id)}`),
  usage: async (days = 30) => (await request('GET', `/v1/account/usage?days=${days}`)).days,
  formats: async () => (await request('GET', '/v1/formats')).formats,
  openapi: () => request('GET', '/openapi.json'),

  /**
   * One extraction, as the playground sends it. Never throws for an HTTP error: the answer,
   * whatever its status, is what the playground shows.
   */
  async extract({ file, format, mode, fallback, key, password }) {
    const form = new FormData();
    form.append('file', file, file.name);
    if (password) form.append('password', password);
    const query = new URLSearchParams({ mode, fallback });
    const started = performance.now();
    let response;
    try {
      response = await fetch(`/v1/extract/${encodeURIComponent(format)}?${query}`, {
        method: 'POST',
        headers: { 'x-api-key': key, accept: 'application/json' },
        body: form,
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch {
      return { status: 0, ok: false, headers: new Headers(), body: null, durationMs: performance.now() - started };
    }
    const body = await response.json().catch(() => null);
    return { status: response.status, ok: response.ok, headers: response.headers, body, durationMs: performance.now() - started };
  },
};
