// The \info group: what the writer recorded about the document (title, author, dates,
// statistics), collected while the interpreter reads it and mapped to PluginMetadata.

import type { PluginMetadata } from '@docextract/contracts/plugin-api';

/** \info text fields: each a destination group, `{\title Quarterly report}`. */
export const INFO_TEXT_FIELDS = new Set(['title', 'subject', 'author', 'operator', 'keywords', 'comment', 'doccomm', 'company', 'category', 'manager', 'hlinkbase']);
/** \info dates: groups of \yr \mo \dy \hr \min \sec words. */
export const INFO_DATE_FIELDS = new Set(['creatim', 'revtim', 'printim', 'buptim']);
const DATE_PARTS = new Set(['yr', 'mo', 'dy', 'hr', 'min', 'sec']);
/** \info statistics: plain words with a number. */
const INFO_NUMBERS = new Set(['version', 'vern', 'edmins', 'nofpages', 'nofwords', 'nofchars', 'nofcharsws', 'id']);
/** A hostile \info group could hold megabytes; metadata stays small. */
const MAX_FIELD_CHARS = 2_000;

export class InfoCollector {
  readonly texts = new Map<string, string>();
  readonly dates = new Map<string, Record<string, number>>();
  readonly numbers = new Map<string, number>();

  addText(field: string, text: string): void {
    const before = this.texts.get(field) ?? '';
    if (before.length < MAX_FIELD_CHARS) this.texts.set(field, (before + text).slice(0, MAX_FIELD_CHARS));
  }

  /** A control word inside \info or one of its groups; false when it is none of ours. */
  addWord(field: string | null, name: string, param: number | null): boolean {
    if (param === null) return false;
    if (field && INFO_DATE_FIELDS.has(field) && DATE_PARTS.has(name)) {
      const date = this.dates.get(field) ?? {};
      date[name] = param;
      this.dates.set(field, date);
      return true;
    }
    if (INFO_NUMBERS.has(name)) {
      this.numbers.set(name, param);
      return true;
    }
    return false;
  }

  toMetadata(): PluginMetadata & { raw: Record<string, unknown> } {
    const text = (field: string): string | null => this.texts.get(field)?.replace(/\s+/g, ' ').trim() || null;
    const raw: Record<string, unknown> = {};
    for (const field of this.texts.keys()) {
      const value = text(field);
      if (value) raw[field] = value;
    }
    for (const [name, value] of this.numbers) raw[name] = value;
    for (const field of this.dates.keys()) {
      const date = this.date(field);
      if (date) raw[field] = date.toISOString();
    }
    return {
      title: text('title'),
      subject: text('subject'),
      creator: text('author'),
      // \operator is "the person who last made changes to the document".
      lastAuthor: text('operator'),
      created: this.date('creatim'),
      modified: this.date('revtim'),
      raw,
    };
  }

  /**
   * RTF dates carry no time zone: they are the writer's local time. They are reported as if
   * UTC, which is right to the day and the only reading that needs no guess.
   */
  private date(field: string): Date | null {
    const parts = this.dates.get(field);
    if (!parts?.yr || parts.yr < 1900 || parts.yr > 9999) return null;
    const month = clamp(parts.mo ?? 1, 1, 12);
    const day = clamp(parts.dy ?? 1, 1, 31);
    const date = new Date(Date.UTC(parts.yr, month - 1, day, clamp(parts.hr ?? 0, 0, 23), clamp(parts.min ?? 0, 0, 59), clamp(parts.sec ?? 0, 0, 59)));
    return Number.isNaN(date.getTime()) ? null : date;
  }
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
