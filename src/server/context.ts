/**
 * Everything a server (or a CLI command) needs, opened once: store with
 * migrations applied, checkpointer, interpreter, turn runner and admin token.
 */
import { storeKind, type Config } from '../config.js';
import { createCheckpointer, type Checkpointer } from '../engine/checkpointer.js';
import { TurnRunner } from '../engine/run-turn.js';
import { InProcessSessionLock, PostgresSessionLock } from '../engine/session-lock.js';
import { createInterpreter, type Interpreter } from '../interpret/index.js';
import { migrate, openStore, type Store } from '../store/database.js';
import { AiProcessLogRepository } from '../store/repositories/ai-process-log.js';
import { StateLogRepository } from '../store/repositories/state-log.js';
import { resolveAdminToken, type AdminToken } from './admin-token.js';

export interface AppContext {
  config: Config;
  store: Store;
  checkpointer: Checkpointer;
  interpreter: Interpreter;
  runner: TurnRunner;
  stateLog: StateLogRepository;
  aiLog: AiProcessLogRepository;
  adminToken: AdminToken;
  /** The live knowledge base's version, once one is loaded. */
  knowledgeVersion?: () => string;
  close(): Promise<void>;
}

export async function createAppContext(config: Config): Promise<AppContext> {
  const store = openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrate(store);
    const checkpointer = await createCheckpointer(store);
    const stateLog = new StateLogRepository(store);
    const aiLog = new AiProcessLogRepository(store);
    const lock = storeKind(config) === 'postgres' ? new PostgresSessionLock(store.pool!) : new InProcessSessionLock();
    // Logging an AI call must never fail the call it describes.
    const interpreter = createInterpreter(config, (record) => void aiLog.record(record).catch(() => {}));
    return {
      config,
      store,
      checkpointer,
      interpreter,
      stateLog,
      aiLog,
      runner: new TurnRunner({ lock, stateLog, stepBudget: config.stepBudget }),
      adminToken: resolveAdminToken(config.adminToken, config.dataDir),
      close: () => store.close(),
    };
  } catch (error) {
    await store.close().catch(() => {});
    throw error;
  }
}
