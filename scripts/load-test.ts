// Load test: starts the service with its embedded defaults (SQLite, in-process limiters) on
// 127.0.0.1, creates an account and a key, then drives it with autocannon (no pipelining) at
// several concurrency levels on small and mixed documents. Reports requests per second,
// p50/p97.5/p99 latency (autocannon keeps no p95), errors by status and the service's RSS over
// time, and writes bench-results/load-test.json and .md. It stops by itself and talks to
// 127.0.0.1 only.
//
//   npm run load-test [-- --seconds 10 --connections 1,8,32 --workers 2 --endurance 10000 --profile DIR]
//
// --endurance N ends the run with N mixed requests at 8 connections and the service's RSS at
// every thousandth answer, for the memory target (under 1 GB, and no more than 10% growth
// between the first and the last thousand); 0 leaves it out.

import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadMixedDocuments, smallTextDocument, type LoadDocument } from './load-test/documents.ts';
import { readRssMb, sampleRss, type RssSample } from './load-test/rss.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1,8,32' },
    workers: { type: 'string', default: '2' },
    endurance: { type: 'string', default: '0' },
    // A folder for CPU profiles of the service's threads (node --cpu-prof), one file each.
    profile: { type: 'string' },
  },
});
const enduranceRequests = Number(values.endurance);
const ENDURANCE_CONNECTIONS = 8;
const RSS_EVERY_RESPONSES = 1000;
const seconds = Number(values.seconds);
const connectionLevels = values.connections.split(',').map(Number);

interface ScenarioResult {
  scenario: string;
  connections: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p97_5: number; p99: number; max: number };
  statuses: Record<string, number>;
  errors: number;
}

interface Endurance {
  requests: number;
  connections: number;
  /** The service's RSS after each thousand answers. */
  rssByThousandMb: number[];
  growthPercent: number;
  result: ScenarioResult;
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'load-test-'));
// One argument each: the pool hands `--cpu-prof…` flags on to its threads, one by one.
const profileArgs = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : [];
const service = spawn(process.execPath, [...profileArgs, '--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
  cwd: ROOT,
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WORKERS: values.workers,
    FREE_CREDITS: '1000000000',
    RATE_LIMIT: '1000000000',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const baseUrl = `http://127.0.0.1:${port}`;
const rssSamples: RssSample[] = [];
const stopSampling = sampleRss(service.pid!, rssSamples);

try {
  await waitForReady(baseUrl);
  const key = await createKey(baseUrl);
  const results: ScenarioResult[] = [];
  const scenarios: Array<[string, LoadDocument[]]> = [
    ['small text (2 KB)', [smallTextDocument()]],
    ['mixed documents', loadMixedDocuments(ROOT)],
  ];
  for (const [scenario, documents] of scenarios) {
    for (const connections of connectionLevels) {
      results.push(await run(scenario, documents, connections, key));
      console.log(JSON.stringify(results.at(-1)));
    }
  }
  const endurance = enduranceRequests > 0 ? await runEndurance(key) : null;
  writeResults(results, endurance);
} finally {
  stopSampling();
  service.kill('SIGTERM');
  await new Promise((resolve) => service.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

async function runEndurance(key: string): Promise<Endurance> {
  const rssByThousandMb: number[] = [];
  let answered = 0;
  const result = await run(`endurance: ${enduranceRequests} mixed requests`, loadMixedDocuments(ROOT), ENDURANCE_CONNECTIONS, key, {
    amount: enduranceRequests,
    onResponse: () => {
      answered += 1;
      if (answered % RSS_EVERY_RESPONSES === 0) rssByThousandMb.push(readRssMb(service.pid!));
    },
  });
  console.log(JSON.stringify(result));
  const first = rssByThousandMb[0] ?? 0;
  const last = rssByThousandMb.at(-1) ?? 0;
  const growthPercent = first > 0 ? Math.round(((last - first) / first) * 1000) / 10 : 0;
  return { requests: enduranceRequests, connections: ENDURANCE_CONNECTIONS, rssByThousandMb, growthPercent, result };
}

async function run(
  scenario: string,
  documents: LoadDocument[],
  connections: number,
  key: string,
  endurance?: { amount: number; onResponse: () => void },
): Promise<ScenarioResult> {
  const statuses: Record<string, number> = {};
  const options: autocannon.Options = {
    url: `${baseUrl}/v1/extract/md`,
    connections,
    pipelining: 1,
    ...(endurance ? { amount: endurance.amount } : { duration: seconds }),
    requests: documents.map((document) => ({
      method: 'POST' as const,
      path: '/v1/extract/md',
      headers: { 'x-api-key': key, 'content-type': document.contentType },
      body: document.body,
    })),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
    instance.on('response', (_client: unknown, statusCode: number) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      endurance?.onResponse();
    });
  });
  return {
    scenario,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99, max: result.latency.max },
    statuses,
    errors: result.errors + result.timeouts,
  };
}

function writeResults(results: ScenarioResult[], endurance: Endurance | null): void {
  const outputDir = path.join(ROOT, 'bench-results');
  mkdirSync(outputDir, { recursive: true });
  const rssMb = rssSamples.map((sample) => sample.rssMb);
  const summary = {
    date: new Date().toISOString(),
    workers: Number(values.workers),
    secondsPerScenario: seconds,
    results,
    rss: { peakMb: Math.max(...rssMb), firstMb: rssMb[0] ?? 0, lastMb: rssMb.at(-1) ?? 0, samples: rssSamples },
    endurance,
  };
  writeFileSync(path.join(outputDir, 'load-test.json'), JSON.stringify(summary, null, 2));
  const rows = results.map(
    (r) => `| ${r.scenario} | ${r.connections} | ${r.requestsPerSecond} | ${r.latencyMs.p50} | ${r.latencyMs.p97_5} | ${r.latencyMs.p99} | ${Object.entries(r.statuses).map(([status, count]) => `${status}: ${count}`).join(', ')} |`,
  );
  const markdown = [
    `# Load test (${summary.date}, WORKERS=${summary.workers}, ${seconds} s per row)`,
    '',
    '| scenario | connections | req/s | p50 ms | p97.5 ms | p99 ms | statuses |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Service RSS: first ${summary.rss.firstMb} MB, peak ${summary.rss.peakMb} MB, last ${summary.rss.lastMb} MB (${rssSamples.length} samples).`,
    '',
    ...(endurance
      ? [
          `Endurance: ${endurance.requests} mixed requests at ${endurance.connections} connections, ${endurance.result.requestsPerSecond} req/s, ` +
            `statuses ${Object.entries(endurance.result.statuses).map(([status, count]) => `${status}: ${count}`).join(', ')}; ` +
            `RSS after each thousand answers (MB): ${endurance.rssByThousandMb.join(', ')}; first to last thousand ${endurance.growthPercent}%.`,
          '',
        ]
      : []),
  ].join('\n');
  writeFileSync(path.join(outputDir, 'load-test.md'), markdown);
  console.log(markdown);
}

async function createKey(url: string): Promise<string> {
  const email = `load-${Date.now()}@example.com`;
  const registered = await fetch(`${url}/v1/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'load test password' }),
  });
  const cookie = registered.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const created = await fetch(`${url}/v1/account/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'load test' }),
  });
  return ((await created.json()) as { key: string }).key;
}

async function waitForReady(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the service did not become ready');
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port: free } = server.address() as { port: number };
  server.close();
  return free;
}
