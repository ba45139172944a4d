// Small statistics over arrays of any length (spreading a page's worth of values into
// Math.min would overflow the call stack on a hostile page).

export function minOf<T>(items: readonly T[], valueOf: (item: T) => number): number {
  let min = Infinity;
  for (const item of items) min = Math.min(min, valueOf(item));
  return min;
}

export function maxOf<T>(items: readonly T[], valueOf: (item: T) => number): number {
  let max = -Infinity;
  for (const item of items) max = Math.max(max, valueOf(item));
  return max;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The key that the most weight falls on. */
export function heaviest<K>(weights: ReadonlyMap<K, number>): K | undefined {
  let best: K | undefined;
  let bestWeight = -Infinity;
  for (const [key, weight] of weights) {
    if (weight > bestWeight) {
      best = key;
      bestWeight = weight;
    }
  }
  return best;
}
