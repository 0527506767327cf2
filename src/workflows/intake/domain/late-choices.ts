/**
 * "아 혹시 중고거래때문인가 싶기도 하고요 사기로요" to the stance question, after "모르겠어요" was given for the
 * charge: a reply that answers nothing asked but names, word for word, an option of a choice question left
 * unknown earlier is that question's late answer. Word for word only: options read from everyday words would
 * let any reply answer some old question.
 */
import type { K2Question } from '../../../knowledge/schema.js';
import type { Facts, FactValue } from './facts.js';

type Parse = (text: string, question: K2Question) => Promise<{ value: FactValue | null; unknown: boolean }>;

/** The words of an option a reply may name it by: "횡령·배임" by 횡령 or 배임, "이혼 전(고민 중)" by any part. */
const optionWords = (option: string) => option.split(/[\s·/()]+/).filter((word) => word.length >= 2 && word !== '기타');

const namesWordForWord = (reply: string, option: string) => {
  const said = reply.replace(/\s+/g, '');
  return optionWords(option).some((word) => said.includes(word));
};

/** The one earlier-unknown choice the reply names word for word, as field and option; none when it names no such option or more than one. */
export async function lateChoiceAnswers(
  reply: string,
  questions: readonly K2Question[],
  facts: Facts,
  asked: string,
  parse: Parse,
): Promise<{ field: string; value: string }[]> {
  const found: { field: string; value: string }[] = [];
  for (const question of questions) {
    if (question.answer_type !== 'choice' || question.field === asked || facts[question.field]?.unknown !== true) continue;
    const parsed = await parse(reply, question);
    if (typeof parsed.value === 'string' && namesWordForWord(reply, parsed.value)) found.push({ field: question.field, value: parsed.value });
  }
  return found.length === 1 ? found : [];
}
