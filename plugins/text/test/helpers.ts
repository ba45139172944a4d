// Test helpers: build an ExtractInput, flatten a model to Markdown-like text for
// mustInclude / mustNotInclude checks, and run table-driven vectors (MarkItDown style).

import assert from 'node:assert/strict';
import type { Block, Inline } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { handlers } from '../src/index.ts';

const DEFAULT_LIMITS = { maxPages: 100, maxOutputChars: 1_000_000 };

export interface InputOptions {
  fileName: string;
  mimeType: string;
  charset?: string | null;
  maxOutputChars?: number;
}

function inputOf(content: string | Uint8Array, options: InputOptions): ExtractInput {
  return {
    bytes: typeof content === 'string' ? new TextEncoder().encode(content) : content,
    fileName: options.fileName,
    mimeType: options.mimeType,
    charset: options.charset ?? null,
    password: null,
    limits: { ...DEFAULT_LIMITS, ...(options.maxOutputChars !== undefined ? { maxOutputChars: options.maxOutputChars } : {}) },
  };
}

export async function run(mode: string, content: string | Uint8Array, options: InputOptions): Promise<ExtractResult> {
  const handler = handlers[mode];
  assert.ok(handler, `no handler for mode ${mode}`);
  return handler(inputOf(content, options));
}

/** Markdown-like text of a model: enough markers to see structure, no escaping. */
export function flatten(blocks: Block[]): string {
  return blocks.map(flattenBlock).join('\n\n');
}

function flattenBlock(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `${'#'.repeat(block.level)} ${flattenInlines(block.content)}`;
    case 'paragraph':
      return flattenInlines(block.content);
    case 'list':
      return block.items
        .map((item, index) => {
          const marker = block.ordered ? `${(block.start ?? 1) + index}.` : '-';
          const box = item.checked === undefined ? '' : item.checked ? '[x] ' : '[ ] ';
          return `${marker} ${box}${item.blocks.map(flattenBlock).join(' ')}`;
        })
        .join('\n');
    case 'table':
      return block.rows.map((row) => `| ${row.cells.map((cell) => flattenInlines(cell.content)).join(' | ')} |`).join('\n');
    case 'code':
      return `\`\`\`${block.language ?? ''}\n${block.text}\n\`\`\``;
    case 'quote':
      return block.blocks.map((inner) => `> ${flattenBlock(inner)}`).join('\n');
    case 'pageBreak':
      return `--- page ${block.page} ---`;
    case 'rule':
      return '---';
  }
}

function flattenInlines(inlines: Inline[]): string {
  return inlines
    .map((inline) => {
      if (inline.type === 'break') return '\n';
      if (inline.type === 'link') return `[${flattenInlines(inline.children)}](${inline.href})`;
      let text = inline.text;
      if (inline.code) text = `\`${text}\``;
      if (inline.bold) text = `**${text}**`;
      if (inline.italic) text = `_${text}_`;
      if (inline.strike) text = `~~${text}~~`;
      return text;
    })
    .join('');
}

export interface Vector extends InputOptions {
  name: string;
  content: string | Uint8Array;
  mode?: 'structured' | 'fast';
  mustInclude?: string[];
  mustNotInclude?: string[];
  /** Further checks on the whole result. */
  check?: (result: ExtractResult, text: string) => void;
}

/** Runs one vector: every mustInclude present, every mustNotInclude absent, then `check`. */
export async function checkVector(vector: Vector): Promise<void> {
  const result = await run(vector.mode ?? 'structured', vector.content, vector);
  const text = flatten(result.document.blocks);
  for (const needle of vector.mustInclude ?? []) {
    assert.ok(text.includes(needle), `${vector.name}: expected ${JSON.stringify(needle)} in:\n${text}`);
  }
  for (const needle of vector.mustNotInclude ?? []) {
    assert.ok(!text.includes(needle), `${vector.name}: did not expect ${JSON.stringify(needle)} in:\n${text}`);
  }
  vector.check?.(result, text);
}
