/**
 * A live preview of a date answer ("작년 10월" → "2025년 10월"), resolved
 * against today. Like the amount preview it is a reading aid: the server's
 * parser decides what is stored, and this returns null when unsure.
 */

export interface Ymd {
  year: number;
  month?: number;
  day?: number;
}

const relativeYears: Array<[RegExp, number]> = [
  [/재작년|재작년도/, -2],
  [/작년|지난\s*해|지난해|전년/, -1],
  [/올해|금년|이번\s*해/, 0],
  [/내년|다음\s*해/, 1],
];
const relativeDays: Array<[RegExp, number]> = [
  [/그저께|그제/, -2],
  [/어제/, -1],
  [/오늘/, 0],
  [/내일/, 1],
];

function shiftDays(today: Ymd & { month: number; day: number }, days: number): Ymd {
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function shiftMonths(today: Ymd & { month: number }, months: number): Ymd {
  const index = today.year * 12 + (today.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function valid(date: Ymd): Ymd | null {
  if (date.year < 1900 || date.year > 2200) return null;
  if (date.month !== undefined && (date.month < 1 || date.month > 12)) return null;
  if (date.day !== undefined && (date.day < 1 || date.day > 31)) return null;
  return date;
}

export function parseDatePreview(text: string, today: Ymd & { month: number; day: number }): Ymd | null {
  const input = text.trim();
  const numeric = /(\d{4})\s*[.\-/]\s*(\d{1,2})(?:\s*[.\-/]\s*(\d{1,2}))?/.exec(input);
  if (numeric) {
    return valid({ year: Number(numeric[1]), month: Number(numeric[2]), ...(numeric[3] ? { day: Number(numeric[3]) } : {}) });
  }
  const ago = /(\d+)\s*(일|주|개월|달|년)\s*(전|쯤 전)/.exec(input);
  if (ago) {
    const count = Number(ago[1]);
    const unit = ago[2];
    if (unit === '일') return shiftDays(today, -count);
    if (unit === '주') return shiftDays(today, -7 * count);
    if (unit === '년') return { year: today.year - count };
    return shiftMonths(today, -count);
  }
  for (const [pattern, offset] of relativeDays) if (pattern.test(input)) return shiftDays(today, offset);
  if (/지난\s*달|저번\s*달|전달/.test(input)) return withDay(shiftMonths(today, -1), input);
  if (/이번\s*달|이달/.test(input)) return withDay(shiftMonths(today, 0), input);
  if (/다음\s*달/.test(input)) return withDay(shiftMonths(today, 1), input);

  // A two-digit year ("25년 3월") only when it is not a duration ("3년 동안", "10년 전").
  const year = /(\d{4})\s*년/.exec(input) ?? /(?:^|\D)(\d{2})\s*년(?!\s*(?:동안|간|째|전|이상|넘))/.exec(input);
  const month = /(\d{1,2})\s*월/.exec(input);
  const day = /(\d{1,2})\s*일/.exec(input);
  let resolvedYear: number | undefined;
  if (year) resolvedYear = year[1]!.length === 2 ? 2000 + Number(year[1]) : Number(year[1]);
  for (const [pattern, offset] of relativeYears) {
    if (resolvedYear === undefined && pattern.test(input)) resolvedYear = today.year + offset;
  }
  if (resolvedYear === undefined && month) {
    // "10월" alone means the most recent October: this year unless that is still ahead.
    const m = Number(month[1]);
    resolvedYear = m > today.month ? today.year - 1 : today.year;
  }
  if (resolvedYear === undefined) return null;
  return valid({
    year: resolvedYear,
    ...(month ? { month: Number(month[1]) } : {}),
    ...(month && day ? { day: Number(day[1]) } : {}),
  });
}

function withDay(base: Ymd, input: string): Ymd {
  const day = /(\d{1,2})\s*일/.exec(input);
  return day ? { ...base, day: Number(day[1]) } : base;
}

export function formatYmd(date: Ymd): string {
  return [`${date.year}년`, date.month ? `${date.month}월` : '', date.month && date.day ? `${date.day}일` : ''].filter(Boolean).join(' ');
}

/** Today in Korea, the reference the server uses by default. */
export function todayInSeoul(at: Date = new Date()): Ymd & { month: number; day: number } {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(at)
    .split('-')
    .map(Number);
  return { year: year!, month: month!, day: day! };
}

/** "작년 10월" → "2025년 10월" (in 2026); null when the text holds no date. */
export function datePreview(text: string, today = todayInSeoul()): string | null {
  const date = parseDatePreview(text, today);
  return date ? formatYmd(date) : null;
}
