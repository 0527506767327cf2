/** Disambiguation and category menus: their K0 text and reading the person's pick. */
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

/** The level2's own question when every option belongs to one level2. */
function disambiguationQuestion(kb: KnowledgeBase, menu: PendingMenu): string {
  if (menu.kind !== 'scenario') return '';
  const level2s = new Set(menu.options.map((o) => kb.scenario(o.value)?.level2));
  const only = level2s.size === 1 ? kb.level2([...level2s][0]!) : undefined;
  return only?.disambiguation_question ?? '';
}

/** The option the person picked (by number, label or paraphrase), or null. */
export async function chooseOption(deps: IntakeDeps, menu: PendingMenu, text: string, referenceDate: string): Promise<string | null> {
  const labels = menu.options.map((o) => o.label);
  const answer = await deps.interpreter.parseAnswer(
    text,
    { field: menu.kind, question: '', answer_type: 'choice', options: labels, required: true, critical: false, reask_hint: '' },
    undefined,
    referenceDate,
  );
  if (answer.unknown || typeof answer.value !== 'string') return null;
  return menu.options.find((o) => o.label === answer.value)?.value ?? null;
}
