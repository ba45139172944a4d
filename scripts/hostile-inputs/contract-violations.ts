// Checks one probe (probe-upload.ts) against the service contract and lists every way it
// falls short, so a failure names all its problems at once: the status and code, the time
// it took, the body's shape, anything of the server it shows, what was charged, and whether
// the ordinary request after it was served.

import { findLeaks } from './leak-scan.ts';
import { FOLLOW_UP_TEXT, type Answer, type ProbeResult } from './probe-upload.ts';

/** One acceptable answer: a status and, for an error, its code. */
export interface Outcome {
  status: number;
  code?: string;
}

export interface Expectation {
  /** Any of these is right (a cap may fire as a timeout or as out-of-memory). */
  outcomes: Outcome[];
  /** For a 200: the plugin that must have read it. */
  plugin?: string;
  maxElapsedMs: number;
  /** Strings that must never appear in a body (the API key, the data folder). */
  secrets: string[];
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Over Free Credit Limit - Payment Required',
  413: 'Payload Too Large',
  429: 'Rate limit exceeded',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
const ERROR_KEYS = ['code', 'error', 'message', 'status', 'success'];
const METADATA_KEYS = ['characters', 'contentType', 'created', 'creator', 'extension', 'last_author', 'modified', 'pages', 'raw', 'subject', 'title', 'wordCount', 'words'];

export function contractViolations(probe: ProbeResult, expectation: Expectation): string[] {
  const { answer } = probe;
  const problems: string[] = [];
  const code = typeof answer.body?.code === 'string' ? answer.body.code : undefined;
  const matches = expectation.outcomes.some((outcome) => outcome.status === answer.status && (outcome.code === undefined || outcome.code === code));
  if (!matches) {
    const wanted = expectation.outcomes.map((outcome) => `${outcome.status}${outcome.code ? ` ${outcome.code}` : ''}`).join(' or ');
    problems.push(`answered ${answer.status}${code ? ` ${code}` : ''}, expected ${wanted}: ${answer.bodyText.slice(0, 300)}`);
  }
  if (probe.elapsedMs >= expectation.maxElapsedMs) {
    problems.push(`took ${Math.round(probe.elapsedMs)} ms, at least the ${expectation.maxElapsedMs} ms allowed`);
  }
  for (const leak of findLeaks(answer.bodyText, expectation.secrets)) problems.push(`the body shows ${leak}`);
  if (!answer.headers['x-request-id']) problems.push('no X-Request-Id header');
  problems.push(...(answer.status === 200 ? successShapeProblems(answer, expectation.plugin) : errorShapeProblems(answer)));
  problems.push(...followUpProblems(probe.followUp, expectation.secrets));
  return problems;
}

function errorShapeProblems(answer: Answer): string[] {
  const body = answer.body;
  if (!body) return [`the error body is not a JSON object: ${JSON.stringify(answer.bodyText.slice(0, 120))}`];
  const problems: string[] = [];
  const keys = Object.keys(body).sort();
  if (keys.join() !== ERROR_KEYS.join()) problems.push(`the error body has the keys ${keys.join(', ')}`);
  if (body.success !== false) problems.push('success is not false');
  if (body.status !== answer.status) problems.push(`status in the body is ${String(body.status)}`);
  if (body.error !== ERROR_TEXT[answer.status]) problems.push(`error is ${JSON.stringify(body.error)}, not ${JSON.stringify(ERROR_TEXT[answer.status])}`);
  if (typeof body.code !== 'string' || !/^EXT_[A-Z_]+$/.test(body.code)) problems.push(`code ${JSON.stringify(body.code)} is not an EXT_ code`);
  if (typeof body.message !== 'string' || body.message.trim().length < 10) problems.push('the message is missing or says nothing');
  if (answer.headers['x-credits-charged'] !== undefined) problems.push(`a failed request was charged ${answer.headers['x-credits-charged']}`);
  return problems;
}

function successShapeProblems(answer: Answer, plugin: string | undefined): string[] {
  const body = answer.body;
  if (!body) return ['the 200 body is not a JSON object'];
  const problems: string[] = [];
  const metadata = body.metadata as Record<string, unknown> | undefined;
  if (body.success !== true) problems.push('success is not true');
  if (typeof body.content !== 'string') problems.push('content is not a string');
  if (!metadata || Object.keys(metadata).sort().join() !== METADATA_KEYS.join()) problems.push('metadata does not have the twelve keys and wordCount');
  if (metadata && (body.wordCount !== metadata.words || metadata.wordCount !== metadata.words)) problems.push('wordCount differs from metadata.words');
  if (!(Number(answer.headers['x-credits-charged']) >= 1)) problems.push('a 200 without X-Credits-Charged');
  if (plugin && answer.headers['x-extract-plugin'] !== plugin) {
    problems.push(`read by the ${answer.headers['x-extract-plugin']} plugin, not ${plugin}`);
  }
  return problems;
}

function followUpProblems(followUp: Answer, secrets: string[]): string[] {
  if (followUp.status !== 200) return [`the ordinary request after it got ${followUp.status}: ${followUp.bodyText.slice(0, 200)}`];
  const problems: string[] = [];
  if (typeof followUp.body?.content !== 'string' || !followUp.body.content.includes(FOLLOW_UP_TEXT)) {
    problems.push('the ordinary request after it did not get its own text back');
  }
  if (followUp.headers['x-credits-charged'] !== '1') problems.push(`the ordinary request after it was charged ${followUp.headers['x-credits-charged']}`);
  for (const leak of findLeaks(followUp.bodyText, secrets)) problems.push(`the ordinary request after it shows ${leak}`);
  return problems;
}
