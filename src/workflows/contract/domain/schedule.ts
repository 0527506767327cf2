/**
 * Working-time cues: clock times ("09:00", "오후 6시"), time ranges, work days
 * ("주 5일", "월~금"), break length and the minutes that fall between 22:00
 * and 06:00. Times are minutes after midnight; an end at or before the start
 * is on the next day.
 */
const TIME = String.raw`(오전|오후|새벽|밤|저녁)?\s*(\d{1,2})\s*(?::|시)\s*(\d{2})?\s*분?`;
export const TIME_RANGE = new RegExp(String.raw`${TIME}\s*(?:~|∼|-|부터)\s*${TIME}`, 'g');
const DAY_NAMES = '월화수목금토일';
const DAY_RANGE = /([월화수목금토일])(?:요일)?\s*(?:~|∼|-|부터)\s*([월화수목금토일])(?:요일)?/;

export type Interval = [number, number];

function minutesOf(period: string | undefined, hour: string, minute: string | undefined): number {
  let h = Number(hour);
  if ((period === '오후' || period === '저녁' || period === '밤') && h < 12) h += 12;
  if ((period === '새벽' || period === '오전') && h === 12) h = 0;
  return h * 60 + Number(minute ?? 0);
}

function intervalOf(m: RegExpMatchArray): Interval {
  const start = minutesOf(m[1], m[2]!, m[3]);
  let end = minutesOf(m[4] ?? (m[1] === '오후' ? '오후' : undefined), m[5]!, m[6]);
  if (end <= start) end += 24 * 60;
  return [start, end];
}

/** The working span on a line: the first time range before any mention of a break. */
export function workRangeIn(line: string): Interval | null {
  const breakAt = line.search(/휴게|휴식/);
  for (const m of line.matchAll(TIME_RANGE)) {
    if (breakAt < 0 || m.index < breakAt) return intervalOf(m);
  }
  return null;
}

export interface BreakInfo {
  minutes: number;
  intervals: Interval[];
}

/** The break stated after "휴게" on a line: none, a time range, or a length. */
export function breakIn(line: string): BreakInfo | null {
  const at = line.search(/휴게|휴식/);
  if (at < 0) return null;
  const rest = line.slice(at);
  if (/^(?:휴게|휴식)\s*(?:시간)?\s*[:：]?\s*(?:은|는)?\s*(?:없|0\s*분)/.test(rest)) return { minutes: 0, intervals: [] };
  const intervals = [...rest.matchAll(TIME_RANGE)].map(intervalOf);
  if (intervals.length > 0) return { minutes: intervals.reduce((sum, [s, e]) => sum + e - s, 0), intervals };
  const minutes = /(\d+)\s*분/.exec(rest);
  const hours = /(\d+(?:\.\d+)?)\s*시간/.exec(rest);
  if (hours && (!minutes || hours.index < minutes.index)) return { minutes: Number(hours[1]) * 60 + (minutes ? Number(minutes[1]) : 0), intervals: [] };
  if (minutes) return { minutes: Number(minutes[1]), intervals: [] };
  return null;
}

/** Work days a week from "주 5일", "월~금" or a list such as "월, 수, 금요일". */
export function workDaysIn(line: string): number | null {
  const perWeek = /주\s*(\d)\s*일(?!\s*(?:의\s*)?(?:유급|휴일|휴무|주휴))/.exec(line);
  if (perWeek) return Number(perWeek[1]);
  const range = DAY_RANGE.exec(line);
  if (range) return DAY_NAMES.indexOf(range[2]!) - DAY_NAMES.indexOf(range[1]!) + 1;
  const listed = line.match(/[월화수목금토일](?=요일|\s*[,、·]|\s*$)/g);
  return listed && listed.length >= 2 ? new Set(listed).size : null;
}

const NIGHT_WINDOWS: Interval[] = [
  [0, 6 * 60],
  [22 * 60, 30 * 60],
  [46 * 60, 54 * 60],
];

function overlap([a, b]: Interval, [c, d]: Interval): number {
  return Math.max(0, Math.min(b, d) - Math.max(a, c));
}

/** Minutes of a work span between 22:00 and 06:00, less breaks that fall there. */
export function nightMinutes(work: Interval, breaks: readonly Interval[]): number {
  const within = (span: Interval) => NIGHT_WINDOWS.reduce((sum, window) => sum + overlap(span, window), 0);
  const breakNight = breaks.reduce((sum, [from, to]) => {
    const shift = from < work[0] ? 1440 : 0;
    const clipped: Interval = [Math.max(from + shift, work[0]), Math.min(to + shift, work[1])];
    return clipped[1] > clipped[0] ? sum + within(clipped) : sum;
  }, 0);
  return within(work) - breakNight;
}
