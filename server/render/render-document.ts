// One document model, every output format the contract offers.

import type { DocumentModel } from '../../contracts/document-model.ts';
import { renderHtml } from './html.ts';
import { renderMarkdown } from './markdown.ts';
import { renderPlainText } from './plain-text.ts';

export const OUTPUT_FORMATS = ['md', 'markdown', 'txt', 'html'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export function isOutputFormat(value: string): value is OutputFormat {
  return (OUTPUT_FORMATS as readonly string[]).includes(value);
}

export function renderDocument(document: DocumentModel, format: OutputFormat): string {
  switch (format) {
    case 'md':
    case 'markdown':
      return renderMarkdown(document);
    case 'txt':
      return renderPlainText(document);
    case 'html':
      return renderHtml(document);
  }
}
