/**
 * Calls a chat model with a timeout and bounded retries, validates structured
 * replies with zod, and logs every call (no prompt or reply text) to
 * ai_process_log. Failures throw LlmCallError; callers fall back to rules.
 */
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessageChunk, HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import type { z } from 'zod';
import type { AiCallRecord } from '../../store/repositories/ai-process-log.js';
import { EchoGuard } from './echo-guard.js';
import type { LlmSettings } from './settings.js';

export type LlmFailureKind = 'error' | 'timeout' | 'invalid_json' | 'schema' | 'cancelled' | 'empty' | 'echo';

export class LlmCallError extends Error {
  override name = 'LlmCallError';
  constructor(
    readonly kind: LlmFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export type AiCallLogger = (record: AiCallRecord) => void;

export interface LlmPrompt {
  /** What the call is for, as logged (e.g. 'intake.classify'). */
  purpose: string;
  system: string;
  user: string;
  signal?: AbortSignal;
  /** Template text a streamed answer must not repeat (see EchoGuard). */
  confidential?: readonly string[];
}

interface Usage {
  input_tokens?: number;
  output_tokens?: number;
}

export class LlmClient {
  constructor(
    private readonly model: BaseChatModel,
    readonly settings: LlmSettings,
    private readonly log: AiCallLogger,
  ) {}

  /** A JSON reply validated by `schema`, or LlmCallError after the retries. */
  async structured<T>(prompt: LlmPrompt, schema: z.ZodType<T>): Promise<T> {
    return this.withRetries(prompt, async (signal) => {
      const reply = await this.model.invoke(messagesOf(prompt), { signal });
      const value = schema.safeParse(parseJsonReply(textOf(reply.content)));
      if (!value.success) {
        throw new LlmCallError('schema', `reply does not match the schema: ${value.error.issues[0]?.message ?? ''}`);
      }
      return { value: value.data, usage: (reply as { usage_metadata?: Usage }).usage_metadata };
    });
  }

  /** Streams text, calling onToken per piece; resolves to the whole text, never an empty one. */
  async streamText(prompt: LlmPrompt, onToken: (piece: string) => void): Promise<string> {
    // A stream that already sent tokens cannot be retried without duplicating them.
    return this.withRetries({ ...prompt }, async (signal) => {
      let full = '';
      let usage: Usage | undefined;
      const guard = new EchoGuard(prompt.confidential ?? [], onToken);
      const stream = await this.model.stream(messagesOf(prompt), { signal });
      for await (const chunk of stream) {
        const piece = textOf(chunk.content);
        if (chunk instanceof AIMessageChunk && chunk.usage_metadata) usage = chunk.usage_metadata;
        if (piece) {
          full += piece;
          if (!guard.push(piece)) throw new LlmCallError('echo', 'the answer repeats the prompt');
        }
      }
      // A 200 whose body is not an event stream ends with no chunk at all: that is no answer, not an empty one.
      if (!full.trim()) throw new LlmCallError('empty', 'the stream ended without any text');
      guard.flush();
      return { value: full, usage };
    }, 0);
  }

  private async withRetries<T>(
    prompt: LlmPrompt,
    attempt: (signal: AbortSignal) => Promise<{ value: T; usage: Usage | undefined }>,
    retries = this.settings.retries,
  ): Promise<T> {
    const started = performance.now();
    let lastError: LlmCallError = new LlmCallError('error', 'no attempt made');
    for (let i = 0; i <= retries; i++) {
      if (prompt.signal?.aborted) {
        lastError = new LlmCallError('cancelled', 'cancelled by the caller');
        break;
      }
      const timeout = AbortSignal.timeout(this.settings.timeoutMs);
      const signal = prompt.signal ? AbortSignal.any([prompt.signal, timeout]) : timeout;
      try {
        const { value, usage } = await attempt(signal);
        this.record(prompt.purpose, started, true, null, usage);
        return value;
      } catch (error) {
        lastError = classify(error, timeout, prompt.signal);
        if (lastError.kind === 'cancelled') break;
      }
    }
    this.record(prompt.purpose, started, false, `${lastError.kind}: ${lastError.message}`, undefined);
    throw lastError;
  }

  private record(purpose: string, started: number, ok: boolean, error: string | null, usage: Usage | undefined) {
    this.log({
      provider: this.settings.provider,
      model: this.settings.model,
      purpose,
      latencyMs: performance.now() - started,
      tokensIn: usage?.input_tokens ?? null,
      tokensOut: usage?.output_tokens ?? null,
      ok,
      error,
      fellBack: !ok,
    });
  }
}

function messagesOf(prompt: LlmPrompt): BaseMessage[] {
  return [new SystemMessage(prompt.system), new HumanMessage(prompt.user)];
}

function classify(error: unknown, timeout: AbortSignal, caller: AbortSignal | undefined): LlmCallError {
  if (error instanceof LlmCallError) return error;
  if (caller?.aborted) return new LlmCallError('cancelled', 'cancelled by the caller');
  if (timeout.aborted) return new LlmCallError('timeout', 'no reply within the time limit');
  const message = error instanceof Error ? error.message : String(error);
  return new LlmCallError('error', message.slice(0, 300));
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((part) => (typeof part === 'string' ? part : ((part as { text?: string }).text ?? ''))).join('');
  }
  return '';
}

/** Accepts a bare JSON object or one wrapped in a Markdown code fence. */
export function parseJsonReply(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new LlmCallError('invalid_json', 'reply holds no JSON object');
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch (error) {
    throw new LlmCallError('invalid_json', `reply is not valid JSON: ${(error as Error).message}`);
  }
}
