/** Disambiguation and category menus: their K0 text and reading the person's pick. */
import type { Classification } from '../../../interpret/intake-port.js';
import type { KnowledgeBase } from '../../../knowledge/knowledge-base.js';
import type { IntakeDeps } from '../deps.js';
import { k0Text } from '../messages.js';
import type { BotMessage, PendingMenu } from '../state.js';

export function menuMessage(kb: KnowledgeBase, menu: PendingMenu, level1?: string): BotMessage {
  const list = menu.options.map((o, i) => `${i + 1}. ${o.label}`).join('\n');
  const question = disambiguationQuestion(kb, menu);
  // A bare list tells the person nothing: scenarios of several level2s get K0's general question instead.
  const code = menu.kind === 'scenario' ? (question ? 'DISAMBIGUATION' : 'DISAMBIGUATION_MIXED') : menu.kind === 'level1' ? 'CATEGORY_MENU' : 'LEVEL2_MENU';
  const intro = k0Text(kb, code, { question, level1_name: level1 ? kb.level1Name(level1 as never) : '' });
  return { code, text: [intro, list].filter(Boolean).join('\n') };
}

/**
 * The level2's own question when the options are all of one level2's scenarios. The question names every scenario
 * of its level2 in prose, so a menu of only some of them gets K0's general question instead: six choices told and
 * two numbered would leave the person looking for the other four.
 */
function disambiguationQuestion(kb: KnowledgeBase, menu: PendingMenu): string {
  if (menu.kind !== 'scenario') return '';
  const level2s = new Set(menu.options.map((o) => kb.scenario(o.value)?.level2));
  const only = level2s.size === 1 ? kb.level2([...level2s][0]!) : undefined;
  return only && menu.options.length >= only.scenarios.length ? only.disambiguation_question : '';
}

/** The option the person picked (by number, label or paraphrase), or null; `unknown` when the reply says they do not know ("모름"). */
export async function chooseOption(deps: IntakeDeps, menu: PendingMenu, text: string, referenceDate: string): Promise<{ picked: string | null; unknown: boolean }> {
  const labels = menu.options.map((o) => o.label);
  const answer = await deps.interpreter.parseAnswer(
    text,
    { field: menu.kind, question: '', answer_type: 'choice', options: labels, required: true, critical: false, reask_hint: '' },
    undefined,
    referenceDate,
  );
  if (answer.unknown || typeof answer.value !== 'string') return { picked: null, unknown: answer.unknown };
  return { picked: menu.options.find((o) => o.label === answer.value)?.value ?? null, unknown: false };
}

/** The same menu: same kind and the same options, in any order. */
export function sameMenu(a: PendingMenu, b: PendingMenu): boolean {
  if (a.kind !== b.kind || a.options.length !== b.options.length) return false;
  const values = new Set(a.options.map((o) => o.value));
  return b.options.every((o) => values.has(o.value));
}

/** The field a group menu belongs to, for LEVEL2_MENU's {level1_name}. */
export function pendingLevel1(kb: KnowledgeBase, menu: PendingMenu): string | undefined {
  return menu.kind === 'level2' && menu.options[0] ? kb.level2(menu.options[0].value)?.level1 : undefined;
}

/** The scenario of a menu the account scores highest; the menu's first (its ranked top) when none scores. */
export function likeliestOption(menu: PendingMenu, classification: Classification): string {
  const score = new Map(classification.candidates.map((c) => [c.scenario, c.score]));
  let best = menu.options[0]!.value;
  for (const option of menu.options) if ((score.get(option.value) ?? 0) > (score.get(best) ?? 0)) best = option.value;
  return best;
}
