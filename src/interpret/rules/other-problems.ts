/**
 * Other problems an account tells beside the one the intake settled on: "뺨을
 * 때렸어요 … 다른 손님들 앞에서 도둑년이라고 했어요" is filed as an assault, and
 * the insult would otherwise be lost to the lawyer. Each sentence is classified
 * on its own; one that clearly tells a scenario of another group, and that the
 * whole account also leans towards, is kept with the sentence that told it.
 *
 * The thresholds were chosen on the development halves of the two-problem and
 * one-problem batches (eval/intake/dev-cases-two-r15.jsonl, -one-r15.jsonl) and
 * the rest of the dev split, for few notes on one-problem accounts.
 */
import type { KnowledgeBase, ScenarioKnowledge } from '../../knowledge/knowledge-base.js';
import { normalizeText } from '../../korean/normalize.js';
import { splitSentences } from '../../korean/sentences.js';
import type { OtherProblem } from '../intake-port.js';
import { classifyWithRules, compact } from './classify.js';

/** A sentence's own top score: below it the sentence only leans towards a scenario. */
const SENTENCE_SCORE = 0.7;
/** Ahead of the sentence's runner-up by at least this, or the sentence tells no one scenario. */
const SENTENCE_MARGIN = 0.03;
/** The whole account's score for it, as a share of the account's top score. */
const SHARE_OF_ACCOUNT = 0.5;
/** Shorter sentences ("진단서 있어요") are details of the main problem more often than problems. */
const MIN_LETTERS = 15;
const MAX_NOTED = 3;
/** A question asks about a remedy for the problem told ("작성자 찾아서 고소할수있나요"), not a second problem. */
const ASKS = /[?？]\s*$|(?:나요|까요|되나|있나|할까|인가요|건가요|되죠|죠)\s*[.~]*\s*$/;

/** A civil claim for an offence's wrong and the offence are one matter seen two ways (K1 damages_for). */
const sameWrong = (a: ScenarioKnowledge, b: ScenarioKnowledge) =>
  (a.damages_for ?? []).includes(b.scenario_code) || (b.damages_for ?? []).includes(a.scenario_code);

export function otherProblemsWithRules(text: string, settled: string, kb: KnowledgeBase): OtherProblem[] {
  const main = kb.scenario(settled);
  const sentences = splitSentences(normalizeText(text)).map((s) => s.text);
  if (!main || sentences.length < 2) return [];
  const account = classifyWithRules(text, kb).candidates;
  const accountTop = account[0]?.score ?? 0;
  const found = new Map<string, OtherProblem>();
  for (const sentence of sentences) {
    if (ASKS.test(sentence) || compact(sentence).length < MIN_LETTERS) continue;
    const [top, second] = classifyWithRules(sentence, kb).candidates;
    if (!top || top.score < SENTENCE_SCORE || top.score - (second?.score ?? 0) < SENTENCE_MARGIN) continue;
    const told = kb.scenario(top.scenario);
    // A procedure (a complaint, a settlement) is a step in the main problem, not another problem.
    if (!told || told.procedure || told.level2 === main.level2 || found.has(told.scenario_code) || sameWrong(main, told)) continue;
    const inAccount = account.find((c) => c.scenario === told.scenario_code)?.score ?? 0;
    if (inAccount < SHARE_OF_ACCOUNT * accountTop) continue;
    found.set(told.scenario_code, { scenario: told.scenario_code, text: sentence });
  }
  return [...found.values()].slice(0, MAX_NOTED);
}
