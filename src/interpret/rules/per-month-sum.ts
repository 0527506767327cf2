/**
 * "한달에 한 50만원씩은 못받은거 같아요" asked the total unpaid: a sum told per month is a rate, not the
 * total. With the number of months said in the same reply ("한달에 50씩 6개월이요") the person has given
 * the total by its parts, and it is worked out. Without it the reply does not answer the question: the
 * months of a recorded fact (how long they worked, since when pay was short) need not be the months the
 * rate ran for — overtime varies and a claim counts only the months unpaid — so a total guessed from them
 * would put a figure in front of the lawyer that the person never said. The question is asked again.
 */
import { readCount } from '../../korean/numerals.js';

/** A sum per month: "한달에 50씩", "매달 30", "월 40만원씩", "달마다". */
const PER_MONTH = /(?:한|1)\s?(?:달|개월)\s?(?:에|마다|당|씩)|매\s?(?:달|월)|달마다|(?<![가-힣\d])월\s?(?:\d|[일이삼사오육칠팔구십백천]|평균)/;
/** Questions and labels that ask for a total, not a month's figure. */
const ASKS_TOTAL = /총액|총\s|모두|합쳐|합친|전부|다\s?합|통틀/;
/** "한 달 소득은 모두 얼마인가요?": a month's figure is what is asked. */
const ASKS_MONTHLY = /월\s?(?:소득|수입|급여|평균|임금|매출)|한\s?달|매\s?달|매월|월급|월세|월\s?\d/;
/** How long it ran: "6개월", "석 달째", "세달 동안" — not the rate's own "한달에". */
const MONTHS = /(\d+|[가-힣]{1,2})\s?(?:개월|달)(?!\s?(?:에|마다|당|씩))/g;
/** "1년 동안", "2년째": twelve months a year. */
const YEARS = /(\d+|[가-힣]{1,2})\s?년\s?(?:동안|간|넘게|째|치)/;

/** How many months the reply says the rate ran for, or null when it does not say. */
function monthsTold(reply: string): number | null {
  for (const match of reply.matchAll(MONTHS)) {
    const count = readCount(match[1]!);
    if (count !== null && count > 1) return count;
  }
  const years = YEARS.exec(reply)?.[1];
  const counted = years ? readCount(years) : null;
  return counted === null ? null : counted * 12;
}

/**
 * A per-month sum told to a question asking a total: where the rate is said (the amount told after it is
 * the month's) and the months the reply says it ran, if any. Null when the reply tells no rate or the
 * question asks no total.
 */
export function perMonthToTotal(reply: string, question: string, label: string): { at: number; months: number | null } | null {
  if (!ASKS_TOTAL.test(`${question} ${label}`) || ASKS_MONTHLY.test(`${question} ${label}`)) return null;
  const rate = PER_MONTH.exec(reply);
  return rate ? { at: rate.index, months: monthsTold(reply) } : null;
}
