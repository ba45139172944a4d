import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { AccountStore } from '../../server/accounts/account-store.ts';
import { openDatabase } from '../../server/database/open-database.ts';
import { registerUser } from '../support/accounts.ts';
import { HOSTILE_PLUGINS_DIR, REPO_ROOT, postFile } from '@docextract/plugin-kit/testing/service';

const MAIN = path.join(REPO_ROOT, 'server', 'main.ts');

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

interface RunningService {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startMain(env: Record<string, string>): RunningService {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForListening(service: RunningService): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!service.output().includes('"listening"')) {
    if (Date.now() > deadline) throw new Error(`the service did not start:\n${service.output()}`);
    if (service.child.exitCode !== null) throw new Error(`the service exited:\n${service.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface LoadOutcome {
  startedAt: number;
  finishedAt: number;
  status: number | null;
  code: string | null;
  charged: number;
  remaining: number | null;
  retryAfter: string | null;
  connectionHeader: string | null;
  /** For a request that got no answer: why (ECONNREFUSED once the listener has closed). */
  connectionError: string | null;
}

/** One client sending requests back to back until the service stops answering. */
async function clientUntilRefused(url: string, key: string, client: number, outcomes: LoadOutcome[]): Promise<void> {
  for (let round = 0; ; round += 1) {
    // Slow and quick requests mixed, so the signal finds some in a worker and some queued.
    const mode = (client + round) % 2 === 0 ? 'slow' : 'ok';
    const startedAt = performance.now();
    try {
      const response = await postFile(`${url}/v1/extract/txt?mode=${mode}`, { bytes: `client ${client} round ${round}`, name: 'a.txt' }, {}, { 'x-api-key': key });
      const body = (await response.json()) as { code?: string };
      outcomes.push({
        startedAt,
        finishedAt: performance.now(),
        status: response.status,
        code: body.code ?? null,
        charged: Number(response.headers.get('x-credits-charged') ?? 0),
        remaining: response.headers.has('x-credits-remaining') ? Number(response.headers.get('x-credits-remaining')) : null,
        retryAfter: response.headers.get('retry-after'),
        connectionHeader: response.headers.get('connection'),
        connectionError: null,
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      outcomes.push({ startedAt, finishedAt: performance.now(), status: null, code: null, charged: 0, remaining: null, retryAfter: null, connectionHeader: null, connectionError: cause?.code ?? String(error) });
      return;
    }
  }
}

describe('main', () => {
  test('an invalid variable stops start-up with a message naming it', async () => {
    const service = startMain({ RATE_LIMIT: 'abc', PORT: String(await freePort()) });
    assert.equal(await service.exited, 1);
    assert.match(service.output(), /RATE_LIMIT/);
  });

  test('a broken plugin folder stops start-up with the fix', async () => {
    const service = startMain({ PLUGINS_DIR: path.join(REPO_ROOT, 'no-such-folder'), PORT: String(await freePort()) });
    assert.equal(await service.exited, 1);
    assert.match(service.output(), /PLUGINS_DIR/);
  });

  test('SIGTERM lets the request in flight finish, refuses new ones, and exits 0', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'main-test-'));
    const service = startMain({ PORT: String(port), PLUGINS_DIR: HOSTILE_PLUGINS_DIR, DATA_DIR: dataDir });
    try {
      await waitForListening(service);
      const url = `http://127.0.0.1:${port}`;
      const { key } = await (await registerUser(url)).createKey();
      // Warm the worker so the slow request is in its handler when the signal arrives.
      assert.equal((await postFile(`${url}/v1/extract/txt?mode=ok`, { bytes: 'warm', name: 'a.txt' }, {}, { 'x-api-key': key })).status, 200);

      const inFlight = postFile(`${url}/v1/extract/txt?mode=slow`, { bytes: 'in flight', name: 'a.txt' }, {}, { connection: 'close', 'x-api-key': key });
      await new Promise((resolve) => setTimeout(resolve, 100));
      service.child.kill('SIGTERM');

      const response = await inFlight;
      assert.equal(response.status, 200);
      assert.equal(((await response.json()) as { content: string }).content, 'in flight');
      assert.equal(await service.exited, 0);
      await assert.rejects(fetch(`${url}/healthz`));
      assert.match(service.output(), /"stopped"/);
    } finally {
      service.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
  test('SIGTERM under load: running requests finish, later ones are refused cleanly, and the usage written equals the 200s delivered', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'main-test-'));
    const freeCredits = 100_000;
    const clients = 24;
    const service = startMain({
      PORT: String(port),
      PLUGINS_DIR: HOSTILE_PLUGINS_DIR,
      DATA_DIR: dataDir,
      WORKERS: '4',
      FREE_CREDITS: String(freeCredits),
      RATE_LIMIT: '100000',
    });
    try {
      await waitForListening(service);
      const url = `http://127.0.0.1:${port}`;
      const user = await registerUser(url);
      const { key } = await user.createKey();

      const outcomes: LoadOutcome[] = [];
      const load = Promise.all(Array.from({ length: clients }, (_, client) => clientUntilRefused(url, key, client, outcomes)));
      // Let the load build up, then stop the service in the middle of it.
      const deadline = Date.now() + 20_000;
      while (outcomes.filter((outcome) => outcome.status === 200).length < 2 * clients && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const signalledAt = performance.now();
      service.child.kill('SIGTERM');
      await load;
      assert.equal(await service.exited, 0, service.output());

      const delivered = outcomes.filter((outcome) => outcome.status === 200);
      const refused = outcomes.filter((outcome) => outcome.status === 503);
      const unanswered = outcomes.filter((outcome) => outcome.status === null);
      const other = outcomes.filter((outcome) => outcome.status !== null && outcome.status !== 200 && outcome.status !== 503);
      assert.deepEqual(other, [], 'only 200 and 503 answers, never a 500');
      for (const outcome of refused) assert.deepEqual([outcome.code, outcome.retryAfter], ['EXT_SHUTTING_DOWN', '5']);
      // Each client ends on the one request that found the service gone.
      assert.equal(unanswered.length, clients);
      // Requests running when the signal came were finished and delivered, not cut off.
      const drained = delivered.filter((outcome) => outcome.startedAt < signalledAt && outcome.finishedAt > signalledAt);
      assert.ok(drained.length > 0, 'no request was in flight at the signal');
      // Their connections close after the answer instead of idling out the keep-alive timeout
      // (counting only answers well after the signal: one on its way as it came is not one).
      const answeredWhileDraining = [...drained, ...refused].filter((outcome) => outcome.finishedAt > signalledAt + 250);
      assert.ok(answeredWhileDraining.length > 0, 'the drain was too short to see');
      for (const outcome of answeredWhileDraining) assert.equal(outcome.connectionHeader, 'close');
      for (const outcome of outcomes.filter((each) => each.startedAt < signalledAt - 200)) assert.equal(outcome.status, 200, JSON.stringify(outcome));
      assert.match(service.output(), /"stopped"/);
      assert.doesNotMatch(service.output(), /"level":"error"/);

      // The limiter charged every 200 once: distinct remainders, the lowest what they leave.
      const spent = delivered.reduce((sum, outcome) => sum + outcome.charged, 0);
      assert.equal(spent, 2 * delivered.length, 'the hostile ok and slow modes report 2 pages');
      const remainders = delivered.map((outcome) => outcome.remaining!);
      assert.equal(new Set(remainders).size, delivered.length);
      assert.equal(Math.min(...remainders), freeCredits - spent);

      // The usage rows written before exit count exactly the 200s: none lost from the last
      // second before the signal, none for the refused requests.
      const database = await openDatabase({ databaseUrl: null, dataDir });
      try {
        const store = new AccountStore(database);
        const account = await store.findAccountByEmail(user.email);
        const days = await store.usageByDay(account!.id, 2);
        const written = days.reduce((sum, day) => ({ requests: sum.requests + day.requests, credits: sum.credits + day.credits }), { requests: 0, credits: 0 });
        assert.deepEqual(written, { requests: delivered.length, credits: spent });
      } finally {
        await database.destroy();
      }
      console.log(
        `SIGTERM under load: ${delivered.length} delivered (${drained.length} finished after the signal), ` +
          `${refused.length} refused 503, ${unanswered.filter((outcome) => outcome.connectionError === 'ECONNREFUSED').length} connections refused, ` +
          `${unanswered.filter((outcome) => outcome.connectionError !== 'ECONNREFUSED').map((outcome) => outcome.connectionError).join(', ') || 'no other connection errors'}`,
      );
    } finally {
      service.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
