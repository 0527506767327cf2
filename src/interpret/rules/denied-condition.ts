/**
 * Questions asked on a condition they open with: "음주 관련이라면 측정된
 * 혈중알코올농도는 …?", "세입자이시라면 보증금은 얼마인가요?", "진단서를
 * 받으셨다면 몇 주 진단이 나왔나요?". A reply that denies the condition ("음주
 * 아닌데요", "세입자 아니에요", "진단서 안 받았어요", "해당없음") answers the
 * question: the field does not apply to this person. It is settled without a
 * value, like a word the question offers (invited-words.ts), never taken for
 * an option and never asked again.
 */
import type { K2Question } from '../../knowledge/schema.js';
import { isBareNo } from '../../korean/answers.js';
import { normalizeText } from '../../korean/normalize.js';
import { stripParticle } from '../../korean/particles.js';
import { escapeRegExp } from '../../korean/regex.js';

// "음주 관련이라면 ", "세입자이시라면 ", "진단서를 받으셨다면 ", "누수라면, ": the condition the first sentence opens with.
// A note in brackets ("끝나는 날(이미 끝났다면 끝난 날)") is no condition of the question.
const OPENING_CONDITION = /^([^?.!:/]{2,40}?)(?:이시라면|시라면|이라면|라면|다면|인\s?경우(?:라면|에는|에))[,\s]/;
// "압류된 급여가 있다면 얼마인가요?": whether the thing asked exists is answered by the field itself ("없어요" is 0).
const EXISTENCE = /(?:있|없)(?:었)?$/;
// "쓰지 않았다면 '아니요'라고 해 주세요": the question says itself what to answer when the condition fails.
const STATES_THE_CONTRARY = /(?:않았|않은|없었|없는|아니|안\s?[가-힣]+)[가-힣]*(?:다면|라면|면)\s?['‘"]/;
// Words that frame a condition without naming it ("음주 관련", "하자 문제", "서류 같은 것").
const FRAME = /^(?:관련|관련된|문제|경우|같은|등|혹시|만약|이미|직접|실제로|전에|그런|이런)$/;
// A predicate of the condition ("받으셨", "거치셨", "아신") is denied in its own words by the noun it governs.
const PREDICATE = /(?:셨|았|었|였|했|났|쳤|졌|왔|신|시|하|난|친|한|된)$/;
// Everyday words for a condition's noun: "술은 안 마셨어요" denies 음주.
const EVERYDAY: ReadonlyArray<readonly [RegExp, string]> = [[/^음주/, '술']];
// "음주 아닌데요", "음주는 아니고", "술은 안 마셨어요", "진단서는 없어요", "세입자 아님": the word, then its denial.
const DENIED_AFTER = String.raw`(?:은|는|이|가|도|을|를)?\s?(?:관련|문제|쪽|때문|운전|건|거)?(?:은|는|이|가|도)?\s?(?:아니|아닌|아님|아냐|아녜|없|(?:안|못)\s?[가-힣]|[가-힣]*지\s?않)`;
// "해당없음", "해당 사항 없어요", "해당 안 돼요": the condition denied without naming it.
const NOT_CONCERNED = /해당\s?(?:사항\s?)?(?:(?:이|은|는|도)\s?)?(?:없|아니|아님|안\s?(?:돼|됨|되))/;
/**
 * The noun the condition turns on, with a bare noun that compounds with it
 * ("소청 결정서를 받으셨다면", "음주 관련이라면" → 음주, "측정 요구 전에 사고가
 * 났다면" → 사고), and the everyday words for it; none when the question opens
 * with no condition. A noun an option names is left to the option ("사고 없음").
 */
export function conditionWords({ question, options }: Pick<K2Question, 'question' | 'options'>): string[] {
  const asked = question.replace(/\([^)]*\)/g, '').trim();
  const condition = OPENING_CONDITION.exec(asked)?.[1]?.trim();
  if (!condition || EXISTENCE.test(condition) || STATES_THE_CONTRARY.test(asked)) return [];
  const words = condition.split(/[\s,]+/);
  const isNoun = (word: string) => /^[가-힣]{2,}$/.test(word) && !FRAME.test(word) && !PREDICATE.test(word);
  const at = words.findLastIndex((word) => isNoun(stripParticle(word)));
  if (at < 0) return [];
  const before = words[at - 1];
  const nouns = [...(before !== undefined && stripParticle(before) === before && isNoun(before) ? [before] : []), stripParticle(words[at]!)];
  if (nouns.some((noun) => (options ?? []).some((option) => option.includes(noun)))) return [];
  return [...nouns, ...EVERYDAY.filter(([noun]) => nouns.some((word) => noun.test(word))).map(([, said]) => said)];
}

/** Whether the reply denies the condition the question is asked on. */
export function deniesCondition(text: string, question: Pick<K2Question, 'question' | 'options' | 'answer_type'>): boolean {
  const words = conditionWords(question);
  if (words.length === 0) return false;
  const said = normalizeText(text).trim();
  // "아닌데요", "아뇨": a bare no to a question that is no yes/no question can only deny its condition.
  if (NOT_CONCERNED.test(said) || (question.answer_type !== 'boolean' && isBareNo(said))) return true;
  return deniedByName(said, words);
}

const deniedByName = (said: string, words: readonly string[]) =>
  words.some((word) => new RegExp(`(?<![가-힣])${escapeRegExp(word)}${DENIED_AFTER}`).test(said));

/**
 * The fields whose question an account answers by denying its condition by name
 * ("음주운전 아닌데 벌점 초과로 면허취소" to "음주 관련이라면 측정된 혈중알코올농도는 …?"):
 * unlike a reply, an account's bare "아니요" or "해당 없음" may be about anything.
 */
export function fieldsNotApplying(text: string, questions: readonly Pick<K2Question, 'field' | 'question' | 'options'>[]): string[] {
  const said = normalizeText(text);
  return questions.filter((question) => deniedByName(said, conditionWords(question))).map((question) => question.field);
}
