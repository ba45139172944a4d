// Small pieces shared by the views: page header, stat tile, code block with a copy button,
// loading and error states.

import { copyMessage, copyText } from './clipboard.js';
import { alertBox, h, uid } from './dom.js';
import { describeError } from './messages.js';

export function pageHeader(title, lede, ...actions) {
  return h(
    'div',
    { class: 'page-header' },
    h('div', { class: 'page-heading' }, h('h1', { tabindex: '-1' }, title), lede ? h('p', { class: 'page-lede' }, lede) : null),
    actions.length ? h('div', { class: 'page-actions' }, actions) : null,
  );
}

export function card({ title, titleLevel = 'h2', subtitle, actions = [], className = '' }, ...children) {
  const titleId = title ? uid('card-title') : null;
  return h(
    'section',
    { class: `card ${className}`.trim(), 'aria-labelledby': titleId ?? undefined },
    title
      ? h(
          'div',
          { class: 'card-header' },
          h('div', {}, h(titleLevel, { class: 'card-title', id: titleId }, title), subtitle ? h('p', { class: 'card-subtitle' }, subtitle) : null),
          actions.length ? h('div', { class: 'card-actions' }, actions) : null,
        )
      : null,
    children,
  );
}

/** A figure: label, big value, detail line, optional meter. */
export function statTile({ label, value, detail, meter, testId }) {
  return h(
    'div',
    { class: 'stat', 'data-stat': testId ?? undefined },
    h('p', { class: 'stat-label' }, label),
    h('p', { class: 'stat-value' }, value),
    meter ?? null,
    detail ? h('p', { class: 'stat-detail' }, detail) : null,
  );
}

export function meter({ value, max, label }) {
  const element = h('progress', { class: 'meter', max: String(Math.max(1, max)), 'aria-label': label });
  element.value = Math.min(value, Math.max(1, max));
  return element;
}

/** A <pre> with a Copy button. Returns { element, setText }. */
export function codeBlock(text, { label = 'code', className = '' } = {}) {
  const code = h('code', {}, text);
  const pre = h('pre', { class: 'code-pre', tabindex: '0', 'aria-label': label }, code);
  const status = h('span', { class: 'copy-status', role: 'status' });
  let timer;
  const button = h(
    'button',
    {
      type: 'button',
      class: 'button button-ghost button-small copy-button',
      'aria-label': `Copy ${label}`,
      onClick: async () => {
        const outcome = await copyText(code.textContent ?? '', code);
        status.textContent = outcome === 'copied' ? 'Copied' : copyMessage(outcome);
        clearTimeout(timer);
        timer = setTimeout(() => {
          status.textContent = '';
        }, 2500);
      },
    },
    'Copy',
  );
  const element = h('div', { class: `code-block ${className}`.trim() }, h('div', { class: 'code-toolbar' }, status, button), pre);
  return {
    element,
    setText(value) {
      code.textContent = value;
    },
  };
}

export function loading(text = 'Loading…') {
  return h('p', { class: 'loading', role: 'status' }, h('span', { class: 'spinner', 'aria-hidden': 'true' }), text);
}

/** An error in plain words with a retry button. */
export function loadError(error, retry) {
  const { title, detail } = describeError(error);
  return alertBox({
    title,
    detail,
    extra: retry ? h('button', { type: 'button', class: 'button button-secondary button-small', onClick: retry }, 'Try again') : null,
  });
}
