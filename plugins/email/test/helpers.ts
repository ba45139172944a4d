// Test helpers: an ExtractInput whose extractEmbedded is the core's real one (over every
// discovered plugin, this one included), and the model rendered as the service does.

import path from 'node:path';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { coreEmbeddedExtractor } from '@docextract/plugin-kit/testing/embedded';
import { renderMarkdown, renderPlainText } from '@docextract/plugin-kit/testing/render';
import { handlers } from '../src/index.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
export const FIXTURES = path.join(REPO_ROOT, 'fixtures', 'email');
export const CORPUS = path.resolve(REPO_ROOT, '..', 'shared', 'corpus', 'docling');
const LIMITS = { maxPages: 100, maxOutputChars: 1_000_000 };

export function inputFor(bytes: Uint8Array, fileName: string, options: { withEmbedded?: boolean; maxOutputChars?: number } = {}): ExtractInput {
  const mimeType = fileName.endsWith('.msg') ? 'application/vnd.ms-outlook' : 'message/rfc822';
  const limits = { ...LIMITS, ...(options.maxOutputChars ? { maxOutputChars: options.maxOutputChars } : {}) };
  const extractEmbedded = options.withEmbedded === false ? undefined : coreEmbeddedExtractor({ limits });
  return { bytes, fileName, mimeType, charset: null, password: null, limits, ...(extractEmbedded ? { extractEmbedded } : {}) };
}

export interface Rendered {
  result: ExtractResult;
  markdown: string;
  text: string;
}

export async function extract(mode: 'structured' | 'fast', bytes: Uint8Array, fileName: string, options: { withEmbedded?: boolean; maxOutputChars?: number } = {}): Promise<Rendered> {
  const result = await handlers[mode]!(inputFor(bytes, fileName, options));
  return { result, markdown: renderMarkdown(result.document), text: renderPlainText(result.document) };
}
