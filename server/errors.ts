// Errors meant for the client. Anything else that escapes a handler becomes EXT_INTERNAL,
// so no stack trace, file path or key can reach a response body.

import { ERROR_CODES, STATUS_TEXT, type ErrorBody, type ErrorCode } from '../contracts/error-codes.ts';

export type ErrorParams = Record<string, string | number>;

export class ApiError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    headers: Record<string, string> = {},
  ) {
    super(fillTemplate(ERROR_CODES[code].message, params));
    this.name = 'ApiError';
    this.status = ERROR_CODES[code].status;
    this.headers = headers;
  }

  toBody(): ErrorBody {
    return {
      success: false,
      status: this.status,
      error: STATUS_TEXT[ERROR_CODES[this.code].status],
      code: this.code,
      message: this.message,
    };
  }
}

function fillTemplate(template: string, params: ErrorParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A plugin's or parser's message, made safe for a response: no paths, one short line. */
export function scrubDetail(detail: string): string {
  return detail
    .split('\n')[0]!
    .replace(/(?:file:\/\/)?(?:\/[\w.@-]+){2,}\/?/g, '<path>')
    .replace(/[A-Za-z]:\\[^\s]+/g, '<path>')
    .replace(/\.$/, '')
    .slice(0, 200);
}
