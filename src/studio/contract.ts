/**
 * The contract chat graph for LangGraph Studio (langgraph.json): the shipped
 * contract knowledge, the offline interpreter, and an in-memory store holding
 * the starter corpus and the risk-pattern graph. Input: messages, analysis
 * (a stored analysis JSON) and contract_text.
 */
import { MemorySaver } from '@langchain/langgraph';
import { RulesContractInterpreter } from '../interpret/rules/contract.js';
import { ContractKnowledgeSource } from '../knowledge/contract-review.js';
import { BUNDLED_KNOWLEDGE_DIR } from '../knowledge/layout.js';
import { tokenize } from '../korean/tokenize.js';
import { ensureStarterCorpus } from '../search/ingest/manual.js';
import { SearchIndex } from '../search/search-index.js';
import { migrate, openStore } from '../store/database.js';
import { RiskGraphRepository } from '../store/repositories/risk-graph.js';
import { buildContractChatGraph } from '../workflows/contract/graph.js';
import { seedRiskGraph } from '../workflows/contract/risk-graph-seed.js';
import { analyzeContractClause } from '../workflows/contract/tools/analyze-contract-clause.js';
import { searchGraphDb } from '../workflows/contract/tools/search-graph-db.js';
import { searchVectorDb } from '../workflows/contract/tools/search-vector-db.js';
import { webSearch } from '../workflows/contract/tools/web-search.js';

const source = new ContractKnowledgeSource(process.env.SANGDAM_KNOWLEDGE_DIR ?? BUNDLED_KNOWLEDGE_DIR);
const knowledge = () => source.current();
const store = openStore({ dataDir: '.', sqliteFile: ':memory:' });
await migrate(store);
const search = new SearchIndex(store, tokenize);
await ensureStarterCorpus(search);
const riskGraph = new RiskGraphRepository(store);
await seedRiskGraph(riskGraph, knowledge(), search);

export const graph = buildContractChatGraph(
  {
    interpreter: new RulesContractInterpreter(knowledge),
    knowledge,
    tools: { searchVectorDb: searchVectorDb(search), searchGraphDb: searchGraphDb(riskGraph), webSearch: webSearch(knowledge, undefined), analyzeContractClause },
  },
  new MemorySaver(),
);
