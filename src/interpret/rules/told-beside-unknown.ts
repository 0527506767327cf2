/**
 * "전입했었지 확정일자는 몰라" to "전입신고를 하셨나요?": the shrug has its own topic, another thing than
 * the one asked, and the rest of the reply answers the question. The shrug is set aside and the rest read.
 */
import { bigrams, compact } from './classify.js';

/** "확정일자는 몰라", "상대 주소는 잘 모르겠고", "금액은 모르는데": a thing, then not knowing it. */
const OTHER_UNKNOWN = /[가-힣A-Za-z]{2,}(?:은|는)\s?(?:잘\s?|정확히\s?|아직\s?)?(?:모르겠|몰라|모름|모르는|모릅)[가-힣]*[\s.,!?~…]*/g;
/** The rest says it was done, 반말 -지 too: "전입했었지", "전입은 했어요", "했죠". */
const DONE = /(?:했|었|았|였|됐|냈|줬|받았)(?:었)?(?:지|죠|어|어요|어용|음|다|고|습니다|는데)?(?:요)?[\s.!~]*$/;
const DENIED = /(?:^|\s)(?:안|못)\s?[가-힣]|않|없|아니|아뇨/;

/** Yes or no read from the reply without the other thing's shrug; null when there is none or the rest says neither. */
export function yesNoBesideAnotherUnknown(reply: string, question: string): boolean | null {
  const rest = reply.replace(OTHER_UNKNOWN, ' ').trim();
  if (rest === reply.trim() || rest === '') return null;
  const asked = bigrams(compact(question.split(/[?？]/)[0]!));
  const aboutAsked = [...bigrams(compact(rest))].some((pair) => asked.has(pair));
  if (!aboutAsked) return null;
  if (DENIED.test(rest)) return false;
  return DONE.test(rest) ? true : null;
}
