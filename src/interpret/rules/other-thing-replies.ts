/**
 * Replies that speak of something other than the question asked. People answer
 * the question before or after, tell another fact or name another thing; a
 * yes, a no or a shrug read from such a reply belongs to that other thing, so
 * the question is asked again instead of taking it.
 *
 * A reply still answers the question when it opens with a yes or a no, or
 * shares a content word with the question.
 */
import { findAmounts } from '../../korean/amounts.js';
import { findDates } from '../../korean/dates.js';
import { FINAL, finalOf, withFinal } from '../../korean/hangul.js';
import { stripParticle } from '../../korean/particles.js';
import type { ParsedAnswer } from '../intake-port.js';
import { bigrams, compact } from './classify.js';
import { recordKept } from './kept-records.js';

const OPENS_WITH_YES_OR_NO = /^(?:네|예|넵|넹|응|ㅇㅇ|맞아요|맞습니다|아니|아뇨|아니요|노|ㄴㄴ|없어요|있어요)(?![가-힣])/;
export const opensWithYesOrNo = (reply: string): boolean => OPENS_WITH_YES_OR_NO.test(reply.trim());
/** Words any question and reply share without speaking of the same thing. */
const COMMON = /^(?:상대|대방|본인|사람|그거|이거|지금|혹시|정도|있나|있으|했나|셨나|나요|인가|가요|에서|에게|한테|어요|아요|에요|예요)$/;
const contentBigrams = (text: string) => new Set([...bigrams(compact(text))].filter((gram) => !COMMON.test(gram)));
/** The question's own words, before its question mark (what follows is a hint). */
const ownWords = (question: string) => question.replace(/[?？].*$/s, '');

/** A statement that opens with no yes or no and shares no content word with `question`. */
export function statesAnotherThing(reply: string, question: string): boolean {
  if (OPENS_WITH_YES_OR_NO.test(reply.trim())) return false;
  const asked = contentBigrams(question);
  return ![...contentBigrams(reply)].some((gram) => asked.has(gram));
}

/**
 * "아직 신고 안했어요" asked "상대방과 연락이 끊겼나요?", "상대는 전치 2주 나왔대요" asked "상대방이 먼저
 * 손을 댔나요?": a reply that tells the facts of other fields carries their negations and statements.
 */
export function yesNoOfAnotherFact(reply: string, question: string, parsed: ParsedAnswer): boolean {
  return !parsed.unknown && parsed.value !== null && statesAnotherThing(reply, ownWords(question));
}

const ASKS_A_VALUE = /얼마|금액|언제|날짜|기간|몇|이상|이하|넘|미만|원\b|만\s?원/;
// "했어요 어제 바로", "3년 전에 한 번 걸렸어요", "오늘 새벽에도 그랬어요": the asked act done, once, again, or so.
export const SPEAKS_OF_THE_ASKED = /^(?:했|했어요|했죠|했습니다|했는데)(?![가-힣])|(?:한|두|세|몇|\d+)\s?번|그랬|그래요|그런|에도\s|또\s/;
// "0.09 나왔어요": a measured reading.
const READING = /(?<![\d.])0\.\d+/;
// "4년 일했어요": how long the work lasted, which answers how long, not whether it goes on.
const SPAN = /\d+\s?(?:년|개월|달|주일?|일)\s?(?:전|째|됐|되었|지났|넘게|반|정도|쯤)|\d+\s?(?:년|개월|달)\s?(?:동안\s?|간\s?)?(?:일했|다녔|근무했)/;

/**
 * "번개장터에서 45만원 보냈어요", "3년 전에 빌려줬어요", "결혼한지 12년됐어요" to a yes/no question
 * about something else: a sum, a day, a span or a reading answers the question that asks for it.
 */
export function givesAValueForAnotherQuestion(reply: string, question: string, referenceDate: string): boolean {
  if (ASKS_A_VALUE.test(question) || SPEAKS_OF_THE_ASKED.test(reply) || !statesAnotherThing(reply, question)) return false;
  return SPAN.test(reply) || READING.test(reply) || findAmounts(reply).some((a) => a.value >= 10_000) || findDates(reply, referenceDate).dates.length > 0;
}

const OTHER_NOT_KNOWN = /([가-힣A-Za-z]{2,})(?:은|는)\s(?:\S+\s)?(?:잘\s|정확히\s)?(?:몰라|모르겠|모릅|모름)/;

/** "상대 주소는 몰라요", "전남편 회사는 어딘지 몰라요": the shrug is about that thing, not the question. */
export function doesNotKnowAnotherThing(reply: string, question: string): boolean {
  const thing = OTHER_NOT_KNOWN.exec(reply.trim())?.[1];
  // "정확히는 모르겠어요": an adverb marked as the topic is how well, not what.
  return thing !== undefined && !/(?:히|게|이)$/.test(thing) && statesAnotherThing(thing, question);
}

const ASKS_EXISTENCE = /있|없/;
/** "X 있어요", "X랑 Y는 다 없어요": a thing, then exists or not, at the end. */
const THING_EXISTS = /([가-힣A-Za-z]{2,})(?:은|는|이|가|도|랑|이랑|하고|만)?\s(?:다\s|좀\s|많이\s|아직\s|전부\s|모두\s)?(?:있|없)(?:어요|어|음|습니다|다|는데요?|죠|고요?|거든요)?[.!~]*$/;
/** "아직 다니고 있어요": 있 after -고 is "still doing", not existence. */
const PROGRESSIVE = /고\s?(?:있|없)/;
/** "받은 적 없어요", "다친 데는 없어요", "받은거 없어요": an act's occasion, which answers whether it happened. */
const OCCASION = /(?:적|거|것|일|데|곳|군데)$/;
/** The occasion word after a verb's adnominal form (받은, 다친, 할), not the end of a noun (증거, 하루일). */
const occasionOfAnAct = (thing: string) => {
  const match = OCCASION.exec(thing);
  const before = match ? finalOf(thing[match.index - 1]) : null;
  return before === FINAL.nieun || before === FINAL.rieul;
};

/**
 * "카톡이랑 출근기록 있어요" to "지금도 그곳에서 일하고 계신가요?": some other thing said to exist answers
 * a question about existence or possession only, not one about an act or a state.
 */
export function saysOtherThingExists(reply: string, question: string): boolean {
  const text = reply.trim();
  if (ASKS_EXISTENCE.test(ownWords(question)) || OPENS_WITH_YES_OR_NO.test(text) || PROGRESSIVE.test(text)) return false;
  const word = THING_EXISTS.exec(text)?.[1];
  if (word === undefined) return false;
  const thing = stripParticle(word);
  return !occasionOfAnAct(thing) && statesAnotherThing(thing, ownWords(question));
}

/** Words for when or how, which name no act or thing: "어제 바로 했어요". */
const NO_THING = /^(?:어제|오늘|그제|아까|방금|이미|벌써|바로|그때|당일|진작|일찍|직접|같이|다시|먼저|혹시|그냥|전부|모두|이번|지난번|아직|아무것도|뭐|다|좀|그거|그것|이거|저도|제가|저는)$/;
// "계좌이체 했어요": a noun, then a bare 했어요.
const THING_DONE = /^([가-힣]{2,})\s했(?:어요|어|음|습니다|죠|고요?)$/;
// "근로계약서는 안썼어요": a thing as the topic, then a negated verb.
const THING_NOT_DONE = /^([가-힣]{2,}?)(?:은|는)\s(?:안|못)\s?([가-힣])[가-힣]*(?:어요|아요|어|음|습니다|죠|다|고요?)$/;

// "보험회사 접수했어요": a thing, then another act of a noun and 했어요.
const THING_AND_ACT_DONE = /^([가-힣]{2,})\s([가-힣]{2,})했(?:어요|어|음|습니다|죠|고요?)$/;
// "합의서에 서명하셨나요?": the act the question asks, a noun and 하셨나요.
const ASKED_ACT = /([가-힣]{2,})하(?:셨|셨었|였|였었)나요/;

/** The syllable without its final consonant (갔 → 가, 썼 → 써), to find a verb's stem in the question's wording. */
const open = (syllable: string) => withFinal(syllable, FINAL.none);

/**
 * "계좌이체 했어요" asked whether the police were told, "근로계약서는 안썼어요" asked whether the person
 * went to work every day: a short reply telling an act done to a thing the question does not name, or a
 * thing of its own not done by a verb the question does not use. The yes or no belongs to that thing;
 * the question stands.
 */
export function tellsAnotherAct(reply: string, question: string): boolean {
  const text = reply.trim().replace(/[.!~]+$/, '');
  const asked = ownWords(question);
  // "보험회사 접수했어요" asked "합의서에 서명하셨나요?": another act, to a thing that is not the asked act's.
  const askedAct = ASKED_ACT.exec(asked)?.[1];
  const thingAndAct = THING_AND_ACT_DONE.exec(text);
  // Not to someone or somewhere ("인사팀에 얘기했어요" is a report told in other words).
  if (askedAct && thingAndAct && !OPENS_WITH_YES_OR_NO.test(text) && !NO_THING.test(thingAndAct[1]!) && !/(?:에|에게|한테|께|로)$/.test(thingAndAct[1]!)) {
    const [, object, act] = thingAndAct;
    const acts = contentBigrams(askedAct);
    if ([...contentBigrams(object!)].every((gram) => !acts.has(gram)) && statesAnotherThing(act!, asked)) return true;
  }
  const done = THING_DONE.exec(text);
  const notDone = THING_NOT_DONE.exec(text);
  const thing = done?.[1] ?? notDone?.[1];
  if (thing === undefined || NO_THING.test(thing) || /^(?:네+|예+|응+|넵+|넹+|아니|아뇨)/.test(thing) || OPENS_WITH_YES_OR_NO.test(text)) return false;
  if (notDone && [...asked].some((syllable) => /[가-힣]/.test(syllable) && open(syllable) === open(notDone[2]!))) return false;
  return statesAnotherThing(thing, asked);
}

// Questions about records: what was kept, saved, recorded or sent in writing.
const ASKS_RECORDS = /자료|증거|기록|흔적|캡[처쳐]|녹음|녹화|사진|영상|저장|보관|남아|남겨|메시지|문자|카톡|cctv|블랙박스/i;

/**
 * "문자 캡쳐 다 해놨어요", "동료가 다 봤어요" asked "경찰에 신고하신 적이 있나요?": a record kept or a witness
 * answers a question about records, not whether some act was done. The question's hint counts: "블박에 번호판
 * 찍혔어요" answers "… 확인됐나요? 차량번호만 알아도 '네'예요."
 */
export function keepsRecordForAnotherQuestion(reply: string, question: string): boolean {
  return recordKept(reply) && !OPENS_WITH_YES_OR_NO.test(reply.trim()) && !ASKS_RECORDS.test(question) && statesAnotherThing(reply, question);
}

// "백오십 준대요", "보상해 준다고 하더라고요", "갚겠대요": what someone says they will give or pay, at the end of the reply.
const OFFER_TOLD = /(?:준|주겠|내겠|갚겠|갚는)(?:대요?|답니다|다고\s?(?:했어요|해요|하더라고요|하네요|그러네요|그래요)|다네요|다던데요?|다는데요?)[.!~]*$/;
// "합의서에 서명하셨나요?", "신고하신 적이 있나요?": whether something was already done.
const ASKS_DONE = /(?:셨|었|았|였|했)(?:나요|어요|습니까|는지)|신\s?적/;
// "돈을 주겠다고 했나요?", "합의금을 제시했나요?": the offer itself is what is asked.
const ASKS_OFFER = /다고|겠다|약속|제안|제시|기로/;

/**
 * "상대 보험사에서 백오십 준대요" asked "합의서에 서명하셨나요?": an offer told as what the other side says it
 * will give is something still to come, which says neither that the asked act was done nor that it was not.
 */
export function tellsAnOfferForADoneAct(reply: string, question: string): boolean {
  const asked = ownWords(question);
  return OFFER_TOLD.test(reply.trim()) && !OPENS_WITH_YES_OR_NO.test(reply.trim()) && ASKS_DONE.test(asked) && !ASKS_OFFER.test(asked);
}
