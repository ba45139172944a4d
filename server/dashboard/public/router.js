// Hash routes: #/signin, #/register, #/keys, #/usage, #/playground, #/docs[/anchor].
// A route change renders its view into #app, sets the title, marks the current nav link and
// moves focus to the page heading so keyboard and screen-reader users start at the top.

import { authView } from './auth-view.js';
import { clear, h } from './dom.js';
import { docsView } from './docs-view.js';
import { keysView } from './keys-view.js';
import { playgroundView } from './playground-view.js';
import { session } from './session.js';
import { usageView } from './usage-view.js';

const ROUTES = {
  signin: { view: authView, title: 'Sign in', access: 'signed-out' },
  register: { view: authView, title: 'Create an account', access: 'signed-out' },
  keys: { view: keysView, title: 'API Keys', access: 'signed-in' },
  usage: { view: usageView, title: 'Usage', access: 'signed-in' },
  playground: { view: playgroundView, title: 'Playground', access: 'signed-in' },
  docs: { view: docsView, title: 'API Docs', access: 'public' },
};

let current = null;
let flash = null;
let afterSignInRoute = null;

/** A message for the next page shown (for example "You have signed out"). */
export function setFlash(message) {
  flash = message;
}

export function navigate(name) {
  if (window.location.hash === `#/${name}`) render('navigate');
  else window.location.hash = `#/${name}`;
}

function parseHash() {
  const [name = '', ...rest] = window.location.hash.replace(/^#\/?/, '').split('/');
  return { name: name || null, sub: rest.join('/') || null };
}

function redirect(name) {
  window.history.replaceState(null, '', `#/${name}`);
}

/** reason: 'start' (page load), 'hash' (the address changed) or 'navigate' (the app asked). */
export function render(reason) {
  const focus = reason !== 'start';
  let { name, sub } = parseHash();
  name ??= session.signedIn ? 'keys' : 'signin';
  let route = ROUTES[name];
  if (route?.access === 'signed-in' && !session.signedIn) {
    afterSignInRoute = name;
    name = 'signin';
    sub = null;
    route = ROUTES.signin;
    redirect(name);
  } else if (route?.access === 'signed-out' && session.signedIn) {
    name = 'keys';
    sub = null;
    route = ROUTES.keys;
    redirect(name);
  }

  // Same page, new anchor (docs sections): no re-render.
  if (current && current.name === name && route && typeof current.handle?.update === 'function' && reason === 'hash') {
    current.handle.update(sub);
    return;
  }

  if (typeof current?.handle === 'function') current.handle();
  else if (typeof current?.handle?.cleanup === 'function') current.handle.cleanup();
  document.querySelectorAll('dialog').forEach((dialog) => dialog.remove());

  const app = document.getElementById('app');
  clear(app);
  markNav(name);
  if (!route) {
    document.title = 'Page not found · docextract';
    app.append(
      h(
        'div',
        { class: 'view view-missing' },
        h('h1', { tabindex: '-1' }, 'Page not found'),
        h('p', {}, 'There is no page at this address. ', h('a', { href: session.signedIn ? '#/keys' : '#/signin' }, 'Go to the dashboard'), '.'),
      ),
    );
    current = { name, handle: null };
    if (focus) app.querySelector('h1')?.focus();
    return;
  }

  document.title = `${route.title} · docextract`;
  const root = h('div', { class: `view view-${name}` });
  app.append(root);
  const message = flash;
  flash = null;
  const handle = route.view(root, {
    name,
    sub,
    flash: message,
    navigate,
    afterSignIn: () => {
      const next = afterSignInRoute ?? 'keys';
      afterSignInRoute = null;
      navigate(next);
    },
  });
  current = { name, handle };
  if (sub && typeof handle?.update === 'function') handle.update(sub);
  if (focus) {
    window.scrollTo(0, 0);
    root.querySelector('h1')?.focus({ preventScroll: true });
  }
}

function markNav(name) {
  document.querySelectorAll('[data-route]').forEach((link) => {
    if (link.dataset.route === name) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  });
}

export function startRouter() {
  window.addEventListener('hashchange', () => render('hash'));
  render('start');
}
