// Modal dialogs on <dialog>.showModal(): the page behind is inert, Tab and Shift+Tab cycle
// inside the dialog, Escape closes it, and focus goes back to where it was. A closed dialog
// is removed from the document, so nothing it showed (a new key) stays in the page.

import { focusables, h, uid } from './dom.js';

/**
 * openDialog({ title, description, body, actions, role, returnFocus, initialFocus, onClose })
 * body: nodes under the description; actions: nodes of the button row.
 * Returns { element, close(result), closed: Promise<result> }.
 */
export function openDialog({ title, description, body = [], actions = [], role = 'dialog', returnFocus, initialFocus, onClose, size = 'normal' }) {
  const opener = returnFocus ?? document.activeElement;
  const titleId = uid('dialog-title');
  const descriptionId = description ? uid('dialog-description') : null;
  const element = h(
    'dialog',
    {
      class: `dialog dialog-${size}`,
      role: role === 'alertdialog' ? 'alertdialog' : undefined,
      'aria-labelledby': titleId,
      'aria-describedby': descriptionId ?? undefined,
      'aria-modal': 'true',
    },
    h('div', { class: 'dialog-header' }, h('h2', { class: 'dialog-title', id: titleId }, title)),
    h(
      'div',
      { class: 'dialog-body' },
      description ? (description instanceof Node ? wrapDescription(description, descriptionId) : h('p', { id: descriptionId, class: 'dialog-description' }, description)) : null,
      body,
    ),
    actions.length ? h('div', { class: 'dialog-actions' }, actions) : null,
  );

  let resolveClosed;
  const closed = new Promise((resolve) => {
    resolveClosed = resolve;
  });
  let isOpen = true;

  function close(result) {
    if (!isOpen) return;
    isOpen = false;
    element.close();
    element.remove();
    const target = typeof opener === 'function' ? opener() : opener;
    if (target && target.isConnected && typeof target.focus === 'function') target.focus();
    onClose?.(result);
    resolveClosed(result);
  }

  element.addEventListener('cancel', (event) => {
    // Escape: close through our own path so focus and clean-up are the same every time.
    event.preventDefault();
    close('cancel');
  });
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close('cancel');
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(element);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || !element.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !element.contains(document.activeElement))) {
      event.preventDefault();
      first.focus();
    }
  });

  document.body.append(element);
  element.showModal();
  const focusTarget = typeof initialFocus === 'function' ? initialFocus() : initialFocus;
  (focusTarget ?? focusables(element)[0] ?? element).focus();

  return { element, close, closed };
}

function wrapDescription(node, id) {
  return h('div', { id, class: 'dialog-description' }, node);
}
