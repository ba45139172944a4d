// The playground's Response card: a hint before the first request, a spinner while one runs,
// then what the API answered: status and time, and either the error in plain words or the
// content (as text, never as HTML) with the metadata; the headers that matter in both cases.
// Focus then moves to the card's heading, so keyboard and screen-reader users land on it.

import { alertBox, announce, clear, h, uid } from './dom.js';
import { formatNumber, plural } from './format.js';
import { describeError } from './messages.js';
import { codeBlock, loading } from './parts.js';
import { metadataList, responseHeaders } from './playground-facts.js';

export function responsePanel() {
  const headingId = uid('heading');
  const heading = h('h2', { class: 'card-title', tabindex: '-1', id: headingId }, 'Response');
  const body = h('div', { class: 'response-body' }, h('p', { class: 'empty-hint' }, 'Choose a document and send it: the content, metadata and headers the API returns appear here.'));
  const element = h('section', { class: 'card response-card', 'aria-labelledby': headingId }, h('div', { class: 'card-header' }, heading), body);

  return {
    element,

    showSending(fileName) {
      clear(body).append(loading(`Extracting ${fileName}…`));
    },

    /** answer: what api.extract resolved to; format: the output format that was asked for. */
    showAnswer(answer, format) {
      const succeeded = answer.ok && answer.body?.success === true;
      clear(body).append(statusLine(answer, succeeded));
      if (succeeded) {
        body.append(...responseHeaders(answer.headers));
        body.append(...extraction(answer.body, format));
        const charged = answer.headers.get('x-credits-charged');
        announce(`Extraction finished: ${plural(answer.body.metadata.words, 'word')}${charged ? `, ${plural(Number(charged), 'credit')} charged` : ''}.`);
      } else {
        const { alert, title } = failure(answer);
        body.append(alert, ...responseHeaders(answer.headers));
        announce(`The request failed: ${title}.`);
      }
      heading.focus();
    },
  };
}

function statusLine(answer, succeeded) {
  const statusText = answer.status === 0 ? 'No answer' : `${answer.status} ${answer.body?.error ?? (answer.ok ? 'OK' : '')}`.trim();
  return h(
    'p',
    { class: 'response-status' },
    h('span', { class: `status-badge ${succeeded ? 'status-ok' : 'status-error'}` }, statusText),
    h('span', { class: 'muted' }, ` in ${formatNumber(Math.round(answer.durationMs))} ms`),
  );
}

/** The refusal in plain words, with the error code for looking it up in the docs. */
function failure(answer) {
  const error = { status: answer.status, code: answer.body?.code ?? null, serverMessage: answer.body?.message ?? null, retryAfterSeconds: Number(answer.headers.get('retry-after')) || null };
  const { title, detail } = describeError(error);
  const extra = error.code ? h('p', { class: 'alert-code' }, 'Error code ', h('code', {}, error.code)) : null;
  return { alert: alertBox({ title, detail, extra }), title };
}

function extraction({ content, metadata }, format) {
  return [
    h('h3', { class: 'subheading' }, `Content (${format})`),
    content ? codeBlock(content, { label: 'extracted content', className: 'content-output' }).element : h('p', { class: 'muted' }, 'The document was read and holds no text.'),
    h('h3', { class: 'subheading' }, 'Metadata'),
    metadataList(metadata),
    h('h3', { class: 'subheading' }, 'Document’s own metadata (raw)'),
    codeBlock(JSON.stringify(metadata.raw ?? {}, null, 2), { label: 'raw metadata' }).element,
  ];
}
