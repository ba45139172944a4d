// The facts of an extraction answer as definition lists: the document's metadata, and the
// response headers worth seeing (plugin, mode, credits, rate limit, request id). Each value
// carries a data-field or data-header attribute naming where it came from.

import { h } from './dom.js';

const METADATA_FIELDS = [
  ['title', 'Title'],
  ['pages', 'Pages'],
  ['words', 'Words'],
  ['characters', 'Characters'],
  ['contentType', 'Content type'],
  ['extension', 'Extension'],
  ['created', 'Created'],
  ['modified', 'Modified'],
  ['creator', 'Creator'],
  ['last_author', 'Last author'],
  ['subject', 'Subject'],
];

const RESPONSE_HEADERS = [
  ['X-Extract-Plugin', 'Plugin'],
  ['X-Extract-Mode', 'Mode'],
  ['X-Credits-Charged', 'Credits charged'],
  ['X-Credits-Remaining', 'Credits remaining'],
  ['RateLimit-Remaining', 'Rate limit remaining'],
  ['X-Request-Id', 'Request id'],
];

/** Every known metadata field, "none" where the document has no value. */
export function metadataList(metadata) {
  return h(
    'dl',
    { class: 'facts metadata' },
    METADATA_FIELDS.map(([key, label]) => [h('dt', {}, label), h('dd', { dataset: { field: key } }, metadata[key] === null || metadata[key] === undefined ? h('span', { class: 'muted' }, 'none') : String(metadata[key]))]),
  );
}

/** A heading and the list of the headers the answer has; nothing when it has none of them. */
export function responseHeaders(headers) {
  const present = RESPONSE_HEADERS.filter(([name]) => headers.get(name) !== null);
  if (present.length === 0) return [];
  return [
    h('h3', { class: 'subheading' }, 'Response headers'),
    h(
      'dl',
      { class: 'facts headers' },
      present.map(([name, label]) => {
        let value = headers.get(name);
        if (name === 'RateLimit-Remaining' && headers.get('RateLimit-Limit')) value = `${value} of ${headers.get('RateLimit-Limit')}`;
        return [h('dt', {}, label, h('span', { class: 'header-name' }, name)), h('dd', { dataset: { header: name.toLowerCase() } }, value)];
      }),
    ),
  ];
}
