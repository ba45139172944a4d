// API Keys: the list (name, prefix, created, last used), "Create New API Key" with the key
// shown once, and revocation behind a confirmation dialog.

import { api } from './api.js';
import { copyMessage, copyText } from './clipboard.js';
import { alertBox, announce, clear, field, h } from './dom.js';
import { openDialog } from './dialog.js';
import { formatDateTime, formatNumber, formatRelative, formatWindow } from './format.js';
import { describeError } from './messages.js';
import { card, codeBlock, loadError, loading, pageHeader, statTile } from './parts.js';
import { session } from './session.js';

export function keysView(root, { navigate }) {
  const createButton = h('button', { type: 'button', class: 'button button-primary', id: 'create-key' }, h('span', { class: 'button-icon', 'aria-hidden': 'true' }, '+'), 'Create New API Key');
  const notices = h('div', { class: 'notices' });
  const listBody = h('div', { class: 'keys-body' }, loading('Loading your keys…'));
  const countLabel = h('span', { class: 'count-badge', hidden: true });
  const summary = h('div', { class: 'stats stats-compact' });
  const listCard = card({ title: 'Your keys', subtitle: 'All keys share your account’s credits and rate limit.' }, listBody);
  listCard.querySelector('.card-title')?.append(countLabel);

  createButton.addEventListener('click', () => openCreateDialog());

  root.append(
    pageHeader('API Keys', 'Keys authenticate your requests to the extraction API. Keep them secret, like passwords.', createButton),
    notices,
    summary,
    listCard,
    quickStart(),
  );

  let keys = [];

  async function refresh() {
    try {
      keys = await api.listKeys();
      renderList();
    } catch (error) {
      clear(listBody).append(loadError(error, refresh));
    }
  }

  async function refreshSummary() {
    try {
      const [account, today] = await Promise.all([api.accountOrSignOut(), api.usage(1)]);
      const day = today[0] ?? { requests: 0, credits: 0 };
      clear(summary).append(
        statTile({ label: 'Credits remaining', value: formatNumber(account.credits.remaining), detail: `of ${formatNumber(account.credits.limit)} per ${formatWindow(account.credits.windowSeconds)}`, testId: 'credits-remaining' }),
        statTile({ label: 'Requests today', value: formatNumber(day.requests), detail: `${formatNumber(day.credits)} ${day.credits === 1 ? 'credit' : 'credits'} charged (UTC day)`, testId: 'requests-today' }),
        statTile({ label: 'Rate limit', value: formatNumber(account.rateLimit.limit), detail: `requests per ${formatWindow(account.rateLimit.windowSeconds)}`, testId: 'rate-limit' }),
      );
      summary.append(h('p', { class: 'stats-link' }, h('a', { href: '#/usage' }, 'See usage details')));
    } catch (error) {
      clear(summary).append(loadError(error, refreshSummary));
    }
  }

  function renderList() {
    clear(listBody);
    countLabel.hidden = keys.length === 0;
    countLabel.textContent = String(keys.length);
    countLabel.setAttribute('aria-label', `${keys.length} ${keys.length === 1 ? 'key' : 'keys'}`);
    if (keys.length === 0) {
      listBody.append(
        h(
          'div',
          { class: 'empty-state' },
          h('p', { class: 'empty-title' }, 'No API keys yet'),
          h('p', {}, 'Create a key to start calling the API. Give each app or server its own key, so you can revoke one without touching the others.'),
        ),
      );
      return;
    }
    const newId = session.newKeyInfo?.id;
    const rows = keys.map((key) => {
      const revoke = h('button', { type: 'button', class: 'button button-danger-ghost button-small', 'aria-label': `Revoke key “${key.name}”` }, 'Revoke');
      revoke.addEventListener('click', () => confirmRevoke(key, revoke));
      return h(
        'tr',
        { dataset: { keyId: key.id } },
        h('th', { scope: 'row', class: 'key-name', 'data-label': 'Name' }, h('span', {}, key.name), key.id === newId ? h('span', { class: 'badge badge-new' }, 'New') : null),
        h('td', { 'data-label': 'Key' }, h('code', { class: 'key-prefix' }, `${key.prefix}…`)),
        h('td', { 'data-label': 'Created' }, timeElement(key.createdAt)),
        h('td', { 'data-label': 'Last used' }, key.lastUsedAt ? timeElement(key.lastUsedAt) : h('span', { class: 'muted' }, 'Never')),
        h('td', { class: 'cell-actions' }, revoke),
      );
    });
    listBody.append(
      h(
        'div',
        { class: 'table-wrap' },
        h(
          'table',
          { class: 'table keys-table' },
          h('caption', { class: 'sr-only' }, 'Your API keys'),
          h(
            'thead',
            {},
            h('tr', {}, h('th', { scope: 'col' }, 'Name'), h('th', { scope: 'col' }, 'Key'), h('th', { scope: 'col' }, 'Created'), h('th', { scope: 'col' }, 'Last used'), h('th', { scope: 'col' }, h('span', { class: 'sr-only' }, 'Actions'))),
          ),
          h('tbody', {}, rows),
        ),
      ),
    );
  }

  function notify(title, detail, tone = 'success') {
    clear(notices).append(alertBox({ title, detail, tone }));
  }

  function openCreateDialog() {
    const input = h('input', { type: 'text', name: 'name', maxlength: '100', autocomplete: 'off', required: true });
    const name = field({ label: 'Key name', hint: 'Say where the key will be used, for example “Production server” or “Invoice importer”.', control: input });
    const formError = h('div');
    const submit = h('button', { type: 'submit', class: 'button button-primary' }, 'Create key');
    const cancel = h('button', { type: 'button', class: 'button button-secondary' }, 'Cancel');
    const form = h('form', { class: 'dialog-form', novalidate: true }, name.element, formError, h('div', { class: 'dialog-actions' }, cancel, submit));
    const dialog = openDialog({ title: 'Create a new API key', body: [form], initialFocus: input, returnFocus: createButton });
    cancel.addEventListener('click', () => dialog.close('cancel'));
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      clear(formError);
      const value = input.value.trim();
      if (!value) {
        name.setError('Give the key a name, so you can tell it apart from your other keys.');
        input.focus();
        return;
      }
      name.setError(null);
      submit.disabled = true;
      submit.textContent = 'Creating…';
      try {
        const created = await api.createKey(value);
        session.rememberNewKey(created);
        dialog.close('created');
        clear(notices);
        await refresh();
        refreshSummary();
        showKeyOnce(created);
      } catch (error) {
        submit.disabled = false;
        submit.textContent = 'Create key';
        const { title, detail } = describeError(error);
        if (error.code === 'EXT_INVALID_KEY_NAME') {
          name.setError(detail);
          input.focus();
        } else {
          formError.append(alertBox({ title, detail }));
        }
      }
    });
  }

  function showKeyOnce(created) {
    // The secret lives in this closure and in the dialog's text until the dialog closes;
    // closing empties and removes the dialog.
    let secret = created.key;
    const value = h('code', { class: 'secret-value', 'aria-label': 'Your new API key' }, secret);
    const copyStatus = h('p', { class: 'copy-status', role: 'status' });
    const copy = h('button', { type: 'button', class: 'button button-primary' }, 'Copy key');
    copy.addEventListener('click', async () => {
      if (!secret) return;
      const outcome = await copyText(secret, value);
      copyStatus.textContent = copyMessage(outcome);
      if (outcome === 'copied') copy.textContent = 'Copied';
    });
    const warning = h(
      'div',
      { class: 'alert alert-warning' },
      h('p', { class: 'alert-title' }, 'Copy this key now. It will not be shown again.'),
      h('p', { class: 'alert-detail' }, 'Only a hash of the key is stored, so it cannot be shown again, not even by support. If you lose it, revoke it and create a new one.'),
    );
    const done = h('button', { type: 'button', class: 'button button-secondary' }, 'Done');
    const tryIt = h('button', { type: 'button', class: 'button button-secondary' }, 'Try it in the Playground');
    const dialog = openDialog({
      title: `API key “${created.name}” created`,
      description: warning,
      size: 'wide',
      body: [h('div', { class: 'secret-box' }, value, copy), copyStatus],
      actions: [tryIt, done],
      initialFocus: copy,
      returnFocus: createButton,
      onClose: () => {
        value.textContent = '';
        secret = null;
        announce(`Key “${created.name}” is ready. Its value is no longer shown.`);
      },
    });
    done.addEventListener('click', () => dialog.close('done'));
    tryIt.addEventListener('click', () => {
      dialog.close('playground');
      navigate('playground');
    });
  }

  function confirmRevoke(key, revokeButton) {
    let revoked = false;
    const cancel = h('button', { type: 'button', class: 'button button-secondary' }, 'Cancel');
    const confirm = h('button', { type: 'button', class: 'button button-danger' }, 'Revoke key');
    const error = h('div');
    const dialog = openDialog({
      role: 'alertdialog',
      title: `Revoke “${key.name}”?`,
      description: h(
        'p',
        {},
        'Requests that send ',
        h('code', {}, `${key.prefix}…`),
        ' will be refused with 401 Unauthorized right away. Apps that use this key stop working. This cannot be undone.',
      ),
      body: [error],
      actions: [cancel, confirm],
      initialFocus: cancel,
      returnFocus: () => (revoked ? createButton : revokeButton),
    });
    cancel.addEventListener('click', () => dialog.close('cancel'));
    confirm.addEventListener('click', async () => {
      confirm.disabled = true;
      confirm.textContent = 'Revoking…';
      clear(error);
      try {
        await api.revokeKey(key.id);
        revoked = true;
        session.forgetKey(key.id);
        dialog.close('revoked');
        notify(`Key “${key.name}” was revoked`, 'Requests with it are now refused.');
        announce(`Key “${key.name}” was revoked.`);
        await refresh();
      } catch (failure) {
        if (failure.status === 404) {
          revoked = true;
          dialog.close('gone');
          notify('This key was already revoked', 'The list has been refreshed.', 'info');
          await refresh();
          return;
        }
        confirm.disabled = false;
        confirm.textContent = 'Revoke key';
        const { title, detail } = describeError(failure);
        error.append(alertBox({ title, detail }));
      }
    });
  }

  refresh();
  refreshSummary();
  return undefined;
}

function timeElement(iso) {
  return h('time', { datetime: iso, title: formatDateTime(iso) }, formatRelative(iso));
}

function quickStart() {
  const origin = window.location.origin;
  const example = codeBlock(
    `curl -s -H "x-api-key: $DOCEXTRACT_KEY" \\\n  -F file=@report.pdf \\\n  "${origin}/v1/extract/md"`,
    { label: 'quick start command' },
  );
  return card(
    { title: 'Quick start', subtitle: 'Send a document with your key; the answer is JSON with the content and its metadata.' },
    example.element,
    h('p', { class: 'card-footnote' }, 'Try it without a terminal in the ', h('a', { href: '#/playground' }, 'Playground'), ', or read the ', h('a', { href: '#/docs' }, 'API docs'), '.'),
  );
}
