// What the numbers were measured on, and how busy the machine was meanwhile (the load average
// is sampled through the run: other work on a 2-core machine shows in every figure).

import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface MachineInfo {
  cpuModel: string;
  cores: number;
  memoryGb: number;
  node: string;
  platform: string;
  date: string;
  peers: Record<string, string>;
}

export function machineInfo(): MachineInfo {
  return {
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    date: new Date().toISOString(),
    peers: {
      pdftotext: firstLine('/usr/bin/pdftotext', ['-v']),
      pandoc: firstLine('/usr/bin/pandoc', ['--version']),
    },
  };
}

function firstLine(command: string, args: string[]): string {
  // pdftotext -v prints to stderr.
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return `${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n')[0]?.trim() || 'not found';
}

export interface LoadReport {
  /** /proc/loadavg's one-minute figure, sampled every 5 s. */
  oneMinute: { min: number; mean: number; max: number; samples: number };
  uptimeAtStart: string;
  uptimeAtEnd: string;
}

export function sampleLoad(): () => LoadReport {
  const uptimeAtStart = uptime();
  const samples: number[] = [os.loadavg()[0]!];
  const timer = setInterval(() => samples.push(os.loadavg()[0]!), 5000);
  return () => {
    clearInterval(timer);
    samples.push(os.loadavg()[0]!);
    const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
    return {
      oneMinute: { min: Math.min(...samples), mean: Math.round(mean * 100) / 100, max: Math.max(...samples), samples: samples.length },
      uptimeAtStart,
      uptimeAtEnd: uptime(),
    };
  };
}

function uptime(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ')}`;
  }
}
