// The worker thread's entry point, in plain JavaScript on purpose: on Node.js 20 the
// TypeScript loader that the main thread runs under is not active in worker threads for
// dynamic import(), so each thread registers it here before loading the worker and the
// plugins (which are TypeScript too).
import { register } from 'tsx/esm/api';

register();
const { default: runTask } = await import('./worker.ts');

export default runTask;
