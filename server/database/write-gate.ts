// Writes of one process to SQLite take turns here instead of inside SQLite. SQLite lets one
// writer in at a time anyway; queued in the database, the others would sleep in its busy
// handler, each holding a pooled connection and a libuv thread, until reads had neither
// left. Queued here, they hold nothing, and a write that cannot get its turn within the
// bound is refused (DatabaseBusyError, a 503) rather than left waiting. PostgreSQL has
// row locks and many writers: there the gate lets everything through.

import type { Knex } from 'knex';
import type { DatabaseParams } from '../../knexfile.ts';
import { DatabaseBusyError, isDatabaseUnavailable } from './database-unavailable.ts';
import { settlesWithin } from '../settles-within.ts';

export interface WriteGate {
  run<T>(write: () => Promise<T>): Promise<T>;
}

export function writeGateFor(database: Knex): WriteGate {
  const params = database.userParams as Partial<DatabaseParams> | undefined;
  if (params?.dialect !== 'sqlite' || !params.waits) return { run: (write) => write() };
  return oneWriterAtATime(params.waits.statementWaitMs);
}

export function oneWriterAtATime(turnWaitMs: number): WriteGate {
  // Settles when every write admitted so far has finished (or given up its turn).
  let tail: Promise<void> = Promise.resolve();
  // Writes that found the database locked or away, so far.
  let writesRefused = 0;
  return {
    async run(write) {
      const before = tail;
      const refusedBefore = writesRefused;
      let done!: () => void;
      const mine = new Promise<void>((resolve) => (done = resolve));
      // Whoever comes next waits for the writes before this one as well, so giving up a
      // turn early never lets two writes in at once.
      tail = before.then(() => mine);
      if (!(await settlesWithin(before, turnWaitMs))) {
        done();
        throw new DatabaseBusyError(`the writes before this one held the database for over ${turnWaitMs} ms`);
      }
      // Each waiter trying the lock in turn would stack their waits: one bounded wait is all
      // a request gets, and a write that waited while another found the lock has had it.
      if (writesRefused > refusedBefore) {
        done();
        throw new DatabaseBusyError('a write just before this one found the database locked');
      }
      try {
        return await write();
      } catch (error) {
        if (isDatabaseUnavailable(error)) writesRefused += 1;
        throw error;
      } finally {
        done();
      }
    },
  };
}

