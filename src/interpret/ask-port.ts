/**
 * What the ask assistant (법률 Q&A) reads and writes with language: an answer
 * from retrieved provisions, a strict regeneration, and a judge's opinion.
 * The graph decides everything else: whether the answer is grounded (the
 * deterministic verifier has the last word), whether to regenerate, when to stop.
 */
import { z } from 'zod';

/** A retrieved provision as the interpreter sees it. */
export interface AskSource {
  law: string | null;
  article: string | null;
  title: string | null;
  text: string;
  score: number;
}

/** Knowledge-base texts an offline answer is framed with (근거 부족 / 답변 불가). */
export interface AskFraming {
  insufficient: string;
  unanswerable: string;
}

export interface AskRequest {
  question: string;
  sources: readonly AskSource[];
  /** The sources formatted as the seed's context string (what an LLM reads). */
  context: string;
  framing: AskFraming;
  /** The question's search terms, everyday words expanded to statute vocabulary. */
  terms: readonly string[];
  /** Aborted when the client goes away: no further model calls. */
  signal?: AbortSignal;
}

export const JudgeVerdict = z.object({
  grounded: z.boolean(),
  issues: z.array(z.string().trim().min(1).max(300)).max(10),
});
export type JudgeVerdict = z.infer<typeof JudgeVerdict>;

export interface AskInterpreter {
  readonly kind: 'rules' | 'llm';
  /** An answer from the sources, each statement followed by its citation. */
  generate(request: AskRequest): Promise<string>;
  /** Only what the sources state explicitly; 답변 불가 when they do not answer. */
  regenerateStrict(request: AskRequest): Promise<string>;
  /** An opinion on the answer's grounding; null when there is no judge (rules) or it failed. */
  judge(request: AskRequest, answer: string): Promise<JudgeVerdict | null>;
}
