// The output limit for formats that produce text piece by piece (XML paragraphs): each piece
// is taken whole while it fits, the one that passes the limit is cut, and the rest are refused.

import { cutText } from './clean-text.ts';

export interface TextBudget {
  /** The piece, cut to what is left; null once the budget is spent. */
  take(text: string): string | null;
  readonly truncated: boolean;
}

export function textBudget(maxChars: number): TextBudget {
  let left = maxChars;
  let truncated = false;
  return {
    take(text) {
      if (truncated) return null;
      const cut = cutText(text, left);
      left -= cut.text.length;
      if (cut.truncated) truncated = true;
      return cut.text || null;
    },
    get truncated() {
      return truncated;
    },
  };
}
