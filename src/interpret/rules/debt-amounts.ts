/**
 * Amounts tied to a loan or a debt: "대출 이억 남았어", "빚이 한 2억", "2억
 * 대출". Told beside the value of a house or an estate ("집 시세가 한 팔억인데
 * 대출이 이억 남았어요"), the debt is another amount than the value asked, so a
 * question that asks what something is worth takes the other amount.
 */
import type { NumberMention } from './asked-number.js';

// "대출 2억", "빚이 한 2억", "대출 남은 게 2억", "대출 잔액 2억": the debt word stands right before the amount.
const DEBT_BEFORE = /(?:대출|빚|융자|부채|채무|담보)(?:금|잔액)?(?:이|가|은|는|도)?\s?(?:남은\s?(?:게|거|건|돈)?\s?)?(?:한\s?|약\s?)?$/;
// "2억 대출 남았어요", "2억짜리 대출 껴 있어요": the debt word right after it, said of it ("8억 대출 2억" names the next one).
const DEBT_AFTER = /^\s?(?:원|만\s?원)?\s?(?:짜리\s?)?(?:대출|빚|융자)(?:이|가|은|는|도|을|를)?\s?(?:남|있|받|끼|껴)/;
// "재산은 얼마", "시세", "매매대금": the question asks what something is worth.
const ASKS_WORTH = /재산|시세|가치|가격|값|매매\s?대금|거래\s?금액/;
// "빚이 모두 얼마", "대출은 뺀 금액": the question asks about the debts themselves.
const ASKS_DEBT = /빚|대출|채무|부채|갚/;

/** Whether the amount at `index` is told as a loan or a debt. */
export function isDebtAmount(text: string, amounts: readonly NumberMention[], index: number): boolean {
  const amount = amounts[index]!;
  const before = text.slice(index > 0 ? amounts[index - 1]!.end : 0, amount.start);
  const after = text.slice(amount.end, amounts[index + 1]?.start ?? text.length);
  return DEBT_BEFORE.test(before) || DEBT_AFTER.test(after);
}

/** The amounts other than debts, where the question asks what something is worth and a debt is told beside it; all of them otherwise. */
export function amountsBesideDebts<T extends NumberMention>(text: string, amounts: readonly T[], question: string): readonly T[] {
  if (!ASKS_WORTH.test(question) || ASKS_DEBT.test(question)) return amounts;
  const others = amounts.filter((_, i) => !isDebtAmount(text, amounts, i));
  return others.length > 0 ? others : amounts;
}
