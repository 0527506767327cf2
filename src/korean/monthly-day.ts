/**
 * A day that comes back every month: "매달 10일", "매월 25일날", "월급날은 10일".
 * It names no month, so it is no date of this month; told with the month the
 * trouble began ("원래 매달 십일날인데 8월꺼부터 안들어옴", "매달 10일이 월급날인데
 * 8월분부터 밀렸어요"), it is the day in that month.
 */
import { daysInMonth } from './calendar.js';

// On text whose numbers findDates has spelled ("십일날" → "10일날").
const MONTHLY_DAY = /(?:매\s?달|매\s?월|달마다|다달이|(?:월급|월세|급여|임금)\s?(?:날|일)(?:이|은|는)?)\s?(?:매\s?달\s?)?(\d{1,2})\s?일(?:날)?/;

export interface MonthlyDay {
  day: number;
  /** Where the words stand in the spelled text. */
  start: number;
  end: number;
}

/** The day of the month a reply says recurs each month, or null. */
export function monthlyDay(spelled: string): MonthlyDay | null {
  const match = MONTHLY_DAY.exec(spelled);
  const day = match ? Number(match[1]) : 0;
  return match && day >= 1 && day <= 31 ? { day, start: match.index, end: match.index + match[0].length } : null;
}

/** "2026-08" on day 10 → "2026-08-10"; null for a day the month does not have. */
export function onDayOfMonth(month: string, day: number): string | null {
  const [y, m] = month.split('-').map(Number);
  return day <= daysInMonth(y!, m!) ? `${month}-${String(day).padStart(2, '0')}` : null;
}
