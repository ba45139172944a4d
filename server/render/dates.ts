// Dates in metadata: ISO 8601 UTC to the second, `YYYY-MM-DDTHH:MM:SSZ`, or null.

export function toIsoUtc(value: unknown): string | null {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'string' && value.trim() !== '') date = new Date(value.trim());
  else if (typeof value === 'number' && Number.isFinite(value)) date = new Date(value);
  if (!date || Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  // Years outside 0000–9999 cannot be written in this format; they are never real documents.
  if (year < 0 || year > 9999) return null;
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
