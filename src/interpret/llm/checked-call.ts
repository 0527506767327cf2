/**
 * One structured LLM call whose reply must also pass a deterministic check.
 * Undefined means "use the rules": the call failed (the client logged it) or
 * the check rejected the reply (logged here as a fallback).
 */
import type { z } from 'zod';
import type { AiCallLogger, LlmClient, LlmPrompt } from './client.js';
import type { Checked } from './intake-llm-checks.js';

export async function checkedCall<T>(client: LlmClient, log: AiCallLogger, prompt: LlmPrompt, schema: z.ZodType<T>, check: (value: T) => Checked<T>): Promise<T | undefined> {
  let reply: T;
  try {
    reply = await client.structured(prompt, schema);
  } catch {
    // The client already logged the failure with fell_back = 1.
    return undefined;
  }
  const checked = check(reply);
  if (checked.ok) return checked.value;
  const { provider, model } = client.settings;
  log({ provider, model, purpose: prompt.purpose, latencyMs: 0, ok: false, error: `rejected: ${checked.reason}`, fellBack: true });
  return undefined;
}
