import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/support/fake-openai.js';
import { loadConfig } from '../../config.js';
import type { AiCallRecord } from '../../store/repositories/ai-process-log.js';
import { createInterpreter } from '../index.js';
import { createChatModel } from './chat-model.js';
import { LlmCallError, LlmClient, parseJsonReply } from './client.js';
import type { LlmSettings } from './settings.js';

let fake: FakeOpenAi;
let logged: AiCallRecord[];
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  logged = [];
  fake.requests.length = 0;
});

function client(overrides: Partial<LlmSettings> = {}) {
  const settings: LlmSettings = { provider: 'openai', model: 'fake-model', baseUrl: fake.baseUrl, timeoutMs: 2000, retries: 1, ...overrides };
  return new LlmClient(createChatModel(settings), settings, (r) => logged.push(r));
}

const Answer = z.object({ keywords: z.array(z.string()) });

describe('LlmClient against a fake OpenAI-compatible server', () => {
  it('returns validated structured data and logs tokens without text', async () => {
    fake.script({ kind: 'reply', content: '```json\n{"keywords": ["임금", "체불"]}\n```' });
    const value = await client().structured({ purpose: 'test', system: 'sys', user: '월급을 못 받았어요' }, Answer);
    expect(value).toEqual({ keywords: ['임금', '체불'] });
    expect(fake.requests[0]!.body.messages?.map((m) => m.role)).toEqual(['system', 'user']);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ provider: 'openai', model: 'fake-model', purpose: 'test', ok: true, fellBack: false, tokensIn: 11, tokensOut: 7 });
    expect(JSON.stringify(logged)).not.toContain('월급');
  });

  it('retries a 500 once and then succeeds', async () => {
    fake.script({ kind: 'status', status: 500 }, { kind: 'reply', content: '{"keywords": ["a"]}' });
    await expect(client().structured({ purpose: 't', system: 's', user: 'u' }, Answer)).resolves.toEqual({ keywords: ['a'] });
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    ['a 500 on every attempt', { kind: 'status', status: 500 } as const, 'error'],
    ['a hang past the timeout', { kind: 'hang' } as const, 'timeout'],
    ['malformed JSON', { kind: 'reply', content: '{"keywords": [' } as const, 'invalid_json'],
    ['prose with no JSON', { kind: 'reply', content: '죄송하지만 답할 수 없어요' } as const, 'invalid_json'],
    ['JSON of the wrong shape', { kind: 'reply', content: '{"words": 3}' } as const, 'schema'],
  ])('fails with a typed error on %s, after bounded retries', async (_name, behaviour, kind) => {
    fake.script(behaviour);
    const error = await client({ timeoutMs: 300 })
      .structured({ purpose: 't', system: 's', user: 'u' }, Answer)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmCallError);
    expect((error as LlmCallError).kind).toBe(kind);
    expect(fake.requests).toHaveLength(2);
    expect(logged).toEqual([expect.objectContaining({ ok: false, fellBack: true, error: expect.stringContaining(kind) })]);
  });

  it('streams tokens in order', async () => {
    fake.script({ kind: 'stream', pieces: ['근로', '기준법 ', '제36조'], delayMs: 5 });
    const pieces: string[] = [];
    const full = await client().streamText({ purpose: 'stream', system: 's', user: 'u' }, (p) => pieces.push(p));
    expect(pieces).toEqual(['근로', '기준법 ', '제36조']);
    expect(full).toBe('근로기준법 제36조');
    expect(fake.requests[0]!.body.stream).toBe(true);
  });

  it('reports a stream that carries no text as a failure', async () => {
    fake.script({ kind: 'status', status: 200, body: '{"id": "chatcmpl-fake", "choices": [' });
    await expect(client().streamText({ purpose: 'stream', system: 's', user: 'u' }, () => {})).rejects.toMatchObject({ kind: 'empty' });
  });

  it('reports a stream dropped mid-way as an error, without retrying', async () => {
    fake.script({ kind: 'drop-stream', pieces: ['앞부분'] });
    const pieces: string[] = [];
    await expect(client().streamText({ purpose: 'stream', system: 's', user: 'u' }, (p) => pieces.push(p))).rejects.toBeInstanceOf(LlmCallError);
    expect(fake.requests).toHaveLength(1);
  });

  it('stops when the caller cancels', async () => {
    fake.script({ kind: 'hang' });
    const controller = new AbortController();
    const pending = client({ timeoutMs: 5000 })
      .structured({ purpose: 't', system: 's', user: 'u', signal: controller.signal }, Answer)
      .catch((e: unknown) => e);
    // Cancelled once the request is in flight (a fixed delay may fire before it leaves on a busy machine).
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1), { timeout: 4000 });
    controller.abort();
    const error = await pending;
    expect((error as LlmCallError).kind).toBe('cancelled');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('the configured interpreter', () => {
  const config = () => loadConfig({ SANGDAM_LLM: 'openai', OPENAI_BASE_URL: fake.baseUrl, SANGDAM_LLM_TIMEOUT_MS: '300' }, { configFile: '/none' });

  it('uses the LLM when it answers well', async () => {
    fake.script({ kind: 'reply', content: '{"keywords": ["보증금", "임대인"]}' });
    const interpreter = createInterpreter(config(), (r) => logged.push(r));
    expect(interpreter.kind).toBe('llm');
    expect(await interpreter.extractKeywords('집주인이 보증금을 안 돌려줘요')).toEqual({ keywords: ['보증금', '임대인'] });
  });

  it.each([
    { kind: 'status', status: 503 } as const,
    { kind: 'hang' } as const,
    { kind: 'reply', content: 'not json' } as const,
    { kind: 'reply', content: '{"keywords": "one"}' } as const,
  ])('falls back to rules on %o and the session goes on', async (behaviour) => {
    fake.script(behaviour);
    const interpreter = createInterpreter(config(), (r) => logged.push(r));
    const result = await interpreter.extractKeywords('보증금 보증금 집주인');
    expect(result.keywords[0]).toBe('보증금');
    expect(logged.at(-1)).toMatchObject({ ok: false, fellBack: true });
  });

  it('is the rules interpreter when no LLM is configured', async () => {
    const interpreter = createInterpreter(loadConfig({}, { configFile: '/none' }), (r) => logged.push(r));
    expect(interpreter.kind).toBe('rules');
    expect((await interpreter.extractKeywords('임금 체불 임금')).keywords).toEqual(['임금', '체불']);
    expect(logged).toEqual([]);
  });
});

describe('parseJsonReply', () => {
  it('finds the object inside prose or fences', () => {
    expect(parseJsonReply('결과: {"a": 1} 입니다')).toEqual({ a: 1 });
  });
});
