// Tells a database that is locked, slow or unreachable apart from every other failure. The
// first kind is the database's state, not the request's fault and not a bug: the request is
// answered 503 with Retry-After (EXT_DATABASE_UNAVAILABLE), and a background write keeps its
// rows to try again.

/** A write did not get its turn: the writes before it took too long, or found the database locked. */
export class DatabaseBusyError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'DatabaseBusyError';
  }
}

/** What a client is told to wait before retrying: about one bounded wait of the database. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// SQLite: another connection holds the lock past the busy timeout; the disk is full or failing.
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_FULL', 'SQLITE_IOERR', 'SQLITE_CANTOPEN', 'SQLITE_PROTOCOL']);

// PostgreSQL: statement timeout or lock timeout, the server shutting down or refusing
// connections, too many connections, out of resources. Class 08 is connection exceptions.
const POSTGRES_CODES = new Set(['57014', '55P03', '57P01', '57P02', '57P03', '53000', '53100', '53200', '53300']);

// The network between the service and PostgreSQL.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

// node-postgres and knex report some of these without a code.
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Unable to acquire a connection/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof DatabaseBusyError || error.name === 'KnexTimeoutError') return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (SQLITE_CODES.has(code) || POSTGRES_CODES.has(code) || SOCKET_CODES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return UNAVAILABLE_MESSAGES.test(error.message);
}

/** A row the database will never take, whatever the wait: a constraint says no. */
export function isPermanentlyRefused(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL's class 23 (integrity constraint violation), SQLite's constraint error.
  return typeof code === 'string' && (/^23[0-9A-Z]{3}$/.test(code) || code === 'SQLITE_CONSTRAINT');
}

/**
 * The error's code and the database's own words, for a log line. knex puts the statement,
 * values included, before " - " in its messages; those values may be hashes of keys,
 * sessions or passwords, so they never reach a log.
 */
export function describeDatabaseError(error: unknown): { code: string | null; reason: string } {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const separator = message.lastIndexOf(' - ');
  return {
    code: typeof code === 'string' ? code : null,
    reason: (separator >= 0 ? message.slice(separator + 3) : message).slice(0, 200),
  };
}
