/**
 * A death by suicide told by the bereaved: "동생이 극단적 선택을 했어요 유족이 산재
 * 신청하려는데", "남편이 3월에 목을 매서 세상을 떠났어요 사망보험금 …", "아버지가 농약을
 * 드시고 돌아가셨어요 보험사에서 자살이라고 …". The words of self-harm name how
 * someone died, and the account is about what follows a death (an inheritance,
 * insurance, a claim against an employer): no one can be saved by a hotline now.
 *
 * It is read only where the message says the death is done, and never where a
 * sentence with the words of self-harm also tells a wish, a plan or a moment
 * or has the writer do it ("저도 따라 죽고 싶어요", "저도 오늘 번개탄 피우려구요",
 * "저도 유서 썼어요"), nor where the message
 * pleads or calls this minute ("동생이 자살했어요 어떡해요", "방금 아빠가 목을
 * 매셨어요"): a death just found is still a call for 119.
 */

// A death told as done, or the family and rites that come after one. 죽었 is left out ("죽었으면" is a wish), and so is
// an attempt ("자살 시도했어요", "극단적 선택을 했다가"): whoever made it may still be in danger.
const DEATH_DONE =
  /돌아가셨|돌아가신|세상을\s?(?:떠났|떠나셨|떠난|떠나신)|숨졌|숨진|숨지셨|숨을\s?거두|사망(?:했|하셨|한|하신|보험금|신고|진단서|사고)|유족|유가족|장례|발인|빈소|(?:49|사십구)\s?재|고인|(?:자살|극단적\s?선택)\s?(?:을\s?|로\s?)?(?:하셨|한\s?(?:뒤|후|지|다음))|자살\s?했/;
// The writer's own wish, plan or moment beside the words of self-harm: "싶어요", "하겠다", "피우려구요", "오늘".
const OWN_WISH_OR_MOMENT = /싶|겠|(?:을|할)\s?(?:거|게|래)|려(?:고|구)|려\s?(?:해|하)|오늘|지금(?!은|도|까지)|방금|당장|이따|마지막/;
// The writer as the one who does it: "저도 유서 썼어요", "나도 따라갈래".
const WRITER_AS_SUBJECT = /(?<![가-힣])(?:저|나)(?:도|는)?\s|(?<![가-힣])(?:제가|내가|전|난)\s/;
// A plea or a call this minute: the death may have just been found.
const PLEA_OR_CALL = /어떡|어뜩|어케|빨리|도와|살려|119|112|숨을?\s?안\s?쉬|의식이?\s?없/;

/** Whether `sentence`, holding words of self-harm, tells how someone died in a message (`text`) that mourns a death done. */
export function toldAsADeathMourned(sentence: string, text: string): boolean {
  const own = OWN_WISH_OR_MOMENT.test(sentence) || WRITER_AS_SUBJECT.test(`${sentence} `);
  return DEATH_DONE.test(text) && !own && !PLEA_OR_CALL.test(text);
}
