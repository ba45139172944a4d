// A plugin that misbehaves on purpose, one way per mode, for the tests of the pool, the
// fallback engine and the HTTP error paths. Its "ok" mode echoes the uploaded text.

import { BadInputError, type ExtractInput, type ExtractResult, type ModeHandler } from '../../../../contracts/plugin-api.ts';

const echo = (input: ExtractInput): ExtractResult => ({
  document: { blocks: [{ type: 'paragraph', content: [{ type: 'text', text: new TextDecoder().decode(input.bytes) }] }] },
  metadata: { title: 'Echo', pages: 2, raw: { echoed: true } },
});

const retained: unknown[] = [];

export const handlers: Record<string, ModeHandler> = {
  ok: echo,
  hang: () => {
    // A parser stuck in a loop never yields: only terminating the thread ends it.
    for (;;) {
      /* spin */
    }
  },
  throw: () => {
    throw new TypeError('Cannot read properties of undefined (reading "pages") at /srv/app/parser.js:12');
  },
  allocate: () => {
    for (;;) retained.push(new Array(100_000).fill({ leak: retained.length }));
  },
  // A leak: each call keeps 40 MB of numbers on the heap for good.
  retain: (input) => {
    retained.push(new Array(5_000_000).fill(1.5));
    return echo(input);
  },
  // Typed arrays live outside the V8 heap, where the thread's heap cap does not reach: a
  // decompression without a bound looks like this.
  'allocate-outside-heap': () => {
    const chunkBytes = 32 * 1024 * 1024;
    for (;;) retained.push(new Uint8Array(chunkBytes).fill(retained.length % 255));
  },
  exit: () => {
    process.exit(3);
  },
  empty: () => ({ document: { blocks: [] }, metadata: {} }),
  corrupt: () => {
    throw new BadInputError('corrupt', 'the cross-reference table at /tmp/upload-123/file.pdf is damaged');
  },
  locked: () => {
    throw new BadInputError('password-required', 'encrypted');
  },
  'wrong-password': (input) => {
    throw new BadInputError(input.password ? 'password-wrong' : 'password-required', 'encrypted');
  },
  // Reads its own bytes again as an embedded document named by the file: nesting without end
  // unless the core stops it.
  embed: async (input) => {
    const inner = await input.extractEmbedded?.(new TextEncoder().encode('name,city\nAda,London'), 'inner.csv');
    const again = await input.extractEmbedded?.(input.bytes, 'again.txt');
    const depth = (again?.metadata.raw?.depth as number | undefined) ?? 0;
    return {
      document: { blocks: [...(inner?.blocks ?? []), { type: 'paragraph', content: [{ type: 'text', text: `inner: ${inner?.plugin} ${inner?.problem ?? 'read'}` }] }] },
      metadata: { raw: { depth: again ? depth + 1 : 0, innerMediaType: inner?.mediaType ?? null } },
    };
  },
  slow: async (input) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return echo(input);
  },
};
