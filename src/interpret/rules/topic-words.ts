/**
 * Topic words: the words of K1's group names (사기, 이혼, 해고, 임금 …) and the
 * field names (노동, 형사 …) that K1's own texts use mostly in that group or
 * field, learnt when the knowledge loads. A message that tells no problem yet
 * names a topic ("사기 당한 거 같아요", "이혼 문제요", "노동 쪽이요") is the start
 * of an account, not small talk: the graph offers that topic's menu instead of
 * the out-of-scope message. A broad word K1 uses all over ("돈 문제요", "회사 일
 *때문에요") names a topic only when the message frames it as a problem, and
 * then names the groups that use it most.
 */
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import { stripParticle } from '../../korean/particles.js';
import { compact } from './classify.js';
import { withoutLookalikes } from './lookalikes.js';

/**
 * Share of K1's uses of a name's word that must fall in its own group: 계약, 소송 and 문제 (직장 내 문제)
 * are used all over K1 and name no one group. Scenario names are not read: their words (나머지, 약속,
 * 메시지) name nothing on their own.
 */
const OWN_SHARE = 0.6;

/** K1 uses of a broad word before it may name groups: fewer is a passing word, not a topic. */
const BROAD_MIN_USES = 15;
/** A broad word names the groups that hold this share of its K1 uses, most used first. */
const BROAD_COVER = 0.6;
/** A problem frame right after a broad word: 돈 문제, 회사 일로, 집 때문에, 땅 관련, 빚 건으로. */
const PROBLEM_FRAME = /^(?:문제|일(?:로|때문|이|이요|이에요|입니다|인데)?$|건|때문|관련)/;

interface TopicWords {
  /** A word that names its groups wherever it stands. */
  named: Map<string, string[]>;
  /** A word that names its groups only in a problem frame. */
  broad: Map<string, string[]>;
}

const topicsRead = new WeakMap<KnowledgeBase, TopicWords>();

/** Topic word → the level2 codes it names: one group, or every group of a field. */
function topicWordsOf(kb: KnowledgeBase): TopicWords {
  const read = topicsRead.get(kb);
  if (read) return read;
  const texts = kb.scenarios().flatMap((s) => [...s.keywords, ...s.typical_expressions, s.scenario_name].map((t) => ({ level1: s.level1, level2: s.level2, text: compact(t) })));
  const mostlyIn = (word: string, owns: (t: (typeof texts)[number]) => boolean) => {
    const uses = texts.filter((t) => t.text.includes(word));
    return { used: uses.length > 0, owned: uses.length === 0 || uses.filter(owns).length / uses.length >= OWN_SHARE };
  };
  const words = new Map<string, string[]>();
  for (const group of kb.level2Menu()) {
    for (const word of group.level2_name.split(/[\s·,()/]+/).map(stripParticle)) {
      if (/^[가-힣]{2,}$/.test(word) && mostlyIn(word, (t) => t.level2 === group.level2).owned) words.set(word, [group.level2]);
    }
  }
  // A field's name must be used in K1 at all: 가사 (family cases) is also a song's lyrics and housework.
  for (const field of kb.level1Menu()) {
    const use = mostlyIn(field.name, (t) => t.level1 === field.level1);
    if (use.used && use.owned) words.set(field.name, [...field.level2]);
  }
  const topics = { named: words, broad: broadWordsOf(kb) };
  topicsRead.set(kb, topics);
  return topics;
}

/** Broad word → the groups holding most of its uses as a word of K1's texts. */
function broadWordsOf(kb: KnowledgeBase): Map<string, string[]> {
  const usesByWord = new Map<string, Map<string, number>>();
  for (const scenario of kb.scenarios()) {
    for (const text of [...scenario.keywords, ...scenario.typical_expressions]) {
      for (const token of wordsOf(text)) {
        const uses = usesByWord.get(token) ?? new Map<string, number>();
        uses.set(scenario.level2, (uses.get(scenario.level2) ?? 0) + 1);
        usesByWord.set(token, uses);
      }
    }
  }
  const broad = new Map<string, string[]>();
  for (const [word, uses] of usesByWord) {
    const total = [...uses.values()].reduce((a, b) => a + b, 0);
    if (total < BROAD_MIN_USES || !/^[가-힣]+$/.test(word) || PROBLEM_FRAME.test(word)) continue;
    const groups: string[] = [];
    let covered = 0;
    for (const [level2, count] of [...uses].sort((a, b) => b[1] - a[1])) {
      if (covered >= BROAD_COVER * total) break;
      groups.push(level2);
      covered += count;
    }
    broad.set(word, groups);
  }
  return broad;
}

const wordsOf = (text: string): string[] => withoutLookalikes(text).split(/[^\p{L}\p{N}]+/u).map(compact).filter(Boolean).map(stripParticle);

/**
 * Typed without spaces, a topic word follows the particle of the word before it: "남편이랑이혼하고싶어요".
 * 이 and 가 are left out: they begin too many words (이해고맙 is no 해고).
 */
const PARTICLE_BEFORE = '(?:이랑|랑|하고|한테|에게|에서|으로|을|를|은|는|와|과|의)';
const startsAWord = (token: string, word: string) => token.startsWith(word) || new RegExp(`${PARTICLE_BEFORE}${word}`).test(token);

/** The level2 groups a text names by their topic words (at the start of a word), in K1 order. */
export function topicsNamed(text: string, kb: KnowledgeBase): string[] {
  // 사기 충전 is morale, as in classification.
  const tokens = withoutLookalikes(text).split(/[^\p{L}\p{N}]+/u).map(compact).filter(Boolean);
  const words = topicWordsOf(kb);
  const named = new Set<string>();
  for (const [word, level2s] of words.named) if (tokens.some((token) => startsAWord(token, word))) for (const level2 of level2s) named.add(level2);
  if (named.size === 0) {
    tokens.forEach((token, i) => {
      const framed = i + 1 < tokens.length && PROBLEM_FRAME.test(tokens[i + 1]!);
      if (framed) for (const level2 of words.broad.get(stripParticle(token)) ?? []) named.add(level2);
    });
  }
  return kb
    .level2Menu()
    .map((group) => group.level2)
    .filter((level2) => named.has(level2));
}
