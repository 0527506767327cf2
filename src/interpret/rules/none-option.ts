/**
 * A choice whose options include a "none yet" ("아직 없음", "아직 아무것도 안 함") answered by a
 * plain denial: "없어요", "접근금지 그런건 안받았어요", "아직 아무것도 안했어요". The words of
 * the denied thing often share words with a positive option ("받았" with "…조치를 받음",
 * "연락" with "또 연락·접근함"), which would otherwise be picked. A reply that tells
 * something under way or done ("신청했는데 기다리는 중", "받았는데 또 와요") is not a denial.
 */

const NONE_OPTION = /^아직\s?(?:없음|아무것도\s?안\s?함|아무도\s?말하지\s?않음|결과\s?없음)$/;
const DENIAL =
  /^(?:아뇨|아니요|아니오|없어요|없음|없습니다|없어|없구요|없고요)(?![가-힣])|(?:안|못)\s?(?:받았|받음|받았어요|했|함|했어요|왔|옴)(?:어요|음|습니다)?(?![가-힣])|(?:그런\s?(?:건|거|것)|아무것도|아무\s?조치도)\s?(?:\S+\s)?(?:없|안|못)|(?<![가-힣])없(?:어요|음|습니다|어)(?![가-힣])/;
const UNDER_WAY_OR_DONE = /(?:했|받았|왔|나왔)(?:는데|지만|고\s)|기다리|중이|중입|진행|신청(?:했|해\s?놨|함)|받았어요|나왔어요/;

/** The "none yet" option a denying reply picks, or null. */
export function noneOptionDenied(said: string, options: readonly string[]): string | null {
  const none = options.find((option) => NONE_OPTION.test(option));
  if (!none || !DENIAL.test(said) || UNDER_WAY_OR_DONE.test(said.replace(/(?:안|못)\s?(?:받았|했|왔)\S*/g, ''))) return null;
  return none;
}
