/**
 * Questions a reply asks the bot ("고소해야 되나요?", "얼마 받아야되요?", "해야돼?")
 * apart from what it tells: a sentence that asks what to do or what will come of
 * it, said as a question. A reply may do both ("네 신고했어요 근데 고소해야
 * 되나요?"); the rest is the answer.
 */
import { splitSentences } from '../../korean/sentences.js';

/** What to do, what one gets, how it ends: the matters a lawyer answers. */
const ASKS_WHAT_TO_DO =
  /(?:해|하여|받아|내|줘|주어|가|돼|되|와|걸어|넣어|올려|알려)\s?야|얼마(?:나|를|정도)?\s?(?:받|나오|줘|물어|내|돌려|청구|배상)|어떻게|어떡|어케|어캐|가능|(?:할|받을|될|이길|갈|낼|돌려받을)\s?수\s?(?:있|없)|처벌|감옥|벌금|이길|승소|돌려받|(?:고소|신고|소송|신청|청구|합의)\s?(?:해|하|할)|될까|되나요|변호사|(?:불법|위법|부당|사기|범죄|죄|합법)\S*\s?(?:[이가]\s?)?(?:맞|아닌|인가|인지)/;
/** Ended as a question: a question mark, or an ending that only asks. */
const ASKED = /(?:나요|까요|[을할될갈볼]까|는지요|[되하있없받나]나|냐|니|[해돼되]죠)$/;
/** Said with a rising tone but telling ("안 주는데요?", "했거든요?"): not a question. */
const TELLS_WITH_A_RISE = /(?:는데요?|은데요?|인데요?|거든요?|잖아요?|더라고요?|던데요?)$/;
/** Asking who the bot is. */
const ASKS_WHO = /변호사(?:님)?\s?(?:이세요|인가요|세요|맞나요|맞아요)/;
/** A clause telling a fact before the question in the same sentence ("안 줬는데 고소해야 되나요?"). */
const TOLD_BEFORE = /^(.*?(?:[었았였했]는데|[었았였했]고|인데|는데|은데))\s+(.+)$/;
/** Words that only lead into the question. */
const LEAD_IN = /^(?:근데|그런데|그럼|그러면|그래서|혹시|아|그리고|참)[,\s]*$/;

export interface QuestionsToBot {
  /** The sentences asking the bot, as said. */
  questions: string[];
  /** The rest of the reply, the part that may answer; '' when the reply only asks. */
  rest: string;
}

function asksBot(said: string): boolean {
  const questionMark = /\?/.test(said);
  const sentence = said.replace(/[?!.~…\s]+$/, '');
  if (ASKS_WHO.test(sentence)) return true;
  if (!ASKS_WHAT_TO_DO.test(sentence)) return false;
  if (TELLS_WITH_A_RISE.test(sentence)) return false;
  return questionMark || ASKED.test(sentence);
}

export function questionsToBot(text: string): QuestionsToBot {
  const questions: string[] = [];
  const told: string[] = [];
  for (const sentence of splitSentences(text)) {
    if (!asksBot(sentence.text)) {
      told.push(sentence.text);
      continue;
    }
    // A question after a told clause: the clause stays an answer, if the question is still one without it.
    const split = TOLD_BEFORE.exec(sentence.text);
    if (split && !ASKS_WHAT_TO_DO.test(split[1]!) && asksBot(split[2]!)) {
      told.push(split[1]!);
      questions.push(split[2]!);
    } else questions.push(sentence.text);
  }
  const rest = told.filter((part) => !LEAD_IN.test(part)).join(' ');
  return { questions, rest: questions.length === 0 ? text : rest };
}

