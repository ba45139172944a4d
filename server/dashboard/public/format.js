// Formatting of numbers, dates, durations, sizes and keys for display.

const numberFormat = new Intl.NumberFormat();
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const relativeFormat = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

export function formatNumber(value) {
  return Number.isFinite(value) ? numberFormat.format(value) : '–';
}

export function plural(count, one, many = `${one}s`) {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

export function formatDateTime(iso) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? String(iso) : dateTimeFormat.format(date);
}

/** "just now", "5 minutes ago", "yesterday", "3 days ago"; the full date past a month. */
export function formatRelative(iso, now = Date.now()) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  const seconds = Math.round((date.getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'just now';
  if (abs < 3600) return relativeFormat.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return relativeFormat.format(Math.round(seconds / 3600), 'hour');
  if (abs < 30 * 86400) return relativeFormat.format(Math.round(seconds / 86400), 'day');
  return dateTimeFormat.format(date);
}

/** "Jun 12" for a "2025-06-12" UTC day. */
export function formatDay(day) {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

export function formatLongDay(day) {
  return longDayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** A window length in words: "minute", "5 minutes", "24 hours", "7 days". */
export function formatWindow(seconds) {
  const units = [
    [86400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  for (const [size, unit] of units) {
    if (seconds >= size && seconds % size === 0) {
      const count = seconds / size;
      if (unit === 'day' && count === 1) return '24 hours';
      return count === 1 ? unit : plural(count, unit);
    }
  }
  return plural(seconds, 'second');
}

/** "Retry in 42 seconds", "in 15 minutes". */
export function formatWait(seconds) {
  if (!Number.isFinite(seconds) || seconds <= 0) return 'a moment';
  if (seconds < 90) return plural(Math.ceil(seconds), 'second');
  return plural(Math.ceil(seconds / 60), 'minute');
}

export function formatBytes(bytes) {
  if (bytes < 1024) return plural(bytes, 'byte');
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** Only the recognisable start of a key: "dxk_ab12cd34…". */
export function maskKey(key) {
  return `${String(key).slice(0, 12)}…`;
}

/** A word for the shell: bare when safe, else single-quoted. */
export function shellQuote(value) {
  const text = String(value);
  if (/^[\w@%+=:,./-]+$/.test(text)) return text;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
