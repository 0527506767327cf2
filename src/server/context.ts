/**
 * Everything a server (or a CLI command) needs, opened once: store with
 * migrations applied, checkpointer, interpreter, turn runner and admin token.
 */
import { storeKind, type Config } from '../config.js';
import { createCheckpointer, type Checkpointer } from '../engine/checkpointer.js';
import { TurnRunner } from '../engine/run-turn.js';
import { InProcessSessionLock, PostgresSessionLock } from '../engine/session-lock.js';
import { createAskInterpreter, createIntakeInterpreter, createInterpreter, createRecommendInterpreter, type Interpreter } from '../interpret/index.js';
import { AppError } from '../errors.js';
import type { KnowledgeBase } from '../knowledge/knowledge-base.js';
import { KnowledgeStore, type KnowledgeLogger } from '../knowledge/store.js';
import { prepareClassifier } from '../interpret/rules/classify.js';
import { maskText } from '../korean/pii.js';
import { IntakeRepository } from '../store/repositories/intake.js';
import { tokenize } from '../korean/tokenize.js';
import { denseRetrieval } from '../search/embeddings.js';
import { ensureStarterCorpus } from '../search/ingest/manual.js';
import { SearchIndex } from '../search/search-index.js';
import { defaultIntakeSettings } from '../workflows/intake/deps.js';
import { buildIntakeGraph } from '../workflows/intake/graph.js';
import { IntakeService } from '../workflows/intake/service.js';
import { AskService } from '../workflows/ask/service.js';
import type { RecommendService } from '../workflows/recommend/service.js';
import { openRecommend } from '../workflows/recommend/setup.js';
import { migrate, openStore, type Store } from '../store/database.js';
import { AiProcessLogRepository } from '../store/repositories/ai-process-log.js';
import { StateLogRepository } from '../store/repositories/state-log.js';
import { resolveAdminToken, type AdminToken } from './admin-token.js';
import { createContractInterpreter } from '../interpret/index.js';
import { ContractKnowledgeSource } from '../knowledge/contract-review.js';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../workflows/contract/domain/extract-document.js';
import type { ContractService } from '../workflows/contract/service.js';
import { openContractAssistant } from '../workflows/contract/setup.js';

export interface AppContext {
  config: Config;
  store: Store;
  checkpointer: Checkpointer;
  interpreter: Interpreter;
  runner: TurnRunner;
  stateLog: StateLogRepository;
  aiLog: AiProcessLogRepository;
  adminToken: AdminToken;
  /** The live knowledge base, hot-reloaded from the knowledge folder. */
  knowledge: KnowledgeStore;
  intakeRepository: IntakeRepository;
  intake: IntakeService;
  search: SearchIndex;
  ask: AskService;
  contract: ContractService;
  recommend: RecommendService;
  close(): Promise<void>;
}

export interface ContextOptions {
  /** Watch the knowledge folder for edits (default true). */
  watchKnowledge?: boolean;
  logger?: KnowledgeLogger;
}

export async function createAppContext(config: Config, options: ContextOptions = {}): Promise<AppContext> {
  const store = openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  let knowledge: KnowledgeStore | undefined;
  try {
    knowledge = await KnowledgeStore.open({ dir: config.knowledgeDir, watch: options.watchKnowledge ?? true, logger: options.logger });
    // Reading K1 into the classifier takes most of a second: do it now, not on someone's first message.
    const loaded = knowledge.current();
    if (loaded) prepareClassifier(loaded);
    knowledge.onChange((change) => prepareClassifier(change.knowledge));
    await migrate(store);
    const checkpointer = await createCheckpointer(store);
    const stateLog = new StateLogRepository(store);
    const aiLog = new AiProcessLogRepository(store);
    const lock = storeKind(config) === 'postgres' ? new PostgresSessionLock(store.lockPool!) : new InProcessSessionLock();
    // Logging an AI call must never fail the call it describes.
    const interpreter = createInterpreter(config, (record) => void aiLog.record(record).catch(() => {}));
    const liveKnowledge = (): KnowledgeBase => {
      const current = knowledge!.current();
      if (!current) {
        throw new AppError(503, 'KNOWLEDGE_UNAVAILABLE', '지식 베이스를 불러오지 못해 상담을 진행할 수 없어요. 관리자에게 알려 주세요 (sangdam kb check).');
      }
      return current;
    };
    const search = new SearchIndex(store, tokenize);
    // Every assistant can retrieve offline from the first start, before anyone ingests statutes.
    await ensureStarterCorpus(search);
    const { service: recommend } = await openRecommend({
      index: search,
      knowledge: liveKnowledge,
      interpreter: (places) => createRecommendInterpreter(config, (record) => void aiLog.record(record).catch(() => {}), liveKnowledge, places),
    });
    const intakeRepository = new IntakeRepository(store, maskText);
    const runner = new TurnRunner({ lock, stateLog, stepBudget: config.stepBudget });
    const now = () => new Date();
    const graph = buildIntakeGraph(
      { knowledge: liveKnowledge, interpreter: createIntakeInterpreter(config, (record) => void aiLog.record(record).catch(() => {}), liveKnowledge), settings: defaultIntakeSettings, now },
      checkpointer,
    );
    const intake = new IntakeService({
      graph,
      runner,
      repository: intakeRepository,
      knowledge: liveKnowledge,
      mask: maskText,
      now,
      today: () => todayIn(config.timezone),
    });
    const askInterpreter = createAskInterpreter(config, (record) => void aiLog.record(record).catch(() => {}), liveKnowledge);
    const ask = new AskService(AskService.depsFor(search, askInterpreter, liveKnowledge, denseRetrieval(config, store)), (transitions) => stateLog.record(transitions));
    const contractKnowledge = new ContractKnowledgeSource(config.knowledgeDir);
    const contract = await openContractAssistant({
      store,
      search,
      knowledge: contractKnowledge,
      interpreter: createContractInterpreter(config, (record) => void aiLog.record(record).catch(() => {}), () => contractKnowledge.current(), liveKnowledge),
      checkpointer,
      runner,
      mask: maskText,
      today: () => todayIn(config.timezone),
      tavilyApiKey: config.tavilyApiKey,
      maxUploadBytes: DEFAULT_MAX_UPLOAD_BYTES,
    });
    return {
      config,
      store,
      contract,
      checkpointer,
      interpreter,
      stateLog,
      aiLog,
      runner,
      intakeRepository,
      intake,
      search,
      ask,
      recommend,
      adminToken: resolveAdminToken(config.adminToken, config.dataDir),
      knowledge,
      async close() {
        await knowledge!.close();
        await store.close();
      },
    };
  } catch (error) {
    await knowledge?.close().catch(() => {});
    await store.close().catch(() => {});
    throw error;
  }
}

/** Today's date (YYYY-MM-DD) in the configured time zone. */
export function todayIn(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
