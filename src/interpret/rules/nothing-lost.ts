/**
 * A loss said to be none: "없어진 건 없어요", "가져간 건 없대요", "잃어버린
 * 건 없어요", "아무것도 안 가져갔어요". Where the knowledge base's amount
 * question says a nothing is answered 0 ("없으면 0이라고 해 주세요"), the
 * account has answered it. Only a thing gone or taken counts: "다친 데는
 * 없어요" or "돈이 없어요" is no loss of zero.
 */

// The question lets "none" be the sum: "없으면 0이라고", "없으면 0원".
const ZERO_ALLOWED = /없으면\s?0/;
// "없어진 건 없고", "가져간 것도 없어요", "없어진 물건은 없어요": a thing gone, then 없.
const NOTHING_GONE =
  /(?:없어진|잃어버린|잃은|가져간|훔쳐\s?간|도둑맞은|털린|사라진)\s?(?:건|게|거|것|물건|돈)?(?:은|는|도|이|가)?\s?(?:하나도\s?|아무것도\s?|따로\s?)?없/;
// "아무것도 안 가져갔어요", "아무것도 안가져감": nothing taken.
const NOTHING_TAKEN = /아무것도\s?(?:안|못)\s?(?:가져|훔쳐|챙겨)/;

/** 0 when the amount question allows it and the account says nothing was lost; else undefined. */
export function nothingLost(question: string, text: string): 0 | undefined {
  if (!ZERO_ALLOWED.test(question)) return undefined;
  return NOTHING_GONE.test(text) || NOTHING_TAKEN.test(text) ? 0 : undefined;
}
