/** RE_QUESTION: the next missing field — critical first, then K2 order, never one already asked. */
import type { KnowledgeBase } from '../../../knowledge/knowledge-base.js';
import type { IntakeDeps } from '../deps.js';
import { deriveFactCodesThatMayHold } from '../domain/derive.js';
import { k2Of, nextQuestion } from '../domain/progress.js';
import { actionsToTellNow } from '../domain/risk.js';
import { k0Message, speak } from '../messages.js';
import type { IntakeGraphState, IntakeUpdate } from '../state.js';
import { questionInput } from './question-input.js';

export function pickNextQuestion(kb: KnowledgeBase, state: IntakeGraphState) {
  const scenario = state.scenario ? kb.scenario(state.scenario) : undefined;
  if (!scenario || state.end_requested) return null;
  return nextQuestion(
    k2Of(scenario),
    [...scenario.facts],
    state.facts,
    state.asked_fields,
  );
}

export function reQuestionNode(deps: IntakeDeps) {
  return async (state: IntakeGraphState): Promise<IntakeUpdate> => {
    const kb = deps.knowledge();
    const question = pickNextQuestion(kb, state)!;
    const current = { field: question.field, question: question.question, answer_type: question.answer_type };
    const next = { ...state, current_question: current } as IntakeGraphState;
    // What cannot wait (a payment to stop, a deadline of days) is said before the next question, once.
    const scenario = kb.scenario(state.scenario!);
    const mayHold = deriveFactCodesThatMayHold([...(scenario?.facts ?? [])], state.facts, state.reference_date);
    const urgent = actionsToTellNow(scenario?.rules ?? [], mayHold, state.told_risks);
    const advice = urgent.length === 0 ? [] : [...k0Message(kb, 'URGENT_ADVICE'), ...urgent.map((tag) => ({ code: 'URGENT_ACTION', text: `• ${tag.risk_tag}: ${tag.action_hint}` }))];
    return {
      current_state: 'FACT_COLLECTION',
      current_question: current,
      asked_fields: [...state.asked_fields, question.field],
      told_risks: [...state.told_risks, ...urgent.map((tag) => tag.rule_code)],
      ...speak(state, [...advice, { code: 'QUESTION', text: question.question }], questionInput(kb, next), deps.now()),
    };
  };
}
