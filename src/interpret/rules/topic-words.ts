/**
 * Topic words: the words of K1's group names (사기, 이혼, 해고, 임금 …) and the
 * field names (노동, 형사 …) that K1's own texts use mostly in that group or
 * field, learnt when the knowledge loads. A message that tells no problem yet
 * names a topic ("사기 당한 거 같아요", "이혼 문제요", "노동 쪽이요") is the start
 * of an account, not small talk: the graph offers that topic's menu instead of
 * the out-of-scope message.
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

const topicsRead = new WeakMap<KnowledgeBase, Map<string, string[]>>();

/** Topic word → the level2 codes it names: one group, or every group of a field. */
function topicWordsOf(kb: KnowledgeBase): Map<string, string[]> {
  let words = topicsRead.get(kb);
  if (words) return words;
  const texts = kb.scenarios().flatMap((s) => [...s.keywords, ...s.typical_expressions, s.scenario_name].map((t) => ({ level1: s.level1, level2: s.level2, text: compact(t) })));
  const mostlyIn = (word: string, owns: (t: (typeof texts)[number]) => boolean) => {
    const uses = texts.filter((t) => t.text.includes(word));
    return { used: uses.length > 0, owned: uses.length === 0 || uses.filter(owns).length / uses.length >= OWN_SHARE };
  };
  words = new Map();
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
  topicsRead.set(kb, words);
  return words;
}

/** The level2 groups a text names by their topic words (at the start of a word), in K1 order. */
export function topicsNamed(text: string, kb: KnowledgeBase): string[] {
  // 사기 충전 is morale, as in classification.
  const tokens = withoutLookalikes(text).split(/[^\p{L}\p{N}]+/u).map(compact).filter(Boolean);
  const named = new Set<string>();
  for (const [word, level2s] of topicWordsOf(kb)) if (tokens.some((token) => token.startsWith(word))) for (const level2 of level2s) named.add(level2);
  return kb
    .level2Menu()
    .map((group) => group.level2)
    .filter((level2) => named.has(level2));
}
