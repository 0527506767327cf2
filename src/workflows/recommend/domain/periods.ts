/**
 * Dates and periods a consumer names, resolved against a reference date:
 * 오늘/내일/모레, 이번·다음 주(말), (다음 주) 토요일, 12월 첫째 주말, 12월 5일,
 * 이번·다음 달, 크리스마스, 연말. Weeks run Monday to Sunday.
 */
import { addDays, addMonths, daysInMonth, formatYmd, parseIsoDate, weekdayIndex, type Ymd } from '../../../korean/calendar.js';
import type { PeriodFacet } from '../../../interpret/recommend-port.js';

const weekdays = ['월', '화', '수', '목', '금', '토', '일'];
const ordinals: Record<string, number> = { 첫째: 1, 첫번째: 1, 첫: 1, 둘째: 2, 두번째: 2, 셋째: 3, 세번째: 3, 넷째: 4, 네번째: 4 };

const iso = (d: Ymd) => formatYmd(d, 'day');
const span = (from: Ymd, to: Ymd, label: string): PeriodFacet => ({ from: iso(from), to: iso(to), label });

/** The first period named in the text, or null. */
export function parsePeriod(text: string, referenceDate: string): PeriodFacet | null {
  const ref = parseIsoDate(referenceDate);
  if (!ref) throw new Error(`reference date "${referenceDate}" is not YYYY-MM-DD`);
  const t = text.replace(/\s+/g, ' ');
  const monday = addDays(ref, -weekdayIndex(ref));
  const weekShift = (word: string | undefined) => (word === undefined || /이번|금/.test(word) ? 0 : /다다음/.test(word) ? 14 : 7);
  const yearFor = (month: number) => (month < ref.m ? ref.y + 1 : ref.y);

  let m = /(\d{1,2})\s*월\s*(첫째|첫번째|첫|둘째|두번째|셋째|세번째|넷째|네번째|마지막)\s*(?:주말|주\s*(토요일|일요일)?)/.exec(t);
  if (m) {
    const month = Number(m[1]);
    if (month < 1 || month > 12) return null;
    const year = yearFor(month);
    const saturdays = saturdaysOf(year, month);
    const saturday = m[2] === '마지막' ? saturdays[saturdays.length - 1]! : saturdays[(ordinals[m[2]!] ?? 1) - 1];
    if (!saturday) return null;
    if (m[3] === '토요일') return span(saturday, saturday, m[0]);
    if (m[3] === '일요일') return span(addDays(saturday, 1), addDays(saturday, 1), m[0]);
    return span(saturday, addDays(saturday, 1), m[0]);
  }
  m = /(\d{1,2})\s*월\s*(\d{1,2})\s*일/.exec(t) ?? /(?<![\d.])(\d{1,2})\/(\d{1,2})(?![\d/])/.exec(t);
  if (m) {
    const month = Number(m[1]);
    const dayOfMonth = Number(m[2]);
    const year = yearFor(month);
    if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > daysInMonth(year, month)) return null;
    const date = { y: year, m: month, d: dayOfMonth };
    return span(date, date, m[0]);
  }
  if ((m = /크리스마스/.exec(t))) {
    const date = { y: ref.m === 12 && ref.d > 25 ? ref.y + 1 : ref.y, m: 12, d: 25 };
    return span(date, date, m[0]);
  }
  if ((m = /연말/.exec(t))) return span({ y: ref.y, m: 12, d: 24 }, { y: ref.y, m: 12, d: 31 }, m[0]);
  if ((m = /(다다음|다음|이번|금)?\s*주\s*주말|(다다음|다음|이번)\s*주말|(?<![가-힣])주말/.exec(t))) {
    const saturday = addDays(monday, 5 + weekShift(m[1] ?? m[2]));
    return span(saturday.y === ref.y && iso(saturday) < referenceDate ? ref : saturday, addDays(saturday, 1), m[0]);
  }
  if ((m = /(?:(다다음|다음|이번|금)\s*주\s*)?([월화수목금토일])요일/.exec(t))) {
    const index = weekdays.indexOf(m[2]!);
    let date = addDays(monday, index + weekShift(m[1]));
    // A bare weekday means its next occurrence, today included.
    if (!m[1] && iso(date) < referenceDate) date = addDays(date, 7);
    return span(date, date, m[0]);
  }
  if ((m = /오늘|지금|당일/.exec(t))) return span(ref, ref, m[0]);
  if ((m = /내일/.exec(t))) return span(addDays(ref, 1), addDays(ref, 1), m[0]);
  if ((m = /모레/.exec(t))) return span(addDays(ref, 2), addDays(ref, 2), m[0]);
  if ((m = /(다다음|다음|이번|금)\s*주(?!\s*말)/.exec(t))) {
    const shift = weekShift(m[1]);
    const start = addDays(monday, shift);
    return span(shift === 0 ? ref : start, addDays(start, 6), m[0]);
  }
  if ((m = /(이번|다음)\s*달/.exec(t))) {
    const first = addMonths({ y: ref.y, m: ref.m, d: 1 }, m[1] === '다음' ? 1 : 0);
    const last = { ...first, d: daysInMonth(first.y, first.m) };
    return span(m[1] === '다음' ? first : ref, last, m[0]);
  }
  if ((m = /(?<!\d)(\d{1,2})\s*월(?!\s*\d)/.exec(t))) {
    const month = Number(m[1]);
    if (month < 1 || month > 12) return null;
    const year = yearFor(month);
    return span({ y: year, m: month, d: 1 }, { y: year, m: month, d: daysInMonth(year, month) }, m[0]);
  }
  return null;
}

function saturdaysOf(year: number, month: number): Ymd[] {
  const out: Ymd[] = [];
  for (let d = 1; d <= daysInMonth(year, month); d++) {
    const date = { y: year, m: month, d };
    if (weekdayIndex(date) === 5) out.push(date);
  }
  return out;
}
