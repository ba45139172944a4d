// Joins the lines of a paragraph into running text, undoing end-of-line hyphenation.
//
// "exam-" + "ple" is one word broken by the typesetter, "well-" + "known" is a compound that
// happened to end a line; the text cannot tell them apart, the rest of the document often can.
// A word seen whole elsewhere in the document loses the hyphen, a compound seen hyphenated
// keeps it, and when the document says nothing the hyphen goes: line-end hyphens are far more
// often the typesetter's.

import type { Vocabulary } from './vocabulary.ts';

const HYPHENATED_END = /(\p{L}+)[-\u2010\u2011]$/u;
const DASH_END = /[\p{L}\p{N}][-\u2010\u2011\u2013\u2014]$/u;
// Chinese and Japanese run words together; Korean separates them with spaces like English.
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/** The lines as one string; each line is trimmed, and joined by a space or by nothing. */
export function joinLines(lines: readonly string[], vocabulary: Vocabulary): string {
  const parts: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const previous = parts.at(-1);
    if (previous === undefined) {
      parts.push(line);
      continue;
    }
    const { before, separator } = joinPair(previous, line, vocabulary);
    parts[parts.length - 1] = before + separator;
    parts.push(line);
  }
  return parts.join('');
}

/** How a line ends when the next one follows it: the line (maybe without its hyphen) and a separator. */
function joinPair(before: string, after: string, vocabulary: Vocabulary): { before: string; separator: string } {
  if (before.endsWith('\u00ad')) return { before: before.slice(0, -1), separator: '' };
  const hyphenated = HYPHENATED_END.exec(before);
  if (hyphenated && /^\p{Ll}/u.test(after)) {
    const left = hyphenated[1]!.toLowerCase();
    const right = (/^\p{L}+/u.exec(after)?.[0] ?? '').toLowerCase();
    const keepHyphen = !vocabulary.hasWord(left + right) && vocabulary.hasHyphenPair(`${left}-${right}`);
    return { before: keepHyphen ? before : before.slice(0, -1), separator: '' };
  }
  if (DASH_END.test(before) && /^[\p{L}\p{N}]/u.test(after)) return { before, separator: '' };
  if (CJK.test(before.at(-1) ?? '') && CJK.test(after[0] ?? '')) return { before, separator: '' };
  return { before, separator: ' ' };
}
