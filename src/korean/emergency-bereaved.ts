/**
 * A death told by the bereaved: "동생이 극단적 선택을 했어요 유족이 산재 신청하려는데",
 * "남편이 3월에 목을 매서 세상을 떠났어요 사망보험금 …", "동생이 바다에 빠져
 * 숨졌어요 … 책임 물을수 있나요". The words of self-harm or of a peril name how
 * someone died, and the account is about what follows a death (an inheritance,
 * insurance, a claim against an employer): no one can be saved by a hotline now.
 *
 * The death must be told after those words, as what they led to: in "엄마가
 * 돌아가셨는데 동생이 수면제를 다 먹었어요" the pills come after the death and are
 * danger now. Nor is it read where the stretch with those words tells a wish, a
 * plan or a moment, or has the writer do it ("저도 따라 죽고 싶어요", "저도 오늘
 * 번개탄 피우려구요", "저도 유서 썼어요"), nor where the message pleads or calls
 * ("동생이 자살했어요 어떡해요", "아빠가 목을 매셨어요 빨리요"): a death just found is
 * still a call for 119.
 */

// Where the words of self-harm or of a peril begin: its name, its means or the act.
const HARM_WORDS = /자살|극단적\s?선택|목을?\s?매|번개탄|연탄|수면제|농약|약을|뛰어내|뛰어들|투신|손목|빠져|떨어져|떨어졌/;
// A death told as an outcome, or the bereaved and their claims. 죽었 is left out ("죽었으면" is a wish), and so is
// an attempt ("자살 시도했어요", "극단적 선택을 했다가"), and the rites ("장례"), which follow any death.
const DEATH_TOLD =
  /돌아가셨|돌아가신|세상을\s?(?:떠났|떠나셨|떠난|떠나신)|숨졌|숨진|숨지셨|숨을\s?거두|사망(?:했|하셨|한|하신|보험금|신고|진단서)|유족|유가족|(?:자살|극단적\s?선택)\s?(?:을\s?|로\s?)?(?:하셨|한\s?(?:뒤|후|지|다음))|자살\s?했/;
// Suicide named as the finding about a death ("보험사에서 자살이라고 …", "자살로 처리됐어요"): a label, which may
// come after the death is told.
const NAMED_AS_THE_CAUSE = /(?:자살|극단적\s?선택)(?:이라고|이라(?=\s)|이래|이라는|이란|으로|로)\s?(?:처리|판정|결론|보고|인정|분류|나왔|보험금|[가-힣]{0,3}\s?(?:안\s?준|못\s?준|거절|면책))/;
// A payout refused on that finding ("자살이라 보험금 못준대요") presupposes the death, however it was told before.
const PAYOUT_REFUSED = /보험금?\s?(?:을\s?|는\s?|도\s?)?(?:안\s?준|못\s?준|안\s?줘|못\s?줘|거절|지급\s?(?:거절|불가|안))|면책/;
// The writer's own wish, plan or moment beside those words: "싶어요", "하겠다", "피우려구요", "오늘".
const OWN_WISH_OR_MOMENT = /싶|겠|(?:을|할)\s?(?:거|게|래)|려(?:고|구)|려\s?(?:해|하)|오늘|지금(?!은|도|까지)|방금|당장|이따|마지막/;
// The writer as the one who does it: "저도 유서 썼어요", "나도 따라갈래".
const WRITER_AS_SUBJECT = /(?<![가-힣])(?:저|나)(?:도|는)?\s|(?<![가-힣])(?:제가|내가|전|난)\s/;
// A plea or a call this minute (the death may have just been found), or someone else still in the danger
// ("할머니가 돌아가셨어요 동생이 아직 안에 있어요", a fire still burning); not any 아직 ("아직 신청은 안했어요"
// is what is still to be done about a death).
const PLEA_OR_CALL = /어떡|어뜩|어케|빨리|도와|살려|119|112|숨을?\s?안\s?쉬|의식이?\s?없|아직\s?(?:[가-힣]{1,6}\s)?(?:안에|못\s?나|연락)|안에\s?(?:있|갇)|갇혀|못\s?나(?:와|오|가)|연기|불길|번지|번져/;

/**
 * Whether `span`, the stretch of `text` that holds words of self-harm or of a peril, tells how someone died,
 * the death told after those words (or anywhere, when suicide is named as the finding about it).
 */
export function toldAsADeathMourned(span: string, text: string): boolean {
  if (OWN_WISH_OR_MOMENT.test(span) || WRITER_AS_SUBJECT.test(`${span} `) || PLEA_OR_CALL.test(text)) return false;
  if (NAMED_AS_THE_CAUSE.test(span)) return DEATH_TOLD.test(text) || PAYOUT_REFUSED.test(span);
  const from = HARM_WORDS.exec(span)?.index ?? 0;
  const at = text.indexOf(span);
  return DEATH_TOLD.test(at < 0 ? span.slice(from) : text.slice(at + from));
}
