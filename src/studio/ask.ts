/**
 * The ask graph for LangGraph Studio and `@langchain/langgraph-cli`
 * (langgraph.json): the shipped knowledge, the offline interpreter and the
 * starter corpus indexed into a temporary SQLite store.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RulesAskInterpreter } from '../interpret/rules/ask.js';
import { loadKnowledge } from '../knowledge/compile.js';
import { BUNDLED_KNOWLEDGE_DIR } from '../knowledge/layout.js';
import { tokenize } from '../korean/tokenize.js';
import { ensureStarterCorpus } from '../search/ingest/manual.js';
import { SearchIndex } from '../search/search-index.js';
import { migrate, openStore } from '../store/database.js';
import { buildAskGraph } from '../workflows/ask/graph.js';
import { AskService } from '../workflows/ask/service.js';

const knowledge = await loadKnowledge(process.env.SANGDAM_KNOWLEDGE_DIR ?? BUNDLED_KNOWLEDGE_DIR);
const store = openStore({ dataDir: process.env.SANGDAM_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'sangdam-studio-ask-')) });
await migrate(store);
const index = new SearchIndex(store, tokenize);
await ensureStarterCorpus(index);

export const graph = buildAskGraph(AskService.depsFor(index, new RulesAskInterpreter(), () => knowledge));
