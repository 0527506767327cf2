/**
 * A date counted from another event the reply also dates: "입사하고 한달
 * 지나서부터요 입사는 올해 3월" is April, "결혼하고 2년 뒤에요 결혼은
 * 2019년" is 2021. The span alone would be counted from today; the event's
 * own date is what it is counted from.
 */
import { addDays, addMonths, formatYmd, type Precision } from './calendar.js';
import type { DateMention } from './dates.js';

// "입사하고 …", "결혼한 지 …", "이사하고 나서 …": the event the span is counted from.
const EVENT_BEFORE = /([가-힣]{2,}?)(?:하고\s?나서|하고서|하고|한\s?(?:지|뒤|후|다음))\s?$/;
const SPAN = /(\d{1,3})\s?(일|주|개월|달|년)\s?(?:쯤|정도)?\s?(전|前)?/;

const precisionOf = (value: string): Precision => (value.length === 4 ? 'year' : value.length === 7 ? 'month' : 'day');

function shift(value: string, amount: number, unit: string): string {
  const [y, m = 1, d = 1] = value.split('-').map(Number) as [number, number?, number?];
  const date = { y, m, d };
  const moved = unit === '일' ? addDays(date, amount) : unit === '주' ? addDays(date, amount * 7) : addMonths(date, unit === '년' ? amount * 12 : amount);
  return formatYmd(moved, precisionOf(value));
}

/** The event's date moved by the span, when the first date is a span counted from an event the reply dates; else null. */
export function dateFromEvent(text: string, dates: readonly DateMention[]): string | null {
  const [first] = dates;
  if (!first?.span) return null;
  const event = EVENT_BEFORE.exec(text.slice(0, first.start))?.[1];
  const span = SPAN.exec(text.slice(first.start, first.end));
  if (!event || !span) return null;
  const dated = dates.find((date) => !date.span && new RegExp(`${event}(?:은|는|이|가|한\\s?(?:건|게|날))?\\s?[^\\s]*\\s?$`).test(text.slice(Math.max(0, date.start - event.length - 8), date.start)));
  if (!dated) return null;
  return shift(dated.value, Number(span[1]) * (span[3] ? -1 : 1), span[2]!);
}
