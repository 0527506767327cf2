/** INIT: the K0 opening — disclaimer, privacy notice, (emergency check), prompt for the account. */
import type { IntakeDeps } from '../deps.js';
import { k0Message, narrativeInput, speak } from '../messages.js';
import type { IntakeGraphState, IntakeUpdate } from '../state.js';

const OPENING = ['DISCLAIMER', 'PRIVACY_NOTICE', 'EMERGENCY_CHECK', 'START_PROMPT'] as const;
// The person read the disclaimer and privacy notice when the session began (the transcript keeps them).
const OPENING_AFTER_RESTART = ['EMERGENCY_CHECK', 'START_PROMPT'] as const;

export function initNode(deps: IntakeDeps) {
  return async (state: IntakeGraphState): Promise<IntakeUpdate> => {
    const kb = deps.knowledge();
    const restarted = state.messages.some((m) => m.code === 'RESTARTED');
    const opening = (restarted ? OPENING_AFTER_RESTART : OPENING).flatMap((code) => k0Message(kb, code));
    return {
      current_state: 'CASE_CLASSIFICATION',
      // After a restart, state.messages already holds the RESTARTED notice.
      ...speak(state, opening, narrativeInput(kb), deps.now()),
    };
  };
}
