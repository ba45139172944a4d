// How long the service's word count (server/render/text-counts.ts, run for every extraction) takes
// on plain text of growing length. Intl.Segmenter's iteration is superlinear on the V8 of Node.js
// 20 (chromium issue 326176949, fixed in later V8), so this shows whether the count stays linear.

import { countWords } from '../../server/render/text-counts.ts';
import { paragraph, seededRandom } from './prose.ts';

export interface WordCountProbe {
  characters: number;
  words: number;
  ms: number;
}

/** Stops before the next size once one takes this long: a superlinear count would run for minutes. */
const STOP_AFTER_MS = 500;

export function probeWordCount(sizes = [25_000, 50_000, 100_000, 200_000, 400_000, 1_600_000]): WordCountProbe[] {
  const random = seededRandom(7);
  const parts: string[] = [];
  let length = 0;
  while (length < Math.max(...sizes)) {
    const next = paragraph(random);
    parts.push(next);
    length += next.length + 2;
  }
  const text = parts.join('\n\n');
  const probes: WordCountProbe[] = [];
  for (const size of sizes) {
    if ((probes.at(-1)?.ms ?? 0) > STOP_AFTER_MS) break;
    const sample = text.slice(0, size);
    const started = performance.now();
    const words = countWords(sample);
    probes.push({ characters: size, words, ms: Math.round(performance.now() - started) });
  }
  return probes;
}
