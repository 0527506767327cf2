/**
 * "이번달 말일까지만 나오래요", "지난달 말일자로 해고됐어요": 말일 names the
 * last day of the month, not the month. Read only in a first account: the
 * dev answers label a reply of "이번 달 말일이요" at month precision
 * (intake-rounds.md, round 13), so the answer parser keeps the month.
 */
import type { DateMention } from '../../korean/dates.js';

// 말일 right after the month ("10월 말일", "이번달 말일자로"); not 말 alone, which people use for the last days loosely.
const LAST_DAY_AFTER = /^\s?말일/;

/**
 * A month said with 말일 after it, as its last day, the mention running over
 * 말일 so that the words after it ("까지 준다고") stand right after the date;
 * any other mention unchanged.
 */
export function withLastDay(text: string, mention: DateMention): DateMention {
  const named = LAST_DAY_AFTER.exec(text.slice(mention.end));
  if (!named || !/^\d{4}-\d{2}$/.test(mention.value)) return mention;
  const [year, month] = mention.value.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { ...mention, value: `${mention.value}-${String(last).padStart(2, '0')}`, end: mention.end + named[0].length };
}
