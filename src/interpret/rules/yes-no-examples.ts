/**
 * A yes given only by naming one of the examples the question lists: to
 * "자료가 있나요? 세금계산서, 카톡·문자, 이메일 같은 것이요", "이메일만요" or
 * "통화녹음 정도요" says there is some. Naming it as lost ("카톡은 다
 * 지웠어요") says there is none.
 */
import { stripParticle } from '../../korean/particles.js';
import { askingSentences } from './yes-no-clauses.js';

// The question asks whether something is there: "자료가 있나요?", "남아 있나요?".
const ASKS_EXISTS = /있(?:나요|으신가요|으세요)|남아\s?있/;
const LIST_MARK = /\s*[,·]\s*/;
// Words that only hedge or limit the thing named ("정도", "만"), and "같은 것" closing a list.
const LIMITING_END = /(?:정도|쯤|이요|요|만|뿐|이랑|랑|하고|같은)+$/;
const DENIED = /(?:^|\s)(?:안|못)\s?\S|않|없|아니|아뇨|아직|전혀|려고|준비\s?중/;
const LOST = /지웠|지워\s?버|삭제|(?:^|\s)버렸|잃어버|날아갔|없어졌|없앴/;

const bare = (word: string) => stripParticle(word.replace(LIMITING_END, '').toLowerCase());

/** The examples a question lists: the words on either side of each comma or middle dot. */
function listedExamples(question: string): Set<string> {
  // A sentence telling which replies mean no ("문자로만 받았다면 '아니요'예요") lists no examples.
  const listing = askingSentences(question).filter((sentence) => ASKS_EXISTS.test(sentence) || LIST_MARK.test(sentence));
  const items = new Set<string>();
  for (const sentence of listing) {
    const parts = sentence.split(LIST_MARK);
    parts.forEach((part, i) => {
      const words = part.match(/[가-힣a-zA-Z]+/g) ?? [];
      if (i > 0 && words[0]) items.add(bare(words[0]));
      if (i < parts.length - 1 && words.length > 0) items.add(bare(words[words.length - 1]!));
    });
  }
  return new Set([...items].filter((item) => item.length >= 2));
}

/** True when the reply names a listed example, false when it names one as lost, null otherwise. */
export function yesNoByExample(text: string, question: string): boolean | null {
  if (!ASKS_EXISTS.test(question)) return null;
  const examples = listedExamples(question);
  const named = (text.match(/[가-힣a-zA-Z]+/g) ?? []).map(bare).some((word) => [...examples].some((example) => word.includes(example)));
  if (!named) return null;
  if (LOST.test(text)) return false;
  return DENIED.test(text) ? null : true;
}
