/**
 * Offline scenario classification from K1: keyword hits (longer, more specific
 * keywords weigh more), how much of a typical expression's wording the text
 * contains (syllable bigrams, robust to missing spaces and small typos), and
 * penalties for negative keywords. Scores are in [0, 1) and comparable within
 * one call; the graph decides what they mean.
 */
import type { KnowledgeBase, ScenarioKnowledge } from '../../knowledge/knowledge-base.js';
import { normalizeText } from '../../korean/normalize.js';
import type { Classification } from '../intake-port.js';

interface Keyword {
  whole: string;
  /** The words of a multi-word keyword ("판매자 잠수" → 판매자, 잠수), for partial credit. */
  words: string[];
}

interface ScenarioIndex {
  code: string;
  keywords: Keyword[];
  negatives: string[];
  expressions: Set<string>[];
}

/** Lower-case, normalised, without spaces or punctuation: "월급 안줌!" → "월급안줌". */
export function compact(text: string): string {
  return normalizeText(text).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

export function bigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < text.length - 1; i++) out.add(text.slice(i, i + 2));
  return out;
}

const indexes = new WeakMap<KnowledgeBase, ScenarioIndex[]>();

function indexOf(kb: KnowledgeBase): ScenarioIndex[] {
  let index = indexes.get(kb);
  if (!index) {
    index = kb.scenarios().map((s: ScenarioKnowledge) => ({
      code: s.scenario_code,
      keywords: [...new Set([...s.keywords, s.scenario_name])]
        .map((k) => ({ whole: compact(k), words: k.split(/\s+/).map(compact).filter((w) => w.length >= 2) }))
        .filter((k) => k.whole.length >= 2),
      negatives: [...new Set(s.negative_keywords.map(compact).filter((k) => k.length >= 2))],
      expressions: s.typical_expressions.map((e) => bigrams(compact(e))).filter((b) => b.size >= 3),
    }));
    indexes.set(kb, index);
  }
  return index;
}

/** Longer keywords are more specific: 2 syllables weigh 2/3, 6 or more weigh 2. */
const keywordWeight = (keyword: string) => Math.min(keyword.length, 6) / 3;
/** A multi-word keyword whose words all appear apart still says less than the phrase. */
const PARTIAL_WEIGHT = 0.4;
const EXPRESSION_WEIGHT = 3;
const NEGATIVE_PENALTY = 1.5;
/** raw / (raw + SATURATION) maps any raw score into [0, 1). */
const SATURATION = 2;

export function scoreScenario(index: ScenarioIndex, text: string, textBigrams: Set<string>): number {
  let raw = 0;
  for (const keyword of index.keywords) {
    if (text.includes(keyword.whole)) raw += keywordWeight(keyword.whole);
    else if (keyword.words.length > 1) {
      const found = keyword.words.filter((w) => text.includes(w));
      raw += PARTIAL_WEIGHT * (found.length / keyword.words.length) * keywordWeight(keyword.whole) * (found.length > 0 ? 1 : 0);
    }
  }
  let best = 0;
  for (const expression of index.expressions) {
    let shared = 0;
    for (const gram of expression) if (textBigrams.has(gram)) shared++;
    best = Math.max(best, shared / expression.size);
  }
  raw += EXPRESSION_WEIGHT * best * best;
  for (const negative of index.negatives) if (text.includes(negative)) raw -= NEGATIVE_PENALTY;
  return raw <= 0 ? 0 : raw / (raw + SATURATION);
}

export function classifyWithRules(input: string, kb: KnowledgeBase, limit = 10): Classification {
  const text = compact(input).slice(0, 20_000);
  if (text.length < 2) return { candidates: [] };
  const textBigrams = bigrams(text);
  const candidates = indexOf(kb)
    .map((index) => ({ scenario: index.code, score: Math.round(scoreScenario(index, text, textBigrams) * 10_000) / 10_000 }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.scenario.localeCompare(b.scenario))
    .slice(0, limit);
  return { candidates };
}
