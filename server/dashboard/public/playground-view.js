// Playground: send a document to POST /v1/extract/{format} with an API key and see what the
// API answers: content (as text, never as HTML), metadata, the headers that matter, errors in
// plain words, and the curl command that does the same with the key masked.

import { api } from './api.js';
import { alertBox, announce, clear, field, h, uid } from './dom.js';
import { formatBytes, formatNumber, maskKey, plural, shellQuote } from './format.js';
import { describeError } from './messages.js';
import { card, codeBlock, pageHeader } from './parts.js';
import { session } from './session.js';

const OUTPUT_FORMATS = [
  ['md', 'Markdown (md)'],
  ['txt', 'Plain text (txt)'],
  ['html', 'HTML fragment (html)'],
];

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

export function playgroundView(root) {
  let formats = null;
  let file = null;
  let useNewKey = session.newKeyInfo !== null;
  let sending = false;

  // Document.
  const fileInput = h('input', { type: 'file', class: 'sr-only', tabindex: '-1', 'aria-hidden': 'true', id: 'playground-file' });
  const chooseButton = h('button', { type: 'button', class: 'button button-secondary' }, 'Choose a file');
  const supported = h('p', { class: 'dropzone-hint' }, 'Supported types are listed by GET /v1/formats.');
  const fileInfo = h('div', { class: 'file-info', hidden: true });
  const fileError = h('p', { class: 'field-error', hidden: true });
  const documentLabelId = uid('doc-label');
  const dropzone = h(
    'div',
    { class: 'dropzone', role: 'group', 'aria-labelledby': documentLabelId },
    h('span', { class: 'dropzone-icon', 'aria-hidden': 'true' }),
    h('p', { class: 'dropzone-title' }, 'Drop a document here, or'),
    chooseButton,
    supported,
    fileInput,
  );
  const documentField = h('div', { class: 'field' }, h('p', { class: 'field-label', id: documentLabelId }, 'Document'), dropzone, fileInfo, fileError);

  // Options.
  const formatSelect = h('select', { name: 'format' }, OUTPUT_FORMATS.map(([value, label]) => h('option', { value }, label)));
  const format = field({ label: 'Output format', control: formatSelect });
  const modeSlot = h('div', { class: 'mode-slot' });
  let modeControl = null;
  let fallbackControl = null;

  // Key.
  const keyInput = h('input', { type: 'password', name: 'api-key', autocomplete: 'off', spellcheck: 'false', placeholder: 'dxk_…', id: 'playground-key' });
  const keyField = field({ label: 'API key', hint: 'Sent only with this request, in the x-api-key header. It is not stored.', control: keyInput });
  const keySlot = h('div', { class: 'key-slot' });

  const submit = h('button', { type: 'submit', class: 'button button-primary button-block' }, 'Extract document');
  const formMessage = h('div');
  const form = h('form', { class: 'playground-form', novalidate: true, 'aria-label': 'Extraction request' }, documentField, format.element, modeSlot, keySlot, formMessage, submit);

  // Response and curl.
  const responseHeading = h('h2', { class: 'card-title', tabindex: '-1' }, 'Response');
  const responseBody = h('div', { class: 'response-body' }, h('p', { class: 'empty-hint' }, 'Choose a document and send it: the content, metadata and headers the API returns appear here.'));
  const responseCard = h('section', { class: 'card response-card', 'aria-labelledby': uidFor(responseHeading) }, h('div', { class: 'card-header' }, responseHeading), responseBody);
  const curl = codeBlock('', { label: 'curl command' });
  const curlCard = card({ title: 'Equivalent request', subtitle: 'The same request from a terminal. The key is masked: put in your own.' }, curl.element);

  root.append(
    pageHeader('Playground', 'Send a document to the API with one of your keys. Requests here are charged like any other.'),
    h('div', { class: 'playground' }, card({ title: 'Request' }, form), h('div', { class: 'playground-output' }, responseCard, curlCard)),
  );

  // Wiring.
  chooseButton.addEventListener('click', () => fileInput.click());
  fileInput.addEventListener('change', () => {
    if (fileInput.files?.[0]) setFile(fileInput.files[0]);
  });
  for (const type of ['dragenter', 'dragover']) {
    dropzone.addEventListener(type, (event) => {
      event.preventDefault();
      dropzone.classList.add('is-dragging');
    });
  }
  for (const type of ['dragleave', 'dragend']) dropzone.addEventListener(type, () => dropzone.classList.remove('is-dragging'));
  dropzone.addEventListener('drop', (event) => {
    event.preventDefault();
    dropzone.classList.remove('is-dragging');
    const dropped = event.dataTransfer?.files?.[0];
    if (dropped) setFile(dropped);
  });
  form.addEventListener('input', updateCurl);
  form.addEventListener('change', updateCurl);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    send();
  });

  function setFile(chosen) {
    file = chosen;
    fileError.hidden = true;
    const plugin = pluginFor(file.name);
    clear(fileInfo).append(
      h('span', { class: 'file-icon', 'aria-hidden': 'true' }),
      h(
        'div',
        { class: 'file-text' },
        h('p', { class: 'file-name' }, file.name),
        h('p', { class: 'file-meta' }, formatBytes(file.size), plugin ? ` · read by the ${plugin.plugin} plugin` : ''),
      ),
      h('button', { type: 'button', class: 'button button-ghost button-small', 'aria-label': `Remove ${file.name}`, onClick: clearFile }, 'Remove'),
    );
    fileInfo.hidden = false;
    renderModes();
    updateCurl();
    announce(`${file.name} selected.`);
  }

  function clearFile() {
    file = null;
    fileInput.value = '';
    fileInfo.hidden = true;
    clear(fileInfo);
    renderModes();
    updateCurl();
    chooseButton.focus();
  }

  function pluginFor(name) {
    if (!formats) return null;
    const dot = name.lastIndexOf('.');
    if (dot < 0) return null;
    const extension = name.slice(dot).toLowerCase();
    return formats.find((entry) => entry.extensions.map((e) => e.toLowerCase()).includes(extension)) ?? null;
  }

  function renderModes() {
    const previousMode = modeControl?.value ?? 'auto';
    const previousFallback = fallbackControl?.value ?? 'auto';
    const plugin = file ? pluginFor(file.name) : null;
    clear(modeSlot);
    if (plugin || !file) {
      const modes = plugin?.modes ?? [];
      modeControl = h('select', { name: 'mode' }, h('option', { value: 'auto' }, 'auto: the plugin decides'), modes.map((mode) => h('option', { value: mode }, mode)));
      fallbackControl = h(
        'select',
        { name: 'fallback' },
        h('option', { value: 'auto' }, 'auto: try the other modes'),
        h('option', { value: 'none' }, 'none: no fallback'),
        modes.map((mode) => h('option', { value: mode }, `${mode} next`)),
      );
      const hint = plugin
        ? `Modes of the ${plugin.plugin} plugin, in fallback order: ${plugin.modes.join(', ')}.`
        : 'Choose a document to see the modes of the plugin that reads it.';
      modeSlot.append(
        field({ label: 'Mode', hint, control: modeControl }).element,
        field({ label: 'Fallback', hint: 'What to try when the mode fails, times out or finds no text.', control: fallbackControl }).element,
      );
    } else {
      modeControl = h('input', { type: 'text', name: 'mode', value: 'auto', autocomplete: 'off', spellcheck: 'false' });
      fallbackControl = h('input', { type: 'text', name: 'fallback', value: 'auto', autocomplete: 'off', spellcheck: 'false' });
      modeSlot.append(
        field({ label: 'Mode', hint: 'No installed plugin lists this extension; the service detects the type from the content. Keep “auto” or type a mode such as fast or structured.', control: modeControl }).element,
        field({ label: 'Fallback', hint: '“auto”, “none”, or a mode name.', control: fallbackControl }).element,
      );
    }
    restore(modeControl, previousMode);
    restore(fallbackControl, previousFallback);
  }

  function restore(control, value) {
    if (control.tagName === 'SELECT') {
      if ([...control.options].some((option) => option.value === value)) control.value = value;
    } else {
      control.value = value;
    }
  }

  function renderKey() {
    clear(keySlot);
    const info = session.newKeyInfo;
    if (info && useNewKey) {
      const other = h('button', { type: 'button', class: 'button button-link' }, 'Use a different key');
      other.addEventListener('click', () => {
        useNewKey = false;
        renderKey();
        updateCurl();
        keyInput.focus();
      });
      keySlot.append(
        h(
          'div',
          { class: 'field' },
          h('p', { class: 'field-label' }, 'API key'),
          h('div', { class: 'using-key' }, h('p', {}, 'Using the key you just created: ', h('strong', {}, info.name), ' ', h('code', {}, `${info.prefix}…`)), other),
        ),
      );
      return;
    }
    keySlot.append(keyField.element);
    if (info) {
      const use = h('button', { type: 'button', class: 'button button-link' }, `Use the key you just created (“${info.name}”)`);
      use.addEventListener('click', () => {
        useNewKey = true;
        keyField.setError(null);
        renderKey();
        updateCurl();
        keySlot.querySelector('button')?.focus();
      });
      keySlot.append(h('p', { class: 'use-new-key' }, use));
    } else {
      keySlot.append(h('p', { class: 'field-hint' }, 'No key at hand? ', h('a', { href: '#/keys' }, 'Create one on the API Keys page'), '.'));
    }
  }

  function currentKey() {
    if (useNewKey && session.newKeyInfo) return session.newKeySecret();
    return keyInput.value.trim();
  }

  function currentOptions() {
    return {
      format: formatSelect.value,
      mode: (modeControl?.value ?? 'auto').trim() || 'auto',
      fallback: (fallbackControl?.value ?? 'auto').trim() || 'auto',
    };
  }

  function updateCurl() {
    const { format: output, mode, fallback } = currentOptions();
    const key = currentKey();
    const shownKey = key ? maskKey(key) : '$DOCEXTRACT_KEY';
    const query = new URLSearchParams({ mode, fallback });
    const url = `${window.location.origin}/v1/extract/${output}?${query}`;
    curl.setText(`curl -s -H "x-api-key: ${shownKey}" \\\n  -F ${shellQuote(`file=@${file?.name ?? 'document.pdf'}`)} \\\n  ${shellQuote(url)}`);
  }

  async function send() {
    if (sending) return;
    clear(formMessage);
    let invalid = null;
    if (!file) {
      fileError.textContent = 'Choose a document to send.';
      fileError.hidden = false;
      invalid = chooseButton;
    }
    const key = currentKey();
    if (!key) {
      keyField.setError('Enter an API key. Keys start with “dxk_”.');
      invalid ??= keyInput;
    } else {
      keyField.setError(null);
    }
    if (invalid) {
      invalid.focus();
      return;
    }
    const options = currentOptions();
    sending = true;
    submit.disabled = true;
    submit.textContent = 'Extracting…';
    clear(responseBody).append(h('p', { class: 'loading', role: 'status' }, h('span', { class: 'spinner', 'aria-hidden': 'true' }), `Extracting ${file.name}…`));
    try {
      const answer = await api.extract({ file, key, ...options });
      renderAnswer(answer, options);
    } finally {
      sending = false;
      submit.disabled = false;
      submit.textContent = 'Extract document';
    }
  }

  function renderAnswer(answer, options) {
    clear(responseBody);
    const ok = answer.ok && answer.body?.success === true;
    const statusText = answer.status === 0 ? 'No answer' : `${answer.status} ${answer.body?.error ?? (answer.ok ? 'OK' : '')}`.trim();
    responseBody.append(
      h(
        'p',
        { class: 'response-status' },
        h('span', { class: `status-badge ${ok ? 'status-ok' : 'status-error'}` }, statusText),
        h('span', { class: 'muted' }, ` in ${formatNumber(Math.round(answer.durationMs))} ms`),
      ),
    );
    if (!ok) {
      const error = { status: answer.status, code: answer.body?.code ?? null, serverMessage: answer.body?.message ?? null, retryAfterSeconds: Number(answer.headers.get('retry-after')) || null };
      const { title, detail } = describeError(error);
      responseBody.append(alertBox({ title, detail, extra: error.code ? h('p', { class: 'alert-code' }, 'Error code ', h('code', {}, error.code)) : null }));
      appendHeaders(answer.headers);
      announce(`The request failed: ${title}.`);
      responseHeading.focus();
      return;
    }
    const { content, metadata } = answer.body;
    appendHeaders(answer.headers);
    const contentBlock = codeBlock(content, { label: 'extracted content', className: 'content-output' });
    responseBody.append(
      h('h3', { class: 'subheading' }, `Content (${options.format})`),
      content ? contentBlock.element : h('p', { class: 'muted' }, 'The document was read and holds no text.'),
      h('h3', { class: 'subheading' }, 'Metadata'),
      h(
        'dl',
        { class: 'facts metadata' },
        METADATA_FIELDS.map(([key, label]) => [h('dt', {}, label), h('dd', { dataset: { field: key } }, metadata[key] === null || metadata[key] === undefined ? h('span', { class: 'muted' }, 'none') : String(metadata[key]))]),
      ),
      h('h3', { class: 'subheading' }, 'Document’s own metadata (raw)'),
      codeBlock(JSON.stringify(metadata.raw ?? {}, null, 2), { label: 'raw metadata' }).element,
    );
    const charged = answer.headers.get('x-credits-charged');
    announce(`Extraction finished: ${plural(metadata.words, 'word')}${charged ? `, ${plural(Number(charged), 'credit')} charged` : ''}.`);
    responseHeading.focus();
  }

  function appendHeaders(headers) {
    const present = RESPONSE_HEADERS.filter(([name]) => headers.get(name) !== null);
    if (present.length === 0) return;
    responseBody.append(
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
    );
  }

  async function loadFormats() {
    try {
      formats = await api.formats();
      const extensions = [...new Set(formats.flatMap((entry) => entry.extensions))].sort();
      supported.textContent = `Supported: ${extensions.join(', ')}`;
    } catch {
      formats = null;
      supported.textContent = 'The list of supported types could not be loaded; the service still detects types itself.';
    }
    renderModes();
    updateCurl();
  }

  renderModes();
  renderKey();
  updateCurl();
  loadFormats();
  return undefined;
}

function uidFor(element) {
  if (!element.id) element.id = uid('heading');
  return element.id;
}
