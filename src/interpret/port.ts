/**
 * The Interpreter port: the one place where workflows read language. Every
 * method returns zod-validated data; graph code decides what to do with it.
 * Later workflows add methods here and in both implementations.
 */
import { z } from 'zod';

export const KeywordExtraction = z.object({
  keywords: z.array(z.string().min(1)).max(30),
});
export type KeywordExtraction = z.infer<typeof KeywordExtraction>;

export interface Interpreter {
  /** 'rules' is offline and deterministic; 'llm' falls back to rules per call. */
  readonly kind: 'rules' | 'llm';
  /** The salient content words of a text, most important first. */
  extractKeywords(text: string): Promise<KeywordExtraction>;
}
