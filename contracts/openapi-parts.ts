// Small builders shared by the parts of the OpenAPI document.

import { ERROR_CODES, STATUS_TEXT } from './error-codes.ts';

/** A loose type: the document is plain JSON, checked by tests rather than by the compiler. */
export type OpenApiDocument = Record<string, unknown>;

export type Json = Record<string, unknown>;

export const ref = (name: string, kind: 'schemas' | 'responses' | 'headers' = 'schemas'): Json => ({
  $ref: `#/components/${kind}/${name}`,
});

export const headerRefs = (names: string[]): Json => Object.fromEntries(names.map((n) => [n, ref(n, 'headers')]));

export const jsonContent = (schema: Json): Json => ({ 'application/json': { schema } });

export const nullableString = (extra: Json = {}): Json => ({ type: ['string', 'null'], ...extra });

export const intHeader = (description: string): Json => ({ description, schema: { type: 'integer', minimum: 0 } });

const ERROR_HEADERS = ['X-Request-Id', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

/** components.responses.Error: the one error response, body ErrorBody. */
export function errorResponse(): Json {
  return { description: 'Error', headers: headerRefs(ERROR_HEADERS), content: jsonContent(ref('ErrorBody')) };
}

/**
 * Error responses by status, each describing the codes the error table gives that status.
 * Most are a $ref to the shared Error response; those in `retryAfter` (429, 503) spell it out
 * with the same ErrorBody schema plus a required Retry-After header, which a $ref cannot add.
 */
export function errorResponses(statuses: number[], retryAfter: number[] = []): Json {
  const codesFor = (status: number): string[] =>
    Object.entries(ERROR_CODES).filter(([, entry]) => entry.status === status).map(([code]) => code);
  return Object.fromEntries(
    statuses.map((status) => {
      const text = (STATUS_TEXT as Record<number, string>)[status] ?? 'Error';
      const codes = codesFor(status);
      const description = codes.length > 0 ? `${text} (codes: ${codes.join(', ')})` : text;
      if (!retryAfter.includes(status)) return [String(status), { ...ref('Error', 'responses'), description }];
      const headers = headerRefs([...ERROR_HEADERS, 'Retry-After']);
      return [String(status), { description, headers, content: jsonContent(ref('ErrorBody')) }];
    }),
  );
}
