// The extract operation of the OpenAPI document against what the route serves: its formats,
// the `pages` query, X-Pages-Extracted, and the json format's elements.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildOpenApiDocument } from '../../contracts/openapi.ts';
import { parsePageSelection } from '../../server/extraction/page-selection.ts';
import { OUTPUT_FORMATS } from '../../server/render/render-document.ts';

interface Parameter {
  name: string;
  in: string;
  schema: { enum?: string[]; pattern?: string };
}

interface Schema {
  oneOf?: Array<{ $ref: string }>;
  required?: string[];
  properties?: Record<string, { const?: string }>;
  discriminator?: { propertyName: string; mapping: Record<string, string> };
}

const document = buildOpenApiDocument() as {
  paths: Record<string, { post: { parameters: Parameter[]; responses: Record<string, { headers: Record<string, unknown> }> } }>;
  components: { schemas: Record<string, Schema>; headers: Record<string, unknown> };
};
const operation = document.paths['/v1/extract/{format}']!.post;
const parameter = (name: string) => operation.parameters.find((each) => each.name === name);
const schemaOf = (ref: { $ref: string }) => document.components.schemas[ref.$ref.split('/').at(-1)!]!;

describe('the extract operation in the OpenAPI document', () => {
  test('lists exactly the formats the route accepts', () => {
    assert.deepEqual(parameter('format')?.schema.enum, [...OUTPUT_FORMATS]);
  });

  test('the pages pattern accepts what the route accepts, on the contract\'s examples', () => {
    const pattern = new RegExp(parameter('pages')!.schema.pattern!);
    assert.equal(parameter('pages')!.in, 'query');
    for (const value of ['1', '1-3,7,10-12', '3,1-1']) {
      assert.ok(pattern.test(value), value);
      assert.ok(parsePageSelection(value));
    }
    for (const value of ['abc', '1,,2', '', ' 1', '1-']) {
      assert.equal(pattern.test(value), false, value);
      assert.throws(() => parsePageSelection(value));
    }
  });

  test('a 200 carries X-Pages-Extracted', () => {
    assert.ok('X-Pages-Extracted' in operation.responses['200']!.headers);
    assert.ok('X-Pages-Extracted' in document.components.headers);
  });

  test('Element is a oneOf by type over the eight element types, each with type, text and page', () => {
    const element = document.components.schemas.Element!;
    assert.equal(element.discriminator?.propertyName, 'type');
    const types = element.oneOf!.map((ref) => {
      const schema = schemaOf(ref);
      for (const key of ['type', 'text', 'page']) assert.ok(schema.required?.includes(key), `${ref.$ref} requires ${key}`);
      return schema.properties!.type!.const!;
    });
    assert.deepEqual(types.sort(), ['code', 'formula', 'heading', 'image', 'list_item', 'paragraph', 'quote', 'table']);
    assert.deepEqual(Object.keys(element.discriminator!.mapping).sort(), types);
  });
});
