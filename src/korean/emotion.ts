/**
 * Emotions expressed in a text, kept apart from its facts: one entry per type
 * (억울함, 분노, 불안, 두려움, 슬픔, 수치심, 답답함, 절망) with an intensity of
 * 1–5 and the sentence that expresses it.
 *
 * Intensity starts at 2 and grows with intensifiers in the same sentence
 * (너무, 진짜, 미치겠, 죽겠, ㅠㅠ, !!); softeners (조금, 약간) lower it.
 */
import { normalizeText } from './normalize.js';
import { splitSentences } from './sentences.js';

export type EmotionType = '억울함' | '분노' | '불안' | '두려움' | '슬픔' | '수치심' | '답답함' | '절망';

export interface Emotion {
  type: EmotionType;
  intensity: 1 | 2 | 3 | 4 | 5;
  span: string;
}

interface Cue {
  type: EmotionType;
  pattern: RegExp;
  /** Words like 미치겠 are intensifiers first; they name an emotion only when the sentence names no other. */
  weak?: boolean;
}

const CUES: Cue[] = [
  { type: '억울함', pattern: /억울|누명|덮어씌|뒤집어씌|부당하|억하심정/g },
  { type: '분노', pattern: /화가\s?나|화도\s?나|화나|화났|화내|열\s?받|빡치|빡쳐|분하|분해|분통|짜증|괘씸|어이(?:가\s?)?없|기가\s?막|분노|열불|뚜껑|치가\s?떨|이가\s?갈/g },
  { type: '불안', pattern: /불안|걱정|초조|조마조마|잠이\s?안\s?와|잠을\s?못|잠도\s?못|어떡하|어떻게\s?해야|어쩌지|어쩌죠|마음이\s?안\s?놓|두근/g },
  { type: '두려움', pattern: /무섭|무서[워웠운]|두렵|두려[워웠운움]|겁나|겁이\s?나|겁먹|공포|떨려|소름/g },
  { type: '슬픔', pattern: /슬프|슬퍼|슬픔|눈물|울었|울고|울어|우울|서럽|서러[워웠운]|속상|마음이\s?아프|가슴이\s?아프|비참|허탈/g },
  { type: '수치심', pattern: /창피|수치|부끄럽|부끄러|쪽팔|모욕|망신|굴욕|치욕|자존심이\s?상|얼굴을\s?못\s?들/g },
  { type: '답답함', pattern: /답답|막막|속\s?터지|속이\s?터|갑갑|어찌할\s?바/g },
  { type: '답답함', pattern: /미치겠|미칠\s?것\s?같|환장/g, weak: true },
  { type: '절망', pattern: /절망|희망이\s?없|포기하고\s?싶|살\s?맛이\s?안|앞이\s?캄캄|다\s?끝났|끝장|아무것도\s?할\s?수\s?없|죽고\s?싶|방법이\s?없|살\s?길이\s?막막/g },
];

const CRYING = /[ㅠㅜ]{2,}/g;
const INTENSIFIERS = /너무|진짜|정말|완전|엄청|매우|몹시|넘\s|겁나게|미치겠|미칠\s?것|죽겠|돌겠|환장|참을\s?수\s?없|말도\s?안\s?되|너무너무/g;
const SOFTENERS = /조금|약간|좀|살짝|다소/;
const EXCLAIMS = /[!！]{2,}/;
const NEGATED_AFTER = /^[가-힣]{0,2}\s?(?:지는|진|지도|지)\s?않|^[가-힣]{0,2}\s?(?:지\s?마|지\s?말)|^\s?(?:없|안\s?해|안\s?돼|마세요|마요)/;
const NEGATED_BEFORE = /(?:^|\s)안\s?$/;

function countMatches(text: string, pattern: RegExp): number {
  let count = 0;
  for (const _ of text.matchAll(pattern)) count++;
  return count;
}

function intensityOf(sentence: string): Emotion['intensity'] {
  let level = 2 + Math.min(2, countMatches(sentence, INTENSIFIERS));
  for (const crying of sentence.matchAll(CRYING)) level += crying[0].length >= 4 ? 2 : 1;
  if (EXCLAIMS.test(sentence)) level += 1;
  if (SOFTENERS.test(sentence) && level === 2) level -= 1;
  return Math.max(1, Math.min(5, level)) as Emotion['intensity'];
}

function affirmed(sentence: string, match: RegExpMatchArray): boolean {
  const start = match.index ?? 0;
  const after = sentence.slice(start + match[0].length, start + match[0].length + 8);
  const before = sentence.slice(Math.max(0, start - 3), start);
  return !NEGATED_AFTER.test(after) && !NEGATED_BEFORE.test(before);
}

/** Emotions in `text`, strongest per type, in order of first appearance. Never throws. */
export function extractEmotions(input: string): Emotion[] {
  const text = normalizeText(typeof input === 'string' ? input : '');
  const found = new Map<EmotionType, Emotion>();
  const note = (type: EmotionType, intensity: Emotion['intensity'], span: string) => {
    const existing = found.get(type);
    if (!existing) found.set(type, { type, intensity, span });
    else if (intensity > existing.intensity) found.set(type, { type, intensity, span });
  };
  for (const { text: sentence } of splitSentences(text)) {
    // Type → position of its first affirmed cue, so types come out in the order they were said.
    const types = new Map<EmotionType, number>();
    const see = (type: EmotionType, at: number) => types.set(type, Math.min(at, types.get(type) ?? Infinity));
    for (const cue of CUES) {
      if (cue.weak) continue;
      for (const match of sentence.matchAll(cue.pattern)) if (affirmed(sentence, match)) see(cue.type, match.index ?? 0);
    }
    if (types.size === 0) {
      for (const cue of CUES) {
        const at = cue.weak ? sentence.search(cue.pattern) : -1;
        if (at >= 0) see(cue.type, at);
      }
    }
    // Crying alone still says something: sadness, unless a word names the feeling.
    if (types.size === 0 && countMatches(sentence, CRYING) > 0) see('슬픔', 0);
    const intensity = intensityOf(sentence);
    for (const [type] of [...types].sort((a, b) => a[1] - b[1])) note(type, intensity, sentence);
  }
  return [...found.values()];
}

// Words that add nothing to a feeling: intensifiers, sighs, laughter and tears.
const FILLER = /^(?:너무|진짜|정말|좀|넘|아|헐|[ㅠㅜㅎㅋ.,!?~…]+)$/;
/** A feeling is said in a word or two ("무서워요", "너무 걱정돼요 ㅠㅠ"); more words tell something besides. */
const MOST_FEELING_WORDS = 2;

/** Whether `text` tells only how the person feels ("무서워요", "너무 걱정돼요 ㅠㅠ") and nothing else. */
export function saysOnlyFeelings(text: string): boolean {
  const words = normalizeText(text).split(/\s+/).filter((word) => word.length > 0 && !FILLER.test(word));
  return words.length > 0 && words.length <= MOST_FEELING_WORDS && extractEmotions(text).length > 0;
}
