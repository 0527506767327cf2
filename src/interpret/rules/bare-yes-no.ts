/**
 * A bare "네" or "아니요" to a question that asks what, who or which ("어떤 형태로
 * 일하고 계신가요?") answers nothing: kept as the fact, it would read "계약 종류:
 * 아니요" in the case file. A question that asks whether something is there
 * ("자료로 무엇이 있나요?") is left alone: "아니요" there says there is none.
 * An act said done or not with nothing named ("아직 아무것도 안했어요") answers
 * nothing such a question asks either.
 */
const ASKS_WHICH = /어떤|무엇|뭐|누구|어디|어느|무슨|얼마|어떻게|언제|왜/;
const ASKS_WHETHER = /있(?:나요|으신가요|었나요|으세요|어요|는지|을까요)|없(?:나요|으신가요|었나요)/;
const BARE_YES_NO = /^(?:네+|넵|넹|예|응+|웅|어|ㅇ+|ㅇㅋ|아니(?:요|오|에요)?|아뇨|ㄴ+|노|yes|no)[\s.!~]*$/i;
// "아직 아무것도 안했어요", "했어요": an act done or not, with nothing named; the reply to the question before, most likely.
const BARE_ACT = /^(?:아직\s?)?(?:아무것도\s?|아무\s?것도\s?|뭐\s?)?(?:안\s?|못\s?)?(?:했|했어요|했어|했음|함|했습니다|했는데요?|해요|하고\s?있어요)[\s.!~]*$|^아직(?:이요|요|임)?[\s.!~]*$/;

export function answersNothingAsked(reply: string, question: string): boolean {
  const said = reply.trim();
  if (ASKS_WHETHER.test(question)) return false;
  // An act done or not answers "하셨나요? 했다면 무엇을 …": the question itself, before its hint, must ask which.
  return (BARE_YES_NO.test(said) && ASKS_WHICH.test(question)) || (BARE_ACT.test(said) && ASKS_WHICH.test(question.replace(/[?？].*$/s, '')));
}
