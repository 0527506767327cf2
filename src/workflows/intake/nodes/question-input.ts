import type { KnowledgeBase } from '../../../knowledge/knowledge-base.js';
import type { ExpectedInput, IntakeGraphState } from '../state.js';

/** What the current question expects, with its options for choices. */
export function questionInput(kb: KnowledgeBase, state: IntakeGraphState): ExpectedInput {
  const question = state.current_question!;
  const k2 = kb.question(state.scenario!, question.field);
  const input: ExpectedInput = { type: question.answer_type, field: question.field, description: kb.field(question.field)?.label };
  if (k2?.answer_type === 'choice' && k2.options) input.options = k2.options.map((o) => ({ value: o, label: o }));
  return input;
}
