// A small structured logger: one JSON line per event on stderr. Callers pass fields,
// never keys or document text.

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export function jsonLogger(write: (line: string) => void = (line) => process.stderr.write(line + '\n')): Logger {
  const log = (level: string) => (message: string, fields: Record<string, unknown> = {}) =>
    write(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
  return { info: log('info'), warn: log('warn'), error: log('error') };
}

export function silentLogger(): Logger {
  return { info: () => {}, warn: () => {}, error: () => {} };
}
