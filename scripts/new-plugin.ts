// Writes a new, working extractor plugin into plugins/<name>: a package.json with its
// manifest, a handler per mode, a sample fixture and a test that runs both the handler and
// the real service on it. Edit the handler to read the real format, then `npm install` (to
// link the workspace) and restart.
//
//   npm run new-plugin -- <name> [--mime text/x-name] [--ext .name]

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pluginFiles } from './new-plugin/templates.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { mime: { type: 'string' }, ext: { type: 'string' }, dir: { type: 'string' } },
});
const [name] = positionals;
if (!name || !/^[a-z][a-z0-9-]{1,30}$/.test(name)) fail('give the plugin a name: lower-case letters, digits and dashes, e.g. "ini-files"');
const mimeType = values.mime ?? `text/x-${name}`;
const extension = values.ext ?? `.${name.replace(/-/g, '')}`;
if (!/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(mimeType)) fail(`--mime "${mimeType}" is not a lower-case media type`);
if (!/^\.[a-z0-9]{1,12}$/.test(extension)) fail(`--ext "${extension}" must be a lower-case extension with its dot, like ".ini"`);

const pluginsDir = path.resolve(ROOT, values.dir ?? 'plugins');
const pluginDir = path.join(pluginsDir, name);
if (existsSync(pluginDir)) fail(`${path.relative(ROOT, pluginDir)} exists already; pick another name`);

for (const [file, content] of Object.entries(pluginFiles({ name, mimeType, extension }))) {
  const target = path.join(pluginDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}
console.log(`wrote ${path.relative(ROOT, pluginDir)}: package.json, src/index.ts, test/${name}.test.ts, test/fixtures/sample${extension}`);
console.log('next: npm install (links the workspace), npm test, then restart the service');

function fail(message: string): never {
  console.error(`new-plugin: ${message}`);
  process.exit(2);
}
