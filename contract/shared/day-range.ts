const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of local midnight (UTC offset in minutes east) of a real `YYYY-MM-DD`, else null. */
export function localMidnight(day: string, utcOffsetMinutes = 0): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 2026-02-30 over into March: only a day that comes back unchanged exists.
  if (new Date(utc).toISOString().slice(0, 10) !== day) return null;
  return utc - utcOffsetMinutes * 60_000;
}

export type DayRange = { from: Date | null; to: Date | null } | 'invalid';

/**
 * An inclusive range of days in the caller's time zone as a half-open instant range [from, to).
 * Either end may be missing; a day that does not exist or an end before the start is 'invalid'.
 */
export function dayRange(startDate?: string, endDate?: string, utcOffsetMinutes = 0): DayRange {
  const from = startDate ? localMidnight(startDate, utcOffsetMinutes) : null;
  const toStart = endDate ? localMidnight(endDate, utcOffsetMinutes) : null;
  if ((startDate && from === null) || (endDate && toStart === null)) return 'invalid';
  if (from !== null && toStart !== null && toStart < from) return 'invalid';
  return {
    from: from === null ? null : new Date(from),
    to: toStart === null ? null : new Date(toStart + DAY_MS),
  };
}
