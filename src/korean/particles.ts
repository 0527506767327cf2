/**
 * Curated particles (조사) and endings (어미) stripped from word ends for search,
 * with the conditions that keep nouns intact (휴가, 합의, 결과 keep their last
 * syllable). Stripping only has to be consistent between documents and queries,
 * not linguistically complete.
 */
import { hasFinal } from './hangul.js';

/** Multi-syllable particles: stripped whenever at least one syllable remains. */
const PARTICLES = [
  '에서부터', '으로부터', '로부터', '에게서', '한테서', '에서는', '에서도', '에서의', '에서만', '에게는', '에게도', '에게만', '한테는',
  '으로는', '으로도', '으로서', '으로써', '으로의', '이라도', '이라는', '이라고', '이라면', '이지만', '이었다', '이었고', '이에요',
  '입니다', '이었던', '에서', '에게', '한테', '께서', '까지', '부터', '보다', '처럼', '마다', '조차', '밖에', '에는', '에도', '에만',
  '에의', '와는', '과는', '로는', '로도', '로서', '로써', '이나', '이랑', '하고', '라도', '라는', '라고', '이며', '이고', '이다', '인데',
  '인지', '이요', '예요', '이죠', '으로', '대로', '만큼', '마저', '이란', '에선', '에겐', '한텐', '이든', '든지', '까지도', '부터는',
];

/** Verb and adjective endings: stripped only when at least two syllables remain (해고했다 → 해고). */
const ENDINGS = [
  '하였습니다', '되었습니다', '당했습니다', '했습니다', '됐습니다', '당했어요', '하여야', '되어야', '했는데', '하는데', '되는데',
  '는데', '합니다', '됩니다', '했어요', '됐어요', '당했다', '당한', '당해', '하였다', '되었다', '시켰다', '했다', '됐다', '한다', '된다',
  '하다', '되다', '하는', '되는', '하여', '되어', '해서', '돼서', '했고', '하며', '하면', '되면', '하지', '되지', '해요', '돼요',
  '하게', '되게', '시킨', '시켜', '한', '된', '할', '될', '함', '됨',
];

/** One-syllable particles that need at least two syllables before them (합의, 제도 stay whole). */
const SHORT_PARTICLES = new Set(['의', '에', '도', '만', '로', '나', '랑', '야', '요', '은', '을', '이', '과', '는', '를', '가', '와']);
/** Particles whose form depends on a final consonant (은/는, 이/가 …): checked against the stem. */
const AFTER_CONSONANT = new Set(['은', '을', '이', '과']);
const AFTER_VOWEL = new Set(['는', '를', '가', '와']);
/** The most frequent object/topic/subject particles may leave a one-syllable noun (돈을 → 돈). */
const SHORT_STEM_ALLOWED = new Set(['은', '을', '이', '는', '를']);

const byLengthDescending = (list: string[]) => {
  const lengths = [...new Set(list.map((p) => p.length))].sort((a, b) => b - a);
  const set = new Set(list);
  return { lengths, set };
};
const PARTICLE_TABLE = byLengthDescending(PARTICLES);
const ENDING_TABLE = byLengthDescending(ENDINGS);

export const ALL_PARTICLES: ReadonlySet<string> = new Set([...PARTICLES, ...ENDINGS, ...SHORT_PARTICLES]);


function stripFrom(word: string, table: { lengths: number[]; set: Set<string> }, minStem: number): string | null {
  for (const length of table.lengths) {
    if (word.length - length < minStem) continue;
    if (table.set.has(word.slice(-length))) return word.slice(0, -length);
  }
  return null;
}

/** The word without one trailing particle or ending, or the word itself. */
export function stripParticle(word: string): string {
  if (word.length < 2) return word;
  const withoutParticle = stripFrom(word, PARTICLE_TABLE, 1);
  if (withoutParticle) return withoutParticle;
  const withoutEnding = stripFrom(word, ENDING_TABLE, 2);
  if (withoutEnding) return withoutEnding;
  const last = word[word.length - 1]!;
  const stem = word.slice(0, -1);
  // 근로기준법상 → 근로기준법 (only after 법, since 보상, 이상 end in 상 too).
  if (last === '상' && stem.endsWith('법')) return stem;
  if (!SHORT_PARTICLES.has(last)) return word;
  if (stem.length < 2 && !SHORT_STEM_ALLOWED.has(last)) return word;
  const final = hasFinal(stem[stem.length - 1]!);
  if (AFTER_CONSONANT.has(last) && !final) return word;
  if (AFTER_VOWEL.has(last) && final) return word;
  return stem;
}
