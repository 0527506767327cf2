/**
 * The recommend graph for LangGraph Studio and `@langchain/langgraph-cli`
 * (langgraph.json): the shipped catalogue indexed into a throwaway in-memory
 * SQLite store, the shipped wording and the offline interpreter.
 */
import { BUNDLED_KNOWLEDGE_DIR } from '../knowledge/layout.js';
import { tokenize } from '../korean/tokenize.js';
import { SearchIndex } from '../search/search-index.js';
import { migrate, openStore } from '../store/database.js';
import { openRecommend } from '../workflows/recommend/setup.js';

const store = openStore({ dataDir: '.', sqliteFile: ':memory:' });
await migrate(store);

export const { graph } = await openRecommend({ index: new SearchIndex(store, tokenize), knowledge: { dir: process.env.SANGDAM_KNOWLEDGE_DIR ?? BUNDLED_KNOWLEDGE_DIR } });
