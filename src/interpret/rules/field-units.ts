/**
 * Counts kept in the unit their field's label names ("해고를 미리 알린
 * 기간(일)", "1주 근로시간(시간)"). People answer in whatever unit comes
 * naturally ("2주 전에", "하루 8시간씩 주 5일", "당일") and mention other
 * numbers on the way ("3학년이에요 열 살"); this picks the count the field
 * keeps and restates it in the field's unit.
 */
import type { FieldDef } from '../../knowledge/schema.js';
import { parseAnswer } from '../../korean/answers.js';

type Unit = '일' | '시간' | '개월';

export function unitOf(field: FieldDef | undefined): Unit | null {
  if (field?.type !== 'integer') return null;
  const unit = /\((일|시간|개월)\)\s*$/.exec(field.label)?.[1] ?? (/몇\s?달/.test(field.label) ? '개월' : undefined);
  return (unit as Unit | undefined) ?? null;
}

// Spans named by a word rather than a number ("일주일 전에", "보름", "이틀").
const DAY_SPAN_WORDS: ReadonlyArray<readonly [RegExp, number]> = [
  [/일주일|한\s?주/, 7], [/보름/, 15], [/열흘/, 10], [/하루/, 1], [/이틀/, 2], [/사흘/, 3], [/나흘/, 4], [/닷새/, 5], [/엿새/, 6],
];
const daySpan = (text: string) => DAY_SPAN_WORDS.find(([word]) => word.test(text))?.[1] ?? null;
const YEARS = /(\d+|(?<![가-힣])(?:일|이|삼|한|두|세))\s?년(?!\s?\d)/;
const YEAR_VALUE: Readonly<Record<string, number>> = { 일: 1, 한: 1, 이: 2, 두: 2, 삼: 3, 세: 3 };

const SAME_DAY = /당일|그날|그\s?자리에서|바로\s?그\s?날/;
const DAY_COUNTER = /\d\s?일|며칠|하루|이틀|사흘|나흘|열흘|보름/;
const LONGER_COUNTER = /(?:\d|(?<![가-힣])[한두세네석넉])\s?(주일?|달|개월)(?![가-힣]*\d\s?일)/;
const DAYS_IN: Readonly<Record<string, number>> = { 주: 7, 주일: 7, 달: 30, 개월: 30 };
const HOURS_A_DAY = /하루(?:에)?\s?(\d{1,2})\s?시간/;
const DAYS_A_WEEK = /(?:주|일주일에?)\s?(\d)\s?일|(?<!\d)(\d)\s?일\s?(?:근무|출근|일|씩)/;

// "초등학교 3학년이에요 열 살": of several numbers, the one with the field's own counter.
const OWN_COUNTER: ReadonlyArray<readonly [RegExp, string]> = [
  [/나이/, '살|세'],
  [/주수/, '주'],
  [/\(년\)/, '년'],
  [/\(개월\)|몇\s?달/, '개월|달'],
];

// What may follow a counter: "열 살이에요", "6주요", "3년쯤" (not "세금", "주말").
const COUNTER_ENDING = '이|요|입니다|예요|정도|쯤|밖에|인데|이고|째|나|은|는|도|이나';

function ownCount(text: string, field: FieldDef | undefined): number | null {
  const counter = OWN_COUNTER.find(([label]) => label.test(field?.label ?? ''))?.[1];
  const said = counter ? new RegExp(`(?:\\d+|(?<![가-힣])[가-힣]{1,4})\\s?(?:${counter})(?=$|[^가-힣]|${COUNTER_ENDING})`).exec(text) : null;
  const value = said ? parseAnswer(said[0], { type: 'integer' }).value : null;
  return typeof value === 'number' ? value : null;
}

// "월 3부", "한달에 10프로씩": a monthly rate, for a field kept per year ("약정 이자율(연 %)").
const MONTHLY_RATE = /(?:(?<![가-힣])월|한\s?달에?|매달|매월)\s?\d+(?:\.\d+)?\s?(?:%|프로|퍼센트|부)|\d+(?:\.\d+)?\s?(?:%|프로|퍼센트|부)\s?(?:씩\s?)?(?:매달|매월|한\s?달)/;

/**
 * The parsed count (or null) restated in the field's unit; the count itself
 * when the field keeps no unit this knows or the reply already uses it.
 * `chosen` says the count was already picked among several, so the field's
 * own counter must not pick another.
 */
export function inFieldUnit(text: string, parsed: number | null, field: FieldDef | undefined, chosen = false): number | null {
  if (parsed !== null && /연\s?%/.test(field?.label ?? '') && MONTHLY_RATE.test(text)) return parsed * 12;
  const count = (chosen ? null : ownCount(text, field)) ?? parsed;
  const unit = unitOf(field);
  if (unit === '일') {
    if (count === null) return SAME_DAY.test(text) ? 0 : daySpan(text);
    const longer = DAY_COUNTER.test(text) ? null : LONGER_COUNTER.exec(text);
    return longer ? count * DAYS_IN[longer[1]!]! : count;
  }
  if (unit === '개월' && /반\s?년/.test(text)) return 6;
  if (unit === '개월' && !/개월|달/.test(text)) {
    // "1년 넘게": months counted in years.
    const years = YEARS.exec(text);
    if (years) return (YEAR_VALUE[years[1]!] ?? Number(years[1])) * 12 + (/년\s?반/.test(text) ? 6 : 0);
  }
  if (unit === '시간' && /주/.test(field!.label)) {
    const hours = HOURS_A_DAY.exec(text);
    const days = DAYS_A_WEEK.exec(text);
    const dayCount = days ? Number(days[1] ?? days[2]) : daySpan(text.replace(HOURS_A_DAY, ''));
    if (hours && dayCount) return Number(hours[1]) * dayCount;
  }
  return count;
}
