// DOM building without innerHTML: every text goes in through textContent or a text node,
// so data from the API or from a document can never become markup.

const SVG_NS = 'http://www.w3.org/2000/svg';
let idCounter = 0;

/** A unique id for aria-labelledby, aria-describedby and label[for]. */
export function uid(prefix = 'id') {
  idCounter += 1;
  return `${prefix}-${idCounter}`;
}

function setProps(element, props) {
  for (const [name, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'class') element.setAttribute('class', Array.isArray(value) ? value.filter(Boolean).join(' ') : value);
    else if (name === 'text') element.textContent = String(value);
    else if (name === 'dataset') Object.assign(element.dataset, value);
    else if (name.startsWith('on') && typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (name === 'value' || name === 'checked' || name === 'selected') element[name] = value;
    else element.setAttribute(name, value === true ? '' : String(value));
  }
}

function appendChildren(element, children) {
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** h('button', { class: 'button', onClick }, 'Label', …): an HTML element. */
export function h(tag, props = {}, ...children) {
  const element = document.createElement(tag);
  setProps(element, props);
  appendChildren(element, children);
  return element;
}

/** An SVG element (createElementNS), attributes set as given. */
export function svg(tag, attributes = {}, ...children) {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null) continue;
    if (name === 'text') element.textContent = String(value);
    else element.setAttribute(name, String(value));
  }
  appendChildren(element, children);
  return element;
}

export function clear(element) {
  element.replaceChildren();
  return element;
}

/** Text with `code` spans (as OpenAPI descriptions and error messages write them). */
export function richText(text) {
  const fragment = document.createDocumentFragment();
  String(text ?? '').split(/(`[^`]+`)/).forEach((part) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2) fragment.append(h('code', {}, part.slice(1, -1)));
    else if (part) fragment.append(document.createTextNode(part));
  });
  return fragment;
}

/** A polite announcement for screen readers (the live region in index.html). */
export function announce(message) {
  const region = document.getElementById('announcer');
  if (!region) return;
  region.textContent = '';
  // A fresh text node in a later task makes screen readers read a repeated message again.
  setTimeout(() => {
    region.textContent = message;
  }, 50);
}

/** The focusable elements inside a container, in tab order. */
export function focusables(container) {
  const selector = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
  return [...container.querySelectorAll(selector)].filter((element) => !element.closest('[hidden]') && !element.closest('[inert]') && element.getClientRects().length > 0);
}

/** A labelled form field: label, control, optional hint and an error slot wired by aria. */
export function field({ label, control, hint, optional = false, render }) {
  const id = control.id || uid('field');
  control.id = id;
  const hintId = hint ? `${id}-hint` : null;
  const errorId = `${id}-error`;
  const error = h('p', { class: 'field-error', id: errorId, hidden: true });
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  control.setAttribute('aria-describedby', describedBy);
  const wrapper = h(
    'div',
    { class: 'field' },
    h('label', { for: id, class: 'field-label' }, label, optional ? h('span', { class: 'field-optional' }, ' (optional)') : null),
    hint ? h('p', { class: 'field-hint', id: hintId }, hint) : null,
    render ?? control,
    error,
  );
  return {
    element: wrapper,
    control,
    setError(message) {
      error.textContent = message ?? '';
      error.hidden = !message;
      if (message) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    },
  };
}

/** An alert box for errors shown in plain words. */
export function alertBox({ title, detail, tone = 'error', extra }) {
  return h(
    'div',
    { class: `alert alert-${tone}`, role: tone === 'error' ? 'alert' : 'status' },
    h('p', { class: 'alert-title' }, title),
    detail ? h('p', { class: 'alert-detail' }, richText(detail)) : null,
    extra ?? null,
  );
}
