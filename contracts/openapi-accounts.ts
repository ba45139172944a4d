// The account part of the OpenAPI document: the dashboard's JSON API (shared/CONTRACT.md
// section 4), authenticated by the session cookie that register and login set.

import { errorResponses, headerRefs, jsonContent, nullableString, ref, type Json } from './openapi-parts.ts';

const SESSION = [{ SessionCookie: [] }];

const credentialsBody: Json = {
  required: true,
  content: jsonContent({
    type: 'object',
    required: ['email', 'password'],
    properties: { email: { type: 'string', format: 'email' }, password: { type: 'string', minLength: 8 } },
  }),
};

function operation(operationId: string, summary: string, description: string, responses: Json, extra: Json = {}): Json {
  return { operationId, tags: ['Account'], summary, description, security: SESSION, responses, ...extra };
}

function json(description: string, schemaName: string, withCookie = false): Json {
  return {
    description,
    headers: { ...headerRefs(['X-Request-Id']), ...(withCookie ? { 'Set-Cookie': { description: 'The session cookie (HttpOnly, SameSite=Lax).', schema: { type: 'string' } } } : {}) },
    content: jsonContent(ref(schemaName)),
  };
}

const noContent = (description: string): Json => ({ description, headers: headerRefs(['X-Request-Id']) });

export function accountPaths(): Json {
  return {
    '/v1/account/register': {
      post: operation('register', 'Create an account', 'Creates an account and signs it in (sets the session cookie).', {
        201: json('Registered and signed in.', 'EmailResponse', true),
        ...errorResponses([400, 403, 409, 429, 503], [429, 503]),
      }, { security: [], requestBody: credentialsBody }),
    },
    '/v1/account/login': {
      post: operation('login', 'Sign in', 'Starts a new session (a new cookie value at every sign-in). Attempts are limited per email and per client address.', {
        200: json('Signed in.', 'EmailResponse', true),
        ...errorResponses([400, 401, 403, 429, 503], [429, 503]),
      }, { security: [], requestBody: credentialsBody }),
    },
    '/v1/account/logout': {
      post: operation('logout', 'Sign out', 'Ends the session and clears the cookie.', { 204: noContent('Signed out.'), ...errorResponses([403, 503], [503]) }),
    },
    '/v1/account': {
      get: operation('getAccount', 'The account and its allowance', 'Credits used and left in the window, and the rate limit.', {
        200: json('The account.', 'AccountResponse'),
        ...errorResponses([401, 503], [503]),
      }),
    },
    '/v1/account/keys': {
      get: operation('listKeys', 'List API keys', 'Live keys with their prefix; never the key itself.', {
        200: json('The keys.', 'KeyListResponse'),
        ...errorResponses([401, 503], [503]),
      }),
      post: operation('createKey', 'Create an API key', 'Creates a named key. The response is the only time the key is shown.', {
        201: json('The new key, shown once.', 'CreatedKeyResponse'),
        ...errorResponses([400, 401, 403, 503], [503]),
      }, {
        requestBody: {
          required: true,
          content: jsonContent({ type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1, maxLength: 100 } } }),
        },
      }),
    },
    '/v1/account/keys/{id}': {
      delete: operation('revokeKey', 'Revoke an API key', 'The key is refused from then on, by every instance.', {
        204: noContent('Revoked.'),
        ...errorResponses([401, 403, 404, 503], [503]),
      }, { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] }),
    },
    '/v1/account/usage': {
      get: operation('getUsage', 'Usage per day', 'Requests and credits per UTC day, oldest first, zeros included.', {
        200: json('Usage per day.', 'UsageResponse'),
        ...errorResponses([400, 401, 503], [503]),
      }, { parameters: [{ name: 'days', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 366, default: 30 } }] }),
    },
  };
}

export function accountSchemas(): Json {
  const dateTime = { type: 'string', format: 'date-time' };
  const keySummary = {
    id: { type: 'string' },
    name: { type: 'string' },
    prefix: { type: 'string', description: 'The first characters of the key, enough to recognise it.' },
    createdAt: dateTime,
  };
  return {
    EmailResponse: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
    AccountResponse: {
      type: 'object',
      required: ['email', 'credits', 'rateLimit'],
      properties: {
        email: { type: 'string' },
        credits: {
          type: 'object',
          required: ['limit', 'used', 'remaining', 'windowSeconds'],
          properties: { limit: { type: 'integer' }, used: { type: 'integer' }, remaining: { type: 'integer' }, windowSeconds: { type: 'integer' } },
        },
        rateLimit: {
          type: 'object',
          required: ['limit', 'windowSeconds'],
          properties: { limit: { type: 'integer' }, windowSeconds: { type: 'integer' } },
        },
      },
    },
    KeyListResponse: {
      type: 'object',
      required: ['keys'],
      properties: {
        keys: {
          type: 'array',
          items: { type: 'object', required: [...Object.keys(keySummary), 'lastUsedAt'], properties: { ...keySummary, lastUsedAt: nullableString({ format: 'date-time' }) } },
        },
      },
    },
    CreatedKeyResponse: {
      type: 'object',
      required: ['id', 'name', 'key', 'prefix', 'createdAt'],
      properties: { ...keySummary, key: { type: 'string', description: 'The API key: shown this once, stored only as a hash.' } },
    },
    UsageResponse: {
      type: 'object',
      required: ['days'],
      properties: {
        days: {
          type: 'array',
          items: {
            type: 'object',
            required: ['date', 'requests', 'credits'],
            properties: { date: { type: 'string', format: 'date' }, requests: { type: 'integer' }, credits: { type: 'integer' } },
          },
        },
      },
    },
  };
}
