// Answers the requests that Node's HTTP parser refuses itself, before or while the app reads
// them: a body cut short by a client that closed its side, a malformed request line or header,
// headers over the size limit, a request slower than the server's timeout. Node's own answer
// is a bare "400" with no body and no X-Request-Id; this one is the contract's error body.

import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError } from '../errors.ts';

/** How long a client that was answered may keep its side open before the socket is closed. */
const CLIENT_CLOSE_GRACE_MS = 5_000;

/** What the parser's error code says about the request, in words for its message. */
const DETAIL_BY_CODE: Record<string, string> = {
  HPE_INVALID_EOF_STATE: 'the connection closed before the whole body arrived',
  HPE_HEADER_OVERFLOW: 'the request headers are larger than the server reads',
  ERR_HTTP_REQUEST_TIMEOUT: 'the request did not arrive in time',
};
const DEFAULT_DETAIL = 'the HTTP request could not be parsed';

/** A listener for the HTTP server's 'clientError' event. */
export function clientError(error: Error, socket: Duplex): void {
  const code = (error as { code?: unknown }).code;
  if (code === 'ECONNRESET' || !socket.writable || responseStarted(socket)) {
    // Nobody to answer, or part of another answer is already on the wire and a second one
    // would corrupt it.
    socket.destroy();
    return;
  }
  const detail = (typeof code === 'string' && DETAIL_BY_CODE[code]) || DEFAULT_DETAIL;
  socket.end(rawErrorResponse(new ApiError('EXT_MALFORMED_UPLOAD', { detail }), requestIdOf(socket)));
  // Ending only our side lets the client read the answer before the connection goes (closing
  // at once could reset it first); one that never closes its side is not waited for.
  const closeAnyway = setTimeout(() => socket.destroy(), CLIENT_CLOSE_GRACE_MS);
  closeAnyway.unref();
  socket.once('close', () => clearTimeout(closeAnyway));
}

/** A complete HTTP/1.1 response, written on the socket by hand: no ServerResponse exists for it. */
export function rawErrorResponse(apiError: ApiError, requestId: string): string {
  const body = JSON.stringify(apiError.toBody());
  const head = [
    `HTTP/1.1 ${apiError.status} ${apiError.toBody().error}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-Id: ${requestId}`,
    'X-Content-Type-Options: nosniff',
    'Connection: close',
  ];
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}

// The response the app is writing for this socket's request, if the request got that far:
// Node keeps it on the socket as _httpMessage, the same field its own default handler reads.
function inFlightResponse(socket: Duplex): ServerResponse | null {
  return (socket as { _httpMessage?: ServerResponse | null })._httpMessage ?? null;
}

function responseStarted(socket: Duplex): boolean {
  return inFlightResponse(socket)?.headersSent ?? false;
}

// The id the app already gave the request (and will log it under), so both answers match;
// a new one when the parser refused the request before the app saw it.
function requestIdOf(socket: Duplex): string {
  const assigned = inFlightResponse(socket)?.getHeader('x-request-id');
  return typeof assigned === 'string' && assigned !== '' ? assigned : randomUUID();
}
