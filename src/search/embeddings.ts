/**
 * The Embeddings port for optional dense retrieval: any OpenAI-compatible
 * `/v1/embeddings` endpoint (OpenAI, vLLM, LM Studio …) or Ollama (which serves
 * the same API under /v1). Off unless SANGDAM_EMBEDDINGS names a provider.
 */
import OpenAI from 'openai';
import type { Config } from '../config.js';
import type { Store } from '../store/database.js';
import type { DenseRetrieval } from './retriever.js';
import { VectorIndex } from './vector-index.js';

export interface Embeddings {
  /** Vectors are stored per model, so switching models never mixes spaces. */
  readonly model: string;
  embed(texts: string[]): Promise<Float32Array[]>;
}

export class OpenAiCompatibleEmbeddings implements Embeddings {
  private readonly client: OpenAI;

  constructor(
    readonly model: string,
    options: { baseUrl?: string | undefined; apiKey?: string | undefined; timeoutMs: number; retries: number },
  ) {
    // Local servers (Ollama, vLLM) need no key, but the SDK insists on one.
    this.client = new OpenAI({ baseURL: options.baseUrl, apiKey: options.apiKey ?? 'not-needed', timeout: options.timeoutMs, maxRetries: options.retries });
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    if (texts.length === 0) return [];
    const response = await this.client.embeddings.create({ model: this.model, input: texts, encoding_format: 'float' });
    const vectors = [...response.data].sort((a, b) => a.index - b.index).map((d) => Float32Array.from(d.embedding));
    if (vectors.length !== texts.length) throw new Error(`embeddings endpoint returned ${vectors.length} vectors for ${texts.length} texts`);
    return vectors;
  }
}

/** The configured embeddings, or undefined when dense retrieval is off (the default). */
export function embeddingsFromConfig(config: Config): Embeddings | undefined {
  if (config.embeddings === 'none') return undefined;
  const model = config.embeddingsModel!;
  const common = { timeoutMs: config.llmTimeoutMs, retries: config.llmRetries };
  if (config.embeddings === 'ollama') {
    const base = (config.ollamaBaseUrl ?? 'http://127.0.0.1:11434').replace(/\/+$/, '');
    return new OpenAiCompatibleEmbeddings(model, { ...common, baseUrl: `${base}/v1` });
  }
  return new OpenAiCompatibleEmbeddings(model, { ...common, baseUrl: config.openaiBaseUrl, apiKey: config.openaiApiKey });
}

/** Dense retrieval over the store's vectors when embeddings are configured; undefined (lexical only) otherwise. */
export function denseRetrieval(config: Config, store: Store): DenseRetrieval | undefined {
  const embeddings = embeddingsFromConfig(config);
  return embeddings && { embeddings, vectors: new VectorIndex(store) };
}
