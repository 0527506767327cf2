/**
 * A first account nearly always ends on a question ("어떻게 해야돼요", "변호사
 * 써야되나요", "변호사 없이 가도 되나요"): that is why the person writes, not a
 * goal they name. Asking for a way to respond or for a lawyer is their goal
 * only when told as a wish ("어떻게 대응해야할지 알고싶어요", "변호사 상담
 * 받아보고싶음", "변호사 소개해 주세요"). Replies to the goal question are read
 * by the option words alone (answers.ts): there the question itself asks.
 */

// The wish told after the words of the goal, within the same sentence.
const WISHED: Record<string, RegExp> = {
  '대응 방법 문의': /(?:어떻게|뭘|무엇을|방법|대응)[^.?!]{0,20}?(?:알고\s?싶|궁금|알려\s?주|가르쳐\s?주)/,
  '변호사 상담 연결': /변호사[^.?!]{0,20}?(?:고\s?싶|원해|원합|부탁|소개|연결해|해\s?주세요|해\s?줘)/,
};

/** Whether an account's desired goal `option` is only asked about, never told as a wish. */
export function goalOnlyAsked(option: string, text: string): boolean {
  const wished = WISHED[option];
  return wished !== undefined && !wished.test(text);
}
