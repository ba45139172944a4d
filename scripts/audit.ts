// Checks the production dependencies against the registry's security advisories: fails on
// any high or critical one. Run by CI after `npm ci`.
//
// When the registry does not answer the advisory request (an offline mirror, a proxy that
// only lets package downloads through), nothing was checked: that is said loudly, with the
// registry's answer, and does not pass for a clean audit. REQUIRE_AUDIT=1 makes it fail.

import { spawnSync } from 'node:child_process';

const BLOCKING_SEVERITIES = ['high', 'critical'] as const;

interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  statusCode?: number;
  message?: string;
}

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report: AuditReport;
try {
  report = JSON.parse(run.stdout) as AuditReport;
} catch {
  report = { message: (run.stderr || run.stdout || 'no output').trim().split('\n').at(-1) };
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.error('='.repeat(78));
  console.error(`npm audit NOT RUN: the registry did not answer the advisory request (${report.message ?? 'unknown reason'}).`);
  console.error('The dependencies were not checked for advisories.');
  console.error('='.repeat(78));
  process.exit(process.env.REQUIRE_AUDIT === '1' ? 1 : 0);
}

const blocking = Object.entries(report.vulnerabilities ?? {}).filter(([, entry]) =>
  (BLOCKING_SEVERITIES as readonly string[]).includes(entry.severity),
);
console.log(`npm audit --omit=dev: ${Object.entries(counts).map(([severity, count]) => `${severity} ${count}`).join(', ')}`);
for (const [name, entry] of blocking) console.error(`  ${entry.severity}: ${name}`);
process.exit(blocking.length > 0 ? 1 : 0);
