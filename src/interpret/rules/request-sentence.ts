/**
 * The sentence that carries the person's request. An account tells several
 * things ("근로계약서도 안 썼고 4대보험도 안 해줬는데 …") and then asks about
 * one of them ("퇴직금 받을 수 있나요?"): the legal question is the one asked,
 * whatever else the story mentions on the way.
 */
import { aspectOf, splitClauses } from '../../korean/clauses.js';
import { splitSentences } from '../../korean/sentences.js';

// Asking for a remedy or a way without a question ending: "…받고 싶어요", "…방법 없나", "…해야 돼요",
// "감액 가능", "어떻게 해요" (a word may follow the asking one).
const REQUEST_END =
  /(?:싶[어다음습은었]|가능|방법|되나|될까|되는지|있나|있을까|있는지|있어\?|해야\s?(?:돼|되|하|할)|어떻게|얼마|어떡|물을\s?수)[가-힣]*(?:\s[가-힣]+)?[\s.!?~ㅠㅜㅡ;]*$/u;

/** The request is in a sentence's last words; reading only them keeps the pattern linear on long input. */
const TAIL = 40;

/** Whether a sentence asks something or asks for something. */
export function makesRequest(sentence: string): boolean {
  const tail = sentence.slice(-TAIL);
  const last = splitClauses(tail).at(-1) ?? tail;
  return aspectOf(last) === 'asked' || REQUEST_END.test(tail);
}

/**
 * The last sentence of the account that asks, when the account has other sentences
 * too; null when it asks nothing or is all one request (then nothing stands out).
 */
export function requestSentence(text: string): string | null {
  const sentences = splitSentences(text);
  if (sentences.length < 2) return null;
  const asking = sentences.filter((s) => makesRequest(s.text)).at(-1);
  return asking === undefined ? null : asking.text;
}
