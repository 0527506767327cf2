/**
 * Side notes that say something did not happen or is not there: "사고는 없었어요",
 * "유언장은 없고요", "신고는 아직 안 했어요", "이혼은 안 했고". People add them after
 * telling the problem, to answer the questions they expect; the thing denied is a
 * circumstance, not what the account is about. A topic (은/는) or "also" (도)
 * marker on the thing and a predicate of absence or of not doing close the clause.
 * What someone else failed to give ("월급은 안 줘요", "보증금은 못 받았어요") is the
 * problem itself and is no side note. So is a thing said not to be the case
 * ("음주운전 아닌데 벌점 초과로 면허정지 됐어요", "음주는 아니에요"): the person
 * rules it out before or after telling what it is.
 */
import { splitClauses } from '../../korean/clauses.js';
import { splitSentences } from '../../korean/sentences.js';

/** A noun with a topic or "also" marker: 사고는, 유언장은, 신고도. */
const MARKED_THING = /[가-힣](?:은|는|도)$/;
/**
 * Not there, never done, not written or filed: 없고, 안 썼고, 안 했어요, 해본 적 없고, 못 냈어요.
 * Not a lack reported of someone else ("절반 갚고는 이제 없다고 배째요", "돈은 없대요"):
 * what the other side says it lacks is the problem, not the person's side note.
 */
const ABSENCE = /^(?:없(?!다고|대|다며|다네|다는|단다)|안\s?(?:했|함|해\s?본|썼|씀|써|쓰|냈|넣)|못\s?(?:했|썼|씀|냈)|적\s?(?:없|이\s?없))/;
/** The absence is read among the last words of the clause, where its predicate stands. */
const PREDICATE_WORDS = 3;

/** Whether a clause denies a thing it marks with 은/는/도. */
export function deniesMarkedThing(clause: string): boolean {
  const words = clause.trim().split(/\s+/);
  const marked = words.findIndex((word) => MARKED_THING.test(word.replace(/[^가-힣]/g, '')));
  if (marked < 0) return false;
  const after = words.slice(marked + 1);
  const from = Math.max(0, after.length - PREDICATE_WORDS);
  return after.slice(from).some((_, i) => ABSENCE.test(after.slice(from + i).join(' ')));
}

/**
 * "X 아닌데", "X가 아니고", "X라서가 아니라": the copula denied in a connective, which
 * rules X out whether or not X is marked. Told at the end of a sentence ("X는 아니에요",
 * "X는 아님") only with a marked thing: "이거 사기 아니에요" is as often a question
 * without its question mark.
 */
const NOT_THAT_CONNECTIVE = /^아(?:닌데|니고|니구|니라)/;
const NOT_THAT_FINAL = /^아(?:니에요|니예요|녜요|닙니다|니거든|니구요|니고요|님|니야|니다)/;
/** "사기 아니고 뭐예요", "이게 사기가 아니면 뭐야": the denial asked back affirms the thing. */
const ASKED_BACK = /아니(?:고|면|라면)\s?(?:뭐|뭔|무엇|무슨)/;

/** Whether a clause says a thing is not the case: "음주운전 아닌데", "음주는 아니에요". */
export function deniesBeingThing(clause: string): boolean {
  if (clause.includes('?')) return false;
  const words = clause.trim().split(/\s+/).map((word) => word.replace(/[^가-힣]/g, ''));
  const last = words.at(-1) ?? '';
  const before = words.at(-2);
  if (before === undefined || before.length === 0) return false;
  return NOT_THAT_CONNECTIVE.test(last) || (NOT_THAT_FINAL.test(last) && MARKED_THING.test(before));
}

/** A clause ending in a link with no tense of its own (먹고, 마셔서), which goes on into the next. */
const LEADS_IN = /(?:[가-힣]고|[어아여해와워져쳐려]서)$/;

/** `text` without the clauses `drops` picks, or null when it picks none. */
function withoutClauses(text: string, drops: (clause: string, sentence: string) => boolean): string | null {
  let found = false;
  const kept = splitSentences(text).map((sentence) => {
    const clauses = splitClauses(sentence.text);
    const dropped = clauses.map((clause) => drops(clause, sentence.text));
    // "술 먹고 운전한거 아니고": a tenseless link leads into the thing ruled out and is part of it.
    const gone = dropped.map((drop, i) => drop || (dropped[i + 1] === true && deniesBeingThing(clauses[i + 1]!) && LEADS_IN.test(clauses[i]!.trim())));
    found ||= gone.some(Boolean);
    return clauses.filter((_, i) => !gone[i]).join(' ');
  });
  return found ? kept.filter((sentence) => sentence.length > 0).join(' ') : null;
}

const rulesOut = (clause: string, sentence: string) => deniesBeingThing(clause) && !ASKED_BACK.test(sentence);

/** The account without the clauses that deny a marked thing or rule a thing out, or null when it has none. */
export function withoutDeniedAsides(text: string): string | null {
  return withoutClauses(text, (clause, sentence) => deniesMarkedThing(clause) || rulesOut(clause, sentence));
}

/** The account without the things it rules out ("술 먹고 운전한거 아니고"), or null when it rules out none. */
export function withoutThingsRuledOut(text: string): string | null {
  return withoutClauses(text, rulesOut);
}
