/**
 * The number a reply gives for the field asked when the reply holds several:
 * "월세 50에 보증금 천이에요" asked for the deposit, "큰애가 12살이고 막내가
 * 5살" asked for the youngest, "상대방은 2천 달라고 하고 저는 500까지" asked
 * what the other side demands. People name each number by the words around
 * it, so the number whose own words are the words of the field's label or of
 * the question is the one asked. When no number is named so, a reply that
 * works its way to a result ("300 빌려주고 200 더 해서 총 500") gives the
 * last one. A number said only to deny it ("천만원도 못 준대요") is not a
 * candidate, and when the question asks in a counter ("몇 달", "몇 %") only
 * numbers said with it are. A field that keeps the youngest takes the least.
 */

export interface NumberMention {
  /** Where the number starts and ends in the reply. */
  start: number;
  end: number;
  value: number;
}

// Particles and endings glued to the word that names a number ("보증금은", "막내가", "월세로는").
const PARTICLE = /(?:으로는|로는|에서|으로|이고|이랑|에는|까지|은|는|이|가|을|를|에|로|도|만|랑)$/;
// A total: "총 500", "합치면 200", "다 해서 천"; or what is left: "대출 2억 빼면 3억".
const TOTAL = /(?<![가-힣])총|합쳐|합치면|합하면|모두\s?(?:해서|합|다)|전부\s?(?:해서|합|다)|다\s?해서|(?:^|\s)(?:해서|더해서|포함해서)\s*$|빼면|제하면|제외하면/;
// "첫째 9살 둘째 4살" for the youngest child's age: a field that keeps the least of several.
const LEAST = /막내|가장\s?어린|최연소/;
// Words that lead to a result: "250이니까 500이네요", "…까지 하면 200", "2천 올려서 1억2천", "열달째 안줘서 600".
// Any verb's -서 ("줘서", "밀려서") leads on; 에서 names a place or source.
const CONCLUDES = /니까|[가-힣](?<!에)서\s|하면|이라서?\s/;
// "천만원도 못 준대요": named only to say it is not even that.
const DENIED_AFTER = /^\s?(?:원)?도\s?(?:안|못|없)/;

// One-syllable words that hedge or point rather than name ("한 300", "총 500", "제가").
const FILLER_SYLLABLE = /^[한좀약총더다딱또그저제난전이걍]$/;

// One meaning said in several ways: "못 받은" is "받지 못한" is "밀린"; "받았어요" of a loan is "돌려받은".
// Each is read as one word, so the number said with either form is named by the other.
const SAME_MEANING: ReadonlyArray<readonly [RegExp, string]> = [
  [/받지\s?못한|못\s?받은|안\s?받은|밀린|체불된?|떼인/g, ' 미지급 '],
  [/돌려\s?받[가-힣]*|되돌려\s?받[가-힣]*|갚[았은][가-힣]*|(?<![가-힣])받[았은][가-힣]*/g, ' 돌려받 '],
];

const inOneWording = (text: string): string => SAME_MEANING.reduce((said, [forms, word]) => said.replace(forms, word), text);

function wordsOf(text: string): string[] {
  return (inOneWording(text).match(/[가-힣]+/g) ?? []).map((word) => word.replace(PARTICLE, '')).filter((word) => word.length > 0);
}

/** First two syllables of each word: "보증금이" and "보증금만" share 보증. */
function stemsOf(text: string): Set<string> {
  return new Set(wordsOf(text).map((word) => word.slice(0, 2)));
}

/** How many of the words around a number name something the cue names ("월" for 월세 counts too). */
function namedBy(context: string, cue: Set<string>): number {
  let hits = 0;
  for (const word of wordsOf(context)) {
    const stem = word.slice(0, 2);
    if (stem.length === 2 ? cue.has(stem) : !FILLER_SYLLABLE.test(stem) && [...cue].some((c) => c.startsWith(stem))) hits++;
  }
  return hits;
}

// Where the words of one number end and those of the next begin: "월세 50에 | 보증금 천", "천만원 빌려줬고 | 300 받았어요".
const CLAUSE_END = /(?:에|이고|고|인데|는데|하고|이랑|랑|며|면서|[,.])(?=\s)/;

/**
 * Where the words between two numbers divide: after the first clause ending,
 * else halfway between (a tie to the later, since Korean names a thing before its number).
 */
function splitBetween(text: string, left: NumberMention, right: NumberMention): number {
  const between = text.slice(left.end, right.start);
  const ending = CLAUSE_END.exec(between);
  return ending ? left.end + ending.index + ending[0].length : Math.floor((left.end + right.start) / 2);
}

// A verb that ends its sentence ("300 받았어요 천 중에"): it tells what was done with the number before it.
const PREDICATE = /(?:[아어]요|[았었였했]어|습니다|죠|대요|래요|네요)$/;

/** The words that belong to each number. */
function contexts(text: string, mentions: readonly NumberMention[]): string[] {
  const around = mentions.map(() => [] as string[]);
  const splits = mentions.slice(1).map((right, i) => splitBetween(text, mentions[i]!, right));
  for (const word of text.matchAll(/[가-힣]+/g)) {
    const start = word.index ?? 0;
    const end = start + word[0].length;
    if (mentions.some((m) => start < m.end && end > m.start)) continue;
    const before = mentions.filter((m) => m.end <= start).length;
    const owner = PREDICATE.test(word[0]) && before > 0 ? before - 1 : splits.filter((split) => split <= start || split < end).length;
    around[owner]!.push(word[0]);
  }
  return around.map((words) => words.join(' '));
}

/**
 * The value asked for among several numbers of a reply, or null when the
 * reply holds fewer than two candidates or none stands out (the caller then
 * reads the reply as before). `label` is the field's label, which names the
 * asked thing more precisely than the question ("보증금(원)" where the question
 * also mentions 월세); `question` is the question as asked.
 */
export function numberAskedFor(text: string, mentions: readonly NumberMention[], label: string, question: string): number | null {
  const candidates = countsOfAskedKind(text, mentions, question).filter((m) => !DENIED_AFTER.test(text.slice(m.end)));
  if (candidates.length === 0 || mentions.length < 2) return null;
  if (candidates.length === 1) return candidates[0]!.value;
  // "…더 해서 총 500": a total said last is the answer whatever the parts were called.
  const last = candidates[candidates.length - 1]!;
  const previous = candidates[candidates.length - 2]!;
  const between = text.slice(previous.end, last.start);
  if (TOTAL.test(between)) return last.value;
  const labelCue = stemsOf(label);
  const questionCue = stemsOf(question);
  const around = contexts(text, candidates);
  const scored = candidates
    .map((mention, i) => ({ mention, score: 2 * namedBy(around[i]!, labelCue) + namedBy(around[i]!, questionCue) }))
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  if (best && best.score > 0 && best.score > (next?.score ?? 0)) return best.mention.value;
  // Only numbers of one kind ("9살", "4살"), not "3학년이에요 열 살".
  const counters = new Set(candidates.map((m) => text.slice(m.end).trimStart()[0]));
  if (LEAST.test(label) && counters.size === 1) return Math.min(...candidates.map((m) => m.value));
  return CONCLUDES.test(between) ? last.value : null;
}

// "몇 달 치인가요?": the counter the question asks in, and the words that count in it.
const ASKED_COUNTER = /몇\s?(달|개월|명|살|세|주|년|시간|번|회|일|%|퍼센트|프로)/;
const SAME_COUNTER: Readonly<Record<string, string>> = {
  달: '달|개월', 개월: '달|개월', 살: '살|세', 세: '살|세', '%': '%|프로|퍼센트|부', 퍼센트: '%|프로|퍼센트|부', 프로: '%|프로|퍼센트|부',
};

/**
 * The numbers said with the counter the question asks in ("석 달째 … 월세
 * 60짜리" to "몇 달 치인가요?" keeps 석 달); all of them when none is.
 */
export function countsOfAskedKind<T extends NumberMention>(text: string, mentions: readonly T[], question: string): T[] {
  const counter = ASKED_COUNTER.exec(question)?.[1];
  if (!counter) return [...mentions];
  const said = new RegExp(`^\\s?(?:${SAME_COUNTER[counter] ?? counter})`);
  const ofKind = mentions.filter((m) => said.test(text.slice(m.end)));
  return ofKind.length > 0 ? ofKind : [...mentions];
}
