// Sign in and register. Errors are shown in plain words next to the field they concern,
// or above the form when they concern both.

import { api } from './api.js';
import { alertBox, announce, clear, field, h } from './dom.js';
import { describeError } from './messages.js';
import { session } from './session.js';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const MIN_PASSWORD = 8;
let rememberedEmail = '';

export function authView(root, { name, flash, afterSignIn }) {
  const registering = name === 'register';
  const messages = h('div', { class: 'auth-messages' });
  if (flash) messages.append(alertBox({ title: flash.title, detail: flash.detail, tone: flash.tone ?? 'info' }));

  const email = field({
    label: 'Email',
    control: h('input', { type: 'email', name: 'email', autocomplete: registering ? 'email' : 'username', required: true, spellcheck: 'false', value: rememberedEmail }),
  });
  const passwordInput = h('input', {
    type: 'password',
    name: 'password',
    autocomplete: registering ? 'new-password' : 'current-password',
    required: true,
    minlength: registering ? String(MIN_PASSWORD) : undefined,
  });
  const reveal = h('button', { type: 'button', class: 'button button-ghost button-small reveal-password', 'aria-label': 'Show password' }, 'Show');
  reveal.addEventListener('click', () => {
    const show = passwordInput.type === 'password';
    passwordInput.type = show ? 'text' : 'password';
    reveal.textContent = show ? 'Hide' : 'Show';
    reveal.setAttribute('aria-label', show ? 'Hide password' : 'Show password');
  });
  const password = field({
    label: 'Password',
    hint: registering ? `At least ${MIN_PASSWORD} characters. A few unrelated words make a strong one.` : undefined,
    control: passwordInput,
    render: h('div', { class: 'input-with-button' }, passwordInput, reveal),
  });

  const submit = h('button', { type: 'submit', class: 'button button-primary button-block' }, registering ? 'Create account' : 'Sign in');
  const form = h('form', { class: 'auth-form', novalidate: true, 'aria-label': registering ? 'Create an account' : 'Sign in' }, email.element, password.element, submit);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clear(messages);
    const emailValue = email.control.value.trim();
    const passwordValue = passwordInput.value;
    email.setError(null);
    password.setError(null);
    let invalid = null;
    if (!emailValue) invalid ??= (email.setError('Enter your email address.'), email.control);
    else if (registering && !EMAIL.test(emailValue)) invalid ??= (email.setError('Enter an email address like name@example.com.'), email.control);
    if (!passwordValue) invalid ??= (password.setError('Enter your password.'), passwordInput);
    else if (registering && [...passwordValue].length < MIN_PASSWORD) {
      invalid ??= (password.setError(`Your password is too short: use at least ${MIN_PASSWORD} characters.`), passwordInput);
    }
    if (invalid) {
      invalid.focus();
      return;
    }

    submit.disabled = true;
    submit.textContent = registering ? 'Creating account…' : 'Signing in…';
    try {
      if (registering) await api.register(emailValue, passwordValue);
      else await api.login(emailValue, passwordValue);
      rememberedEmail = '';
      session.setAccount(await api.account());
      announce(registering ? 'Account created. You are signed in.' : 'Signed in.');
      afterSignIn();
    } catch (error) {
      submit.disabled = false;
      submit.textContent = registering ? 'Create account' : 'Sign in';
      showError(error, emailValue);
    }
  });

  function showError(error, emailValue) {
    const { title, detail } = describeError(error);
    if (error.code === 'EXT_WEAK_PASSWORD') {
      password.setError(`${title}: use at least ${MIN_PASSWORD} characters.`);
      passwordInput.focus();
      return;
    }
    if (error.code === 'EXT_INVALID_EMAIL') {
      email.setError(`${title}. ${detail}`);
      email.control.focus();
      return;
    }
    let extra = null;
    if (error.code === 'EXT_EMAIL_TAKEN') {
      extra = h('p', {}, h('a', { href: '#/signin', onClick: () => (rememberedEmail = emailValue) }, 'Sign in with this email'));
    }
    messages.append(alertBox({ title, detail, extra }));
    if (error.code === 'EXT_LOGIN_FAILED') {
      passwordInput.value = '';
      passwordInput.focus();
    }
  }

  const switcher = registering
    ? h('p', { class: 'auth-switch' }, 'Already have an account? ', h('a', { href: '#/signin' }, 'Sign in'))
    : h('p', { class: 'auth-switch' }, 'New to docextract? ', h('a', { href: '#/register' }, 'Create an account'));

  root.append(
    h(
      'div',
      { class: 'auth-layout' },
      h(
        'section',
        { class: 'auth-intro', 'aria-label': 'About docextract' },
        h('p', { class: 'eyebrow' }, 'Document extraction API'),
        h('p', { class: 'auth-pitch' }, 'Turn documents into clean text with one request.'),
        h(
          'ul',
          { class: 'checklist' },
          h('li', {}, 'PDF, Office, HTML, CSV, JSON and text files in; Markdown, plain text or HTML out'),
          h('li', {}, 'Title, pages, words, authors and dates with every answer'),
          h('li', {}, 'A free credit allowance for every account'),
        ),
        h('p', {}, h('a', { href: '#/docs' }, 'Read the API documentation')),
      ),
      h(
        'div',
        { class: 'card auth-card' },
        h('h1', { tabindex: '-1' }, registering ? 'Create your account' : 'Sign in'),
        h('p', { class: 'auth-sub' }, registering ? 'Register with your email to create API keys.' : 'Welcome back. Sign in to manage your API keys.'),
        messages,
        form,
        switcher,
      ),
    ),
  );
  if (!rememberedEmail) return undefined;
  queueMicrotask(() => passwordInput.focus());
  return undefined;
}
