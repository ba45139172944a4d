// Token F1 between an extractor's text and a ground truth, scored as the outside tests do:
// both lower-cased and NFKC-normalised, HTML comments and Markdown image links removed,
// split into \w+ tokens and compared as bags (multisets).

export interface TokenScore {
  precision: number;
  recall: number;
  f1: number;
}

function tokensOf(text: string): string[] {
  const cleaned = text
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .normalize('NFKC')
    .toLowerCase();
  return cleaned.match(/[\p{L}\p{N}_\p{M}]+/gu) ?? [];
}

export function tokenF1(candidate: string, truth: string): TokenScore {
  const candidateTokens = tokensOf(candidate);
  const truthTokens = tokensOf(truth);
  if (candidateTokens.length === 0 && truthTokens.length === 0) return { precision: 1, recall: 1, f1: 1 };
  const truthCounts = new Map<string, number>();
  for (const token of truthTokens) truthCounts.set(token, (truthCounts.get(token) ?? 0) + 1);
  let overlap = 0;
  for (const token of candidateTokens) {
    const left = truthCounts.get(token) ?? 0;
    if (left > 0) {
      overlap += 1;
      truthCounts.set(token, left - 1);
    }
  }
  const precision = candidateTokens.length ? overlap / candidateTokens.length : 0;
  const recall = truthTokens.length ? overlap / truthTokens.length : 0;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}
