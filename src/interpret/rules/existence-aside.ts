/**
 * "카톡이랑 출근기록 있어요" to "지금도 그곳에서 일하고 계신가요?": a reply that says
 * some other thing exists (or does not) answers a question about existence or
 * possession only. To a question about an act or a state it is an aside, so
 * its 있어요 is no yes and its 없어요 no no; the fact it tells is noted
 * elsewhere and the question is asked again.
 */
import { FINAL, finalOf } from '../../korean/hangul.js';
import { stripParticle } from '../../korean/particles.js';
import { bigrams, compact } from './classify.js';

const sharesBigram = (a: string, b: string) => {
  const inB = bigrams(compact(b));
  return [...bigrams(compact(a))].some((gram) => inB.has(gram));
};

/** The question's own words, before its question mark (what follows is a hint). */
const asked = (question: string) => question.replace(/[?？].*$/s, '');
const ASKS_EXISTENCE = /있|없/;
/** A reply that opens with a yes or a no answers whatever was asked. */
const OPENS_WITH_ANSWER = /^(?:네|예|넵|넹|응|ㅇㅇ|아니|아뇨|아니요|노|ㄴㄴ)(?![가-힣])/;
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

export function saysOtherThingExists(reply: string, question: string): boolean {
  const text = reply.trim();
  if (ASKS_EXISTENCE.test(asked(question)) || OPENS_WITH_ANSWER.test(text) || PROGRESSIVE.test(text)) return false;
  const word = THING_EXISTS.exec(text)?.[1];
  if (word === undefined) return false;
  const thing = stripParticle(word);
  return !occasionOfAnAct(thing) && !sharesBigram(thing, asked(question));
}
