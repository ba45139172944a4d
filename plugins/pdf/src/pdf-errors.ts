// pdf.js errors → the service's bad-input reasons. pdf.js reports a locked file with a
// PasswordException (code 1: a password is needed, code 2: the one given is wrong) and an
// unreadable one with InvalidPDFException or FormatError; anything else it throws while
// opening means the file's structure could not be made sense of.

import { BadInputError, isBadInputError } from '@docextract/contracts/plugin-api';

const NEED_PASSWORD = 1;
const INCORRECT_PASSWORD = 2;

interface PdfjsError {
  name?: unknown;
  code?: unknown;
  message?: unknown;
}

export function passwordError(hadPassword: boolean): BadInputError {
  return hadPassword
    ? new BadInputError('password-wrong', 'The PDF is encrypted and the password given is wrong. Send the right one in the "password" field.')
    : new BadInputError('password-required', 'The PDF is encrypted: a password is needed to open it. Send it in the "password" field.');
}

/** The BadInputError for an error thrown while opening a document. */
export function openError(error: unknown, hadPassword: boolean): BadInputError {
  if (isBadInputError(error)) return error;
  const { name, code } = (error ?? {}) as PdfjsError;
  if (name === 'PasswordException') {
    if (code === INCORRECT_PASSWORD) return passwordError(true);
    if (code === NEED_PASSWORD) return passwordError(hadPassword);
  }
  return corruptError(error);
}

export function corruptError(error?: unknown): BadInputError {
  const detail = describe(error);
  return new BadInputError('corrupt', `The PDF could not be read${detail ? ` (${detail})` : ''}. The file may be damaged or truncated.`);
}

// pdf.js messages are short and carry no paths; keep them to one line anyway.
function describe(error: unknown): string {
  const message = (error as PdfjsError | null)?.message;
  return typeof message === 'string' ? message.split('\n')[0]!.replace(/\.$/, '').slice(0, 160) : '';
}
