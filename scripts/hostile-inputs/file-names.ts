// File names a client should never send: folders in front of the name (both separators,
// absolute and climbing), control characters, 300 characters, and names that are nothing
// but folders. Each goes in a raw multipart body (multipart-bodies.ts), so the bytes
// arrive exactly as written.

export interface HostileFileName {
  label: string;
  fileName: string;
}

/** Names the service can clean to a base name, keeping the extension. */
export const CLEANABLE_NAMES: HostileFileName[] = [
  { label: 'folders climbing with slashes', fileName: '../../../etc/passwd.txt' },
  { label: 'folders climbing with backslashes', fileName: '..\\..\\windows\\system32\\drivers.txt' },
  { label: 'an absolute path', fileName: '/work/main/server/config.txt' },
  { label: '300 characters', fileName: `${'n'.repeat(300)}.txt` },
  { label: '300 characters outside ASCII', fileName: `${'é'.repeat(150)}${'😀'.repeat(150)}.txt` },
  { label: 'a tab inside', fileName: 'tab\there.txt' },
];

/** Names with no base name left once the folders go: still a file, to be read under a made-up name. */
export const FOLDER_ONLY_NAMES: HostileFileName[] = [
  { label: 'only climbing folders', fileName: '../..' },
  { label: 'a folder with a trailing slash', fileName: 'reports/' },
  { label: 'a single dot', fileName: '.' },
];

/** Names carrying control characters that HTTP header syntax forbids in a part header. */
export const CONTROL_CHARACTER_NAMES: HostileFileName[] = [
  { label: 'a bell character', fileName: 'bell\u0007.txt' },
  { label: 'a NUL byte', fileName: 'nul\u0000.txt' },
  { label: 'an escape sequence', fileName: '\u001b[31mred\u001b[0m.txt' },
  { label: 'a bare carriage return', fileName: 'line\rbreak.txt' },
];
