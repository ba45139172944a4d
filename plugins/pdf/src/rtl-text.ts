// Right-to-left text. pdf.js turns each run's glyphs from the visual order of the page into
// logical order; what is left for the layout is to order the runs of a line (right to left when
// the line is mostly Hebrew or Arabic, keeping embedded Latin words and numbers left to right)
// and one repair, below.

const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/gu;
const STRONG_LTR = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]/gu;

/** True when most of the strongly directional characters run right to left. */
export function isMostlyRtl(text: string): boolean {
  const rtl = text.match(STRONG_RTL)?.length ?? 0;
  if (rtl === 0) return false;
  const ltr = text.match(STRONG_LTR)?.length ?? 0;
  return rtl > ltr;
}

/**
 * Arabic fonts draw lam + alef as one ligature glyph whose text is the two letters in logical
 * order; pdf.js reverses the run character by character, which turns the pair around. Most
 * such pairs cannot be told from a real alef + lam, but one can: two alef letters never follow
 * each other, so "alef, alef-with-hamza, lam" (the article before a hamza word, "الإ" read
 * backwards) is always the reversed ligature.
 */
export function repairArabicLigatures(text: string): string {
  return text.replace(/([\u0622\u0623\u0625\u0627])([\u0622\u0623\u0625\u0627])\u0644/gu, '$1\u0644$2');
}

/**
 * Orders pieces of a line whose x positions are known. In a right-to-left line the pieces are
 * read from the right, but a stretch of left-to-right pieces (an English phrase, a number
 * split into runs) keeps its own left-to-right order.
 */
export function orderPieces<T extends { x: number; rtl: boolean }>(pieces: T[], lineIsRtl: boolean): T[] {
  const leftToRight = [...pieces].sort((left, right) => left.x - right.x);
  if (!lineIsRtl) return leftToRight;
  const fromRight = leftToRight.reverse();
  const ordered: T[] = [];
  let latinStretch: T[] = [];
  for (const piece of fromRight) {
    if (!piece.rtl) {
      latinStretch.push(piece);
      continue;
    }
    ordered.push(...latinStretch.reverse(), piece);
    latinStretch = [];
  }
  ordered.push(...latinStretch.reverse());
  return ordered;
}
