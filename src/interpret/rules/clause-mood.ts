/**
 * How the clause a cue stands in tells it: as a fact ("경찰에 신고했어요"), as
 * a fact denied ("경찰신고는 무서워서 못했어요", "환불해달라고 말은
 * 안했어요"), or not as a fact at all: a question ("회사에 신고해야
 * 할까요?"), a plan ("경찰신고는 내일 가려구요"), a wish or what somebody
 * else advises ("친구는 경찰 부르라던데").
 *
 * A yes/no cue names the act by its noun and often its verb, but Korean puts
 * the mood at the end of the clause, where a reason ("무서워서"), a light noun
 * ("말은") or an adverb ("내일", "아직") may stand between. So the reading
 * looks at the rest of the clause after the cue: up to the end of the
 * sentence or a connective that opens the next clause (-는데, -지만, a past
 * -고, a comma), and only while no new subject or object comes in, since
 * then the ending belongs to another act ("일하는 가게 사장이 계약서를 안
 * 썼어요" says nothing against still working there).
 */
import { FINAL, syllablesWithFinal } from '../../korean/hangul.js';
import { splitSentences } from '../../korean/sentences.js';

export type ClauseMood = 'told' | 'denied' | 'unreal';

const PAST = `[${syllablesWithFinal(FINAL.ssangSiot)}]`;
// Where the next clause starts: "신고했는데 …", "부르라던데 …", "신고했고 …", "신고는 했지만 …", a comma;
// a casual past closed with 어 and no stop after it ("신고는 했어 찾을수있을까").
const NEXT_CLAUSE = new RegExp(`,|(?:[는던]데|(?<!까)지만|(?<=${PAST})[고어]|니까)(?=\\s)`);
// The only words that may stand between the cue and the ending that gives its mood: adverbs of time and
// manner ("아직", "내일", "절대"), a light noun for saying it ("말은", "얘기도") and a reason ("무서워서").
// Any other word may be an argument of another act ("근로계약서 안 썼어요" after "알바 5개월째인데").
const BETWEEN = /^(?:(?:아직|전혀|절대|따로|한\s?번도|차마|결국|그냥|내일|오늘|모레|이번\s?주|다음\s?주|나중에|곧|말|얘기|이야기|적|한|그런|(?:한|그런)?(?:건|거))(?:은|는|도|을|를|이|만|까지)?|\S*[워와봐해](?:서))$/;
// At most this many words between the cue and the ending that gives the mood.
const MAX_WORDS_BETWEEN = 3;

// "할까요?", "되나요", "해야 하나요", "그래야하나요", "어떡하죠?": asked, not told; not a told ending with a
// question mark for emphasis ("갱신 요구했었거든요??").
const QUESTION = /(?:까|나|니|는지|ㄹ지|을지|할지)요\s?[?？]?$|(?<![?？]|거든요?|잖아요?|는데요?)[?？]+\s*$|해야\s?(?:하|되|할|돼)|어떡|어떻게/;
// "가려구요", "하려고요", "할거에요", "할게요", "할 예정", "준비중", "하고 싶어요"; what somebody else tells the
// person to do ("부르라던데", "신고하래요"), but not what somebody says is so ("포괄임금이래요", "전치 2주래요").
const PLAN_OR_WISH = /려(?:고|구|는|면|다)|(?:[할갈낼넣을쓸볼줄]|부를|보낼)\s?(?:거|게|까|예정|생각)|예정|준비\s?중|고민\s?중|생각\s?중|고\s?싶|(?<!이)(?:으)?라(?:던|고\s?(?:하|했))|(?:하|가|내|넣|부르|쓰|받|보내)래/;
// "못했어요", "안 했어요", "안썼고", "말은 안했어요", "하지 않았어요", "한 적은 없어요", "만지거나 한건 없어요".
// Not a state ("이자 안 써있어요": nothing written in it).
const DENIED = /(?:안|못)\s?(?:했|함|해|하|갔|가|넣|냈|내|썼|써|씀|받|불렀|불러|보냈|찍었|찍|남)(?![가-힣]*\s?있)|(?:하|가|내|넣|쓰|받)지\s?(?:않|못)|[ㄴ은한낸쓴받간]\s?적(?:은|이|도)?\s?(?:한\s?번도\s?)?없|(?:거나|지는)\s?(?:한|그런)\s?(?:건|거)(?:은|는|도)?\s?(?:없|아니)/;

/** The rest of the clause after `end`, up to where the next clause starts or the sentence ends. */
function restOfClause(text: string, end: number): string {
  const sentence = splitSentences(text).find((s) => s.start < end && end <= s.end);
  const sentenceEnd = sentence ? sentence.end : text.length;
  // From two syllables back, so that a connective the cue ends in ("썼|고", "5개월째인데") closes the clause there.
  const from = Math.max(sentence ? sentence.start : 0, end - 2);
  for (const m of text.slice(from, sentenceEnd).matchAll(new RegExp(NEXT_CLAUSE.source, 'g'))) {
    const breakEnd = from + m.index + m[0].length;
    // The connective stays with its clause: "부르라던데" is advice, "안 했는데" a denial.
    if (breakEnd >= end) return text.slice(end, Math.max(end, breakEnd)).replace(/,$/, '');
  }
  return text.slice(end, sentenceEnd);
}

/** How the clause tells what the cue ending at `end` names. */
export function moodAfter(text: string, end: number): ClauseMood {
  const raw = restOfClause(text, end);
  const rest = raw.trim();
  if (rest === '') return 'told';
  const words = rest.split(/\s+/);
  // Where the cue's own word goes on ("경찰신고는"), its particle is no word between; the last word is the ending.
  const glued = /[가-힣]$/.test(text.slice(0, end)) && /^[가-힣]/.test(raw);
  const between = words.slice(glued ? 1 : 0, -1);
  if (between.length > MAX_WORDS_BETWEEN || !between.every((w) => BETWEEN.test(w))) return 'told';
  if (QUESTION.test(rest)) return 'unreal';
  if (DENIED.test(rest)) return 'denied';
  if (PLAN_OR_WISH.test(rest)) return 'unreal';
  return 'told';
}

/**
 * Reads a yes cue against the mood of each of its clauses: `told` when one
 * occurrence is told as a fact, `denied` when none is and one is denied, and
 * nothing when the cue is absent or only asked about, planned or wished.
 */
export function cueMood(cue: RegExp, text: string): 'told' | 'denied' | undefined {
  const global = new RegExp(cue.source, cue.flags.includes('g') ? cue.flags : `${cue.flags}g`);
  let denied = false;
  for (const m of text.matchAll(global)) {
    if (m[0] === '') continue;
    const mood = moodAfter(text, m.index + m[0].length);
    if (mood === 'told') return 'told';
    if (mood === 'denied') denied = true;
  }
  return denied ? 'denied' : undefined;
}
