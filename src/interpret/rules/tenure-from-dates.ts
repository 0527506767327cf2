/**
 * How long the person worked, worked out from the start and the end of the
 * job the account dates ("작년 2월부터 올해 3월까지 일했어", "2021년 5월에
 * 입사해서 올해 10월 31일에 퇴사했어요"), as the tenure option whose range
 * holds it. Only a job the account closes counts: "작년 6월부터 다니고 있고"
 * tells no span, and the dev labels do not read one into it. A date told to
 * the month may be off by most of a month, so a span that close to a range's
 * edge is left to the question rather than guessed.
 */
import { optionByRange, rangeOf } from './option-ranges.js';

const DAY_MS = 86_400_000;
const MONTH_DAYS = 30.44;

/** Months between two ISO dates (YYYY-MM or YYYY-MM-DD), and how far off they may be. */
function monthsBetween(start: string, end: string): { months: number; slack: number } | null {
  if (start.length < 7 || end.length < 7) return null;
  if (start.length === 10 && end.length === 10) return { months: (Date.parse(end) - Date.parse(start)) / DAY_MS / MONTH_DAYS, slack: 0 };
  const months = (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(end.slice(5, 7)) - Number(start.slice(5, 7));
  return { months, slack: 1 };
}

/** The edges (in months) of the ranges the options name. */
function edgesOf(options: readonly string[]): number[] {
  return options.flatMap((option) => {
    const parsed = rangeOf(option);
    if (!parsed || parsed.unit !== '개월') return [];
    return [parsed.range.min, parsed.range.max].filter(Number.isFinite);
  });
}

export function tenureFromDates(
  dates: { start?: string; end?: string },
  options: readonly string[],
): string | undefined {
  if (!dates.start || !dates.end) return undefined;
  const span = monthsBetween(dates.start, dates.end);
  if (!span || span.months < 0) return undefined;
  if (edgesOf(options).some((edge) => Math.abs(span.months - edge) < Math.max(span.slack, 0.5))) return undefined;
  return optionByRange(`${Math.floor(span.months)}개월`, options) ?? undefined;
}
