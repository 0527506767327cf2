/**
 * "전입했었지 확정일자는 몰라" to the 전입신고 question: the shrug names, by its topic, another thing the
 * intake will ask about. That question is answered with don't-know now instead of being asked next.
 * Only a topic that one unanswered question names word for word counts: a shrug about a thing no
 * question asks ("상대 주소는 몰라요") is not filed anywhere.
 */
import type { K2Question } from '../../../knowledge/schema.js';
import type { Facts } from './facts.js';

/** "확정일자는 몰라", "계약 기간은 잘 모르겠어요": a thing, then not knowing it. */
const SHRUG = /([가-힣A-Za-z]{2,})(?:은|는)\s?(?:잘\s?|정확히\s?|아직\s?)?(?:몰라|모르겠|모릅|모름|모르는)/g;

/** The fields of unanswered questions the reply shrugs about by name. */
export function shruggedFields(reply: string, questions: readonly K2Question[], facts: Facts, asked: string): string[] {
  const fields = new Set<string>();
  for (const match of reply.matchAll(SHRUG)) {
    const thing = match[1]!;
    // "정확히는", "아직은": how well or when, not what.
    if (/(?:히|게|직|지)$/.test(thing)) continue;
    const open = questions.filter((question) => question.field !== asked && facts[question.field] === undefined);
    // Without spaces the topic runs on from the words before it ("전입했음확정일자는"): its longest tail a question names.
    // A tail of three syllables at least: "계약일자" is not "확정일자" by its "일자".
    const tails = [...thing].map((_, at) => thing.slice(at)).filter((tail) => tail === thing || tail.length >= 3);
    const tail = tails.find((word) => open.some((question) => question.question.includes(word)));
    const naming = tail ? open.filter((question) => question.question.includes(tail)) : [];
    if (naming.length === 1) fields.add(naming[0]!.field);
  }
  return [...fields];
}
