// Samples a process's resident set size twice a second from /proc (Linux).

import { readFileSync } from 'node:fs';

export interface RssSample {
  atSeconds: number;
  rssMb: number;
}

const SAMPLE_INTERVAL_MS = 500;

export function sampleRss(pid: number, samples: RssSample[]): () => void {
  const startedMs = Date.now();
  const timer = setInterval(() => {
    try {
      samples.push({ atSeconds: Math.round((Date.now() - startedMs) / 100) / 10, rssMb: readRssMb(pid) });
    } catch {
      // the process has exited
    }
  }, SAMPLE_INTERVAL_MS);
  return () => clearInterval(timer);
}

/** The process's resident set size now, in MB; throws once it has exited. */
export function readRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}
