/** The knowledge layer's public API (engine, server and CLI import from here). */
export * from './schema.js';
export { KnowledgeBase, type Level1Entry, type Level2Entry, type ScenarioKnowledge } from './knowledge-base.js';
export {
  compileWorkbook,
  compileYamlDirectory,
  KnowledgeLoadError,
  loadKnowledge,
  type CompileOptions,
  type CompileResult,
} from './compile.js';
export {
  KnowledgeStore,
  type ApplyOutcome,
  type KnowledgeChange,
  type KnowledgeLogger,
  type KnowledgeOrigin,
  type KnowledgeStatus,
  type KnowledgeStoreOptions,
} from './store.js';
export { formatIssue, type KnowledgeIssue, type Severity } from './issues.js';
export { knowledgePaths, WORKBOOK_FILE } from './layout.js';
export { knowledgeStats, type KnowledgeStats, type ScenarioStats } from './stats.js';
export { taxonomy, type Taxonomy } from './taxonomy.js';
