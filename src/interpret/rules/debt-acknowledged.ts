/**
 * Whether the other side owns the debt, read as the K2 question reads it ("예를
 * 들어 '다음 달에 갚을게' 같은 문자나 통화요"): a promise to pay or return later
 * is an acknowledgement, whatever the wording ("다음주엔 넣어주겠다", "다음
 * 거래때 차감하자고", "돌려주겠다고는 했어요", "줄 돈 맞다고 좀만 기다리래"),
 * and so is an admission ("인정하면서도"). Calling the
 * money a gift or denying the loan ("그냥 준 돈이래요", "빌린 적 없대요") is the
 * opposite.
 */

// The promise: the verbs of paying back with a future or promising ending; not the terms agreed when the money
// was lent ("올해 3월까지 갚기로 했는데"), which every loan has, nor "준대로 받은거" (as it was given).
// Each verb starts a word: "빌려준다고" is the lender's own doing.
const PROMISE =
  /(?<![가-힣])(?:(?:갚|주|넣어\s?주|돌려\s?주|보내\s?주|입금해\s?주|빼\s?주)겠|(?:갚을|줄|넣어\s?줄|돌려\s?줄|보내\s?줄|빼\s?줄)\s?(?:게|께|거|테니)|(?:갚는|준|넣어\s?준|돌려\s?준|보내\s?준|빼\s?준|입금해\s?준)(?:다|대(?!로)|단))|빼겠|차감하자|(?:조금|좀)만\s?기다려?\s?(?:달|주|라|래)|기다리래|줄\s?돈\s?(?:맞|인\s?건\s?(?:맞|인정))|인정(?:했|하|해|함)(?!\S{0,2}\s?(?:안|않|못))/;
// "안 준대요", "못 갚는다고", "줄 생각이 없대": a refusal, though it names the paying.
const REFUSED_BEFORE = /(?:안|못)\s?$/;
// "돌려준다는 말은 없고": the promise named as missing; "갚는다던 날이 지났는데": the day the loan was due, its term.
const PROMISE_DENIED_AFTER = /^\S{0,4}\s?(?:말|얘기|소리)(?:은|는|도)?\s?(?:없|안|못)|^(?:던|다던|단)\s?(?:날|날짜|기한)/;
// "그냥 준 돈이래요", "빌린 적 없대요", "자기 돈이라고 우겨요": the debt denied.
const DENIED = /(?:그냥|원래)\s?준\s?돈|(?:빌린|받은)\s?적(?:이|은|도)?\s?없|(?:자기|지)\s?(?:돈|꺼|거)(?:라고|래|라며)|발뺌|오리발|인정\s?(?:을\s?)?(?:안|못)\s?(?:해|하|함)/;

/** Whether the account tells the other side acknowledging the debt (true), denying it (false), or neither. */
export function debtAcknowledged(text: string): boolean | undefined {
  if (DENIED.test(text)) return false;
  for (const m of text.matchAll(new RegExp(PROMISE.source, 'g'))) {
    if (REFUSED_BEFORE.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
    if (PROMISE_DENIED_AFTER.test(text.slice(m.index + m[0].length))) continue;
    return true;
  }
  return undefined;
}
