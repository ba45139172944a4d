// Structured JSON logs through pino: one object per line, level from LOG_LEVEL. Callers
// pass fields, never keys, passwords, session ids or document text.

import pino from 'pino';

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogDestination {
  write(line: string): void;
}

/** Logs to stderr, or to `destination` (one JSON line per write). */
export function jsonLogger(destination?: LogDestination | ((line: string) => void), level: LogLevel = 'info'): Logger {
  const target: LogDestination | pino.DestinationStream =
    typeof destination === 'function' ? { write: (line: string) => destination(line.trimEnd()) } : (destination ?? pino.destination(2));
  const logger = pino(
    {
      level,
      base: undefined,
      messageKey: 'message',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    target as pino.DestinationStream,
  );
  return {
    info: (message, fields = {}) => logger.info(fields, message),
    warn: (message, fields = {}) => logger.warn(fields, message),
    error: (message, fields = {}) => logger.error(fields, message),
  };
}

export function silentLogger(): Logger {
  return { info: () => {}, warn: () => {}, error: () => {} };
}
