/**
 * Moving out of the home one lived in, told as done: "살다가 나왔는데", "집 나와서
 * 따로 살아요", "애들 데리고 나왔어요", "짐 싸서 나왔어요", "2년 살다 이사했어요".
 * Asked whether the person still lives there (a lease) or still lives with
 * someone (a violent partner), that is a no. A move only planned or asked for
 * ("나가야 해요", "나가래요") is none, and one undone ("다시 들어갔어요") no longer holds.
 */

// Out and gone, or out and living elsewhere: "나왔", "나와서", "나와 있어요", "나와 살아요".
const LEFT = '(?:나왔|나와서|나옴|나와\\s?(?:있|살|지내))';
const WAYS_OUT = [
  // "같이 살다가 나왔는데", "3년 살다 이사 나왔어요".
  `살다(?:가)?\\s?(?:\\S+\\s)?(?:${LEFT}|이사\\s?(?:했|갔|나왔|나와))`,
  // "집 나와서", "집을 나왔어요", "집에서 나와 살아요"; not "집에서 나와서 출근하는데", a day's going out.
  `집(?:을)?\\s?${LEFT}|집에서\\s?나와\\s?(?:있|살|지내)`,
  // "애들 데리고 나왔어요", "짐 싸서 나와서".
  `(?:데리고|짐(?:을)?\\s?(?:싸서|싸들고|챙겨서|빼서|빼고))\\s?(?:\\S+\\s)?${LEFT}`,
];
// "나왔다가 다시 들어갔어요": back home, the move no longer holds.
const NOT_UNDONE = '(?![^.]{0,20}다시\\s?(?:들어|합치|합쳤|돌아))';

/** Any wording of having moved out that still holds. */
export const MOVED_OUT = new RegExp(`(?:${WAYS_OUT.join('|')})${NOT_UNDONE}`);

// Gone out of the home, told from the home's side: "남편이 집을 나갔어요", "집 나간 지 석 달", "애들 데리고 나가버렸어요".
const GONE = '나(?:갔|가\\s?버렸|가\\s?버림|감(?![가-힣])|가서\\s?(?:\\S+\\s)?(?:안|못)\\s?들어)';
const WAYS_GONE = [
  `집(?:을|에서)?\\s?(?:${GONE}|나간\\s?(?:지|뒤|후|이후|다음))`,
  `(?:데리고|짐(?:을)?\\s?(?:싸서|싸들고|챙겨서|빼서|빼고|다\\s?빼서))\\s?(?:\\S+\\s)?${GONE}`,
];

/**
 * Somebody gone from the home, the person or the one they lived with: asked whether
 * they still live together, a no. Unlike MOVED_OUT it does not say who left, so it
 * tells nothing of whether the person still lives in a leased home.
 */
export const LEFT_HOME = new RegExp(`(?:${WAYS_GONE.join('|')})${NOT_UNDONE}`);
