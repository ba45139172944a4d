// One document model, every output format the contract offers.

import type { DocumentModel } from '../../contracts/document-model.ts';
import { renderHtml } from './html.ts';
import { renderJsonElements, type JsonElement, type JsonRenderOptions } from './json-elements.ts';
import { renderMarkdown } from './markdown.ts';
import { renderPlainText } from './plain-text.ts';

export const OUTPUT_FORMATS = ['md', 'markdown', 'txt', 'html', 'json'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** Text for md, txt and html; the element list for json (structured-cloneable, so it crosses
 * from the worker thread as it is, with no second parse on the thread that serves requests). */
export type RenderedContent = string | JsonElement[];

export function isOutputFormat(value: string): value is OutputFormat {
  return (OUTPUT_FORMATS as readonly string[]).includes(value);
}

export function renderDocument(document: DocumentModel, format: OutputFormat, options: JsonRenderOptions): RenderedContent {
  switch (format) {
    case 'md':
    case 'markdown':
      return renderMarkdown(document);
    case 'txt':
      return renderPlainText(document);
    case 'html':
      return renderHtml(document);
    case 'json':
      return renderJsonElements(document, options);
  }
}
