// Errors in plain words: what happened and what to do, for each code the service sends.

import { formatWait } from './format.js';

const BY_CODE = {
  EXT_EMAIL_TAKEN: ['This email already has an account', 'Sign in with it instead, or register with another email address.'],
  EXT_WEAK_PASSWORD: ['That password is too short', 'Choose a password of at least 8 characters.'],
  EXT_INVALID_EMAIL: ['That email address does not look right', 'Check it for typos, for example a missing “@” or domain.'],
  EXT_LOGIN_FAILED: ['Wrong email or password', 'Check both and try again. Passwords are case-sensitive.'],
  EXT_NOT_SIGNED_IN: ['Your session has ended', 'Sign in again to continue.'],
  EXT_INVALID_KEY_NAME: ['The key needs a name', 'Give it a name of 1 to 100 characters that says where it is used.'],
  EXT_KEY_NOT_FOUND: ['This key no longer exists', 'It may have been revoked already. The list has been refreshed.'],
  EXT_CROSS_SITE: ['The request was blocked', 'Account changes are only accepted from this dashboard. Reload the page and try again.'],
  EXT_KEY_MISSING: ['No API key was sent', 'Enter an API key, or create one on the API Keys page.'],
  EXT_KEY_INVALID: ['This API key is not valid', 'Check that it was copied whole (it starts with “dxk_”), or create a new one on the API Keys page.'],
  EXT_KEY_REVOKED: ['This API key has been revoked', 'Revoked keys are refused. Create a new key on the API Keys page.'],
  EXT_CREDITS_EXHAUSTED: ['You are out of credits', 'The free allowance for this window is spent. It renews when the window ends; nothing was charged.'],
  EXT_CREDITS_INSUFFICIENT: ['Not enough credits left for this document', null],
  EXT_RATE_LIMITED: ['Too many requests', null],
  EXT_PAYLOAD_TOO_LARGE: ['The file is too large', null],
  EXT_EMPTY_FILE: ['The file is empty', 'Choose a file that has content.'],
  EXT_UNSUPPORTED_TYPE: ['This type of file is not supported', null],
  EXT_CORRUPT_DOCUMENT: ['The document could not be read', null],
  EXT_PASSWORD_REQUIRED: ['The document is password-protected', 'Enter its password and send it again.'],
  EXT_PASSWORD_WRONG: ['The document password is wrong', 'Check the password and send it again.'],
  EXT_INVALID_MODE: ['That mode is not available for this file', null],
  EXT_INVALID_FALLBACK: ['That fallback is not available for this file', null],
  EXT_EXTRACTION_TIMEOUT: ['The extraction took too long', null],
  EXT_EXTRACTION_OUT_OF_MEMORY: ['The document needed too much memory', null],
  EXT_EXTRACTION_CRASHED: ['The extraction failed', null],
  EXT_QUEUE_FULL: ['The service is busy', null],
  EXT_SHUTTING_DOWN: ['The service is restarting', 'Try again in a moment.'],
  EXT_DATABASE_UNAVAILABLE: ['The service is busy', 'Its database did not answer in time. Try again in a moment; nothing was charged.'],
};

/**
 * { title, detail } for an error: an ApiError, or { status, code, message, retryAfterSeconds }
 * from an extraction answer.
 */
export function describeError(error) {
  const status = error?.status ?? 0;
  const code = error?.code ?? null;
  const serverMessage = error?.serverMessage ?? error?.message ?? null;
  if (status === 0) {
    return { title: 'Cannot reach the service', detail: 'Check your connection and try again.' };
  }
  if (code === 'EXT_LOGIN_RATE_LIMITED') {
    return {
      title: 'Too many sign-in attempts',
      detail: `For your security, sign-in is paused. Try again in ${formatWait(error.retryAfterSeconds ?? 900)}.`,
    };
  }
  const known = code ? BY_CODE[code] : null;
  if (known) return { title: known[0], detail: known[1] ?? serverMessage };
  if (status >= 500) return { title: 'Something went wrong on our side', detail: 'Nothing was charged. Try again in a moment.' };
  if (status === 429) return { title: 'Too many requests', detail: serverMessage };
  return { title: 'The request was refused', detail: serverMessage ?? `The service answered with status ${status}.` };
}
