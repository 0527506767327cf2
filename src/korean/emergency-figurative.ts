/**
 * Figures of speech built on the words of a body failing or of being shut in:
 * "기절하는 줄" (I thought I would faint), "갇힌 기분" (it feels like being shut
 * in), "도서관에 갇혀 살아요" (I live in the library). Said of a chicken, an
 * office or exam week, they name no one in danger. Read on compact text (no
 * spaces), as emergency-danger.ts reads it, and only where no one is named
 * doing the shutting in: "가둬서 갇혀 살아요" is someone kept.
 */

// "기절하는줄", "숨넘어가는줄 알았어요", "쓰러질 줄": what the writer thought would happen, and did not.
const THOUGHT_IT_WOULD = /(?:기절|숨넘어가|숨막히|쓰러지|쓰러질|죽)[가-힣]{0,2}?(?:는|할|을|ㄹ|질|일)줄/;
// "갇힌 기분", "숨막히는 느낌", "감옥 같아요": a feeling or a likeness, not a state.
const FEELS_LIKE = /(?:갇힌|갇혀있는|숨막히는|숨이막히는|질식하는|감옥에있는)(?:것같은)?(?:기분|느낌)|감옥(?:이에요|이야|임|같)/;
// "갇혀 살아요", "갇혀 사는 중", "갇혀 지내요": a way of living told by the one who lives it.
const LIVES_SHUT_IN = /갇혀(?:서)?(?:살|사는|삼|사네|지내|지냄)/;
// Someone doing the shutting in makes it a deed, whatever the figure: "남편이 가둬서 갇혀 살아요".
const SHUT_IN_BY_SOMEONE = /가둬|가두|감금|못나가게|못나오게|잠가|잠갔|잠궈|잠궜/;

/** Whether the danger words in `compact` are a figure of speech: a thought, a feeling, a way of living. */
export function isFigurative(compact: string): boolean {
  if (SHUT_IN_BY_SOMEONE.test(compact)) return false;
  return THOUGHT_IT_WOULD.test(compact) || FEELS_LIKE.test(compact) || LIVES_SHUT_IN.test(compact);
}
