/**
 * Words a question itself offers as an answer: "아직이면 '아직'이라고 해
 * 주세요", "월급제라면 '월급제'라고만 말씀해 주세요", "재직 중이면 '재직
 * 중'이라고 해 주세요". A reply that is such a word answers the question even
 * when it is no date or number. Where the field's type has no value for the
 * word (a date field told '아직', '미정', '공사 중'; an hourly wage told
 * '월급제'), the field is answered without a value, as '모름' is: it is
 * settled, never asked again, and the knowledge base's "unknown" facts read it
 * (FACT_NO_DUE_DATE: "이행기를 정하지 않았거나 알 수 없어").
 */
import type { K2Question } from '../../knowledge/schema.js';
import { normalizeText } from '../../korean/normalize.js';
import { escapeRegExp } from '../../korean/regex.js';

// "'아직'이라고 해 주세요", "'월급제'라고만 말씀해 주세요", "'아직 처분 전'이라고 적어 주세요".
const INVITATION = /'([^']{1,16})'(?:이)?라고(?:만)?\s?(?:해|하셔|말씀|적어|답)/g;

/** The words the question and its re-ask hint offer as answers, in the order they are offered. */
export function invitedWords(question: Pick<K2Question, 'question' | 'reask_hint'>): string[] {
  const words = [...`${question.question} ${question.reask_hint ?? ''}`.matchAll(INVITATION)].map((m) => m[1]!.trim());
  return [...new Set(words)];
}

/** What may come before the word ("네 아직이요", "음 미정") and end it ("월급제요", "재직 중이에요", "아직이라서"). */
const LEAD = '(?:(?:네|예|아|음|그게|저는?|지금은?|현재는?|아직은?)[\\s,.]*)?';
const ENDING = '(?:이?요|이에요|예요|입니다|이다|이라서|이라|인데요?|이고|이니까|이거든요|이죠|죠)?';

/**
 * The offered word the reply opens with ("월급제요" → '월급제', "공사중이요 근데
 * 멈춘지 3주됨" → '공사 중'), or null. Spaces inside the word are optional.
 */
export function invitedWordSaid(text: string, words: readonly string[]): string | null {
  const said = normalizeText(text).trim();
  for (const word of words) {
    const spelled = word.split(/\s+/).map(escapeRegExp).join('\\s?');
    if (new RegExp(`^${LEAD}${spelled}${ENDING}(?=$|[\\s.,!~…?])`).test(said)) return word;
  }
  return null;
}
