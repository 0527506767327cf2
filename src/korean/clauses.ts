/**
 * Clauses and the time they speak of. A Korean sentence strings clauses
 * together with connective endings (-는데, -니까, -면서, -고 …) and puts its
 * tense on each predicate, so "어제 맞았는데 지금 또 때리고 있어요" holds a past
 * clause and a clause under way. Reading the aspect per clause tells what is
 * happening now from what is told, asked or imagined.
 */
import { FINAL, finalOf, withFinal } from './hangul.js';

/** What a clause's predicate says about time. */
export type Aspect =
  /** Under way: -고 있어요, -는 중, a stance kept (숨어 있어요), begun and going on (때리기 시작했어요). */
  | 'ongoing'
  /** About to happen or intended: -려고 해요, -ㄹ 거예요, -겠-. */
  | 'imminent'
  /** Told in the past tense: 밀었어요, 마셨는데. */
  | 'done'
  /** Asked or supposed: -나요, -ㄹ까요, -면. */
  | 'asked'
  /** Plain present: 때려요, 따라와요, 숨을 안 쉬어요. */
  | 'present';

// A word that ends a clause: a connective ending, unless an auxiliary verb follows
// ("들고 있어요" is one predicate). Nouns that end in 고 or 데 are left whole.
const CONNECTIVE_END = /(?:[가-힣]데|니까|길래|면서|다가|지만|[어아여해와워져쳐려]서|(?<!(?:신|사|광|창|최|경|재|원|피|공|참|보|학|금|포|제|고|호|모))고)$/;
// 근데 and 그런데 open a clause rather than close one.
const CONJUNCTION = /^(?:근데|그런데|그런대)$/;
const AUXILIARY_START = /^(?:있|계시|계세|계신|싶|나서|말|보|놨|놓|두|뒀|버리|버렸|줘|주|준|달|대|치우)/;
// "끌고 갔어요", "데리고 나갔어요": a verb of taking along and a verb of going make one predicate, the
// going of someone with someone else in hand (not "먹고 갔어요", two events one after the other).
const TAKING_ALONG = /(?:끌|데리|태우|싣|업|안|끌어안)고$/;
const GOING_START = /^(?:가|갔|갈|와|왔|올|오|나가|나갔|다니|다녀|사라|도망)/;

/** The clauses of one sentence, in order (the sentence itself when it has one clause). */
export function splitClauses(sentence: string): string[] {
  const words = sentence.split(/\s+/).filter((w) => w.length > 0);
  const clauses: string[] = [];
  let current: string[] = [];
  words.forEach((word, i) => {
    current.push(word);
    const next = words[i + 1];
    const takenAlong = next !== undefined && TAKING_ALONG.test(word) && GOING_START.test(next);
    if (next !== undefined && !takenAlong && ((CONNECTIVE_END.test(word) && !CONJUNCTION.test(word) && !AUXILIARY_START.test(next)) || endsInPast(word))) {
      clauses.push(current.join(' '));
      current = [];
    }
  });
  if (current.length > 0) clauses.push(current.join(' '));
  return clauses;
}

/** 있 is being somewhere, 겠 a guess or a plan; every other syllable closed by ㅆ marks the past (었, 했, 셨, 졌 …). */
function isPastSyllable(syllable: string): boolean {
  return finalOf(syllable) === FINAL.ssangSiot && syllable !== '있' && syllable !== '겠';
}

// A past verb with a final ending ends its clause even with no punctuation: "흔들었어 다친 건 아닌데".
const FINAL_ENDING = /(?:어|아|다|음|네|요|지|죠|더라)$/;
function endsInPast(word: string): boolean {
  const syllables = Array.from(word.replace(/[^가-힣]/g, ''));
  return FINAL_ENDING.test(word) && syllables.slice(-3, -1).some(isPastSyllable);
}

// The endings a spoken sentence closes a past stem with: 맞았어요, 갔음, 했습니다, 맞았고요, 휘둘렀다.
const SENTENCE_END_AFTER_PAST = /^(?:어요|어|다|습니다|음|네요|네|더라고요|더라구요|더라|죠|지요|고요|구요|거든요)?$/;

/**
 * Whether a sentence ends in the past tense, read from its last word: a syllable closed by ㅆ
 * (the past 었/았 fused into any stem: 휘둘렀, 놨, 졌) followed only by a sentence ending.
 */
export function endsInPastTense(sentence: string): boolean {
  const last = Array.from((sentence.replace(/[^가-힣\s]+/g, ' ').trim().split(/\s+/).at(-1) ?? ''));
  for (let i = last.length - 1; i >= 0; i--) {
    if (isPastSyllable(last[i]!)) return SENTENCE_END_AFTER_PAST.test(last.slice(i + 1).join(''));
  }
  return false;
}

/** Whether `text` tells of a past before the past (-었었-, 났었는데): over long ago, not just now. */
export function hasPastPerfect(text: string): boolean {
  const syllables = Array.from(text);
  return syllables.some((s, i) => isPastSyllable(s) && syllables[i + 1] === '었');
}

/**
 * Whether `sentence` is a note ending in a nominal -ㅁ (밀쳐짐, 경찰 부름): notes tell what happened as
 * often as what happens, so their tense is unknown.
 */
export function endsInNominal(sentence: string): boolean {
  const last = sentence.replace(/[^가-힣\s]+/g, ' ').trim().split(/\s+/).at(-1) ?? '';
  return unfoldNominalEnding(last) !== last;
}

/**
 * Note-style messages end a verb in a nominal -ㅁ (때림, 던짐, 따라옴), which fuses into its last
 * syllable; unfolded (때리ㅁ, 던지ㅁ) the verb's stem reads as in any other ending.
 */
export function unfoldNominalEnding(word: string): string {
  const last = word.at(-1) ?? '';
  if (word.length < 2 || finalOf(last) !== FINAL.mieum) return word;
  return `${word.slice(0, -1)}${withFinal(last, FINAL.none)}ㅁ`;
}

const ONGOING = /(?:고|어|아|해|서|와|워|져|혀)\s?있(?!었)|(?:계시|계세)|는\s?중|는중|중이|중임|중입|기\s?시작(?:했|하|해|함)/;
const IMMINENT = /려(?:고|구|\s?(?:해|하|함|는))|(?:ㄹ|을|할|갈|올|될|죽일|들어올)\s?(?:거|것|꺼|게|께|래)|(?<!모르|알|죽)겠|곧|하려|(?:온|간)대/;
// 나요 after 소리, 피, 냄새 … is the verb 나다 ("소리나요": a sound is heard), not a question.
const ASKED = /(?:(?<!(?:소리|냄새|피|코피|거품|화|열|불|연기|땀|식은땀|눈물|생각|기억|난리)(?:가|이)?)(?<=[가-힣])나요|까요|는지|[가-힣]냐|[가-힣]니|[?]|나\?|[가-힣]면|다면|어떡하|어떻게\s?해야)[\s.!~ㅠㅜ]*$/;

// -고, -서, -면서, -다가 carry no tense: "때려서 경찰 불렀어요" is past through its last verb.
const TENSELESS_LINK = /(?:[가-힣]고|[어아여해와워져쳐려]서|면서|다가)$/;
// -다가 hands over to what came next: "서 있다가 갔어요" is over, though 있다 is a stance kept.
const INTERRUPTED = /다가$/;

/** The aspect of each clause of a sentence; a tenseless link takes the tense of the clause it leads to. */
export function aspectsOf(clauses: readonly string[]): Aspect[] {
  const aspects = clauses.map(aspectOf);
  for (let i = clauses.length - 2; i >= 0; i--) {
    const clause = clauses[i]!.trim();
    if ((aspects[i] === 'present' && TENSELESS_LINK.test(clause)) || INTERRUPTED.test(clause)) aspects[i] = aspects[i + 1]!;
  }
  return aspects;
}

/**
 * Whether `sentence` trails off on a tenseless link ("한명은 우산으로 때리고.. 갈비뼈 금갔어요"), to go on in the
 * next sentence.
 */
export function trailsOff(sentence: string): boolean {
  return TENSELESS_LINK.test(sentence.trim().replace(/[.…~]+$/, ''));
}

/**
 * The aspects of the clauses of consecutive sentences: as aspectsOf, and a sentence that trails off on a
 * tenseless link takes the tense of the sentence it runs on into.
 */
export function aspectsAcross(sentences: readonly (readonly string[])[]): Aspect[][] {
  const aspects = sentences.map(aspectsOf);
  for (let i = sentences.length - 2; i >= 0; i--) {
    const last = sentences[i]!.length - 1;
    const next = aspects[i + 1]![0];
    if (last < 0 || next === undefined || aspects[i]![last] !== 'present' || !trailsOff(sentences[i]![last]!)) continue;
    for (let j = last; j >= 0 && aspects[i]![j] === 'present'; j--) aspects[i]![j] = next;
  }
  return aspects;
}

// "먼저 때린건 그쪽이에요", "민 거는 걔예요": a verb in its past adnominal form (the ㄴ of 때린, not 는) named as a
// thing and said to be someone's tells the act as done, though the copula after it is in the present. An
// adjective takes the same form in the present (아픈 건 저예요), so the caller asks this only of an act.
const COPULA_END = /(?:이에요|예요|에요|이야|야|임|입니다|이다|이죠|죠)[.!~]*$/;
export function namesADoneAct(clause: string): boolean {
  const words = clause.trim().split(/\s+/);
  if (!COPULA_END.test(words.at(-1) ?? '')) return false;
  return words.slice(0, -1).some((word, i) => {
    // "때린건" in one word, or "때린 건" in two.
    const verb = /^([가-힣]+)(?:건|거|게|것)/.exec(word)?.[1] ?? (/^(?:건|거|게|것)/.test(words[i + 1] ?? '') ? word : undefined);
    const last = verb?.at(-1);
    return last !== undefined && last !== '는' && finalOf(last) === FINAL.nieun;
  });
}

/** The aspect of `clause`, read from its last predicate (its last two words). */
export function aspectOf(clause: string): Aspect {
  const words = clause.trim().split(/\s+/);
  const predicate = words.slice(-2).join(' ');
  if (ASKED.test(predicate)) return 'asked';
  if (ONGOING.test(predicate)) return 'ongoing';
  const last = words.at(-1) ?? '';
  if (Array.from(last).some(isPastSyllable)) return 'done';
  if (IMMINENT.test(predicate)) return 'imminent';
  return 'present';
}
