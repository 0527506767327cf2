/**
 * A bare "네" or "아니요" to a question that asks what, who or which ("어떤 형태로
 * 일하고 계신가요?") answers nothing: kept as the fact, it would read "계약 종류:
 * 아니요" in the case file. A question that asks whether something is there
 * ("자료로 무엇이 있나요?") is left alone: "아니요" there says there is none.
 */
const ASKS_WHICH = /어떤|무엇|뭐|누구|어디|어느|무슨|얼마|어떻게|언제|왜/;
const ASKS_WHETHER = /있(?:나요|으신가요|었나요|으세요|어요|는지|을까요)|없(?:나요|으신가요|었나요)/;
const BARE_YES_NO = /^(?:네+|넵|넹|예|응+|웅|어|ㅇ+|ㅇㅋ|아니(?:요|오|에요)?|아뇨|ㄴ+|노|yes|no)[\s.!~]*$/i;

export function answersNothingAsked(reply: string, question: string): boolean {
  return BARE_YES_NO.test(reply.trim()) && ASKS_WHICH.test(question) && !ASKS_WHETHER.test(question);
}
