/**
 * Bot messages come from K0. The only sentences in code are these fallbacks,
 * used when an operator's workbook lacks a step code.
 */
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import type { K0Message } from '../../knowledge/schema.js';
import type { BotMessage, ExpectedInput, IntakeGraphState, IntakeUpdate } from './state.js';

type StepCode = K0Message['step_code'];

export const fallbackMessages: Partial<Record<StepCode, string>> = {
  START_PROMPT: '어떤 일이 있었는지 편하게 적어 주세요.',
  OUT_OF_SCOPE: '법률 문제 상담 접수를 도와드리고 있어요. 겪고 계신 일을 적어 주세요.',
  EMERGENCY_MESSAGE: '지금 위험한 상황이라면 바로 112(경찰) 또는 119(구급)에 연락하세요.',
  REASK: '{hint}',
  DISAMBIGUATION_MIXED: '말씀해 주신 일과 가까운 것이 여러 가지예요. 가장 가까운 것을 골라 주세요.',
  COMPLETED: '상담 접수가 끝났어요.',
  URGENT_ADVICE: '먼저 하셔야 할 일이 있어요.',
};

export function k0Text(kb: KnowledgeBase, code: StepCode, vars: Record<string, string | number> = {}): string | null {
  const rows = kb.messages(code);
  const template = rows.length > 0 ? rows.map((r) => r.message_text).join('\n') : fallbackMessages[code];
  if (!template) return null;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function k0Message(kb: KnowledgeBase, code: StepCode, vars: Record<string, string | number> = {}): BotMessage[] {
  const text = k0Text(kb, code, vars);
  return text ? [{ code, text }] : [];
}

/**
 * The update that ends a turn: the bot's messages joined into bot_message,
 * what input comes next, and the bot's line in the transcript.
 */
export function speak(state: IntakeGraphState, messages: BotMessage[], expected: ExpectedInput, now: Date): IntakeUpdate {
  const all = [...state.messages, ...messages];
  const text = all.map((m) => m.text).join('\n\n');
  return {
    messages: all,
    bot_message: text,
    expected_input: expected,
    transcript: [...state.transcript, { role: 'bot', text, field: expected.field, at: now.toISOString() }],
  };
}

export function narrativeInput(kb: KnowledgeBase): ExpectedInput {
  return { type: 'string', field: 'narrative', description: k0Text(kb, 'START_PROMPT') ?? undefined };
}
