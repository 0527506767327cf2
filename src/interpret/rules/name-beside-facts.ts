/**
 * The naming part of a reply to a question that asks a name ("회사나 가게 이름을
 * 알려 주세요"). "회사는 직원 30명 넘어요" tells how big the company is and names
 * no company; kept as the name, the case file would read "상대방: 회사는 직원
 * 30명 넘어요". A sentence that counts something and closes with a verb tells a
 * fact, never a name. When the reply is known to tell facts of other fields,
 * a sentence that does either is theirs. What is left names (a noun, maybe closed
 * by 이요, 이에요, 입니다): "한빛물류요 직원은 30명 넘어요" keeps "한빛물류요".
 */
import { COUNT_WORD } from '../../korean/numerals.js';
import { splitSentences } from '../../korean/sentences.js';
import { ASKS_WHO } from './names-no-one.js';

/** A number with what it counts: people, money, age, time ("30명", "5인", "250만원", "열 명", "3년"). */
const COUNTED = new RegExp(`(?:\\d+|${COUNT_WORD}|[일이삼사오육칠팔구십백천]+)\\s?(?:명|인(?!터|테)|원|만|천|억|살|세|년|개월|달|주일|시간|번|회|배)`);
/** A verb or an adjective closing the sentence ("넘어요", "많아요", "밀렸어요", "다녀요", "했습니다", "넘음"), not the copula after a noun. */
const PREDICATE = /(?:[어아여해돼와워져혀쳐려녀]|[가-힣]았|[가-힣]었|[가-힣]였|했|됐|났|갔|왔)(?:요|음|고요?|서)?$|(?:습니다|ㅂ니다|[는ㄴ]다|[가-힣]다)$|없(?:음|어요|어|다)?$|있(?:음|어요|어|다)?$|(?<!처|마|소|다|얼|울|웃)음$/;

/**
 * The sentences of `reply` that name, joined; null when none does. Only for questions
 * that ask a name: other free text (what evidence is kept, what happened) is told in verbs.
 */
export function namingPart(reply: string, question: string, besideOtherFacts: boolean): string | null {
  if (!ASKS_WHO.test(question)) return reply;
  const naming = splitSentences(reply)
    .map((sentence) => sentence.text)
    .filter((sentence) => {
      const bare = sentence.replace(/[?!.~…\s]+$/, '');
      const counts = COUNTED.test(bare);
      const closesWithVerb = PREDICATE.test(bare);
      return besideOtherFacts ? !counts && !closesWithVerb : !(counts && closesWithVerb);
    });
  return naming.length === 0 ? null : naming.join(' ');
}
