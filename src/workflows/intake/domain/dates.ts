/**
 * Date arithmetic on partial ISO dates ("2025", "2025-10", "2025-10-03").
 * A partial date stands for its whole period; callers choose the end that
 * keeps a deadline check on the safe side.
 */
const DAY_MS = 86_400_000;

function parts(value: string): [number, number | undefined, number | undefined] | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value);
  if (!match) return null;
  return [Number(match[1]), match[2] ? Number(match[2]) : undefined, match[3] ? Number(match[3]) : undefined];
}

/** First day of the period a partial date names, as UTC midnight. */
export function periodStart(value: string): Date | null {
  const p = parts(value);
  if (!p) return null;
  return new Date(Date.UTC(p[0], (p[1] ?? 1) - 1, p[2] ?? 1));
}

/** Last day of the period a partial date names. */
export function periodEnd(value: string): Date | null {
  const p = parts(value);
  if (!p) return null;
  if (p[2] !== undefined) return new Date(Date.UTC(p[0], p[1]! - 1, p[2]));
  if (p[1] !== undefined) return new Date(Date.UTC(p[0], p[1], 0));
  return new Date(Date.UTC(p[0], 11, 31));
}

/**
 * Days from a past date to the reference date, counted from the start of a
 * partial date's period so elapsed time is never understated.
 */
export function daysSince(value: string, referenceDate: string): number | null {
  const start = periodStart(value);
  const ref = periodStart(referenceDate);
  if (!start || !ref) return null;
  return Math.round((ref.getTime() - start.getTime()) / DAY_MS);
}

/** Days from the reference date to a future date, to the start of its period (never overstated). */
export function daysUntil(value: string, referenceDate: string): number | null {
  const start = periodStart(value);
  const ref = periodStart(referenceDate);
  if (!start || !ref) return null;
  return Math.round((start.getTime() - ref.getTime()) / DAY_MS);
}
