// The `json` format's elements in the OpenAPI document: one schema per element type, and
// Element, a oneOf of them told apart by `type`.

import { ref, type Json } from './openapi-parts.ts';

const PAGE: Json = {
  type: ['integer', 'null'],
  minimum: 1,
  description: 'The 1-based page (slide, sheet) the element starts on; null where the document has no pages.',
};

const TEXT: Json = { type: 'string', description: 'The plain text of the element, as the `txt` format renders it.' };

function element(type: string, description: string, properties: Json = {}, required: string[] = []): Json {
  return {
    type: 'object',
    description,
    required: ['type', 'text', 'page', ...required],
    properties: { type: { const: type }, text: TEXT, page: PAGE, ...properties },
  };
}

const ELEMENTS: Record<string, Json> = {
  HeadingElement: element('heading', 'A heading.', { level: { type: 'integer', minimum: 1, maximum: 6 } }, ['level']),
  ParagraphElement: element('paragraph', 'A paragraph (a table caption too).'),
  ListItemElement: element(
    'list_item',
    'One item of a list; nested lists are flattened, their depth in `level`.',
    { level: { type: 'integer', minimum: 1, description: '1 for a top-level item.' }, ordered: { type: 'boolean' } },
    ['level', 'ordered'],
  ),
  TableElement: element(
    'table',
    'A table; `text` is its rows, one a line, cells separated by tabs.',
    { rows: { type: 'array', items: { type: 'array', items: { type: 'string' } }, description: 'The plain text of each cell, a row per array.' } },
    ['rows'],
  ),
  CodeElement: element('code', 'A code block.', { language: { type: 'string', description: 'Present when the document names it.' } }),
  QuoteElement: element('quote', 'A paragraph of a block quotation.'),
  ImageElement: element('image', 'An image; `text` is its alternative text or caption.'),
  FormulaElement: element('formula', 'A formula, as text.'),
};

export function elementSchemas(): Json {
  const names = Object.keys(ELEMENTS);
  return {
    ...ELEMENTS,
    Element: {
      description: 'One element of the `json` format, in reading order.',
      oneOf: names.map((name) => ref(name)),
      discriminator: {
        propertyName: 'type',
        mapping: Object.fromEntries(names.map((name) => [(ELEMENTS[name]!.properties as { type: { const: string } }).type.const, `#/components/schemas/${name}`])),
      },
    },
  };
}
