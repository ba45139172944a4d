// Dates in metadata: ISO 8601 UTC to the second, `YYYY-MM-DDTHH:MM:SSZ`, or null.
// Only strings that are plainly dates are read: V8's lenient parser would make
// "Version 2" a date in 2001. A date-time without a zone is taken as UTC, so the answer
// never depends on the server's time zone.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
// RFC 2822 (e-mail and HTTP): "Mon, 15 Jan 2024 10:30:00 +0000".
const RFC_2822_DATE = /^(?:[a-z]{3},\s*)?\d{1,2}\s+[a-z]{3}\s+\d{4}\s+\d{2}:\d{2}(?::\d{2})?\s*(?:[+-]\d{4}|gmt|ut|utc|[ecmp][sd]t|z)$/i;

export function toIsoUtc(value: unknown): string | null {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'string') date = parseDateString(value.trim());
  else if (typeof value === 'number' && Number.isFinite(value)) date = new Date(value);
  if (!date || Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  // Years outside 0000–9999 cannot be written in this format; they are never real documents.
  if (year < 0 || year > 9999) return null;
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function parseDateString(text: string): Date | null {
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const [, year, month, day, hour = '00', minute = '00', second = '00', zone = 'Z'] = iso;
    const offset = zone.toUpperCase() === 'Z' ? 'Z' : normaliseOffset(zone);
    const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`);
    // Reject what Date rolls over ("2024-02-31" is not 2 March).
    return Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= daysIn(Number(year), Number(month)) ? date : null;
  }
  return RFC_2822_DATE.test(text) ? new Date(text) : null;
}

function normaliseOffset(zone: string): string {
  const digits = zone.slice(1).replace(':', '').padEnd(4, '0');
  return `${zone[0]}${digits.slice(0, 2)}:${digits.slice(2, 4)}`;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
