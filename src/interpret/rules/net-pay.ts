/**
 * Pay after tax told where the field asks it before tax. The monthly wage is
 * "월 급여(세전, 원)", the gross a severance or a notice allowance is reckoned
 * from; "세후 230", "실수령 270", "3.3% 떼고 270" tell what reached the
 * account, some tenth less. Such a sum is not kept as the gross: a gross told
 * beside it is the answer ("실수령 270인데 세전은 300"), and alone it leaves
 * the question to be asked again for the sum before tax.
 */
import type { AmountMention } from '../../korean/amounts.js';

/** A field or question that asks the sum before tax: "월 급여(세전, 원)", "세금 떼기 전 월급", "3.3%를 떼기 전 금액". */
const ASKS_GROSS = /세전|떼기\s?전|공제\s?전/;
/** The sum before tax, named: "세전 320", "3.3 떼기 전 280". */
const GROSS = /세전|떼기\s?전|빼기\s?전|공제\s?전/;
// "세후", "실수령", "세금 떼고", "3.3% 떼고", "보험 다 빼고", "통장에 찍히는 건", "손에 쥐는 건": what is left to the person.
const NET = /[세새]후|실수령|실지급|실급여|(?:세금|보험|공제|%|프로|퍼센트|\d)\s?(?:\S+\s)?(?:떼고|뗀|떼면|빼고|뺀|빼면|제하고|공제하고)|공제\s?후|통장에\s?(?:들어오는|찍히는|들어온|찍힌|꽂히는)|손에\s?(?:쥐는|들어오는)/;

export const asksGrossPay = (label: string, question: string): boolean => ASKS_GROSS.test(label) || ASKS_GROSS.test(question);

/** Pay after tax named and no gross beside it: "세후로 이백삼십", "실수령 230이요". */
export const tellsOnlyNetPay = (text: string): boolean => NET.test(text) && !GROSS.test(text);

/**
 * The amounts that are pay after tax: named so before them ("세후 230", "세전 320 세후로는 290"), or, for the last
 * one, after it ("230 들어와요 세후로"). Positions are in the normalised `text` the amounts were found in.
 */
export function netPayAmounts<T extends Pick<AmountMention, 'start' | 'end'>>(text: string, amounts: readonly T[]): T[] {
  return amounts.filter((amount, i) => {
    const before = text.slice(amounts[i - 1]?.end ?? 0, amount.start);
    const net = NET.exec(before);
    if (net) return !GROSS.test(before.slice(net.index + net[0].length));
    return i === amounts.length - 1 && !GROSS.test(before) && NET.test(text.slice(amount.end));
  });
}
