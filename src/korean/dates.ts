/**
 * Dates as people say them, resolved against a reference date: absolute
 * (2024.10.3, 24년 10월 3일, 2024년 10월), relative (어제, 작년 10월, 지난달 15일,
 * 3개월 전, 입사한 지 석 달), vague (10월 말 → month; 작년 여름 → year).
 *
 * The result keeps only the precision the words support, and `approx` marks
 * hedges (쯤, 정도, 즈음, 무렵, 경). `parseDate` takes the first date of a
 * sentence; `findDates` lists them all.
 */
import { addDays, addMonths, compareYmd, daysInMonth, formatYmd, isValidYmd, parseIsoDate, weekdayIndex, type Precision, type Ymd } from './calendar.js';
import { FINAL, finalOf } from './hangul.js';
import { HOLIDAY_NAME, holidayIn } from './holidays.js';
import { lastWorkDayAhead } from './last-day-ahead.js';
import { normalizeText } from './normalize.js';
import { parseSinoNumeral, readNativeNumber } from './numerals.js';

export interface ParsedDate {
  value: string;
  approx: boolean;
}

interface Candidate {
  index: number;
  end: number;
  date: Ymd;
  precision: Precision;
  approx?: boolean;
  /** Counted from now or from an event ("두 달 됐어요", "일주일 뒤"), not named on the calendar. */
  span?: boolean;
}

/** `future(end)`: whether the date ending at `end` is talked about as still to come. */
type Matcher = (text: string, ref: Ymd | null, future: (end: number) => boolean) => Candidate[];

// --- Step 1: spell numbers the way the matchers expect (사흘 → 3일, 석 달 → 3개월). ---

const DAY_COUNT_WORDS: Readonly<Record<string, number>> = {
  하루: 1, 이틀: 2, 사흘: 3, 나흘: 4, 닷새: 5, 엿새: 6, 이레: 7, 여드레: 8, 아흐레: 9, 열흘: 10, 보름: 15,
};
const DAY_COUNT = new RegExp(`(${Object.keys(DAY_COUNT_WORDS).join('|')})(?=\\s?(?:전|후|뒤|만에|째|쯤|정도|지났|됐|되었|있으면|지나면|$))`, 'g');
const NATIVE_QUANTITY = /(?<![가-힣])((?:열|스물|스무)?(?:한|두|세|석|네|넉|다섯|여섯|일곱|여덟|아홉)|열|스무)\s?(달|해|주)(?![러리라려])/g;
// A space is allowed only before 년 (일 년, 삼 년): "이 일" is "this matter", not the 2nd.
const SINO_QUANTITY = /(?<![가-힣])([일이삼사오육칠팔구십백]{1,4})(\s?년|개월|월|일(?!요일))/g;
const MONTH_NAMES: ReadonlyArray<[RegExp, string]> = [[/유월/g, '6월'], [/시월/g, '10월']];
// "화욜", "금욜": the clipped weekday people type.
const WEEKDAY_SHORT = /([월화수목금토일])욜/g;
const NATIVE_UNIT_TO_SINO: Readonly<Record<string, string>> = { 달: '개월', 해: '년', 주: '주' };

function spellNumbers(text: string): string {
  let out = text;
  for (const [pattern, replacement] of MONTH_NAMES) out = out.replace(pattern, replacement);
  return out
    .replace(WEEKDAY_SHORT, '$1요일')
    .replace(/일주일/g, '1주')
    .replace(/이주일/g, '2주')
    .replace(/반\s?년/g, '6개월')
    .replace(/(\d{1,3})\s?달(?![러리라려])/g, '$1개월')
    .replace(DAY_COUNT, (word: string) => `${DAY_COUNT_WORDS[word]}일`)
    .replace(NATIVE_QUANTITY, (whole: string, word: string, unit: string) => {
      const native = readNativeNumber(word);
      return native && native.length === word.length ? `${native.value}${NATIVE_UNIT_TO_SINO[unit]}` : whole;
    })
    .replace(SINO_QUANTITY, (whole: string, word: string, unit: string) => {
      const value = parseSinoNumeral(word);
      return value === null || value === 0 ? whole : `${value}${unit.trim()}`;
    });
}

// --- Step 2: matchers; each returns candidates with their position. ---

const SEASONS = '봄|여름|가을|겨울|초|말|연초|연말|상반기|하반기|중반|이맘때';

function expandYear(raw: string, ref: Ymd | null): number {
  if (raw.length === 4) return Number(raw);
  const yy = Number(raw);
  const pivot = ((ref?.y ?? 2026) % 100) + 5;
  return yy <= pivot ? 2000 + yy : 1900 + yy;
}

/** Builds a candidate at the finest precision the numbers allow (2월 30일 keeps only the month). */
function candidate(match: RegExpMatchArray, y: number, m?: number, d?: number): Candidate | null {
  const index = match.index ?? 0;
  const end = index + match[0].length;
  if (m === undefined) return y >= 1000 && y <= 9999 ? { index, end, date: { y, m: 1, d: 1 }, precision: 'year' } : null;
  if (!isValidYmd(y, m, 1)) return null;
  if (d === undefined || !isValidYmd(y, m, d)) return { index, end, date: { y, m, d: 1 }, precision: 'month' };
  return { index, end, date: { y, m, d }, precision: 'day' };
}

const collect = (text: string, pattern: RegExp, build: (m: RegExpMatchArray) => Candidate | null): Candidate[] => {
  const out: Candidate[] = [];
  for (const match of text.matchAll(pattern)) {
    const built = build(match);
    if (built) out.push(built);
  }
  return out;
};

// "'25년 12월 31일": the apostrophe of a clipped year belongs to the date.
const FULL_DATE = /(?<![\d.])'?((?:19|20)\d{2}|\d{2})\s?(?:[.\-/]|년)\s?(\d{1,2})\s?(?:[.\-/]|월)\s?(\d{1,2})(?!\d|\.\d)\s?일?/g;
// Two-digit years only with 년 (24년 10월): "10/3" is a month and a day.
const YEAR_MONTH = /(?<![\d.])'?(?:((?:19|20)\d{2}|\d{2})\s?년도?\s?(\d{1,2})\s?월|((?:19|20)\d{2})[.\-/](\d{1,2})(?![\d.\-/]))/g;
// "24년 봄", "17년에 결혼": a two-digit year is a year before a season or the 에 of a point in time ("17년 됐어요" is a span).
const YEAR_ONLY = new RegExp(
  `(?<![\\d.])(?:((?:19|20)\\d{2})\\s?년(?!\\s?(?:전|후|뒤|동안|간|째|차|만))|(\\d{2})\\s?년(?:도|(?=\\s?(?:${SEASONS}|에(?!\\s?한\\s?번))))|'(\\d{2})(?!\\d))`,
  'g',
);
const RELATIVE_YEAR_WORDS: Readonly<Record<string, number>> = {
  올해: 0, 금년: 0, 올: 0, 작년: -1, 지난해: -1, 전년: -1, 재작년: -2, 재재작년: -3, 내년: 1, 다음해: 1, 내후년: 2, 후년: 2,
};
const RELATIVE_YEAR = new RegExp(
  `(재재작년|재작년|작년|지난 ?해|전년|올해|금년|내후년|내년|다음 ?해|후년|올(?=\\s?(?:\\d{1,2}\\s?월|${SEASONS})))(?:\\s?(\\d{1,2})\\s?월(?:\\s?(\\d{1,2})\\s?일)?)?`,
  'g',
);
// "작년 이맘때": the reference month in another year.
const SAME_TIME = /(재재작년|재작년|작년|지난\s?해|내년)\s?(?:이맘때|이\s?맘때|이\s?무렵|이\s?때쯤|요맘때)/g;
const RELATIVE_MONTH_WORDS: Readonly<Record<string, number>> = { 이번: 0, 이: 0, 금: 0, 지난: -1, 저번: -1, 전: -1, 지지난: -2, 다음: 1, 담: 1, 익: 1, 다다음: 2 };
const RELATIVE_MONTH = /(?<![가-힣])(?:(지지난|지난|저번|이번|다다음|다음|담|이|전)\s?달(?![러리라려])|(금|전|익)월(?![급세요]))(?:\s?(\d{1,2})\s?일)?/g;
const RELATIVE_WEEK_WORDS: Readonly<Record<string, number>> = { 지지난: -2, 지난: -1, 저번: -1, 이번: 0, 금: 0, 다음: 1, 담: 1, 차: 1, 다다음: 2, 다담: 2 };
const RELATIVE_WEEK = /(지지난|지난|저번|이번|다다음|다담|다음|담|금|차)\s?주(?:\s?([월화수목금토일])요일)?/g;
const DAY_WORDS: Readonly<Record<string, [number, boolean]>> = {
  오늘: [0, false], 금일: [0, false], 어제: [-1, false], 어저께: [-1, false], 작일: [-1, false], 그저께: [-2, false], 그제: [-2, false],
  어젯밤: [-1, false], 어젯저녁: [-1, false], 엊저녁: [-1, false], 엊그제: [-2, true], 엊그저께: [-2, true], 그그저께: [-3, false], 그끄저께: [-3, false], 내일모레: [2, false], 내일: [1, false], 명일: [1, false], 모레: [2, false], 글피: [3, false],
};
const DAY_WORD = /(?<![가-힣])(어젯밤|어젯저녁|엊저녁|엊그저께|엊그제|그그저께|그끄저께|그저께|그제(?!서야|야)|어저께|어제|오늘(?!날)|금일|작일|내일\s?모레|내일|명일|모레|글피)/g;
// "열흘쯤 전에": a hedge may sit between the span and its direction.
// "한 달 반 전": 반 adds half the unit.
const OFFSET = /(?<!\d)(\d{1,3})\s?(일|주|개월|년)\s?(반)?\s?(?:쯤|정도|가량|남짓|좀\s?넘게|넘게|조금)?\s?(전|前|후|뒤|있으면|지나면|지나서)/g;
// "석 달 됐어요", "2년 지났어요": a span that has passed since.
// "1년 좀 넘었어요": just past the span.
const SINCE = /(?<!\d)(\d{1,3})\s?(일|주|개월|년)\s?(반)?\s?(?:쯤|정도|가량|남짓|넘게|좀\s?넘게|조금\s?넘게|좀|조금)?\s?(?:됐|되었|지났|넘었|돼\s?가|되어\s?가)/g;
// "추석 전날", "설 다음날", "추석 연휴 첫날": a day next to the holiday (설 and 추석 are three days, the day itself in the middle).
const HOLIDAY = new RegExp(`(?:(재재작년|재작년|작년|지난\\s?해|올해|금년|내년)\\s?|((?:19|20)\\d{2})\\s?년\\s?)?(${HOLIDAY_NAME})(?:\\s?(전날|다음\\s?날|이튿날|당일|연휴\\s?첫\\s?날|연휴\\s?마지막\\s?날))?`, 'g');
const NEXT_TO_HOLIDAY: Readonly<Record<string, number>> = { 전날: -1, 다음날: 1, 이튿날: 1, 당일: 0, 연휴첫날: -1, 연휴마지막날: 1 };
// "결혼식 8개월 전", "진단 2년 뒤": a bare noun right before the span names the event it counts from, not today.
const EVENT_ANCHOR = /(?:^|\s)([가-힣]{2,})\s?$/;
const NOT_AN_EVENT = /^(?:지금|현재|오늘|벌써|이미|거의|대략|대충|얼추|불과|무려|한참|정확히|딱|약|한|그|이|저|벌써|이제)$/;
// Endings that make the word a subject, object, adverbial or verb rather than a bare event noun.
const ENDS_AS_PHRASE = /[은는이가을를에도만엔랑과와요서고데게께테지며면니다까]$/;
// "6개월 뒤에 갚기로 했어요": counted from when the promise was made, a day the words do not give.
const PROMISED_BEFORE = /^[^.!?]{0,12}?(?:기로|다고|라고)\s?(?:했|약속했)/;
/** Whether a bare event noun right before `index` names what a span counts from ("결혼 20년에", "결혼식 8개월 전"). */
export function anchoredToEvent(text: string, index: number): boolean {
  const word = EVENT_ANCHOR.exec(text.slice(Math.max(0, index - 12), index))?.[1];
  return word !== undefined && !NOT_AN_EVENT.test(word) && !ENDS_AS_PHRASE.test(word);
}
// "입사한 지 3개월": the syllable before 지 ends in ㄴ (an adnominal verb form).
const ELAPSED = /([가-힣])\s?지\s?(?:벌써\s?|이제\s?|한\s?|거의\s?|약\s?)?(\d{1,3})\s?(일|주|개월|년)/g;
const MONTH_DAY = /(?<![\d.\-/]|년\s?|년)(\d{1,2})\s?(?:월\s?(\d{1,2})\s?일|\/(\d{1,2})(?![\d/]))/g;
// "7월 월급날 10일": a month and a day a word or two apart (not "3월 … 10일 뒤", a span).
const MONTH_WORDS_DAY = /(?<![\d.\-/]|년\s?|년)(\d{1,2})\s?월\s(?:[가-힣]{1,4}\s){1,2}(\d{1,2})\s?일(?!\s?(?:뒤|후|전|동안|간|째|만))/g;
const MONTH_ONLY = /(?<![\d.\-/]|년\s?|년)(\d{1,2})\s?월(?!\s?\d{1,2}\s?일)/g;
const WEEKDAYS = '월화수목금토일';
// "12월 둘째 주 화요일": the nth such weekday of the month.
// "10월 마지막 토요일": without 주 it is the nth such weekday too.
const NTH_WEEKDAY = /(?<![\d.\-/])(\d{1,2})\s?월\s?(첫|둘|셋|넷|다섯|마지막)\s?(?:째|번째)?\s?(?:주\s?)?([월화수목금토일])요일/g;
const NTH: Readonly<Record<string, number>> = { 첫: 1, 둘: 2, 셋: 3, 넷: 4, 다섯: 5, 마지막: -1 };
// "지난달 둘째 주 화요일": the same, in a month named relative to now.
const RELATIVE_NTH_WEEKDAY = /(?<![가-힣])(지지난|지난|저번|이번|다다음|다음|담|이)\s?달\s?(첫|둘|셋|넷|다섯|마지막)\s?(?:째|번째)?\s?(?:주\s?)?([월화수목금토일])요일/g;
const WEEKDAY = /(?<!주\s?)(지난|저번|이번)?\s?([월화수목금토일])요일/g;
const LAST_DAY_OF_MONTH = /지난\s?(\d{1,2})\s?일(?!\s?(?:동안|간|째))/g;
// "지난 여름", "여름방학 때": the most recent such season that has ended.
// A bare 연말; "작년 연말" is read with its year word.
const YEAR_END = /(?<![가-힣]|(?:년|작년|올해|금년|내년|올)\s?)연말(?![가-힣]{0,1}정산)/g;
const LAST_SEASON = /지난\s?(봄|여름|가을|겨울)|(?<![가-힣]|(?:년|작년|올해|금년|내년|올)\s?)(봄|여름|가을|겨울)(?=\s?(?:방학|휴가|때|에|쯤|무렵))/g;
// "택배는 19일에 왔어요", "19일 오후였고": a day of the month said alone, in the month it last fell on (the next one for a date ahead).
const DAY_OF_MONTH = /(?<![\d.\-/월]|월\s)(\d{1,2})\s?일(?=\s?(?:에(?!\s?한\s?번)|날|이었|이에요|이요|쯤|경|께|$)|\s(?:오전|오후|아침|저녁|새벽)(?![가-힣]?\s?(?:내내|동안)))/g;
const SEASON_LAST_MONTH: Readonly<Record<string, number>> = { 봄: 5, 여름: 8, 가을: 11, 겨울: 2 };

/** `amount` may end in a half ("한 달 반" = 1.5 months): the half is counted in days of the month, months of the year. */
function shiftByUnit(ref: Ymd, amount: number, unit: string): { date: Ymd; precision: Precision; approx: boolean } {
  if (unit === '일') return { date: addDays(ref, Math.trunc(amount)), precision: 'day', approx: false };
  if (unit === '주') return { date: addDays(ref, Math.round(amount * 7)), precision: 'day', approx: true };
  const whole = Math.trunc(amount);
  const half = amount - whole;
  if (unit === '개월' || unit === '달') return { date: addDays(addMonths(ref, whole), Math.round(half * 30)), precision: 'month', approx: false };
  return { date: addMonths(ref, Math.round(amount * 12)), precision: 'year', approx: false };
}

/** The latest (y, m, d) not after ref — or, for future talk, the earliest not before. */
function nearestYear(ref: Ymd, m: number, d: number, future: boolean): number {
  const sameYear = { y: ref.y, m, d: Math.min(d, daysInMonth(ref.y, m)) };
  const cmp = compareYmd(sameYear, ref);
  if (future) return cmp >= 0 ? ref.y : ref.y + 1;
  return cmp <= 0 ? ref.y : ref.y - 1;
}

const MATCHERS: Matcher[] = [
  (text, ref) => collect(text, FULL_DATE, (m) => candidate(m, expandYear(m[1]!, ref), Number(m[2]), Number(m[3]))),
  (text, ref) => collect(text, YEAR_MONTH, (m) => candidate(m, expandYear((m[1] ?? m[3])!, ref), Number(m[2] ?? m[4]))),
  (text, ref) =>
    collect(text, YEAR_ONLY, (m) =>
      m[1] ? candidate(m, Number(m[1])) : m[2] && anchoredToEvent(text, m.index ?? 0) ? null : candidate(m, expandYear((m[2] ?? m[3])!, ref)),
    ),
  (text, ref) =>
    ref
      ? collect(text, RELATIVE_YEAR, (m) => {
          const y = ref.y + RELATIVE_YEAR_WORDS[m[1]!.replace(/\s/g, '')]!;
          return candidate(m, y, m[2] ? Number(m[2]) : undefined, m[3] ? Number(m[3]) : undefined);
        })
      : [],
  (text, ref) =>
    ref
      ? collect(text, RELATIVE_MONTH, (m) => {
          const month = addMonths({ ...ref, d: 1 }, RELATIVE_MONTH_WORDS[(m[1] ?? m[2])!]!);
          return candidate(m, month.y, month.m, m[3] ? Number(m[3]) : undefined);
        })
      : [],
  (text, ref) => (ref ? collect(text, RELATIVE_WEEK, (m) => weekCandidate(m, ref)) : []),
  (text, ref) =>
    ref
      ? collect(text, DAY_WORD, (m) => {
          const [offset, approx] = DAY_WORDS[m[1]!.replace(/\s/g, '')]!;
          const date = addDays(ref, offset);
          return { ...candidate(m, date.y, date.m, date.d)!, approx };
        })
      : [],
  (text, ref) =>
    ref
      ? collect(text, OFFSET, (m) => {
          const past = m[4] === '전' || m[4] === '前';
          if (anchoredToEvent(text, m.index ?? 0) || (!past && PROMISED_BEFORE.test(text.slice(endOf(m))))) return null;
          const shifted = shiftByUnit(ref, (Number(m[1]) + (m[3] ? 0.5 : 0)) * (past ? -1 : 1), m[2]!);
          return asSpan(atPrecision(m, shifted));
        })
      : [],
  (text, ref) => (ref ? collect(text, SAME_TIME, (m) => ({ ...candidate(m, ref.y + RELATIVE_YEAR_WORDS[m[1]!.replace(/\s/g, '')]!, ref.m)!, approx: true })) : []),
  (text, ref) => (ref ? collect(text, SINCE, (m) => asSpan(atPrecision(m, shiftByUnit(ref, -(Number(m[1]) + (m[3] ? 0.5 : 0)), m[2]!)))) : []),
  (text, ref, future) => (ref ? collect(text, HOLIDAY, (m) => holidayCandidate(m, ref, future(endOf(m)))) : []),
  (text, ref) =>
    ref ? collect(text, ELAPSED, (m) => (endsWithNieun(m[1]!) ? asSpan(atPrecision(m, shiftByUnit(ref, -Number(m[2]), m[3]!))) : null)) : [],
  ...[MONTH_DAY, MONTH_WORDS_DAY].map(
    (pattern): Matcher =>
      (text, ref, future) =>
        ref
          ? collect(text, pattern, (m) => {
              const month = Number(m[1]);
              const day = Number(m[2] ?? m[3]);
              if (month < 1 || month > 12 || day < 1 || day > 31) return null;
              return candidate(m, nearestYear(ref, month, day, future(endOf(m))), month, day);
            })
          : [],
  ),
  (text, ref, future) =>
    ref
      ? collect(text, MONTH_ONLY, (m) => {
          const month = Number(m[1]);
          if (month < 1 || month > 12) return null;
          const y = future(endOf(m)) ? (month >= ref.m ? ref.y : ref.y + 1) : month <= ref.m ? ref.y : ref.y - 1;
          return candidate(m, y, month);
        })
      : [],
  (text, ref, future) => (ref ? collect(text, WEEKDAY, (m) => weekdayCandidate(m, ref, future(endOf(m)))) : []),
  (text, ref, future) => (ref ? collect(text, NTH_WEEKDAY, (m) => nthWeekdayCandidate(m, ref, future(endOf(m)))) : []),
  (text, ref) =>
    ref
      ? collect(text, RELATIVE_NTH_WEEKDAY, (m) => {
          const month = addMonths({ ...ref, d: 1 }, RELATIVE_MONTH_WORDS[m[1]!]!);
          const day = nthWeekday(month.y, month.m, WEEKDAYS.indexOf(m[3]!), NTH[m[2]!]!);
          return day ? candidate(m, day.y, day.m, day.d) : null;
        })
      : [],
  (text, ref) =>
    ref
      ? collect(text, LAST_DAY_OF_MONTH, (m) => {
          const day = Number(m[1]);
          const month = day <= ref.d ? ref : addMonths({ ...ref, d: 1 }, -1);
          return candidate(m, month.y, month.m, day);
        })
      : [],
  (text, ref, future) =>
    ref
      ? collect(text, DAY_OF_MONTH, (m) => {
          const day = Number(m[1]);
          if (day < 1 || day > 31) return null;
          const ahead = future(endOf(m));
          const shift = ahead ? (day >= ref.d ? 0 : 1) : day <= ref.d ? 0 : -1;
          const month = addMonths({ ...ref, d: 1 }, shift);
          return candidate(m, month.y, month.m, day);
        })
      : [],
  // "연말까지 갚는다더니": the end of this year when talked of as ahead, else the last one gone by.
  (text, ref, future) =>
    ref ? collect(text, YEAR_END, (m) => candidate(m, future(endOf(m)) || ref.m === 12 ? ref.y : ref.y - 1, 12)) : [],
  // 지난 여름: the most recent such season that has ended. Winter spans two years; it is named by the year it ends in.
  (text, ref, future) =>
    ref
      ? collect(text, LAST_SEASON, (m) => {
          // A bare season talked about as ahead is left to the other matchers.
          if (!m[1] && future(endOf(m))) return null;
          return candidate(m, ref.m > SEASON_LAST_MONTH[(m[1] ?? m[2])!]! ? ref.y : ref.y - 1);
        })
      : [],
];

const endOf = (match: RegExpMatchArray): number => (match.index ?? 0) + match[0].length;
const asSpan = (built: Candidate | null): Candidate | null => (built ? { ...built, span: true } : null);

/** A holiday in the year its words name, else its nearest occurrence before (or, for future talk, after) the reference. */
function holidayCandidate(match: RegExpMatchArray, ref: Ymd, future: boolean): Candidate | null {
  const day = holidayDay(match, ref, future);
  if (!day) return null;
  const moved = addDays(day, NEXT_TO_HOLIDAY[(match[4] ?? '당일').replace(/\s/g, '')]!);
  return candidate(match, moved.y, moved.m, moved.d);
}

function holidayDay(match: RegExpMatchArray, ref: Ymd, future: boolean): Ymd | null {
  const name = match[3]!;
  if (match[1] || match[2]) {
    const y = match[2] ? Number(match[2]) : ref.y + RELATIVE_YEAR_WORDS[match[1]!.replace(/\s/g, '')]!;
    const day = holidayIn(name, y);
    return day ? { y, m: day.m, d: day.d } : null;
  }
  const years = future ? [ref.y, ref.y + 1] : [ref.y, ref.y - 1];
  for (const y of years) {
    const day = holidayIn(name, y);
    if (!day) continue;
    const cmp = compareYmd({ y, m: day.m, d: day.d }, ref);
    if (future ? cmp >= 0 : cmp <= 0) return { y, m: day.m, d: day.d };
  }
  return null;
}

const endsWithNieun = (syllable: string): boolean => finalOf(syllable) === FINAL.nieun;

function atPrecision(match: RegExpMatchArray, shifted: { date: Ymd; precision: Precision; approx: boolean }): Candidate | null {
  const { date, precision, approx } = shifted;
  const built = candidate(match, date.y, precision === 'year' ? undefined : date.m, precision === 'day' ? date.d : undefined);
  return built ? { ...built, approx } : null;
}

function weekCandidate(match: RegExpMatchArray, ref: Ymd): Candidate | null {
  const offset = RELATIVE_WEEK_WORDS[match[1]!]!;
  const monday = addDays(ref, -weekdayIndex(ref) + offset * 7);
  if (match[2]) {
    const day = addDays(monday, WEEKDAYS.indexOf(match[2]));
    return candidate(match, day.y, day.m, day.d);
  }
  // A whole week: its month when the week sits in one month, otherwise the month of its Thursday, hedged.
  const sunday = addDays(monday, 6);
  if (monday.m === sunday.m) return candidate(match, monday.y, monday.m);
  const thursday = addDays(monday, 3);
  const built = candidate(match, thursday.y, thursday.m);
  return built ? { ...built, approx: true } : null;
}

function nthWeekday(y: number, m: number, weekday: number, nth: number): Ymd | null {
  const first = { y, m, d: 1 };
  const firstHit = addDays(first, (weekday - weekdayIndex(first) + 7) % 7);
  const count = Math.floor((daysInMonth(y, m) - firstHit.d) / 7) + 1;
  const index = nth === -1 ? count : nth;
  return index >= 1 && index <= count ? addDays(firstHit, (index - 1) * 7) : null;
}

/** The nth weekday of a month in the year that keeps it behind the reference (ahead of it, for future talk). */
function nthWeekdayCandidate(match: RegExpMatchArray, ref: Ymd, future: boolean): Candidate | null {
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const weekday = WEEKDAYS.indexOf(match[3]!);
  const nth = NTH[match[2]!]!;
  let day = nthWeekday(ref.y, month, weekday, nth);
  if (day && future && compareYmd(day, ref) < 0) day = nthWeekday(ref.y + 1, month, weekday, nth);
  if (day && !future && compareYmd(day, ref) > 0) day = nthWeekday(ref.y - 1, month, weekday, nth);
  return day ? candidate(match, day.y, day.m, day.d) : null;
}

function weekdayCandidate(match: RegExpMatchArray, ref: Ymd, future: boolean): Candidate | null {
  const target = WEEKDAYS.indexOf(match[2]!);
  const today = weekdayIndex(ref);
  let offset: number;
  if (match[1] === '이번') offset = target - today;
  else if (future && !match[1]) offset = (target - today + 7) % 7;
  else {
    offset = -((today - target + 7) % 7);
    if (match[1] && offset === 0) offset = -7; // 지난 금요일 said on a Friday is a week ago
  }
  const day = addDays(ref, offset);
  return candidate(match, day.y, day.m, day.d);
}

// --- Step 3: hedges and future talk around the chosen match. ---

/** The words between a day and the weekday said right after it ("11월 23일 월요일"). */
const OWN_WEEKDAY = /^\s?(?:\(|,\s?)?[월화수목금토일]요일$/;

const HEDGE_AFTER = /^\s?(?:(?:봄|여름|가을|겨울|초|중순|말|초순|하순|상반기|하반기)\s?)?(?:쯤|정도|즈음|무렵|이맘때|언저리|가량|전후|께(?![가-힣])|께[에인]|경(?![가-힣])|경[에인이부까쯤]|인가|였나|이었나|였던 것 같|이었던 것 같|인 것 같|일걸|일 거)/;
const HEDGE_BEFORE = /(?:^|[^가-힣])(?:대략|아마도?|약|한|대충|얼추)\s?$/;
// A plan told in the quoted present ("12월 31일자로 해고한다고 통보받았어요", "이사한대요"), an end named as a topic
// ("계약 만료는 12월 31일이에요") and a summons to go somewhere ("출석하래요") put the date ahead.
const FUTURE_TALK = /까지(?:예요|에요|입니다|래요|이요)|예정|(?:한|된)다(?:고|는)\s?(?:[가-힣]{1,6}\s)?(?:통보|통지|공지|연락|문자|카톡|말|얘기)|(?:한|된)대(?:요)?(?![가-힣])|만료(?:일)?(?:은|는|가|이)\s|만료\s?(?:될|돼요|된대)|(?:출석|출두|방문|제출|납부|참석|퇴거)\s?하(?:래|라고|라는|라네)|할 거|할거|될 거|될거|할게|하려고|하기로|다가오는|앞으로|마감|기한|만기|예약|까지\s?(?:내|갚|주|해|비워|나가|준대|줄게)|올 거|오기로|오라고|오래요|오라는|오라네/;
// "만기는 10월 15일이었어요": the date itself is said in the past tense, whatever else the sentence is about.
const PAST_AFTER = /^\s?(?:이었|였)/;
// "원래 8월 말까지 주기로 했죠": the plan as it was, so its date is not ahead just for being a promise.
// "10월 말일까지 주기로 했었는데": the past perfect of a promise tells the plan as it was too.
const PLAN_AS_IT_WAS = /원래|원랜|애초에|당초|기로\s?했었/;
// Words that put a date behind us even when the question asks about one ahead.
const PAST_TALK = /이미|벌써|지났|지난|끝났|었었|였었/;

// A clause told as done or set against the next closes there: "보냈고", "했는데", "줬지만", "하더니".
// "까지만" is the limit 까지 with 만 ("30일까지만 나가요"), not the connective -지만.
const CLAUSE_CLOSER = /(?:[는은던]데요?|(?<!까)지만|더니|니까|길래)$/;
const closesClause = (word: string) => CLAUSE_CLOSER.test(word) || (word.endsWith('고') && finalOf(word.at(-2)) === FINAL.ssangSiot);

/** The clauses of `text`, each with where it ends. */
function clauseSpans(text: string): { text: string; end: number }[] {
  const spans: { text: string; end: number }[] = [];
  let start = 0;
  for (const word of text.matchAll(/\S+/g)) {
    const end = word.index + word[0].length;
    if (closesClause(word[0])) {
      spans.push({ text: text.slice(start, end), end });
      start = end;
    }
  }
  spans.push({ text: text.slice(start), end: text.length });
  return spans;
}

export interface DateOptions {
  /** The question asks about a date ahead (a hearing, a summons): a date without a year is the next one, unless the reply says it has passed. */
  expectFuture?: boolean;
}

/** A date found in text, with its position in the `text` the finder returns. */
export interface DateMention extends ParsedDate {
  start: number;
  end: number;
  /** Counted as a span ("두 달 됐어요") rather than named on the calendar. */
  span: boolean;
}

/**
 * Every date in `input` relative to `reference` (YYYY-MM-DD), in order and not
 * overlapping. Positions refer to the returned `text`, the input with numbers
 * spelled the way the matchers read them. Never throws.
 */
export function findDates(input: string, reference?: string, options: DateOptions = {}): { text: string; dates: DateMention[] } {
  const text = spellNumbers(normalizeText(typeof input === 'string' ? input : ''));
  if (text.length === 0) return { text, dates: [] };
  const ref = parseIsoDate(reference);
  const expectFuture = Boolean(options.expectFuture) && !PAST_TALK.test(text);
  const planAsItWas = PLAN_AS_IT_WAS.test(text);
  const clauses = clauseSpans(text);
  // "2월 14일에 보냈고 연말까지 갚는다더니": a promise ahead puts only the dates of its own clause ahead.
  const futureTalkAt = (end: number) => {
    const clause = clauses.find((c) => end <= c.end)?.text ?? text;
    return !planAsItWas && (FUTURE_TALK.test(clause) || lastWorkDayAhead(clause));
  };
  const future = (end: number) => (expectFuture || futureTalkAt(end)) && !PAST_AFTER.test(text.slice(end));
  const found = MATCHERS.flatMap((matcher) => matcher(text, ref, future)).sort((a, b) => a.index - b.index || b.end - a.end);
  const dates: DateMention[] = [];
  let taken = 0;
  for (const best of found) {
    if (best.index < taken) continue;
    taken = best.end;
    // "11월 21일 토요일이요": a weekday right after a day names that day, not another one.
    const previous = dates.at(-1);
    if (previous && previous.value.length === 10 && OWN_WEEKDAY.test(text.slice(previous.end, best.end))) {
      previous.end = best.end;
      continue;
    }
    const approx = Boolean(best.approx) || HEDGE_AFTER.test(text.slice(best.end, best.end + 12)) || HEDGE_BEFORE.test(text.slice(Math.max(0, best.index - 6), best.index));
    dates.push({ value: formatYmd(best.date, best.precision), approx, start: best.index, end: best.end, span: Boolean(best.span) });
  }
  return { text, dates };
}

/** The first date in `text` relative to `reference` (YYYY-MM-DD), or null. Never throws. */
export function parseDate(input: string, reference?: string, options: DateOptions = {}): ParsedDate | null {
  const first = findDates(input, reference, options).dates[0];
  return first ? { value: first.value, approx: first.approx } : null;
}
