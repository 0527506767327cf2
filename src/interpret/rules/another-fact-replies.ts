/**
 * Yes replies read from a 있어요 that belongs to another question's fact.
 * "한방병원 다니고 있어요" asked whether the police were told says the person
 * is being treated: its 있어요 carries the going on of the treatment, no yes
 * to the police. "네 계약서 있어요" asked whether the person still lives there
 * opens with a yes, but the clause after it says a contract is there: the 네
 * goes with the clause it leads. Such a reply is left unread, so the question
 * is asked again.
 */
import { splitClauses } from '../../korean/clauses.js';
import { stripParticle } from '../../korean/particles.js';
import { booleanFieldsTold, booleanToldFor, hasBooleanCues } from './narrative.js';
import { SPEAKS_OF_THE_ASKED, statesAnotherThing } from './other-thing-replies.js';

const OPENING_YES = /^(?:네+|예+|넵|넹|응+|ㅇㅇ|맞아요|맞습니다)(?![가-힣])[\s,.!~]*/;
/** A clause whose predicate is 있 now: a thing there ("계약서 있어요") or a doing under way ("다니고 있어요"). */
const ENDS_IN_BEING = /있(?:어요|어용|어|음|습니다|다|는데요?|죠|고요?|거든요|더라(?:구|고)요)?[.!~]*$/;
/** "계약서 있어요", "카톡이랑 녹음 다 있어요": the thing said to be there. */
const THING_THERE = /([가-힣A-Za-z]{2,})(?:은|는|이|가|도|랑|이랑|하고|만)?\s(?:다\s|좀\s|많이\s|전부\s|모두\s)?있[가-힣]*[.!~]*$/;
// Words of place or time that name no thing of their own: "지금 있어요", "거기 있어요".
const NO_THING = /^(?:지금|아직|여기|거기|저기|집에|계속|원래|그거|이거|그런|다들|저도|제가)$/;
// "증거가 있나요?", "보험이 없나요?"; not "접수되어 있나요?" or "살고 있나요?", a state or a doing.
const ASKS_EXISTENCE = /(?<![어아여고]\s?)있(?:나요|으신가요|으세요|습니까|는지)|없/;
const ownWords = (question: string) => question.replace(/[?？].*$/s, '');

function saysAnotherThingIsThere(clause: string, question: string): boolean {
  const word = THING_THERE.exec(clause)?.[1];
  if (word === undefined || NO_THING.test(word)) return false;
  // The question's hint counts: "짐이 남아 있는 경우도 포함해서요" makes "짐 있어요" an answer.
  return statesAnotherThing(stripParticle(word), question);
}

/** Whether the yes of `reply` (normalised) is the 있어요 of another question's fact, with no word of the asked one. */
export function yesOfAnotherFact(reply: string, question: string, field: string): boolean {
  const rest = reply.trim().replace(OPENING_YES, '');
  const last = splitClauses(rest).at(-1) ?? '';
  if (!ENDS_IN_BEING.test(last) || SPEAKS_OF_THE_ASKED.test(rest)) return false;
  // "네 아직 살고 있어요": a word of the question's own, or the asked field's own cue words, make it an answer.
  if (!statesAnotherThing(rest, ownWords(question)) || booleanToldFor(field, rest) !== undefined) return false;
  // "증거가 있나요?" asks whether something is there: a thing said to be there may be the asked one in other words.
  if (ASKS_EXISTENCE.test(ownWords(question))) return false;
  return saysAnotherThingIsThere(last, question) || booleanFieldsTold(last).some((other) => other !== field);
}

/**
 * "네 경찰에 신고했어요" asked whether an agreement was signed: the yes leads a clause that tells another
 * yes/no fact by its own cue words, with no word of the asked one.
 */
export function yesOfAnotherAct(reply: string, question: string, field: string): boolean {
  // Only where the asked field's own words are known can another field's words be told apart from them.
  if (!hasBooleanCues(field) || ASKS_EXISTENCE.test(ownWords(question))) return false;
  const rest = reply.trim().replace(OPENING_YES, '');
  if (rest.length === 0 || SPEAKS_OF_THE_ASKED.test(rest) || booleanToldFor(field, rest) !== undefined) return false;
  if (!statesAnotherThing(rest, ownWords(question))) return false;
  return booleanFieldsTold(rest).some((other) => other !== field && booleanToldFor(other, rest) === true);
}

