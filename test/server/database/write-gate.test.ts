// The write gate: on SQLite one write of the process at a time, in order of arrival, and a
// write that cannot get its turn within the bound is refused as "database unavailable"
// without holding up the writes after it. On PostgreSQL writes pass straight through.

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import knex from 'knex';
import { knexConfig } from '../../../knexfile.ts';
import { DatabaseBusyError, isDatabaseUnavailable } from '../../../server/database/database-unavailable.ts';
import { oneWriterAtATime, writeGateFor } from '../../../server/database/write-gate.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('oneWriterAtATime', () => {
  test('runs writes one at a time, in the order they came', async () => {
    const gate = oneWriterAtATime(5000);
    let running = 0;
    let mostAtOnce = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        gate.run(async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await sleep(5);
          order.push(index);
          running -= 1;
        }),
      ),
    );
    assert.equal(mostAtOnce, 1);
    assert.deepEqual(order, [0, 1, 2, 3, 4, 5, 6, 7]);
  });

  test('a failed write frees the turn and keeps its own error', async () => {
    const gate = oneWriterAtATime(5000);
    await assert.rejects(gate.run(async () => Promise.reject(new Error('constraint'))), /constraint/);
    assert.equal(await gate.run(async () => 'next'), 'next');
  });

  test('a write that waits past the bound is refused as unavailable; the writes after it still run in turn', async () => {
    const gate = oneWriterAtATime(100);
    let releaseSlow!: () => void;
    const slow = gate.run(() => new Promise<string>((resolve) => (releaseSlow = () => resolve('slow'))));
    const refused = gate.run(async () => 'never');
    await assert.rejects(refused, (error: unknown) => error instanceof DatabaseBusyError && isDatabaseUnavailable(error));
    // A later write waits for the slow one (never two at once), then runs.
    let laterRan = false;
    const later = gate.run(async () => {
      laterRan = true;
      return 'later';
    });
    await sleep(20);
    assert.equal(laterRan, false);
    releaseSlow();
    assert.deepEqual(await Promise.all([slow, later]), ['slow', 'later']);
  });

  test('writes that waited behind one that found the database locked are refused at once, not each after its own wait', async () => {
    const gate = oneWriterAtATime(5000);
    const locked = Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' });
    let failLocked!: () => void;
    const first = gate.run(() => new Promise((_, reject) => (failLocked = () => reject(locked))));
    let queuedRan = false;
    const queued = gate.run(async () => {
      queuedRan = true;
    });
    await sleep(20);
    failLocked();
    await assert.rejects(first, /database is locked/);
    await assert.rejects(queued, (error: unknown) => error instanceof DatabaseBusyError && isDatabaseUnavailable(error));
    assert.equal(queuedRan, false);
    // A write that comes after the refusal tries the database again.
    assert.equal(await gate.run(async () => 'tried'), 'tried');
  });
});

describe('writeGateFor', () => {
  test('SQLite gets one writer at a time bounded by its lock wait; PostgreSQL passes writes through', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'write-gate-'));
    const sqlite = knex(knexConfig({ databaseUrl: null, dataDir }, { statementWaitMs: 50, connectionWaitMs: 1000 }));
    // No connection is made: the gate reads the configuration only.
    const postgres = knex(knexConfig({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir }));
    try {
      const sqliteGate = writeGateFor(sqlite);
      let release!: () => void;
      const holding = sqliteGate.run(() => new Promise<void>((resolve) => (release = resolve)));
      await assert.rejects(sqliteGate.run(async () => 'queued'), DatabaseBusyError);
      release();
      await holding;

      const postgresGate = writeGateFor(postgres);
      let together = 0;
      let mostTogether = 0;
      await Promise.all([1, 2, 3].map(() => postgresGate.run(async () => {
        together += 1;
        mostTogether = Math.max(mostTogether, together);
        await sleep(10);
        together -= 1;
      })));
      assert.equal(mostTogether, 3);
    } finally {
      await sqlite.destroy();
      await postgres.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
