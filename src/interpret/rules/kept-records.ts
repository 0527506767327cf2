/**
 * Evidence told as a record being kept or caught, whatever the record is: an
 * act of keeping ("대화방 내용 다 저장해놨어요", "백업해 뒀어요"), the event caught
 * on a camera ("현관 cctv에 찍혔어요", "블박에 다 나와요"), or somebody who saw
 * or heard it ("옆에 있던 동료가 다 봤고요"). The record's name does not matter;
 * what is said of it does.
 */

// "저장해놨어요", "다 저장함", "보관하고 있어요", "캡처 떠놨어요", "녹음 다 해뒀어요"; not "저장 안 했어요".
const KEPT = /(?:저장|보관|백업|캡[처쳐]|녹음|녹화)(?:을|를|은|는|도)?\s?(?:다\s?|전부\s?|모두\s?)?(?:해\s?(?:놨|뒀|놓|둠|둬)|해놓|했어|했고|했음|함(?![가-힣])|하고\s?있|떠\s?(?:놨|뒀|놓))/;
// "cctv에 찍혔어요", "블박에 다 찍혔고", "홈캠에 나와요": the event caught on a camera.
const CAUGHT = /(?:cctv|CCTV|씨씨티비|블박|블랙박스|카메라|홈캠)(?:에|에도|에는|엔)?\s?(?:\S+\s)?(?:다\s?|전부\s?)?(?:찍혔|찍혀|찍힌|나와|나옴|나왔|녹화)/;
// "동료가 다 봤고요", "같이 있던 사람 다섯명 정도 다 봤어요", "손님들이 들었어요": a witness.
// The one who saw is the subject ("동료가", "사람 다섯명 정도"): "직원 6명이에요 말로만 들었어요" is the person hearing.
const WITNESS = /(?:동료|동기|직원|사람|손님|친구|이웃|목격자)(?:들)?(?:이|가|도|들이|\s(?:\d+|[가-힣]{1,3})\s?명\s?(?:정도\s?|쯤\s?)?(?:이|가|도)?)(?![가-힣])\s?(?:\S+\s){0,2}?(?:다\s?)?(?:봤|보았|목격|들었)(?!\S{0,3}\s?(?:대|다고|다는))/;

/** Whether the account says a record of what happened is kept, caught on camera or witnessed. */
export function recordKept(text: string): boolean {
  return KEPT.test(text) || CAUGHT.test(text) || WITNESS.test(text);
}
