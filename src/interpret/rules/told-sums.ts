/**
 * Sums a first account tells in another shape than one number: a payment
 * repeated ("세 번 나눠서 100씩", "매달 50씩 갚기로 했는데 네 번 갚고"), a half
 * of a sum said before ("3천 빌려줬는데 반만 받았어요"), parts joined into one
 * sum ("1200이랑 800", "계좌로 150 현금으로 100") and the rest of a whole once
 * a part of it came in ("7천 중에 2천만 주고 나머지는 …").
 */
import type { AmountMention } from '../../korean/amounts.js';
import { COUNT_WORD, readCount } from '../../korean/numerals.js';

// "세 번 나눠서 100씩", "세번에 걸쳐서 300씩", "3회에 나눠 50씩": the count of payments right before a sum each.
const COUNT_BEFORE = new RegExp(`(${COUNT_WORD})\\s?(?:번|회|차례)(?:에|으로)?\\s?(?:걸쳐서?|나눠서?|나누어서?)?\\s?(?:각각\\s?)?$`);
// "50씩 갚기로 했는데 네 번 갚고": the count of payments made, later in the sentence, with a verb of paying.
const COUNT_PAID_LATER = new RegExp(`^\\s?씩[^.?!]{0,24}?(?<![가-힣])(${COUNT_WORD})\\s?(?:번|회|차례)\\s?(?:만\\s?)?(갚|받|보내|보냈|부쳤|입금|냈|줬|주고|들어왔)`);
const EACH_AFTER = /^\s?씩/;
// The other side paying back: "네 번 갚고", "두 번 받았어요".
const REPAYING = /^(?:갚|받|들어왔)/;

export interface Payments {
  count: number;
  /** Told as money coming back ("네 번 갚고 끊김"), not as money given. */
  repaid: boolean;
}

/** How many times a sum said "each" was paid, or null when the account counts no payments. */
export function timesPaid(before: string, after: string): Payments | null {
  if (!EACH_AFTER.test(after)) return null;
  const counted = COUNT_BEFORE.exec(before);
  const later = counted ? null : COUNT_PAID_LATER.exec(after);
  const said = counted ?? later;
  const count = said ? readCount(said[1]!) : null;
  if (count === null || count < 2) return null;
  return { count, repaid: later !== null && REPAYING.test(later[2]!) };
}

// "반만 받았어요", "절반 정도 갚았고", "반밖에 안 줬어요": half, told by a verb of paying.
const HALF = /(?<![가-힣])절?반\s?(?:만|은|을|이|정도|쯤|밖에)?\s?(?:안\s?|못\s?)?(?:받|갚|주고|줬|줌|돌려|입금|들어|보내|보냈)/g;

/** Halves of the sum said before them in the text, as mentions of their own where the word 반 stands. */
export function halvesOf(text: string, mentions: readonly AmountMention[]): AmountMention[] {
  const halves: AmountMention[] = [];
  for (const m of text.matchAll(HALF)) {
    const whole = [...mentions].reverse().find((mention) => mention.end <= m.index);
    // Only within the sentence: "반만" far from its sum is about something else.
    if (!whole || /[.?!]/.test(text.slice(whole.end, m.index))) continue;
    const end = m.index + (m[0].startsWith('절') ? 2 : 1);
    halves.push({ value: Math.round(whole.value / 2), approx: whole.approx, start: m.index, end, explicit: true });
  }
  return halves;
}

// "1200이랑 800", "300하고 200", "150, 100": two sums joined as one.
const JOINED = /^\s?(?:이랑|랑|하고|과|와|,|그리고)\s?$/;
// "계좌로 150 현금으로 100": sums given by two ways of paying.
const MEANS = /(?:계좌|이체|송금|현금|카드|통장)(?:으로|로|이체로)?\s?$/;

/** The mentions after `index` that are parts of one sum with it (none when the next sum stands on its own). */
export function joinedParts(text: string, mentions: readonly AmountMention[], index: number, before: string): AmountMention[] {
  const parts: AmountMention[] = [];
  const meansFirst = MEANS.test(before);
  for (let i = index + 1; i < mentions.length; i++) {
    const between = text.slice(mentions[i - 1]!.end, mentions[i]!.start);
    if (!JOINED.test(between) && !(meansFirst && MEANS.test(between) && between.trim().length <= 8)) break;
    parts.push(mentions[i]!);
  }
  return parts;
}

// "7천 중에 2천만 주고 나머지는", "천이백 중에 반만 받고 나머진": the rest of a whole is named.
const REST_NAMED = /나머지|나머진|남은\s?(?:돈|거|건)/;

/**
 * The rest of a whole once a part came in ("7천 중에 2천만 주고 나머지는 다음에"):
 * the whole less the part, or null when the account does not name the rest.
 */
export function restOfWhole(text: string, whole: AmountMention, part: AmountMention | undefined): number | null {
  if (!part || part.value >= whole.value) return null;
  const sentenceAfter = text.slice(part.end).split(/[.?!]/)[0] ?? '';
  return REST_NAMED.test(sentenceAfter) ? whole.value - part.value : null;
}

// "다 합치면 1억2천", "총 5천이에요", "전부 해서 대략 800": a total said after its parts or a first guess.
const TOTAL_SAID = /(?:(?<![가-힣])총(?:액)?|(?:다\s?)?합치면|(?:다\s?)?합쳐서|다\s?해서|전부\s?(?:해서|합쳐서?|합치면)|통틀어(?:서)?|모두\s?(?:해서|합쳐서?|합치면))\s?(?:\S+\s)?$/;
// "한 500? 아니 정확히는 520이네요": a sum corrected.
/** Words that correct what was said before: "정확히는", "아니 …". */
export const CORRECTED = /(?:정확히(?:는|하면|말하면)?|(?<![가-힣])아니(?:고|요)?)\s?$/;
/** A question that asks for a sum in all ("모두 얼마인가요?", "합계로 말씀해 주세요"). */
export const ASKS_TOTAL = /모두|합계|합쳐|전부|통틀어/;

/** Whether the sum after `before` restates the sum at stake: a total where the question asks for one, or a correction. */
export function restatesTheSum(before: string, question: string): boolean {
  return CORRECTED.test(before) || (TOTAL_SAID.test(before) && ASKS_TOTAL.test(question));
}

// "월급 350인데", "급여는 280이었고", "월급 300 받는데": the pay of a month told as what it is.
// Not "밀린 월급이 300이에요", the pay named as owed.
const PAY_NAMED_BEFORE = /(?<!(?:밀린|못\s?받은|체불된?|안\s?준|떼인|남은)\s?)(?:월급|급여|월\s?급여)(?:은|는|이|가)?\s?$/;
const TOLD_AS_WHAT_IT_IS = /^\s?(?:인데|이고|이었|였|이에요|예요|에요|이라|정도|쯤|받는|받았는데|받고)/;

/**
 * A month's pay told as what it is ("월급 350인데 … 밀린 돈이 525만원"), not
 * as what is owed ("월급 300 못 받았어요"): a rate, which stands for the sum
 * owed only when the account names no other.
 */
export function payOfAMonthTold(before: string, after: string): boolean {
  return PAY_NAMED_BEFORE.test(before) && TOLD_AS_WHAT_IT_IS.test(after);
}
