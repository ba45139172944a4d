// Runs node:test on every *.test.ts under the given folders (Node.js 20's --test does not
// expand glob patterns itself). Usage: tsx scripts/run-tests.ts <folder>...

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const roots = process.argv.slice(2);
if (roots.length === 0) {
  console.error('usage: tsx scripts/run-tests.ts <folder>...');
  process.exit(2);
}

const files = roots
  .filter((root) => existsSync(root))
  .flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts') && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.join(root, file)),
  )
  .sort();

if (files.length === 0) {
  console.error(`no *.test.ts files under ${roots.join(', ')}`);
  process.exit(1);
}

const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
