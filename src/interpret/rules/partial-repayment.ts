/**
 * A loan paid back in part, told by its numbers: "2천 빌려줬는데 지금까지 받은 건
 * 700뿐", "빌려준 1200 중에 700은 받았고", "1500 빌려준거 중에 450 받았어요". People
 * give the sums rather than the words 일부 or 나머지 that K1 lists for a partial
 * repayment, so the classifier reads such an account with those words added.
 */
import { findAmounts, type AmountMention } from '../../korean/amounts.js';
import { normalizeText } from '../../korean/normalize.js';

/** A sum lent: 빌려준 1200, 2천 빌려줬는데, 3천을 꿔줬어요, 5천 대여. */
const LENT_BEFORE = /(?:빌려\s?준|빌려\s?간|꿔\s?준|꿔\s?간)\s?(?:돈\s?)?$/u;
const LENT_AFTER = /^\s?(?:원|만\s?원)?\s?(?:을|를|은|는|이|가)?\s?(?:빌려|꿔|대여)/u;
/** A sum paid back: 700은 받았고, 450 받았어요, 700 갚고, 800 들어왔어요, 받은 건 700뿐. */
const REPAID_BEFORE = /(?:받은|갚은|돌려받은|들어온)\s?(?:건|게|거|돈은?)\s?$/u;
const REPAID_AFTER = /^\s?(?:원|만\s?원)?\s?(?:만|은|는|을|를|이|가)?\s?(?:받았|받고|받은|돌려\s?받|갚았|갚고|갚은|들어왔|들어온|뿐)/u;

/** What K1 calls a loan paid back in part: some of it paid, the rest not. */
const PARTIAL_WORDS = '일부만 갚고 나머지 안갚음';

/** Read around an amount: the few characters before it and after it. */
const AROUND = 12;

function said(text: string, amount: AmountMention, before: RegExp, after: RegExp): boolean {
  return before.test(text.slice(Math.max(0, amount.start - AROUND), amount.start)) || after.test(text.slice(amount.end, amount.end + AROUND));
}

/** Whether the account repays less than it lends. */
export function tellsPartialRepayment(input: string): boolean {
  const text = normalizeText(input);
  const amounts = findAmounts(text);
  const lent = amounts.filter((a) => said(text, a, LENT_BEFORE, LENT_AFTER));
  const repaid = amounts.filter((a) => !lent.includes(a) && said(text, a, REPAID_BEFORE, REPAID_AFTER));
  return lent.some((l) => repaid.some((r) => r.value > 0 && r.value < l.value));
}

/** The account, with the words for a partial repayment added when its sums tell one. */
export function withPartialRepayment(text: string): string {
  return tellsPartialRepayment(text) ? `${text} ${PARTIAL_WORDS}` : text;
}
