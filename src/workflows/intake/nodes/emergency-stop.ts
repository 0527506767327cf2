/** EMERGENCY_STOP: danger now — the hotlines for that kind of emergency, and no further turns. */
import { k0StepCodes } from '../../../knowledge/schema.js';
import type { IntakeDeps } from '../deps.js';
import { k0Message, speak } from '../messages.js';
import type { IntakeGraphState, IntakeUpdate } from '../state.js';

type StepCode = (typeof k0StepCodes)[number];

export function emergencyStopNode(deps: IntakeDeps) {
  return async (state: IntakeGraphState): Promise<IntakeUpdate> => {
    const kb = deps.knowledge();
    const specific = state.emergency_kind ? (`EMERGENCY_${state.emergency_kind.toUpperCase()}` as StepCode) : null;
    const messages =
      specific && k0StepCodes.includes(specific) && kb.messages(specific).length > 0
        ? k0Message(kb, specific)
        : k0Message(kb, 'EMERGENCY_MESSAGE');
    return {
      current_state: 'EMERGENCY_STOP',
      status: 'EMERGENCY_STOP',
      current_question: null,
      completed_at: deps.now().toISOString(),
      ...speak(state, messages, { type: 'none', field: null }, deps.now()),
    };
  };
}
