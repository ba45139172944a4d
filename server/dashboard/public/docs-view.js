// API docs rendered from GET /openapi.json: every operation with its method, path, summary,
// description, parameters, request body and responses, and examples in curl, JavaScript and
// Python; then the error codes and the schemas.

import { api } from './api.js';
import { clear, h, richText } from './dom.js';
import { card, codeBlock, loadError, loading, pageHeader } from './parts.js';
import { examplesFor } from './openapi-examples.js';
import { tabs } from './tabs.js';
import { errorsSection, exampleResponse, parametersBlock, requestBodyBlock, responsesBlock, schemasSection, slug } from './docs-blocks.js';

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
