// limits.maxOutputChars as a running count: a reader stops building the model once the text
// it has produced passes the limit, so a huge sheet or deck costs no more than the output it
// may return. The worker cuts the model exactly at the limit afterwards (normalize-model.ts);
// this is the coarse, early stop.

export class OutputBudget {
  private left: number;
  private marked = false;

  constructor(maxChars: number) {
    this.left = maxChars;
  }

  /** Counts `text`; false once the limit has been passed (the caller stops adding). */
  spend(text: string | number): boolean {
    this.left -= typeof text === 'number' ? text : text.length;
    return this.left >= 0;
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
