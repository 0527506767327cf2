/** What the contract chat graph needs; tools are read at call time so a test can swap one. */
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { EventSink } from '../../engine/events.js';
import type { ContractInterpreter } from '../../interpret/contract-port.js';
import type { ContractReview } from '../../knowledge/contract-review.js';
import type { ContractAnalysis } from './domain/types.js';
import type { VectorDocType } from './tools/search-vector-db.js';

export interface ContractTools {
  searchVectorDb(query: string, docType?: VectorDocType, limit?: number): Promise<Record<string, unknown>[]>;
  searchGraphDb(clauseType: string, keywords: readonly string[]): Promise<Record<string, unknown>[]>;
  webSearch(query: string, maxResults?: number): Promise<Record<string, unknown>[]>;
  analyzeContractClause(analysis: ContractAnalysis): (clauseText: string, question: string) => Promise<Record<string, unknown>[]>;
}

export interface ContractChatDeps {
  interpreter: ContractInterpreter;
  knowledge: () => ContractReview;
  tools: ContractTools;
}

/** The event sink a run was given (a no-op for Studio runs). */
export function sinkOf(config: LangGraphRunnableConfig | undefined): EventSink {
  const emit = (config?.configurable as { emit?: EventSink } | undefined)?.emit;
  return emit ?? (() => {});
}
