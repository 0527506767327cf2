/**
 * Side notes that say something did not happen or is not there: "사고는 없었어요",
 * "유언장은 없고요", "신고는 아직 안 했어요", "이혼은 안 했고". People add them after
 * telling the problem, to answer the questions they expect; the thing denied is a
 * circumstance, not what the account is about. A topic (은/는) or "also" (도)
 * marker on the thing and a predicate of absence or of not doing close the clause.
 * What someone else failed to give ("월급은 안 줘요", "보증금은 못 받았어요") is the
 * problem itself and is no side note.
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

/** The account without the clauses that deny a marked thing, or null when it has none. */
export function withoutDeniedAsides(text: string): string | null {
  let found = false;
  const kept = splitSentences(text).map((sentence) =>
    splitClauses(sentence.text)
      .filter((clause) => {
        const denies = deniesMarkedThing(clause);
        found ||= denies;
        return !denies;
      })
      .join(' '),
  );
  return found ? kept.filter((sentence) => sentence.length > 0).join(' ') : null;
}
