/**
 * Runs the ask graph for one question: forwards the nodes' step events,
 * then streams the final text as tokens and ends with `done`. Tokens are sent
 * only once the answer has passed the grounding check (or retries are
 * exhausted and the warning block is attached): an unverified draft is never
 * shown, which is the point of this assistant.
 */
import { randomUUID } from 'node:crypto';
import type { EventSink } from '../../engine/events.js';
import type { AskInterpreter } from '../../interpret/ask-port.js';
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import { tokenize } from '../../korean/tokenize.js';
import type { DocType } from '../../search/corpus.js';
import { Retriever, type DenseRetrieval } from '../../search/retriever.js';
import type { SearchIndex } from '../../search/search-index.js';
import { shippedThesaurusFile, Thesaurus } from '../../search/thesaurus.js';
import type { StateTransition } from '../../store/repositories/state-log.js';
import type { AskDeps } from './deps.js';
import type { ClaimKind } from './domain/claims.js';
import { checkGrounding } from './domain/check.js';
import type { SourceDocument } from './domain/provisions.js';
import type { AskResult } from './result.js';
import { askTexts } from './texts.js';
import { buildAskGraph, type AskGraph } from './graph.js';
import type { AskGraphState } from './state.js';

export interface AskInput {
  question: string;
  n_results: number;
  filter_type: DocType | null;
  max_retries: number;
}

/** Splits text into the pieces sent as token events: each word with the space after it. */
export function tokenPieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

export interface VerifyResult {
  grounded: boolean;
  issues: string[];
  claims: { text: string; kind: ClaimKind; supported: boolean; evidence?: string }[];
}

/** Where each run's node transitions go (chat_session_state_log, one run id per question). */
export type TransitionLog = (transitions: StateTransition[]) => Promise<void>;

export class AskService {
  private readonly graph: AskGraph;

  constructor(
    private readonly deps: AskDeps,
    private readonly log: TransitionLog = async () => {},
  ) {
    this.graph = buildAskGraph(deps);
  }

  /** The grounding guardrail on its own, for any answer and documents a client brings. */
  verify(answer: string, documents: readonly SourceDocument[]): VerifyResult {
    const verification = checkGrounding(answer, documents, askTexts(this.deps.knowledge()), this.deps.verifier);
    return {
      grounded: verification.grounded,
      issues: verification.issues,
      claims: verification.claims.map(({ text, kind, supported, evidence }) => ({ text, kind, supported, ...(evidence ? { evidence } : {}) })),
    };
  }

  /** Ask deps over the search layer: the retriever (citations, named laws, thesaurus) and the question's expanded terms. */
  static depsFor(index: SearchIndex, interpreter: AskInterpreter, knowledge: () => KnowledgeBase, dense?: DenseRetrieval): AskDeps {
    const thesaurus = Thesaurus.fromFile(shippedThesaurusFile);
    const retriever = new Retriever(index, thesaurus, { dense });
    return {
      knowledge,
      interpreter,
      retrieve: (question, k, docType) => retriever.retrieve(question, k, docType ? { docType } : {}),
      terms: (question) => tokenize([question, ...thesaurus.expand(question)].join(' ')),
    };
  }

  async ask(input: AskInput, options: { signal?: AbortSignal; onEvent?: EventSink } = {}): Promise<AskResult> {
    let state: AskGraphState | undefined;
    const runId = `ask_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const transitions: StateTransition[] = [];
    let last = { node: null as string | null, at: performance.now() };
    const stream = await this.graph.stream(input, { streamMode: ['custom', 'updates', 'values'], ...(options.signal ? { signal: options.signal } : {}) });
    try {
      for await (const [mode, chunk] of stream as AsyncIterable<[string, unknown]>) {
        if (mode === 'custom') options.onEvent?.(chunk as Parameters<EventSink>[0]);
        else if (mode === 'values') state = chunk as AskGraphState;
        else {
          for (const node of Object.keys(chunk as object)) {
            const now = performance.now();
            transitions.push({ sessionId: runId, graph: 'ask', turn: 1, fromState: last.node, toState: node, node, durationMs: now - last.at });
            last = { node, at: now };
          }
        }
      }
    } finally {
      // A cancelled run is logged as far as it went; logging never fails the answer.
      await this.log(transitions).catch(() => {});
    }
    if (!state) throw new Error('the ask graph produced no state');
    const result: AskResult = {
      final: state.final,
      answer: state.answer,
      grounded: state.grounded,
      issues: state.issues,
      retry_count: state.retry_count,
      documents: state.documents.map(({ law, article, title, text, score, url }) => ({ law, article, title, text, score, url })),
    };
    if (options.onEvent) {
      for (const piece of tokenPieces(result.final)) options.onEvent({ type: 'token', content: piece });
      options.onEvent({ type: 'done', full_response: result.final, ...result });
    }
    return result;
  }
}
