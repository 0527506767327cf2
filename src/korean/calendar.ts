/** Calendar arithmetic on plain year/month/day values (UTC, no time zones involved). */

export interface Ymd {
  y: number;
  m: number;
  d: number;
}

export type Precision = 'year' | 'month' | 'day';

const MS_PER_DAY = 86_400_000;

export const daysInMonth = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();

export const isValidYmd = (y: number, m: number, d: number): boolean =>
  Number.isInteger(y) && Number.isInteger(m) && Number.isInteger(d) && y >= 1000 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);

/** "2026-11-22" → Ymd, or null when the string is not a real calendar date. */
export function parseIsoDate(value: string | undefined): Ymd | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isValidYmd(y, m, d) ? { y, m, d } : null;
}

const toEpochDay = (date: Ymd): number => Date.UTC(date.y, date.m - 1, date.d) / MS_PER_DAY;

function fromEpochDay(day: number): Ymd {
  const date = new Date(day * MS_PER_DAY);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

export const addDays = (date: Ymd, days: number): Ymd => fromEpochDay(toEpochDay(date) + days);

/** Month arithmetic; the day is clamped to the target month's length. */
export function addMonths(date: Ymd, months: number): Ymd {
  const index = date.y * 12 + (date.m - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return { y, m, d: Math.min(date.d, daysInMonth(y, m)) };
}

/** 0 = Monday … 6 = Sunday: Korean calendars start the week on Monday. */
export const weekdayIndex = (date: Ymd): number => (new Date(Date.UTC(date.y, date.m - 1, date.d)).getUTCDay() + 6) % 7;

export const compareYmd = (a: Ymd, b: Ymd): number => toEpochDay(a) - toEpochDay(b);

export function formatYmd(date: Ymd, precision: Precision): string {
  const year = String(date.y).padStart(4, '0');
  if (precision === 'year') return year;
  const month = `${year}-${String(date.m).padStart(2, '0')}`;
  return precision === 'month' ? month : `${month}-${String(date.d).padStart(2, '0')}`;
}
