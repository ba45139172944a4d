// Document model → an HTML fragment. Built only from the model, with every text and
// attribute escaped and links limited to safe schemes, so it can hold no script, style,
// event handler or javascript: URL whatever the input document contained.

import type { Block, DocumentModel, Inline, ListBlock, TableBlock } from '../../contracts/document-model.ts';
import { safeHref } from './safe-url.ts';

export function renderHtml(document: DocumentModel): string {
  return document.blocks.map(blockHtml).filter(Boolean).join('\n') + '\n';
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function blockHtml(block: Block): string {
  switch (block.type) {
    case 'heading':
      return `<h${block.level}>${inlineHtml(block.content)}</h${block.level}>`;
    case 'paragraph': {
      const content = inlineHtml(block.content);
      return content.trim() ? `<p>${content}</p>` : '';
    }
    case 'list':
      return listHtml(block);
    case 'table':
      return tableHtml(block);
    case 'code': {
      const language = (block.language ?? '').replace(/[^\w+#-]/g, '');
      const attribute = language ? ` class="language-${language}"` : '';
      return `<pre><code${attribute}>${escapeHtml(block.text)}</code></pre>`;
    }
    case 'quote':
      return `<blockquote>\n${block.blocks.map(blockHtml).filter(Boolean).join('\n')}\n</blockquote>`;
    case 'pageBreak':
      return block.page > 1 ? `<hr data-page="${Math.floor(block.page)}">` : '';
    case 'rule':
      return '<hr>';
  }
}

function listHtml(list: ListBlock): string {
  const tag = list.ordered ? 'ol' : 'ul';
  const start = list.ordered && list.start !== undefined && list.start !== 1 ? ` start="${Math.floor(list.start)}"` : '';
  const items = list.items.map((item) => {
    const box = item.checked === undefined ? '' : `<input type="checkbox" disabled${item.checked ? ' checked' : ''}> `;
    // A one-paragraph item renders without its <p>, as browsers and readers expect.
    const [only] = item.blocks;
    const body =
      item.blocks.length === 1 && only?.type === 'paragraph'
        ? inlineHtml(only.content)
        : item.blocks.map(blockHtml).filter(Boolean).join('\n');
    return `<li>${box}${body}</li>`;
  });
  return `<${tag}${start}>\n${items.join('\n')}\n</${tag}>`;
}

function tableHtml(table: TableBlock): string {
  const headerRows = Math.max(0, Math.min(table.headerRows ?? 0, table.rows.length));
  const rowHtml = (cellTag: 'th' | 'td') => (row: TableBlock['rows'][number]) =>
    `<tr>${row.cells
      .map((cell) => `<${cellTag}${spanAttribute('colspan', cell.colSpan)}${spanAttribute('rowspan', cell.rowSpan)}>${inlineHtml(cell.content)}</${cellTag}>`)
      .join('')}</tr>`;
  const parts = ['<table>'];
  if (table.caption) parts.push(`<caption>${escapeHtml(table.caption)}</caption>`);
  if (headerRows > 0) parts.push(`<thead>\n${table.rows.slice(0, headerRows).map(rowHtml('th')).join('\n')}\n</thead>`);
  const body = table.rows.slice(headerRows);
  if (body.length > 0) parts.push(`<tbody>\n${body.map(rowHtml('td')).join('\n')}\n</tbody>`);
  parts.push('</table>');
  return parts.join('\n');
}

function spanAttribute(name: string, span: number | undefined): string {
  if (span === undefined || !Number.isFinite(span) || span <= 1) return '';
  return ` ${name}="${Math.min(Math.floor(span), 1000)}"`;
}

function inlineHtml(inlines: readonly Inline[]): string {
  let out = '';
  for (const inline of inlines) {
    if (inline.type === 'break') {
      out += '<br>';
    } else if (inline.type === 'link') {
      const href = safeHref(inline.href);
      const text = inlineHtml(inline.children);
      out += href ? `<a href="${escapeHtml(href)}">${text}</a>` : text;
    } else {
      let html = escapeHtml(inline.text);
      if (inline.code) html = `<code>${html}</code>`;
      if (inline.strike) html = `<del>${html}</del>`;
      if (inline.italic) html = `<em>${html}</em>`;
      if (inline.bold) html = `<strong>${html}</strong>`;
      out += html;
    }
  }
  return out;
}
