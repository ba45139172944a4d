// Dates as PDFs write them, turned into UTC.
//
// The Info dictionary uses "D:YYYYMMDDHHmmSSOHH'mm'" (ISO 32000 §7.9.4), where every part after
// the year is optional and O is +, - or Z; writers also drop the "D:", the apostrophes or the
// minutes of the offset. XMP uses ISO 8601 ("2024-11-01T15:36:20+03:00", also cut short).
// A date without an offset is read as UTC: the file does not say, and UTC is the least wrong.

const PDF_DATE =
  /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:\.\d+)?\s*(?:([Zz])|([+-])(\d{2})'?(?:(\d{2})'?)?)?/;
const XMP_DATE =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?)?)?\s*(?:([Zz])|([+-])(\d{2}):?(\d{2})?)?$/;

/** An ISO 8601 UTC string (YYYY-MM-DDTHH:MM:SSZ), or null when the text is not a date. */
export function parsePdfDate(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  // "2024-11-01…" is ISO 8601; read as a PDF date, its "-11" would pass for a time zone.
  const match = /^\d{4}-\d/.test(trimmed) ? XMP_DATE.exec(trimmed) : PDF_DATE.exec(trimmed);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, zulu, sign, offsetHours, offsetMinutes] = match;
  return toUtc({
    year: Number(year),
    month: Number(month ?? 1),
    day: Number(day ?? 1),
    hour: Number(hour ?? 0),
    minute: Number(minute ?? 0),
    second: Number(second ?? 0),
    offsetMinutes: zulu || !sign ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes ?? 0)),
  });
}

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  offsetMinutes: number;
}

function toUtc(parts: DateParts): string | null {
  const { year, month, day, hour, minute, second, offsetMinutes } = parts;
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (hour > 24 || minute > 59 || second > 60 || Math.abs(offsetMinutes) > 18 * 60) return null;
  const localMs = Date.UTC(year, month - 1, day, hour, minute, Math.min(second, 59));
  // Date.UTC rolls 31 February over into March: such a date is not one.
  if (new Date(localMs).getUTCDate() !== day && hour < 24) return null;
  const utc = new Date(localMs - offsetMinutes * 60_000);
  if (Number.isNaN(utc.getTime())) return null;
  return utc.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
