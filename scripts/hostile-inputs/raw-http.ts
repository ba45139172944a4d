// One HTTP/1.1 request written byte for byte on a socket, for what fetch cannot send: a
// body that stops half way (the client goes quiet after half its declared Content-Length
// and closes its side, or ends a chunked body mid-part) and part headers with raw bytes.

import { connect } from 'node:net';

export interface RawRequest {
  /** The service's base URL, http://host:port. */
  baseUrl: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /**
   * 'content-length': the whole length is declared; with `stopAfterBytes`, only that many
   * bytes are sent and the client then closes its writing side.
   * 'chunked': the first `stopAfterBytes` bytes go as one chunk and the body ends there.
   */
  framing: 'content-length' | 'chunked';
  stopAfterBytes?: number;
  /** Give up (and fail) if no complete response came by then. */
  giveUpAfterMs?: number;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function sendRawRequest(request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(request.baseUrl);
  const sent = request.body.subarray(0, request.stopAfterBytes ?? request.body.length);
  const framingHeader =
    request.framing === 'chunked' ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(request.body.length) };
  const head = Object.entries({ Host: `${hostname}:${port}`, Connection: 'close', ...request.headers, ...framingHeader })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const received: Buffer[] = [];
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete response within ${request.giveUpAfterMs ?? 60_000} ms`));
    }, request.giveUpAfterMs ?? 60_000);
    socket.on('connect', () => {
      socket.write(`POST ${request.path} HTTP/1.1\r\n${head}\r\n`);
      if (request.framing === 'chunked') {
        if (sent.length > 0) socket.write(Buffer.concat([Buffer.from(`${sent.length.toString(16)}\r\n`), sent, Buffer.from('\r\n')]));
        socket.write('0\r\n\r\n');
      } else {
        socket.write(sent);
        if (sent.length < request.body.length) socket.end();
      }
    });
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(giveUp);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(giveUp);
      try {
        resolve(parseResponse(Buffer.concat(received)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function parseResponse(raw: Buffer): RawResponse {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) throw new Error(`the connection closed without a response (${raw.length} bytes received)`);
  const [statusLine, ...headerLines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1]);
  if (!Number.isInteger(status)) throw new Error(`not an HTTP status line: ${statusLine}`);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const payload = raw.subarray(headEnd + 4);
  const body = headers['transfer-encoding'] === 'chunked' ? dechunk(payload) : payload;
  return { status, headers, body: body.toString('utf8') };
}

function dechunk(payload: Buffer): Buffer {
  const chunks: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = payload.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(payload.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    chunks.push(payload.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(chunks);
}
