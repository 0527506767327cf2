/**
 * One intake session over the real HTTP API with an LLM configured
 * (SANGDAM_LLM=openai against a fake OpenAI-compatible server): the model's
 * classification is used, its answers go through the checks, what it gets
 * wrong falls back to rules, and the session completes. Every call is logged
 * to ai_process_log without any of the person's text.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadKnowledge } from '../src/knowledge/compile.js';
import { RulesIntakeInterpreter } from '../src/interpret/rules/intake.js';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai.js';
import { startServer, type RunningServer } from './support/server.js';

interface Turn {
  session_id: string;
  current_state: string;
  expected_input: { type: string; field: string | null };
}

const account = '친구한테 작년에 500만원 빌려줬는데 연락을 피하고 안 갚아요. 차용증은 없어요';

describe('intake over HTTP with an LLM configured', () => {
  let fake: FakeOpenAi;
  let server: RunningServer;
  let llmScenario: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    const kb = await loadKnowledge(fileURLToPath(new URL('../knowledge', import.meta.url)));
    const ruled = (await new RulesIntakeInterpreter().classify(account, kb)).candidates[0]?.scenario;
    // A scenario the rules would not choose, so the result shows whose answer was used.
    llmScenario = kb.scenarios().find((s) => s.scenario_code !== ruled && s.questions.length > 0)!.scenario_code;
    // zod keeps only the keys each purpose asks for, so one reply serves every call:
    // no emergency, content, the chosen scenario, no facts, every answer "don't know",
    // and summary sections that match no K4 format (so summaries fall back to rules).
    fake.script({
      kind: 'reply',
      content: JSON.stringify({
        emergency: false,
        kind: null,
        span: null,
        intent: 'content',
        candidates: [{ scenario: llmScenario, score: 0.95 }],
        facts: {},
        emotions: [],
        value: null,
        unknown: true,
        sections: [{ key: 'nothing', title: 't', content: '1억 원' }],
        text: '1억 원',
      }),
    });
    server = await startServer({ SANGDAM_LLM: 'openai', OPENAI_BASE_URL: fake.baseUrl, SANGDAM_LLM_TIMEOUT_MS: '2000', SANGDAM_RATE_LIMIT: '100000' });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const call = async <T>(method: 'GET' | 'POST', route: string, body?: unknown) => {
    const res = await fetch(`${server.url}${route}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as { success: boolean; data: T };
  };

  it('completes a session, using the checked LLM data and logging every call without text', async () => {
    const session = (await call<Turn>('POST', '/chat/start', { channel: 'web', reference_date: '2026-11-22' })).data.session_id;
    let turn = (await call<Turn>('POST', '/chat/message', { session_id: session, user_message: account })).data;
    expect(turn.current_state).toBe('FACT_COLLECTION');
    for (let i = 0; i < 30 && turn.current_state === 'FACT_COLLECTION'; i++) {
      turn = (await call<Turn>('POST', '/chat/message', { session_id: session, user_message: '그건 잘 기억이 안 나요' })).data;
    }
    expect(turn.current_state).toBe('COMPLETED');

    const result = (await call<{ case: { scenario: string }; summaries: Record<string, { text: string }> }>('GET', `/chat/result?session_id=${session}`)).data;
    expect(result.case.scenario).toBe(llmScenario);
    expect(Object.keys(result.summaries).sort()).toEqual(['COUNSELOR', 'CRM', 'INTERNAL_BRIEF', 'LAWYER']);
    for (const summary of Object.values(result.summaries)) expect(summary.text).not.toContain('1억');

    const prompts = fake.requests.map((r) => r.body.messages!.map((m) => m.content).join('\n'));
    expect(prompts.some((p) => p.includes(account))).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 100)); // log writes do not hold up the turn
    const rows = await server.context.aiLog.recent(500);
    const purposes = new Set(rows.map((r) => r.purpose));
    for (const purpose of ['intake.emergency', 'intake.intent', 'intake.classify', 'intake.analyse_narrative', 'intake.parse_answer', 'intake.summarise']) {
      expect(purposes).toContain(purpose);
    }
    expect(rows.some((r) => r.purpose === 'intake.summarise' && r.fell_back === 1 && r.error?.startsWith('rejected:'))).toBe(true);
    const logged = JSON.stringify(rows);
    for (const words of ['친구', '500만원', '차용증', '기억']) expect(logged).not.toContain(words);
  });
});
