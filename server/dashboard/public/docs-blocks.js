// The building blocks of the API docs page: parameter, body and response tables, example
// responses, the error-code table and the schemas, all from the OpenAPI document.

import { h, richText } from './dom.js';
import { codeBlock } from './parts.js';
import { exampleOf, refName, resolve } from './openapi-examples.js';

export function slug(text) {
  return String(text).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function typeText(doc, schema) {
  if (!schema) return '';
  const name = refName(schema);
  if (name) return name;
  const parts = [];
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : schema.type;
  if (type === 'array') parts.push(`array of ${typeText(doc, schema.items) || 'values'}`);
  else if (type) parts.push(type);
  if (schema.format) parts.push(`(${schema.format})`);
  if (schema.enum) parts.push(`: ${schema.enum.join(', ')}`);
  return parts.join(' ');
}

function constraintsText(schema) {
  const notes = [];
  if (schema?.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  if (schema?.minimum !== undefined) notes.push(`min ${schema.minimum}`);
  if (schema?.maximum !== undefined) notes.push(`max ${schema.maximum}`);
  if (schema?.minLength !== undefined) notes.push(`at least ${schema.minLength} characters`);
  if (schema?.maxLength !== undefined) notes.push(`at most ${schema.maxLength} characters`);
  return notes.join(', ');
}

/** A table that stacks into labelled rows on a phone: headers, then rows of cell contents. */
function dataTable(headers, rows, className = '') {
  return h(
    'div',
    { class: 'table-wrap' },
    h(
      'table',
      { class: `table table-compact table-stack ${className}`.trim() },
      h('thead', {}, h('tr', {}, headers.map((label) => h('th', { scope: 'col' }, label)))),
      h('tbody', {}, rows.map((cells) => h('tr', {}, cells.map((content, index) => h('td', { 'data-label': headers[index] }, h('div', { class: 'cell' }, content)))))),
    ),
  );
}

/** "Bad Request (codes: A, B)" → the text, then the codes as a list. */
function responseDescription(text) {
  const match = /^(.*?)\s*\(codes: ([A-Z0-9_, ]+)\)$/.exec(text);
  if (!match) return richText(text);
  return [
    h('span', {}, match[1]),
    h('span', { class: 'code-list' }, match[2].split(/,\s*/).map((code) => h('code', {}, code))),
  ];
}

export function parametersBlock(doc, parameters) {
  if (parameters.length === 0) return null;
  return [
    h('h4', {}, 'Parameters'),
    dataTable(
      ['Name', 'In', 'Type', 'Required', 'Description'],
      parameters.map((parameter) => {
        const schema = resolve(doc, parameter.schema ?? {});
        const constraints = constraintsText(schema);
        return [
          h('code', {}, parameter.name),
          parameter.in,
          typeText(doc, parameter.schema),
          parameter.required ? 'yes' : 'no',
          [parameter.description ? richText(parameter.description) : null, constraints ? h('span', { class: 'muted' }, ` (${constraints})`) : null],
        ];
      }),
    ),
  ];
}

function propertiesTable(doc, schema) {
  const resolved = resolve(doc, schema);
  const properties = Object.entries(resolved.properties ?? {});
  if (properties.length === 0) return h('p', { class: 'muted' }, typeText(doc, schema) || 'Any JSON value.');
  const required = new Set(resolved.required ?? []);
  return dataTable(
    ['Field', 'Type', 'Required', 'Description'],
    properties.map(([name, property]) => {
      const constraints = constraintsText(property);
      return [
        h('code', {}, name),
        schemaLink(doc, property),
        required.has(name) ? 'yes' : 'no',
        [property.description ? richText(property.description) : null, constraints ? h('span', { class: 'muted' }, ` (${constraints})`) : null],
      ];
    }),
  );
}

function schemaLink(doc, schema) {
  const name = refName(schema);
  if (name) return h('a', { href: `#/docs/schema-${slug(name)}` }, name);
  if (schema?.type === 'array' && refName(schema.items)) return h('span', {}, 'array of ', schemaLink(doc, schema.items));
  return typeText(doc, schema);
}

export function requestBodyBlock(doc, requestBody) {
  if (!requestBody) return null;
  const resolved = resolve(doc, requestBody);
  return [
    h('h4', {}, 'Request body', resolved.required ? h('span', { class: 'muted' }, ' (required)') : null),
    Object.entries(resolved.content ?? {}).map(([mediaType, media]) => [h('p', { class: 'media-type' }, h('code', {}, mediaType)), propertiesTable(doc, media.schema ?? {})]),
  ];
}

export function responsesBlock(doc, responses) {
  const entries = Object.entries(responses);
  if (entries.length === 0) return null;
  return [
    h('h4', {}, 'Responses'),
    dataTable(
      ['Status', 'Description', 'Body', 'Headers'],
      entries.map(([status, response]) => {
        const resolved = resolve(doc, response);
        const description = response.description ?? resolved.description ?? '';
        const media = Object.entries(resolved.content ?? {})[0];
        const headers = Object.keys(resolved.headers ?? {});
        return [
          h('span', { class: `status-code status-${status[0]}xx` }, status),
          responseDescription(description),
          media ? [schemaLink(doc, media[1].schema ?? {}), h('span', { class: 'muted media-name' }, media[0])] : h('span', { class: 'muted' }, 'none'),
          headers.length ? h('span', { class: 'header-list' }, headers.map((name) => h('code', {}, name))) : h('span', { class: 'muted' }, 'none'),
        ];
      }),
      'responses',
    ),
  ];
}

export function exampleResponse(doc, op) {
  const status = Object.keys(op.responses ?? {}).find((code) => code.startsWith('2'));
  if (!status) return null;
  const response = resolve(doc, op.responses[status]);
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return null;
  const value = exampleOf(doc, schema);
  if (value === null || (typeof value === 'object' && Object.keys(value).length === 0)) return null;
  return [h('h4', {}, `Example response (${status})`), codeBlock(JSON.stringify(value, null, 2), { label: `example ${status} response` }).element];
}

export function errorsSection(doc) {
  const codes = Object.entries(doc['x-error-codes'] ?? {});
  return h(
    'section',
    { class: 'docs-errors', id: 'doc-errors', tabindex: '-1', 'aria-labelledby': 'doc-errors-title' },
    h('h2', { id: 'doc-errors-title' }, 'Errors'),
    h('p', {}, 'Every error, on every route, has the same body: ', h('code', {}, '{"success": false, "status", "error", "code", "message"}'), '. ', h('code', {}, 'code'), ' is stable for programs; ', h('code', {}, 'message'), ' says what went wrong and how to fix it.'),
    codes.length
      ? dataTable(
          ['Code', 'Status', 'Meaning'],
          codes.map(([code, entry]) => [h('code', {}, code), `${entry.status} ${entry.error}`, entry.message]),
        )
      : null,
  );
}

export function schemasSection(doc) {
  const schemas = Object.entries(doc.components?.schemas ?? {});
  return h(
    'section',
    { class: 'docs-schemas', id: 'doc-schemas', tabindex: '-1', 'aria-labelledby': 'doc-schemas-title' },
    h('h2', { id: 'doc-schemas-title' }, 'Schemas'),
    schemas.map(([name, schema]) =>
      h(
        'details',
        { class: 'schema', id: `doc-schema-${slug(name)}` },
        h('summary', {}, h('code', {}, name), schema.description ? h('span', { class: 'muted' }, ` ${schema.description}`) : null),
        propertiesTable(doc, schema),
      ),
    ),
  );
}
