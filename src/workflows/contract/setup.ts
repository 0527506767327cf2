/**
 * Opens the contract assistant over a store: its knowledge, repository, the
 * risk-pattern graph (reseeded from the rules at start), the tools and the chat graph.
 */
import type { BaseCheckpointSaver } from '@langchain/langgraph';
import type { TurnRunner } from '../../engine/run-turn.js';
import type { ContractInterpreter } from '../../interpret/contract-port.js';
import type { ContractKnowledgeSource } from '../../knowledge/contract-review.js';
import type { SearchIndex } from '../../search/search-index.js';
import { withSchemaLock, type Store } from '../../store/database.js';
import { ContractRepository } from '../../store/repositories/contract.js';
import { RiskGraphRepository } from '../../store/repositories/risk-graph.js';
import type { ContractTools } from './deps.js';
import { ContractAnalysis } from './domain/types.js';
import { buildContractChatGraph } from './graph.js';
import { seedRiskGraph } from './risk-graph-seed.js';
import { ContractService } from './service.js';
import { analyzeContractClause } from './tools/analyze-contract-clause.js';
import { searchGraphDb } from './tools/search-graph-db.js';
import { searchVectorDb } from './tools/search-vector-db.js';
import { tavilyClient, webSearch } from './tools/web-search.js';

export interface ContractAssistantOptions {
  store: Store;
  search: SearchIndex;
  knowledge: ContractKnowledgeSource;
  interpreter: ContractInterpreter;
  checkpointer: BaseCheckpointSaver;
  runner: TurnRunner;
  mask: (text: string) => string;
  today: () => string;
  tavilyApiKey?: string | undefined;
  maxUploadBytes: number;
  tesseractCommand?: string | undefined;
}

export async function openContractAssistant(options: ContractAssistantOptions): Promise<ContractService> {
  const knowledge = () => options.knowledge.current();
  const graphRepository = new RiskGraphRepository(options.store);
  // Instances starting together against one Postgres would race on the graph's rows.
  await withSchemaLock(options.store, () => seedRiskGraph(graphRepository, knowledge(), options.search));
  const tools: ContractTools = {
    searchVectorDb: searchVectorDb(options.search),
    searchGraphDb: searchGraphDb(graphRepository),
    webSearch: webSearch(knowledge, options.tavilyApiKey ? await tavilyClient(options.tavilyApiKey) : undefined),
    analyzeContractClause,
  };
  const graph = buildContractChatGraph({ interpreter: options.interpreter, knowledge, tools }, options.checkpointer);
  return new ContractService({
    graph,
    runner: options.runner,
    repository: new ContractRepository(options.store, options.mask, (json) => ContractAnalysis.parse(json)),
    knowledge,
    mask: options.mask,
    today: options.today,
    now: () => new Date(),
    tools,
    maxUploadBytes: options.maxUploadBytes,
    tesseractCommand: options.tesseractCommand,
  });
}
