/**
 * A total the question asks for, given in parts: "300이랑 150 보냈어요",
 * "계약금 500 중도금 1500 냈어요", "코인으로 2천 보내고 상품권으로 300" asked
 * "모두 얼마인가요?" are 450, 2000 and 2300. Parts are joined by a
 * conjunction, a plain list or clauses of the same kind; a contrast between
 * them ("천 달라는데 500"), a part taken out of a whole ("그중에 300"), a rate
 * ("월 50씩") or a stated total leaves the reply to the other readings.
 */
import type { NumberMention } from './asked-number.js';
import { isDebtAmount } from './debt-amounts.js';

// "모두 얼마인가요?", "합쳐서 알려 주세요", "지금까지 지급하신 금액".
const ASKS_TOTAL = /모두|합쳐|합계|전부|지금까지|통틀어/;
// Between two amounts: they are not parts of one sum. "400이었다가 600으로 올랐어요", "400이라더니 600이래요": one sum that changed.
const NOT_PARTS = /는데|인데|지만|은데|반면|말고|아니라|대신|그중|(?<![가-힣])중에|가운데|빼|제외|남[았은]|총|합쳐|합치면|씩|당|(?<![가-힣])월|매달|달라|준다|주겠|부르|깎|었다가|였다가|더니|(?:으로|로)\s?(?:올|오르|늘|바뀌|바꾸|바꿨|변경|내려|내렸|줄)/;

/** Whether the question asks for a total and lists the kinds it is made of ("모두 합쳐 … (부동산, 예금, 주식 등)"). */
export const asksTotalOfListedParts = (question: string): boolean => ASKS_TOTAL.test(question) && /\([^)]*,[^)]*\)/.test(question);

const total = (amounts: readonly NumberMention[]) => amounts.reduce((sum, amount) => sum + amount.value, 0);

/** Whether nothing between or after the amounts sets them against each other. */
function joinedAsParts(text: string, amounts: readonly NumberMention[]): boolean {
  if (NOT_PARTS.test(text.slice(amounts[amounts.length - 1]!.end))) return false;
  for (let i = 1; i < amounts.length; i++) if (NOT_PARTS.test(text.slice(amounts[i - 1]!.end, amounts[i]!.start))) return false;
  return true;
}

/** The sum of the amounts when the question asks for a total and the reply lists its parts; null otherwise. */
export function sumOfParts(text: string, amounts: readonly NumberMention[], question: string): number | null {
  if (amounts.length < 2 || !ASKS_TOTAL.test(question) || !joinedAsParts(text, amounts)) return null;
  return total(amounts);
}

// "처음에 사백 그다음에 육백이요", "먼저 100 나중에 50": sums told one after another are parts of what was paid or lost,
// whether or not the question says "모두".
const FIRST_IN_ORDER = /(?:처음|먼저|첫\s?번째|1차)(?:에|엔|에는|으로|로)?\s(?:[가-힣]+\s)?$/;
const NEXT_IN_ORDER = /그\s?다음|다음(?:에|엔|날|달|번)|나중|그\s?뒤|이후|두\s?번째|2차|(?<![가-힣])또|추가로|이어서/;
// A rate, a single price or a figure bargained over, told in order, is the figure changing, not parts:
// 월세, 월급, 시급, 보증금, 전체 금액, the 합의금 offered and asked.
const ONE_FIGURE = /(?<![가-힣])월|한\s?달|매달|시급|시간당|일당|보증금|전체|매매|가격|시세|계약금|합의금|제시|제안|요구/;

/** The sum of amounts said in order ("처음에 … 그다음에 …") to a money question that is no rate or price; null otherwise. */
export function sumInSequence(text: string, amounts: readonly NumberMention[], asked: string): number | null {
  if (amounts.length < 2 || ONE_FIGURE.test(asked) || !FIRST_IN_ORDER.test(text.slice(0, amounts[0]!.start))) return null;
  for (let i = 1; i < amounts.length; i++) if (!NEXT_IN_ORDER.test(text.slice(amounts[i - 1]!.end, amounts[i]!.start))) return null;
  return joinedAsParts(text, amounts) ? total(amounts) : null;
}

// "월급 250에 수당 30", "기본급 230이고 식대 20 따로": a month's pay is the sum of its items.
const MONTHLY_PAY_FIELD = /(?<![가-힣])월\s?(?:평균\s?)?(?:급여|소득)/;
const PAY_ITEM_BEFORE = /(?:수당|식대|식비|상여금?|보너스|교통비|차비|특근비|야근비|성과급|인센티브)\s?(?:은|는|이|가|도|으로|로)?\s?$/;
const CONTRAST = /는데|인데|지만|은데|말고|아니라|대신|세후|실수령/;
// "세전 180 받아요 식대 10 포함": an item said to be inside the amount already.
const INCLUDED_AFTER = /^\s?(?:원|만\s?원)?\s?(?:도|은|는|이|가)?\s?(?:포함|들어\s?(?:가|있|간)|까지\s?(?:해서|합쳐))/;

/** The sum of a month's pay items, for a field kept as one month's pay, when every amount after the first is named as an item; null otherwise. */
export function payOfItems(text: string, amounts: readonly NumberMention[], fieldLabel: string): number | null {
  if (amounts.length < 2 || !MONTHLY_PAY_FIELD.test(fieldLabel)) return null;
  for (let i = 1; i < amounts.length; i++) {
    const between = text.slice(amounts[i - 1]!.end, amounts[i]!.start);
    if (!PAY_ITEM_BEFORE.test(between) || CONTRAST.test(between) || INCLUDED_AFTER.test(text.slice(amounts[i]!.end))) return null;
  }
  return amounts.reduce((sum, amount) => sum + amount.value, 0);
}

// "집·예금 … 합치고 대출은 뺀 금액": the question asks for the net of the debts.
const ASKS_NET = /(?:대출|빚|부채|채무)(?:은|는|을|를)?\s?(?:뺀|빼고|제외)/;
const WORKED_OUT = /빼면|빼고\s?나면|남으면|합치면|순자산|하면/;

/** What the assets come to less the debts, where the question asks for the net and the reply names both; null otherwise. */
export function netOfDebts(text: string, amounts: readonly NumberMention[], question: string): number | null {
  // "집 5억에 대출 2억 빼면 3억": the person worked the net out already.
  if (amounts.length < 2 || !ASKS_NET.test(question) || WORKED_OUT.test(text)) return null;
  const isDebt = amounts.map((_, i) => isDebtAmount(text, amounts, i));
  if (!isDebt.includes(true) || !isDebt.includes(false)) return null;
  const net = amounts.reduce((sum, amount, i) => sum + (isDebt[i] ? -amount.value : amount.value), 0);
  return net >= 0 ? net : null;
}
