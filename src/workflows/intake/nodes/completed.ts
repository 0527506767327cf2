/** COMPLETED: the case file is final; the person sees their own summary and what happens next. */
import type { IntakeDeps } from '../deps.js';
import { k0Message, speak } from '../messages.js';
import type { IntakeGraphState, IntakeUpdate } from '../state.js';

export function completedNode(deps: IntakeDeps) {
  return async (state: IntakeGraphState): Promise<IntakeUpdate> => {
    const kb = deps.knowledge();
    const counselor = state.summaries.COUNSELOR;
    const messages = [
      ...k0Message(kb, 'SUMMARY_INTRO'),
      ...(counselor ? [{ code: 'SUMMARY', text: counselor.text }] : []),
      ...k0Message(kb, 'NEXT_STEPS'),
      ...k0Message(kb, 'COMPLETED'),
    ];
    return {
      current_state: 'COMPLETED',
      status: 'COMPLETED',
      current_question: null,
      completed_at: deps.now().toISOString(),
      ...speak(state, messages, { type: 'none', field: null }, deps.now()),
    };
  };
}
