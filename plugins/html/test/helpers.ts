// Test helpers: run a handler on HTML built in code, and flatten the model it returns into
// Markdown-like text, so vectors can assert on structure ("# Title", "| a | b |",
// "[text](href)") with plain substring checks.

import assert from 'node:assert/strict';
import type { Block, Inline } from '@docextract/contracts/document-model';
import type { ExtractResult } from '@docextract/contracts/plugin-api';
import { handlers } from '../src/index.ts';

export interface RunOptions {
  charset?: string | null;
  maxOutputChars?: number;
  mimeType?: string;
}

export async function run(mode: 'structured' | 'fast', html: string | Uint8Array, options: RunOptions = {}): Promise<ExtractResult> {
  const handler = handlers[mode];
  if (!handler) throw new Error(`no handler for ${mode}`);
  return handler({
    bytes: typeof html === 'string' ? new TextEncoder().encode(html) : html,
    fileName: 'page.html',
    mimeType: options.mimeType ?? 'text/html',
    charset: options.charset ?? null,
    password: null,
    limits: { maxPages: 1000, maxOutputChars: options.maxOutputChars ?? 1_000_000 },
  });
}

export function flatten(blocks: Block[], indent = ''): string {
  return blocks.map((block) => flattenBlock(block, indent)).join('\n\n');
}

function flattenBlock(block: Block, indent: string): string {
  switch (block.type) {
    case 'heading':
      return `${indent}${'#'.repeat(block.level)} ${inlines(block.content)}`;
    case 'paragraph':
      return indent + inlines(block.content);
    case 'list':
      return block.items
        .map((item, index) => {
          const marker = block.ordered ? `${(block.start ?? 1) + index}.` : '-';
          const box = item.checked === undefined ? '' : item.checked ? '[x] ' : '[ ] ';
          return `${indent}${marker} ${box}${flatten(item.blocks, `${indent}    `).trimStart()}`;
        })
        .join('\n');
    case 'table':
      return block.rows
        .map((row, index) => {
          const line = `${indent}| ${row.cells.map((cell) => inlines(cell.content)).join(' | ')} |`;
          return index === 0 && (block.headerRows ?? 0) > 0 ? `${line}\n${indent}|${' --- |'.repeat(row.cells.length)}` : line;
        })
        .join('\n');
    case 'code':
      return `${indent}\`\`\`${block.language ?? ''}\n${block.text}\n${indent}\`\`\``;
    case 'quote':
      return flatten(block.blocks, `${indent}> `);
    case 'rule':
      return `${indent}---`;
    case 'pageBreak':
      return '';
  }
}

function inlines(content: Inline[]): string {
  return content
    .map((inline) => {
      if (inline.type === 'break') return '<br>';
      if (inline.type === 'link') return `[${inlines(inline.children)}](${inline.href})`;
      let text = inline.text;
      if (inline.code) text = `\`${text}\``;
      if (inline.bold) text = `**${text}**`;
      if (inline.italic) text = `*${text}*`;
      if (inline.strike) text = `~~${text}~~`;
      return text;
    })
    .join('');
}

/** Fails unless every `mustInclude` string is in `text` and no `mustNotInclude` string is. */
export function assertText(text: string, mustInclude: string[] = [], mustNotInclude: string[] = []): void {
  const problems = [
    ...mustInclude.filter((wanted) => !text.includes(wanted)).map((wanted) => `missing ${JSON.stringify(wanted)}`),
    ...mustNotInclude.filter((unwanted) => text.includes(unwanted)).map((unwanted) => `unexpected ${JSON.stringify(unwanted)}`),
  ];
  assert.deepEqual(problems, [], `model text was:\n${text}`);
}
