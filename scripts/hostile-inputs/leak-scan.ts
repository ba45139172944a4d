// What a response body must never show of the server: a stack trace, an absolute path of
// the host (source tree, temp and data folders, system files, installed packages), the
// content of /etc/passwd, or a secret the caller names (the API key, the data folder).

const LEAK_PATTERNS: Array<[string, RegExp]> = [
  ['a stack frame', /\n\s+at |^\s+at \S+ \(/m],
  ['a source path', /\/work\/|\/home\/|\/root\/|\/usr\/|\/srv\/|\/opt\/|[A-Z]:\\\\/],
  ['a temp path', /\/tmp\/|\/var\/folders\//],
  ['a system path', /\/etc\//],
  ['an installed package path', /node_modules/],
  ['a file URL', /file:\/\//],
  ['password file content', /root:[^:\s]*:0:0:|daemon:[^:\s]*:1:1:|\broot:x:/],
];

/** Every leak found in `body`, by name; empty when it shows nothing it should not. */
export function findLeaks(body: string, secrets: string[] = []): string[] {
  const found = LEAK_PATTERNS.filter(([, pattern]) => pattern.test(body)).map(([label]) => label);
  for (const secret of secrets) if (secret && body.includes(secret)) found.push(`the secret ${secret.slice(0, 6)}…`);
  return found;
}
