import assert from 'node:assert/strict';
import { createServer, type Server, type ServerOptions } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Duplex } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { ApiError } from '../../../server/errors.ts';
import { clientError, rawErrorResponse } from '../../../server/http/client-errors.ts';

const APP_REQUEST_ID = 'app-given-id-1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface ParsedResponse {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** A server that, like the app, names the request at once and then reads the whole body. */
async function startServer(options: ServerOptions = {}): Promise<{ server: Server; port: number }> {
  const server = createServer(options, (request, response) => {
    response.setHeader('X-Request-Id', APP_REQUEST_ID);
    request.resume();
    request.on('end', () => response.end('read it all'));
  });
  server.on('clientError', clientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Writes the bytes, closes the client's side when asked, and reads until the server closes. */
function exchange(port: number, bytes: string, options: { closeAfterWriting: boolean }): Promise<ParsedResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(bytes);
      if (options.closeAfterWriting) socket.end();
    });
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseResponse(Buffer.concat(received).toString('utf8')));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function parseResponse(raw: string): ParsedResponse {
  const headEnd = raw.indexOf('\r\n\r\n');
  assert.ok(headEnd > 0, `no HTTP response: ${JSON.stringify(raw)}`);
  const [statusLine, ...lines] = raw.slice(0, headEnd).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const body = raw.slice(headEnd + 4);
  assert.equal(Buffer.byteLength(body), Number(headers['content-length']), 'Content-Length matches the body');
  return { status: Number(statusLine!.split(' ')[1]), headers, body: JSON.parse(body) as Record<string, unknown> };
}

function assertContractError(response: ParsedResponse, messagePart: RegExp): void {
  assert.equal(response.status, 400);
  assert.match(response.headers['content-type'] ?? '', /^application\/json/);
  assert.equal(response.headers.connection, 'close');
  assert.deepEqual(Object.keys(response.body).sort(), ['code', 'error', 'message', 'status', 'success']);
  assert.equal(response.body.success, false);
  assert.equal(response.body.status, 400);
  assert.equal(response.body.error, 'Bad Request');
  assert.equal(response.body.code, 'EXT_MALFORMED_UPLOAD');
  assert.match(String(response.body.message), messagePart);
}

describe('clientError on a real server', () => {
  let server: Server;
  let port: number;
  before(async () => ({ server, port } = await startServer({ maxHeaderSize: 1024 })));
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('a body cut short by a client that closes its side: the error body, under the app\'s request id', async () => {
    const request = 'POST /upload HTTP/1.1\r\nHost: test\r\nContent-Length: 1000\r\n\r\nonly part of it';
    const response = await exchange(port, request, { closeAfterWriting: true });
    assertContractError(response, /closed before the whole body arrived/);
    assert.equal(response.headers['x-request-id'], APP_REQUEST_ID);
  });

  test('a request line the parser refuses: the error body, under a new request id', async () => {
    const response = await exchange(port, 'NOT AN HTTP REQUEST\r\n\r\n', { closeAfterWriting: false });
    assertContractError(response, /could not be parsed/);
    assert.match(response.headers['x-request-id'] ?? '', UUID);
  });

  test('headers over the server\'s limit: the error body says so', async () => {
    const request = `GET / HTTP/1.1\r\nHost: test\r\nX-Padding: ${'p'.repeat(4096)}\r\n\r\n`;
    const response = await exchange(port, request, { closeAfterWriting: false });
    assertContractError(response, /headers are larger/);
  });

  test('a whole request is still served', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'all of it' });
    assert.equal(answer.status, 200);
    assert.equal(await answer.text(), 'read it all');
  });
});

/** A socket stand-in that records what is written to it and whether it was destroyed. */
function fakeSocket(setUp: (socket: Duplex) => void = () => {}): { socket: Duplex; written: Buffer[] } {
  const written: Buffer[] = [];
  const socket = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, callback) {
      written.push(chunk);
      callback();
    },
  });
  setUp(socket);
  return { socket, written };
}

describe('clientError when there is no one to answer', () => {
  test('a connection reset by the client is destroyed without a write', () => {
    const { socket, written } = fakeSocket();
    clientError(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), socket);
    assert.equal(socket.destroyed, true);
    assert.deepEqual(written, []);
  });

  test('a socket that can no longer be written is destroyed', () => {
    const { socket, written } = fakeSocket((socket) => socket.end());
    clientError(Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_METHOD' }), socket);
    assert.equal(socket.destroyed, true);
    assert.deepEqual(written, []);
  });

  test('a socket whose response has begun is destroyed, not given a second response', () => {
    const { socket, written } = fakeSocket((socket) => Object.assign(socket, { _httpMessage: { headersSent: true } }));
    clientError(Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_EOF_STATE' }), socket);
    assert.equal(socket.destroyed, true);
    assert.deepEqual(written, []);
  });
});

describe('rawErrorResponse', () => {
  test('counts Content-Length in bytes, not characters', () => {
    const raw = rawErrorResponse(new ApiError('EXT_MALFORMED_UPLOAD', { detail: 'naïve — ünïcode' }), 'id-1');
    const response = parseResponse(raw);
    assert.equal(response.status, 400);
    assert.match(String(response.body.message), /naïve — ünïcode/);
    assert.match(raw, /^HTTP\/1\.1 400 Bad Request\r\n/);
  });
});
