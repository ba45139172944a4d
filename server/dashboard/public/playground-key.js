// The API key of a playground request: the key created on the API Keys page in this session,
// whose secret stays in session.js and never enters the page, or one typed into a password
// field. Either way it goes only into the request's x-api-key header and is not stored.

import { clear, field, h } from './dom.js';
import { session } from './session.js';

/** onChange(): called after the user switched between the new key and a typed one. */
export function keyPicker({ onChange }) {
  let useNewKey = session.newKeyInfo !== null;
  const keyInput = h('input', { type: 'password', name: 'api-key', autocomplete: 'off', spellcheck: 'false', placeholder: 'dxk_…', id: 'playground-key' });
  const keyField = field({ label: 'API key', hint: 'Sent only with this request, in the x-api-key header. It is not stored.', control: keyInput });
  const element = h('div', { class: 'key-slot' });

  function render() {
    clear(element);
    const info = session.newKeyInfo;
    if (info && useNewKey) {
      element.append(usingNewKey(info));
      return;
    }
    element.append(keyField.element);
    if (info) {
      const use = h('button', { type: 'button', class: 'button button-link' }, `Use the key you just created (“${info.name}”)`);
      use.addEventListener('click', () => {
        useNewKey = true;
        keyField.setError(null);
        render();
        onChange();
        element.querySelector('button')?.focus();
      });
      element.append(h('p', { class: 'use-new-key' }, use));
    } else {
      element.append(h('p', { class: 'field-hint' }, 'No key at hand? ', h('a', { href: '#/keys' }, 'Create one on the API Keys page'), '.'));
    }
  }

  function usingNewKey(info) {
    const other = h('button', { type: 'button', class: 'button button-link' }, 'Use a different key');
    other.addEventListener('click', () => {
      useNewKey = false;
      render();
      onChange();
      keyInput.focus();
    });
    return h(
      'div',
      { class: 'field' },
      h('p', { class: 'field-label' }, 'API key'),
      h('div', { class: 'using-key' }, h('p', {}, 'Using the key you just created: ', h('strong', {}, info.name), ' ', h('code', {}, `${info.prefix}…`)), other),
    );
  }

  function value() {
    if (useNewKey && session.newKeyInfo) return session.newKeySecret();
    return keyInput.value.trim();
  }

  render();
  return {
    element,

    /** The key to send (the secret itself: only for the request header), or '' when none. */
    value,

    /** Says so when there is no key; returns the control to focus then, else null. */
    reportIfMissing() {
      if (value()) {
        keyField.setError(null);
        return null;
      }
      keyField.setError('Enter an API key. Keys start with “dxk_”.');
      return keyInput;
    },
  };
}
