// API docs rendered from GET /openapi.json: every operation with its method, path, summary,
// description, parameters, request body and responses, and examples in curl, JavaScript and
// Python; then the error codes and the schemas.

import { api } from './api.js';
import { clear, h, richText } from './dom.js';
import { card, codeBlock, loadError, loading, pageHeader } from './parts.js';
import { examplesFor, exampleOf, refName, resolve } from './openapi-examples.js';
import { tabs } from './tabs.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const SECURITY_LABELS = { ApiKeyHeader: 'API key', BearerAuth: 'API key (Bearer)', SessionCookie: 'Session cookie' };

let cachedDocument = null;

export function docsView(root, { sub }) {
  const body = h('div', { class: 'docs' }, loading('Loading the API reference…'));
  root.append(
    pageHeader(
      'API Docs',
      'The reference of the HTTP API, generated from its OpenAPI document.',
      h('a', { class: 'button button-secondary', href: '/openapi.json', download: 'openapi.json' }, 'Download openapi.json'),
    ),
    body,
  );

  let ready = false;
  let pending = sub;

  async function load() {
    clear(body).append(loading('Loading the API reference…'));
    try {
      cachedDocument ??= await api.openapi();
      render(cachedDocument);
      ready = true;
      if (pending) scrollTo(pending, false);
    } catch (error) {
      clear(body).append(loadError(error, load));
    }
  }

  function render(doc) {
    const origin = window.location.origin;
    const operations = collectOperations(doc);
    const tags = (doc.tags ?? []).map((tag) => tag.name);
    for (const operation of operations) if (!tags.includes(operation.tag)) tags.push(operation.tag);

    const toc = h(
      'nav',
      { class: 'docs-toc', 'aria-label': 'API reference contents' },
      h('p', { class: 'toc-title' }, 'On this page'),
      h(
        'ul',
        {},
        h('li', {}, h('a', { href: '#/docs/getting-started' }, 'Getting started')),
        tags.map((tag) =>
          h(
            'li',
            {},
            h('a', { href: `#/docs/tag-${slug(tag)}` }, tag),
            h(
              'ul',
              {},
              operations
                .filter((operation) => operation.tag === tag)
                .map((operation) => h('li', {}, h('a', { href: `#/docs/${operation.anchor}` }, methodBadge(operation.method), h('span', { class: 'toc-path' }, operation.path)))),
            ),
          ),
        ),
        h('li', {}, h('a', { href: '#/docs/errors' }, 'Errors')),
        h('li', {}, h('a', { href: '#/docs/schemas' }, 'Schemas')),
      ),
    );

    const content = h(
      'div',
      { class: 'docs-content' },
      gettingStarted(doc, origin, operations),
      tags.map((tag) => {
        const info = (doc.tags ?? []).find((entry) => entry.name === tag);
        return h(
          'section',
          { class: 'docs-tag', id: `doc-tag-${slug(tag)}`, tabindex: '-1', 'aria-labelledby': `doc-tag-${slug(tag)}-title` },
          h('h2', { id: `doc-tag-${slug(tag)}-title` }, tag),
          info?.description ? h('p', { class: 'muted' }, richText(info.description)) : null,
          operations.filter((operation) => operation.tag === tag).map((operation) => operationSection(doc, operation, origin)),
        );
      }),
      errorsSection(doc),
      schemasSection(doc),
    );
    clear(body).append(h('div', { class: 'docs-layout' }, toc, content));
  }

  function scrollTo(anchor, focus) {
    const target = document.getElementById(`doc-${anchor}`);
    if (!target) return;
    if (target.tagName === 'DETAILS') target.open = true;
    target.scrollIntoView({ block: 'start' });
    if (focus) target.focus({ preventScroll: true });
  }

  load();
  return {
    cleanup: undefined,
    update(nextSub) {
      pending = nextSub;
      if (ready && nextSub) scrollTo(nextSub, true);
      else if (ready) window.scrollTo(0, 0);
    },
  };
}

function slug(text) {
  return String(text).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function collectOperations(doc) {
  const operations = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      operations.push({ path, method, op, tag: op.tags?.[0] ?? 'Other', anchor: `op-${slug(op.operationId ?? `${method}-${path}`)}` });
    }
  }
  return operations;
}

function methodBadge(method) {
  return h('span', { class: `method method-${method}` }, method.toUpperCase());
}

function gettingStarted(doc, origin, operations) {
  const extract = operations.find((operation) => operation.op.operationId === 'extractDocument') ?? operations[0];
  const schemes = doc.components?.securitySchemes ?? {};
  return h(
    'section',
    { class: 'docs-intro', id: 'doc-getting-started', tabindex: '-1', 'aria-labelledby': 'doc-getting-started-title' },
    h('h2', { id: 'doc-getting-started-title' }, 'Getting started'),
    doc.info?.description ? h('p', {}, richText(doc.info.description)) : null,
    h(
      'dl',
      { class: 'facts' },
      h('dt', {}, 'Base URL'),
      h('dd', {}, h('code', {}, origin)),
      h('dt', {}, 'Version'),
      h('dd', {}, `${doc.info?.version ?? ''} (OpenAPI ${doc.openapi ?? ''})`),
      h('dt', {}, 'Authentication'),
      h(
        'dd',
        {},
        h(
          'ul',
          { class: 'plain-list' },
          Object.entries(schemes).map(([name, scheme]) =>
            h('li', {}, h('strong', {}, SECURITY_LABELS[name] ?? name), ': ', schemeText(scheme), scheme.description ? ` ${scheme.description}` : ''),
          ),
        ),
      ),
    ),
    extract
      ? card(
          { title: 'Extract a document', titleLevel: 'h3', subtitle: 'Put your key in the DOCEXTRACT_KEY environment variable, then:' },
          examplesTabs(doc, extract, origin, 'Quick start examples'),
        )
      : null,
  );
}

function schemeText(scheme) {
  if (scheme.type === 'apiKey') return h('span', {}, 'the ', h('code', {}, scheme.name), ` ${scheme.in}.`);
  if (scheme.type === 'http') return h('span', {}, h('code', {}, `Authorization: ${scheme.scheme === 'bearer' ? 'Bearer <key>' : scheme.scheme}`), ' header.');
  return scheme.type;
}

function examplesTabs(doc, operation, origin, label) {
  const examples = examplesFor(doc, { method: operation.method, path: operation.path, op: operation.op, origin });
  return tabs(label, [
    { label: 'curl', content: codeBlock(examples.curl, { label: 'curl example' }).element },
    { label: 'JavaScript', content: codeBlock(examples.javascript, { label: 'JavaScript example' }).element },
    { label: 'Python', content: codeBlock(examples.python, { label: 'Python example' }).element },
  ]);
}

function operationSection(doc, operation, origin) {
  const { op, method, path } = operation;
  const titleId = `${operation.anchor}-title`;
  const security = op.security ?? doc.security ?? [];
  const authNames = security.flatMap((requirement) => Object.keys(requirement));
  return h(
    'article',
    { class: 'card operation', id: `doc-${operation.anchor}`, tabindex: '-1', 'aria-labelledby': titleId, dataset: { operation: op.operationId ?? '' } },
    h('h3', { class: 'operation-title', id: titleId }, op.summary ?? `${method.toUpperCase()} ${path}`),
    h(
      'p',
      { class: 'operation-line' },
      methodBadge(method),
      h('code', { class: 'operation-path' }, path),
      h('span', { class: 'auth-chip' }, authNames.length ? `Auth: ${authNames.map((name) => SECURITY_LABELS[name] ?? name).join(' or ')}` : 'No auth'),
    ),
    op.description ? h('p', { class: 'operation-description' }, richText(op.description)) : null,
    parametersBlock(doc, op.parameters ?? []),
    requestBodyBlock(doc, op.requestBody),
    responsesBlock(doc, op.responses ?? {}),
    h('h4', {}, 'Examples'),
    examplesTabs(doc, operation, origin, `Examples for ${method.toUpperCase()} ${path}`),
    exampleResponse(doc, op),
  );
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

function parametersBlock(doc, parameters) {
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

function requestBodyBlock(doc, requestBody) {
  if (!requestBody) return null;
  const resolved = resolve(doc, requestBody);
  return [
    h('h4', {}, 'Request body', resolved.required ? h('span', { class: 'muted' }, ' (required)') : null),
    Object.entries(resolved.content ?? {}).map(([mediaType, media]) => [h('p', { class: 'media-type' }, h('code', {}, mediaType)), propertiesTable(doc, media.schema ?? {})]),
  ];
}

function responsesBlock(doc, responses) {
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

function exampleResponse(doc, op) {
  const status = Object.keys(op.responses ?? {}).find((code) => code.startsWith('2'));
  if (!status) return null;
  const response = resolve(doc, op.responses[status]);
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return null;
  const value = exampleOf(doc, schema);
  if (value === null || (typeof value === 'object' && Object.keys(value).length === 0)) return null;
  return [h('h4', {}, `Example response (${status})`), codeBlock(JSON.stringify(value, null, 2), { label: `example ${status} response` }).element];
}

function errorsSection(doc) {
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

function schemasSection(doc) {
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
