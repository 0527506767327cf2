/**
 * An insult said to the person's face ("단톡방에서 과장이 저한테 병신이라고
 * 했어요", "부장이 저보고 … 라고 했어요"): those present knew whom it was about,
 * and the person knew who said it the moment it was said, so the day they
 * learned who did it is the day it happened, as the question itself says ("그
 * 자리에서 바로 알았다면 욕을 들은 날"). Seeing it at once ("바로 봤구요") tells
 * the same.
 */

/** Words said to the person: "저한테 …라고 했어요", "나보고 …라고 욕함". */
export const SAID_TO_FACE = /(?:저한테|저에게|나한테|저보고|나보고|저더러)\s?(?:\S+\s){0,2}?\S*(?:이라고|라고|이라며|라며)\s?(?:\S+\s)?(?:했|함|하|욕|불렀|말했)/;
// "바로 봤구요", "그 자리에서 알았어요".
const SEEN_AT_ONCE = /(?:바로|그\s?자리에서|당일에?)\s?(?:다\s?)?(?:봤|알았|확인했)/;

/** Whether the account tells that the person knew who did it on the day it happened. */
export function offenderKnownAtOnce(text: string): boolean {
  return SAID_TO_FACE.test(text) || SEEN_AT_ONCE.test(text);
}
