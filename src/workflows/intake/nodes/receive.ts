/**
 * What every node that waits for the person does first: pause, then look at
 * the message for an emergency, a restart or an end request before its content.
 */
import { Command, interrupt } from '@langchain/langgraph';
import type { IntakeDeps, IntakeResume } from '../deps.js';
import { k0Message } from '../messages.js';
import type { IntakeGraphState, IntakeUpdate } from '../state.js';

export type Received =
  | { kind: 'end'; update: IntakeUpdate }
  | { kind: 'emergency'; update: IntakeUpdate }
  | { kind: 'restart'; update: IntakeUpdate }
  | { kind: 'question_to_bot'; text: string; update: IntakeUpdate }
  | { kind: 'smalltalk'; text: string; update: IntakeUpdate }
  | { kind: 'content'; text: string; asksBot?: { questions: string[]; rest: string }; update: IntakeUpdate };

export async function receive(deps: IntakeDeps, state: IntakeGraphState, awaiting: string): Promise<Received> {
  const resume = interrupt<{ awaiting: string }, IntakeResume>({ awaiting });
  if (resume.kind === 'end') return { kind: 'end', update: { messages: [], end_requested: true } };
  const text = resume.text;
  const turn = state.turn + 1;
  const update: IntakeUpdate = {
    messages: [],
    last_user_input: text,
    turn,
    transcript: [...state.transcript, { role: 'user', text, field: state.expected_input.field, at: deps.now().toISOString() }],
  };
  const emergency = await deps.interpreter.detectEmergency(text);
  if (emergency.emergency) return { kind: 'emergency', update: { ...update, emergency_kind: emergency.kind } };
  const { intent, asks_bot } = await deps.interpreter.intentOf(text);
  if (intent === 'restart') return { kind: 'restart', update };
  if (intent === 'end') return { kind: 'end', update: { ...update, end_requested: true } };
  if (intent === 'question_to_bot' || intent === 'smalltalk') return { kind: intent, text, update };
  return { kind: 'content', text, ...(asks_bot ? { asksBot: asks_bot } : {}), update };
}

/** A fresh session state, as after INIT, keeping only identity and the transcript. */
export function restartUpdate(state: IntakeGraphState, update: IntakeUpdate): IntakeUpdate {
  return {
    ...update,
    case_type: null,
    sub_case_type: null,
    scenario: null,
    facts: {},
    emotion: [],
    completion_rate: 0,
    missing_fields: [],
    asked_fields: [],
    skipped_fields: [],
    unknown_fields: [],
    initial_description: null,
    initial_analysis: null,
    conversation_history: [],
    other_problems: [],
    current_question: null,
    pending_menu: null,
    reasks: {},
    fact_codes: [],
    risk_tags: [],
    told_risks: [],
    summaries: {},
    end_requested: false,
    transcript: update.transcript ?? state.transcript,
  };
}

/**
 * The same for every waiting node: an end request goes on to `endTo`, an
 * emergency stops, a restart goes back to INIT. Null for anything else.
 */
export function controlCommand(deps: IntakeDeps, state: IntakeGraphState, got: Received, endTo: 'FACT_COLLECTION' | 'VALIDATION'): Command | null {
  switch (got.kind) {
    case 'end':
      return new Command({ goto: endTo, update: got.update });
    case 'emergency':
      return new Command({ goto: 'EMERGENCY_STOP', update: got.update });
    case 'restart':
      return new Command({ goto: 'INIT', update: { ...restartUpdate(state, got.update), messages: k0Message(deps.knowledge(), 'RESTARTED') } });
    default:
      return null;
  }
}
