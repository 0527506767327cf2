/**
 * The intake graph for LangGraph Studio and `@langchain/langgraph-cli`
 * (langgraph.json): the shipped knowledge and the offline interpreter; the
 * platform supplies its own checkpointer.
 */
import { MemorySaver } from '@langchain/langgraph';
import { RulesIntakeInterpreter } from '../interpret/rules/intake.js';
import { loadKnowledge } from '../knowledge/compile.js';
import { BUNDLED_KNOWLEDGE_DIR } from '../knowledge/layout.js';
import { defaultIntakeSettings } from '../workflows/intake/deps.js';
import { buildIntakeGraph } from '../workflows/intake/graph.js';

const knowledge = await loadKnowledge(process.env.SANGDAM_KNOWLEDGE_DIR ?? BUNDLED_KNOWLEDGE_DIR);

export const graph = buildIntakeGraph(
  { knowledge: () => knowledge, interpreter: new RulesIntakeInterpreter(), settings: defaultIntakeSettings, now: () => new Date() },
  new MemorySaver(),
);
