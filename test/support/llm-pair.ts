/**
 * Two servers for comparing outcomes: one with an LLM (the fake OpenAI-compatible
 * server, real SDK over loopback) and one on the rules alone.
 */
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai.js';
import { startServer, type RunningServer } from './server.js';

export interface LlmPair {
  fake: FakeOpenAi;
  withLlm: RunningServer;
  rulesOnly: RunningServer;
  close(): Promise<void>;
}

export async function startLlmPair(llmTimeoutMs: number): Promise<LlmPair> {
  const fake = await startFakeOpenAi();
  const common = { SANGDAM_RATE_LIMIT: '100000' };
  const withLlm = await startServer({ ...common, SANGDAM_LLM: 'openai', OPENAI_BASE_URL: fake.baseUrl, SANGDAM_LLM_TIMEOUT_MS: String(llmTimeoutMs), SANGDAM_LLM_RETRIES: '0' });
  const rulesOnly = await startServer(common);
  return {
    fake,
    withLlm,
    rulesOnly,
    async close() {
      await withLlm.close();
      await rulesOnly.close();
      await fake.close();
    },
  };
}
