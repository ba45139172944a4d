// Playground: send a document to POST /v1/extract/{format} with an API key and see what the
// API answers: content (as text, never as HTML), metadata, the headers that matter, errors in
// plain words, and the curl command that does the same with the key masked.
// This module lays the page out, keeps its parts in step and sends the request; each part
// (document, options, key, response, curl command) is a playground-*.js module of its own.

import { api } from './api.js';
import { clear, h } from './dom.js';
import { card, pageHeader } from './parts.js';
import { curlPanel } from './playground-curl.js';
import { documentPicker } from './playground-document.js';
import { keyPicker } from './playground-key.js';
import { requestOptions } from './playground-options.js';
import { pluginCatalog } from './playground-plugins.js';
import { responsePanel } from './playground-response.js';

export function playgroundView(root) {
  const plugins = pluginCatalog();
  const documentField = documentPicker({
    pluginFor: plugins.pluginFor,
    onChange: () => {
      showModes();
      updateCurl();
    },
  });
  const options = requestOptions();
  const apiKey = keyPicker({ onChange: updateCurl });
  const submit = h('button', { type: 'submit', class: 'button button-primary button-block' }, 'Extract document');
  const formMessage = h('div');
  const form = h(
    'form',
    { class: 'playground-form', novalidate: true, 'aria-label': 'Extraction request' },
    documentField.element,
    options.formatField,
    options.modeFields,
    apiKey.element,
    formMessage,
    submit,
  );
  const response = responsePanel();
  const curl = curlPanel();

  root.append(
    pageHeader('Playground', 'Send a document to the API with one of your keys. Requests here are charged like any other.'),
    h('div', { class: 'playground' }, card({ title: 'Request' }, form), h('div', { class: 'playground-output' }, response.element, curl.element)),
  );

  form.addEventListener('input', updateCurl);
  form.addEventListener('change', updateCurl);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    send();
  });

  function showModes() {
    const file = documentField.file;
    options.showModesFor(file ? plugins.pluginFor(file.name) : null, file !== null);
  }

  function updateCurl() {
    curl.show({ ...options.values(), key: apiKey.value(), fileName: documentField.file?.name });
  }

  // One request at a time: a second submit while one runs is ignored, not queued.
  let sending = false;

  async function send() {
    if (sending) return;
    clear(formMessage);
    // Both checks run, so every missing piece is marked; focus goes to the first.
    const missingFile = documentField.reportIfMissing();
    const missingKey = apiKey.reportIfMissing();
    const invalid = missingFile ?? missingKey;
    if (invalid) {
      invalid.focus();
      return;
    }
    const file = documentField.file;
    const choices = options.values();
    sending = true;
    submit.disabled = true;
    submit.textContent = 'Extracting…';
    response.showSending(file.name);
    try {
      const answer = await api.extract({ file, key: apiKey.value(), ...choices });
      response.showAnswer(answer, choices.format);
    } finally {
      sending = false;
      submit.disabled = false;
      submit.textContent = 'Extract document';
    }
  }

  async function loadPlugins() {
    documentField.showSupported(await plugins.load());
    showModes();
    updateCurl();
  }

  showModes();
  updateCurl();
  loadPlugins();
  return undefined;
}
