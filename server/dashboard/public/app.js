// Start-up: find out whether a session exists, wire the header (navigation, sign out),
// then hand over to the router.

import { api, whenSignedOut } from './api.js';
import { alertBox, announce, clear } from './dom.js';
import { describeError } from './messages.js';
import { navigate, render, setFlash, startRouter } from './router.js';
import { session } from './session.js';

function updateHeader() {
  const signedIn = session.signedIn;
  document.getElementById('mainnav').hidden = !signedIn;
  document.getElementById('account').hidden = !signedIn;
  document.getElementById('publicnav').hidden = signedIn;
  const email = document.getElementById('account-email');
  email.textContent = session.account?.email ?? '';
  email.title = session.account?.email ?? '';
  document.querySelector('.brand')?.setAttribute('href', signedIn ? '#/keys' : '#/signin');
}

async function signOut(button) {
  button.disabled = true;
  try {
    await api.logout();
  } catch (error) {
    button.disabled = false;
    announce(`Could not sign out. ${describeError(error).title}.`);
    return;
  }
  button.disabled = false;
  session.clear();
  setFlash({ title: 'You have signed out', tone: 'info' });
  navigate('signin');
}

async function start() {
  const skip = document.querySelector('.skip-link');
  skip?.addEventListener('click', (event) => {
    // The address hash belongs to the router: move focus without changing it.
    event.preventDefault();
    document.getElementById('main')?.focus();
  });
  const signOutButton = document.getElementById('sign-out');
  signOutButton.addEventListener('click', () => signOut(signOutButton));
  session.onChange(updateHeader);

  whenSignedOut(() => {
    if (!session.signedIn) return;
    session.clear();
    setFlash({ title: 'Your session has ended', detail: 'Sign in again to continue.', tone: 'info' });
    render('navigate');
  });

  try {
    session.setAccount(await api.account());
  } catch (error) {
    const { title, detail } = describeError(error);
    const app = document.getElementById('app');
    clear(app).append(alertBox({ title, detail }));
    return;
  }
  updateHeader();
  startRouter();
}

start();
