// limits.maxOutputChars as a running count: a reader stops building the model once the text
// it has produced passes the limit, so a huge sheet or deck costs no more than the output it
// may return. The worker cuts the model exactly at the limit afterwards (normalize-model.ts);
// this is the early stop. Whole blocks are counted by modelTextLength, single pieces of text
// by their characters: the one way every plugin counts.

import type { Block } from '@docextract/contracts/document-model';
import { modelTextLength } from './model-length.ts';

/**
 * The output limit a reader works to: the core always passes a positive number, but a
 * handler called directly (a test, an embedded read) may pass none, and that means no limit.
 */
export function outputLimitChars(maxOutputChars: number): number {
  return Number.isFinite(maxOutputChars) && maxOutputChars > 0 ? Math.floor(maxOutputChars) : Infinity;
}

export class OutputBudget {
  private left: number;
  private marked = false;

  constructor(maxChars: number) {
    this.left = outputLimitChars(maxChars);
  }

  /** Counts `text` (or that many characters); false once the limit has been passed (the caller stops adding). */
  spend(text: string | number): boolean {
    this.left -= typeof text === 'number' ? text : text.length;
    return this.left >= 0;
  }

  /** Counts blocks as modelTextLength does; false once the limit has been passed. */
  spendBlocks(blocks: readonly Block[]): boolean {
    return this.spend(modelTextLength(blocks));
  }

  /**
   * `text` cut to what is left, counted; '' once nothing is left. A cut never keeps half of a
   * surrogate pair, and marks the budget truncated.
   */
  take(text: string): string {
    if (text.length <= this.left) {
      this.left -= text.length;
      return text;
    }
    let end = Math.max(0, this.left);
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff) end -= 1;
    this.left = -1;
    return text.slice(0, end);
  }

  /** Characters still free: 0 once the limit is reached or passed. */
  get charsLeft(): number {
    return Math.max(0, this.left);
  }

  /** True once the output limit is passed: nothing more should be added. */
  get exhausted(): boolean {
    return this.left < 0;
  }

  /** Records that a reader left something out for another cap (rows of a sheet, say). */
  markTruncated(): void {
    this.marked = true;
  }

  /** True when anything was left out: raw.truncated. */
  get truncated(): boolean {
    return this.marked || this.left < 0;
  }
}
