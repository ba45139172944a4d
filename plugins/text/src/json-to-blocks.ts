// JSON → one code block. Structured mode pretty-prints valid JSON; invalid JSON is not an
// error (a config file with a trailing comma is still worth reading), it is kept as written.

import type { Block } from '@docextract/contracts/document-model';
import { cutText } from './clean-text.ts';
import { reindentJson } from './json-reindent.ts';

export interface JsonResult {
  blocks: Block[];
  raw: { valid?: boolean; truncated: boolean };
}

export function jsonToBlocks(text: string, mode: 'structured' | 'fast', maxChars: number): JsonResult {
  const source = text.trim();
  if (!source) return { blocks: [], raw: { truncated: false } };
  if (mode === 'fast') return codeBlock(source, maxChars, {});
  const valid = isValidJson(source);
  // The limit applies to the text we produce, so it is cut after pretty-printing.
  return codeBlock(valid ? prettyOrAsIs(source, maxChars) : source, maxChars, { valid });
}

/** Without a limit, pretty-printing absurd nesting could pass the engine's string size. */
function prettyOrAsIs(source: string, maxChars: number): string {
  try {
    return reindentJson(source, maxChars);
  } catch {
    return source;
  }
}

function codeBlock(code: string, maxChars: number, raw: { valid?: boolean }): JsonResult {
  const cut = cutText(code, maxChars);
  return { blocks: [{ type: 'code', text: cut.text, language: 'json' }], raw: { ...raw, truncated: cut.truncated } };
}

function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    // Syntax errors, and a RangeError should an engine ever recurse on deep nesting.
    return false;
  }
}
