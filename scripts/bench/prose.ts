// Deterministic English-like prose for the generated benchmark documents: a seeded generator,
// so every run writes the same bytes and numbers from different runs compare.

const WORDS = (
  'the of and to in is that for it as was with be by on not he this are or his from at which but have an they ' +
  'you were her she there been one all we their has would when if so no will more out up into do any your what ' +
  'about than them only other new some could these two may first then its also after our time over such where ' +
  'most through between before report market growth quarter service customer system value study method result ' +
  'analysis water energy region network policy research council design process project manager committee budget ' +
  'travel harbour garden village river engine station letter record sample measure season country history ' +
  'increase decrease careful simple early recent local public private annual careful steady modern central'
).split(' ');

export type Random = () => number;

/** mulberry32: a small seeded generator, good enough for filler text. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function sentence(random: Random): string {
  const length = 8 + Math.floor(random() * 13);
  const words = Array.from({ length }, () => pick(random, WORDS));
  const text = words.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}${random() < 0.1 ? '?' : '.'}`;
}

export function paragraph(random: Random, sentences = 3 + Math.floor(random() * 4)): string {
  return Array.from({ length: sentences }, () => sentence(random)).join(' ');
}

export function title(random: Random, words = 3): string {
  return Array.from({ length: words }, () => {
    const word = pick(random, WORDS);
    return `${word[0]!.toUpperCase()}${word.slice(1)}`;
  }).join(' ');
}

/** Splits a paragraph into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
