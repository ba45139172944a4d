// The playground's Document field: a drop zone with a file button, the chosen file (name, size,
// the plugin that will read it, a Remove button) and the error shown when none was chosen.
// The chosen File stays in this closure until the view sends it.

import { announce, clear, h, uid } from './dom.js';
import { formatBytes } from './format.js';

/**
 * pluginFor(name): the plugin that reads a file of that name, or null.
 * onChange(): called after a file was chosen or removed.
 */
export function documentPicker({ pluginFor, onChange }) {
  let file = null;

  // The real file input stays hidden: the button and the drop zone stand in for it.
  const fileInput = h('input', { type: 'file', class: 'sr-only', tabindex: '-1', 'aria-hidden': 'true', id: 'playground-file' });
  const chooseButton = h('button', { type: 'button', class: 'button button-secondary' }, 'Choose a file');
  const supported = h('p', { class: 'dropzone-hint' }, 'Supported types are listed by GET /v1/formats.');
  const fileInfo = h('div', { class: 'file-info', hidden: true });
  const fileError = h('p', { class: 'field-error', hidden: true });
  const labelId = uid('doc-label');
  const dropzone = h(
    'div',
    { class: 'dropzone', role: 'group', 'aria-labelledby': labelId },
    h('span', { class: 'dropzone-icon', 'aria-hidden': 'true' }),
    h('p', { class: 'dropzone-title' }, 'Drop a document here, or'),
    chooseButton,
    supported,
    fileInput,
  );
  const element = h('div', { class: 'field' }, h('p', { class: 'field-label', id: labelId }, 'Document'), dropzone, fileInfo, fileError);

  chooseButton.addEventListener('click', () => fileInput.click());
  fileInput.addEventListener('change', () => {
    if (fileInput.files?.[0]) choose(fileInput.files[0]);
  });
  for (const type of ['dragenter', 'dragover']) {
    dropzone.addEventListener(type, (event) => {
      // Without preventDefault the browser opens the dragged file instead of dropping it here.
      event.preventDefault();
      dropzone.classList.add('is-dragging');
    });
  }
  for (const type of ['dragleave', 'dragend']) dropzone.addEventListener(type, () => dropzone.classList.remove('is-dragging'));
  dropzone.addEventListener('drop', (event) => {
    event.preventDefault();
    dropzone.classList.remove('is-dragging');
    const dropped = event.dataTransfer?.files?.[0];
    if (dropped) choose(dropped);
  });

  function choose(chosen) {
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
      h('button', { type: 'button', class: 'button button-ghost button-small', 'aria-label': `Remove ${file.name}`, onClick: remove }, 'Remove'),
    );
    fileInfo.hidden = false;
    onChange();
    announce(`${file.name} selected.`);
  }

  function remove() {
    file = null;
    // Emptied, so choosing the same file again still fires "change".
    fileInput.value = '';
    fileInfo.hidden = true;
    clear(fileInfo);
    onChange();
    // The Remove button is gone with the file: focus goes where the next file is chosen.
    chooseButton.focus();
  }

  return {
    element,

    /** The chosen File, or null. */
    get file() {
      return file;
    },

    /** extensions: the sorted list from the plugin catalogue, or null when it could not load. */
    showSupported(extensions) {
      supported.textContent = extensions
        ? `Supported: ${extensions.join(', ')}`
        : 'The list of supported types could not be loaded; the service still detects types itself.';
    },

    /** Says so when no file is chosen; returns the control to focus then, else null. */
    reportIfMissing() {
      if (file) return null;
      fileError.textContent = 'Choose a document to send.';
      fileError.hidden = false;
      return chooseButton;
    },
  };
}
