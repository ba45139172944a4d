// The OpenAPI 3.1 document of the service's HTTP contract (shared/CONTRACT.md),
// served at GET /openapi.json. The error part (ErrorBody's `error` and `code` enums and the
// `x-error-codes` table) is generated from error-codes.ts, the one table every error body comes
// from, so adding or changing a code there updates the document with no second list to forget.

import { ERROR_CODES, STATUS_TEXT } from './error-codes.ts';

import {
  errorResponse,
  errorResponses,
  headerRefs,
  intHeader,
  jsonContent,
  nullableString,
  ref,
  type Json,
  type OpenApiDocument,
} from './openapi-parts.ts';
import { accountPaths, accountSchemas } from './openapi-accounts.ts';
import { elementSchemas } from './openapi-elements.ts';

export type { OpenApiDocument } from './openapi-parts.ts';

const METADATA_PROPERTIES: Json = {
  title: nullableString(),
  pages: { type: 'integer', minimum: 1, description: 'Pages, slides or sheets; 1 for unpaged documents.' },
  words: { type: 'integer', minimum: 0, description: 'Word-like segments of the plain-text rendering.' },
  wordCount: { type: 'integer', minimum: 0, description: 'Equal to `words`.' },
  characters: { type: 'integer', minimum: 0, description: 'Unicode code points of the plain-text rendering.' },
  contentType: { type: 'string', description: 'Media type detected from the bytes.' },
  extension: { type: 'string', description: 'Lower case, with the leading dot.', examples: ['.pdf'] },
  created: nullableString({ format: 'date-time', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$' }),
  modified: nullableString({ format: 'date-time', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$' }),
  creator: nullableString(),
  last_author: nullableString(),
  subject: nullableString(),
  raw: { type: 'object', additionalProperties: true, description: "The document's own metadata as read." },
};

function schemas(): Json {
  return {
    ExtractResponse: {
      type: 'object',
      required: ['success', 'content', 'metadata', 'wordCount'],
      properties: {
        success: { const: true },
        content: {
          description: 'The document as Markdown, plain text or an HTML fragment; for `json`, its elements in reading order.',
          oneOf: [{ type: 'string' }, { type: 'array', items: ref('Element') }],
        },
        metadata: ref('Metadata'),
        wordCount: { type: 'integer', minimum: 0, description: 'Equal to metadata.words.' },
      },
    },
    Metadata: {
      type: 'object',
      required: Object.keys(METADATA_PROPERTIES),
      properties: METADATA_PROPERTIES,
    },
    FormatsResponse: {
      type: 'object',
      required: ['formats'],
      properties: {
        formats: {
          type: 'array',
          items: {
            type: 'object',
            required: ['plugin', 'mimeTypes', 'extensions', 'modes'],
            properties: {
              plugin: { type: 'string' },
              mimeTypes: { type: 'array', items: { type: 'string' } },
              extensions: { type: 'array', items: { type: 'string' } },
              modes: { type: 'array', items: { type: 'string' }, description: 'In fallback order.' },
            },
          },
        },
      },
    },
    HealthResponse: {
      type: 'object',
      required: ['status'],
      properties: { status: { const: 'ok' } },
    },
    ReadinessResponse: {
      type: 'object',
      required: ['status', 'checks'],
      properties: {
        status: { type: 'string', enum: ['ok', 'unavailable'] },
        checks: { type: 'object', additionalProperties: { type: 'boolean' } },
      },
    },
    ErrorBody: {
      type: 'object',
      description: 'The body of every error, on every route (404 and 405 included). See x-error-codes.',
      required: ['success', 'status', 'error', 'code', 'message'],
      properties: {
        success: { const: false },
        status: { type: 'integer', description: 'The HTTP status.' },
        error: { type: 'string', enum: [...new Set(Object.values(STATUS_TEXT))] },
        code: { type: 'string', enum: Object.keys(ERROR_CODES) },
        message: { type: 'string', description: 'What went wrong and how to fix it.' },
      },
    },
  };
}

const HEADERS: Json = {
  'X-Request-Id': { description: 'Echoes a valid incoming X-Request-Id, else a new id.', schema: { type: 'string' } },
  // The RateLimit-* headers come on every authenticated extract response, errors included.
  'RateLimit-Limit': intHeader("Requests allowed in the account's rate window."),
  'RateLimit-Remaining': intHeader('Requests left in the rate window.'),
  'RateLimit-Reset': intHeader('Seconds until the rate window resets.'),
  'Retry-After': { ...intHeader('Seconds until a request would be admitted.'), required: true },
  'X-Credits-Charged': intHeader('Credits charged by this request (1 per page read).'),
  'X-Pages-Extracted': intHeader('Pages (slides, sheets) read: those of `pages` the document has, else all of them. What is charged.'),
  'X-Credits-Remaining': intHeader('Credits left in the credit window.'),
  'X-Extract-Plugin': { description: 'The plugin that produced the content.', schema: { type: 'string' } },
  'X-Extract-Mode': { description: 'The mode that produced the content.', schema: { type: 'string' } },
};

/** A simple GET operation with no parameters and no auth. */
function getOperation(operationId: string, tag: string, summary: string, description: string, responses: Json): Json {
  return { operationId, tags: [tag], summary, description, security: [], responses };
}

function jsonResponse(description: string, schemaName: string): Json {
  return { description, headers: headerRefs(['X-Request-Id']), content: jsonContent(ref(schemaName)) };
}

function extractOperation(): Json {
  return {
    operationId: 'extractDocument',
    tags: ['Extraction'],
    summary: 'Extract the content and metadata of a document',
    description:
      'Upload one document as multipart/form-data (part `file`) and get its content as Markdown, plain text, ' +
      'an HTML fragment or a list of elements (`json`), with its metadata. Checks run in this order: key (401), rate limit (429), credit ' +
      'left (402), request validity (400/413), extraction (400/500), charge (402). Only a 200 is charged: ' +
      '1 credit per page read (X-Pages-Extracted).',
    security: [{ ApiKeyHeader: [] }, { BearerAuth: [] }],
    parameters: [
      {
        name: 'format',
        in: 'path',
        required: true,
        description:
          'Output format; `md` and `markdown` give identical content; `json` gives `content` as an array of ' +
          'elements (heading, paragraph, list_item, table, code, quote, image, formula) with their page.',
        schema: { type: 'string', enum: ['md', 'markdown', 'txt', 'html', 'json'] },
      },
      {
        name: 'mode',
        in: 'query',
        required: false,
        description:
          '`auto` or a mode the handling plugin declares: `fast`, `structured`, `ocr`, or the plugin\'s own ' +
          '(see GET /v1/formats; PDF adds `pdfjs`, its second engine, last in its fallback order). ' +
          'A value not allowed for this file: 400 listing the allowed values.',
        schema: { type: 'string', default: 'auto' },
      },
      {
        name: 'fallback',
        in: 'query',
        required: false,
        description:
          '`auto` (on failure, timeout or empty text try the plugin\'s other modes in declared order), ' +
          '`none`, or a mode name (try exactly that one next).',
        schema: { type: 'string', default: 'auto' },
      },
      {
        name: 'pages',
        in: 'query',
        required: false,
        description:
          'Only these pages (slides, sheets) are read and charged: `item(,item)*`, each item `N` or `N-M`, digits ' +
          'only, 1 ≤ N ≤ M, no spaces or empty items; overlaps count once, pages past the end are ignored. A ' +
          'document without pages is one page. Bad syntax, or a list naming no page of the document: 400 ' +
          'EXT_INVALID_PAGES. `metadata.pages` stays the document\'s page count.',
        schema: { type: 'string', pattern: '^[0-9]+(-[0-9]+)?(,[0-9]+(-[0-9]+)?)*$', examples: ['1-3,7,10-12'] },
      },
    ],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: {
              file: { type: 'string', format: 'binary', description: 'The document (exactly one).' },
              password: { type: 'string', description: 'Opens an encrypted document.' },
            },
          },
        },
      },
    },
    responses: {
      200: {
        description: 'The extracted content and metadata.',
        headers: headerRefs([
          'X-Request-Id',
          'RateLimit-Limit',
          'RateLimit-Remaining',
          'RateLimit-Reset',
          'X-Pages-Extracted',
          'X-Credits-Charged',
          'X-Credits-Remaining',
          'X-Extract-Plugin',
          'X-Extract-Mode',
        ]),
        content: jsonContent(ref('ExtractResponse')),
      },
      ...errorResponses([400, 401, 402, 413, 429, 500, 503], [429, 503]),
    },
  };
}

export function buildOpenApiDocument(options: { serverUrl?: string } = {}): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Document extraction API',
      version: '1.0.0',
      description:
        'Upload a document (PDF, office files, HTML, text and whatever the installed plugins handle; see ' +
        'GET /v1/formats) and get its content as Markdown, plain text or HTML, with its metadata. ' +
        'Authenticate with an API key (`x-api-key` header or `Authorization: Bearer`). A successful ' +
        'extraction costs 1 credit per page from the account\'s free allowance in a rolling window; every ' +
        'extraction request counts against the account\'s rate limit (RateLimit-* headers; 429 with ' +
        'Retry-After when used up). Every error has the ErrorBody shape; its codes are listed in x-error-codes.',
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    tags: [
      { name: 'Extraction', description: 'Document content extraction.' },
      { name: 'Service', description: 'Formats, health and the API description.' },
      { name: 'Account', description: 'The dashboard API: accounts, sessions, API keys and usage (session cookie).' },
    ],
    paths: {
      '/v1/extract/{format}': { post: extractOperation() },
      ...accountPaths(),
      '/': {
        get: getOperation('getDashboard', 'Service', 'The dashboard',
          'The web dashboard: register or sign in, manage API keys, see usage, try the API in the playground, read these docs.',
          { 200: { description: 'The dashboard page.', content: { 'text/html': { schema: { type: 'string' } } } } }),
      },
      '/v1/formats': {
        get: getOperation('listFormats', 'Service', 'List the supported formats',
          'The installed plugins with the media types and extensions they handle and their modes, in fallback order.',
          { 200: jsonResponse('The supported formats.', 'FormatsResponse') }),
      },
      '/healthz': {
        get: getOperation('getHealth', 'Service', 'Liveness check', 'Answers 200 while the process runs.',
          { 200: jsonResponse('The process is running.', 'HealthResponse') }),
      },
      '/readyz': {
        get: getOperation('getReadiness', 'Service', 'Readiness check',
          'Answers 200 when the database, the limiter store and the worker pool answer; 503 otherwise.',
          {
            200: jsonResponse('Ready.', 'ReadinessResponse'),
            503: jsonResponse('Not ready; `checks` says which dependency failed.', 'ReadinessResponse'),
          }),
      },
      '/metrics': {
        get: getOperation('getMetrics', 'Service', 'Prometheus metrics',
          'Requests by route and status, extraction durations by plugin and mode, attempts by outcome, fallbacks, pool queue depth and utilisation, worker restarts by reason, credits charged, limit refusals, process metrics.',
          { 200: { description: 'Prometheus text exposition format.', content: { 'text/plain': { schema: { type: 'string' } } } } }),
      },
      '/openapi.json': {
        get: getOperation('getOpenApiDocument', 'Service', 'This OpenAPI document',
          'The OpenAPI 3.1 document of the HTTP contract.',
          { 200: { description: 'The OpenAPI document.', content: jsonContent({ type: 'object' }) } }),
      },
    },
    components: {
      schemas: { ...schemas(), ...elementSchemas(), ...accountSchemas() },
      responses: { Error: errorResponse() },
      headers: HEADERS,
      securitySchemes: {
        ApiKeyHeader: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        BearerAuth: { type: 'http', scheme: 'bearer', description: 'The API key as a bearer token.' },
        SessionCookie: { type: 'apiKey', in: 'cookie', name: 'dx_session', description: 'Set by register and login.' },
      },
    },
    'x-error-codes': Object.fromEntries(
      Object.entries(ERROR_CODES).map(([code, { status, message }]) => [
        code,
        { status, error: STATUS_TEXT[status], message },
      ]),
    ),
  };
}
