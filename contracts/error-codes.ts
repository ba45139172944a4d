// The one table of error codes: every error body the service sends comes from here.
// `message` is a template: {name} is replaced by the value given when the error is raised.
// Each code is documented in README.md (a test checks it) and listed in the OpenAPI document.

export const STATUS_TEXT = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Over Free Credit Limit - Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Rate limit exceeded',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
} as const;

type ErrorStatus = keyof typeof STATUS_TEXT;

export interface ErrorCodeEntry {
  status: ErrorStatus;
  message: string;
}

export const ERROR_CODES = {
  EXT_INVALID_FORMAT: {
    status: 400,
    message: 'Output format "{format}" is not supported. Use one of: {allowed}.',
  },
  EXT_INVALID_MODE: {
    status: 400,
    message: 'Mode "{mode}" is not available for this {type} file. Allowed values: {allowed}.',
  },
  EXT_INVALID_FALLBACK: {
    status: 400,
    message: 'Fallback "{fallback}" is not available for this {type} file. Allowed values: {allowed}.',
  },
  EXT_INVALID_BODY: {
    status: 400,
    message: 'The body must be a JSON object sent with "Content-Type: application/json" ({detail}).',
  },
  EXT_INVALID_EMAIL: {
    status: 400,
    message: 'Give a valid email address in "email".',
  },
  EXT_WEAK_PASSWORD: {
    status: 400,
    message: 'Choose a password of at least 8 characters (and at most 1024) in "password".',
  },
  EXT_INVALID_KEY_NAME: {
    status: 400,
    message: 'Give the key a name in "name": 1 to 100 characters that say where it is used.',
  },
  EXT_INVALID_DAYS: {
    status: 400,
    message: '"days" must be a whole number from 1 to {maxDays}.',
  },
  EXT_INVALID_PAGES: {
    status: 400,
    message: 'The "pages" query is not valid: {detail}. Give page numbers and ranges from 1, separated by commas, with no spaces: pages=1-3,7,10-12.',
  },
  EXT_NOT_MULTIPART: {
    status: 400,
    message: 'Send the document as multipart/form-data with one part named "file".',
  },
  EXT_NO_FILE: {
    status: 400,
    message: 'No file was sent. Add exactly one multipart part named "file" holding the document.',
  },
  EXT_TOO_MANY_FILES: {
    status: 400,
    message: 'More than one file was sent. Send exactly one multipart part named "file".',
  },
  EXT_UNEXPECTED_FILE_PART: {
    status: 400,
    message: 'A file was sent in a part named "{field}". Name the part "file".',
  },
  EXT_MULTIPART_LIMIT: {
    status: 400,
    message: 'The multipart body breaks a limit: {detail}. Send one "file" part and at most a "password" field.',
  },
  EXT_MALFORMED_UPLOAD: {
    status: 400,
    message: 'The multipart body could not be read ({detail}). Check that the upload was sent completely.',
  },
  EXT_EMPTY_FILE: {
    status: 400,
    message: 'The uploaded file is empty (0 bytes).',
  },
  EXT_UNSUPPORTED_TYPE: {
    status: 400,
    message: 'Files of type {type} cannot be extracted. GET /v1/formats lists the supported types.',
  },
  EXT_UNREADABLE_DOCUMENT: {
    status: 400,
    message: 'This {type} document cannot be read: {detail}.',
  },
  EXT_CORRUPT_DOCUMENT: {
    status: 400,
    message: 'The {type} document could not be read: {detail}.',
  },
  EXT_PASSWORD_REQUIRED: {
    status: 400,
    message: 'The document is encrypted. Send its password in the multipart field "password".',
  },
  EXT_PASSWORD_WRONG: {
    status: 400,
    message: 'The password sent in the "password" field is wrong for this document.',
  },
  EXT_DOCUMENT_TOO_LARGE: {
    status: 400,
    message: 'The document is larger than the service reads: {detail}.',
  },
  EXT_KEY_MISSING: {
    status: 401,
    message: 'Send your API key in the "x-api-key" header or as "Authorization: Bearer <key>". Create keys in the dashboard.',
  },
  EXT_KEY_INVALID: {
    status: 401,
    message: 'The API key is not valid. Check that it was copied whole, or create a new one in the dashboard.',
  },
  EXT_KEY_REVOKED: {
    status: 401,
    message: 'The API key was revoked. Create a new one in the dashboard.',
  },
  EXT_NOT_SIGNED_IN: {
    status: 401,
    message: 'Sign in first: this route needs the session cookie that register and login set.',
  },
  EXT_LOGIN_FAILED: {
    status: 401,
    message: 'The email or the password is wrong.',
  },
  EXT_CREDITS_EXHAUSTED: {
    status: 402,
    message: 'The free allowance of {limit} credits per {windowSeconds} seconds is spent. Wait for the window to renew.',
  },
  EXT_CREDITS_INSUFFICIENT: {
    status: 402,
    message: 'This document costs {cost} credits and {remaining} are left in the window. Nothing was charged.',
  },
  EXT_CROSS_SITE: {
    status: 403,
    message: 'Cross-site requests to the account API are refused. Use the dashboard on this site.',
  },
  EXT_KEY_NOT_FOUND: {
    status: 404,
    message: 'This account has no API key with id "{id}".',
  },
  EXT_NOT_FOUND: {
    status: 404,
    message: 'There is no route {method} {path}. See /openapi.json for the routes.',
  },
  EXT_METHOD_NOT_ALLOWED: {
    status: 405,
    message: 'Method {method} is not allowed on {path}. Allowed: {allowed}.',
  },
  EXT_EMAIL_TAKEN: {
    status: 409,
    message: 'An account with this email exists. Sign in instead.',
  },
  EXT_PAYLOAD_TOO_LARGE: {
    status: 413,
    message: 'The upload is larger than the limit of {limitMb} MB.',
  },
  EXT_RATE_LIMITED: {
    status: 429,
    message: 'The rate limit of {limit} requests per {windowSeconds} seconds is used up. Retry after {retryAfterSeconds} seconds.',
  },
  EXT_LOGIN_RATE_LIMITED: {
    status: 429,
    message: 'Too many sign-in attempts. Retry after {retryAfterSeconds} seconds.',
  },
  EXT_EXTRACTION_TIMEOUT: {
    status: 500,
    message: 'Extraction did not finish within {timeoutMs} ms ({attempts}). Try mode=fast, or a smaller document.',
  },
  EXT_EXTRACTION_OUT_OF_MEMORY: {
    status: 500,
    message: 'Extraction ran out of its memory allowance ({attempts}). Try mode=fast, or a smaller document.',
  },
  EXT_EXTRACTION_CRASHED: {
    status: 500,
    message: 'Extraction failed inside the service ({attempts}). Try another mode; the request was not charged.',
  },
  EXT_INTERNAL: {
    status: 500,
    message: 'Something went wrong inside the service. The request was not charged; try again.',
  },
  EXT_QUEUE_FULL: {
    status: 503,
    message: 'The extraction queue is full. Retry after {retryAfterSeconds} seconds.',
  },
  EXT_SHUTTING_DOWN: {
    status: 503,
    message: 'The service is shutting down. Retry in a moment.',
  },
  EXT_DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'The database did not answer in time: it is locked, busy or unreachable. Nothing was charged; retry after {retryAfterSeconds} seconds.',
  },
} as const satisfies Record<string, ErrorCodeEntry>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The body of every error response. */
export interface ErrorBody {
  success: false;
  status: number;
  error: string;
  code: ErrorCode;
  message: string;
}
