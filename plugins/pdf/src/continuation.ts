// A paragraph that runs on from the bottom of one column into the next, or from one page
// onto the next, is one paragraph: the first part ends mid-sentence and the rest starts with a
// lower-case letter. Joining them also undoes a hyphen at the break.

import type { Block, ParagraphBlock } from '@docextract/contracts/document-model';
import { joinLines } from '@docextract/plugin-kit/join-lines';
import type { Vocabulary } from '@docextract/plugin-kit/vocabulary';

const SENTENCE_END = /[.!?:;。！？"”'’)\]]$/u;

function runsOn(before: string, after: string): boolean {
  return !SENTENCE_END.test(before.trimEnd()) && /^\p{Ll}/u.test(after.trimStart());
}

/** The paragraph's text, when it is a plain paragraph of one text span. */
function plainText(block: Block | undefined): string | null {
  if (block?.type !== 'paragraph' || block.content.length !== 1) return null;
  const [span] = block.content;
  return span?.type === 'text' && !span.bold && !span.italic && !span.code ? span.text : null;
}

/** Joins `next` onto `previous` when it runs on from it; true when it did. */
export function joinRunOn(previous: Block | undefined, next: Block | undefined, vocabulary: Vocabulary): boolean {
  const before = plainText(previous);
  const after = plainText(next);
  if (before === null || after === null || !runsOn(before, after)) return false;
  (previous as ParagraphBlock).content = [{ type: 'text', text: joinLines([before, after], vocabulary) }];
  return true;
}
