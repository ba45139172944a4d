// Sends one upload to a running service with an API key, the way a client would (a form
// with a file) or byte for byte (a raw multipart body, possibly cut short), times it to the
// last byte of the answer, and then sends one ordinary request with the same key: what the
// service does next matters as much as what it answered.

import { sendRawRequest } from './raw-http.ts';
import { MULTIPART_CONTENT_TYPE } from './multipart-bodies.ts';

export type HostileUpload =
  | { kind: 'file'; bytes: Uint8Array; name: string }
  | { kind: 'raw'; body: Buffer; framing: 'content-length' | 'chunked'; stopAfterBytes?: number; contentType?: string };

export interface ProbeTarget {
  baseUrl: string;
  apiKey: string;
  /** Output format of the extraction: md, markdown, txt or html. */
  format?: string;
  /** Query of the hostile request only (mode, fallback); the ordinary one after it has none. */
  query?: string;
}

export interface Answer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  bodyText: string;
  /** The parsed JSON body, or null when the body is not JSON. */
  body: Record<string, unknown> | null;
}

export interface ProbeResult {
  answer: Answer;
  elapsedMs: number;
  /** The ordinary request sent right after. */
  followUp: Answer;
}

export const FOLLOW_UP_TEXT = 'An ordinary note sent right after a hostile one.';

export async function probeUpload(target: ProbeTarget, upload: HostileUpload): Promise<ProbeResult> {
  const started = performance.now();
  const answer = await send(target, upload, target.query);
  const elapsedMs = performance.now() - started;
  const followUp = await send(target, { kind: 'file', bytes: new TextEncoder().encode(FOLLOW_UP_TEXT), name: 'follow-up.txt' });
  return { answer, elapsedMs, followUp };
}

async function send(target: ProbeTarget, upload: HostileUpload, query?: string): Promise<Answer> {
  const path = `/v1/extract/${target.format ?? 'md'}${query ? `?${query}` : ''}`;
  if (upload.kind === 'file') {
    const form = new FormData();
    form.append('file', new Blob([upload.bytes]), upload.name);
    const response = await fetch(`${target.baseUrl}${path}`, { method: 'POST', body: form, headers: { 'x-api-key': target.apiKey } });
    return answerOf(response.status, Object.fromEntries(response.headers), await response.text());
  }
  const response = await sendRawRequest({
    baseUrl: target.baseUrl,
    path,
    headers: { 'x-api-key': target.apiKey, 'Content-Type': upload.contentType ?? MULTIPART_CONTENT_TYPE },
    body: upload.body,
    framing: upload.framing,
    ...(upload.stopAfterBytes === undefined ? {} : { stopAfterBytes: upload.stopAfterBytes }),
  });
  return answerOf(response.status, response.headers, response.body);
}

function answerOf(status: number, headers: Record<string, string>, bodyText: string): Answer {
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    body = null;
  }
  return { status, headers, bodyText, body };
}

/** Credits charged by the probe's two requests (only a 200 is ever charged). */
export function creditsChargedBy(probe: ProbeResult): number {
  return [probe.answer, probe.followUp]
    .filter((answer) => answer.status === 200)
    .reduce((sum, answer) => sum + Number(answer.headers['x-credits-charged'] ?? 0), 0);
}

/** "400 EXT_CORRUPT_DOCUMENT in 12 ms": what a report of many probes shows for each. */
export function outcomeLine(probe: ProbeResult): string {
  const code = typeof probe.answer.body?.code === 'string' ? ` ${probe.answer.body.code}` : '';
  return `${probe.answer.status}${code} in ${Math.round(probe.elapsedMs)} ms; then ${probe.followUp.status}`;
}
