/**
 * One request's worth of graph steps for a session: serialised per session,
 * checkpointed (thread id = session id), bounded by the session's step budget,
 * and with every node run written to the state-transition log (in the commit's
 * transaction when the commit takes it).
 */
import { GraphRecursionError } from '@langchain/langgraph';
import type { RunnableConfig } from '@langchain/core/runnables';
import type { Kysely, Transaction } from 'kysely';
import type { StateLogInsert, StateLogRepository, StateTransition } from '../store/repositories/state-log.js';
import type { Database } from '../store/schema.js';
import { RunawayTurnError, RunCancelledError, StepBudgetExceededError } from './errors.js';
import type { SessionLock } from './session-lock.js';

/** The part of a compiled LangGraph graph the runner uses. */
export interface StreamableGraph {
  stream(input: unknown, options: Partial<RunnableConfig> & Record<string, unknown>): Promise<AsyncIterable<unknown>>;
}

export interface TurnRunnerOptions {
  lock: SessionLock;
  stateLog: StateLogRepository;
  /** Turns a session may take in its whole life (the seed's recursion limit). */
  stepBudget: number;
  /** Node runs one turn may take before it is stopped as a runaway loop. */
  maxNodesPerTurn?: number;
  /** How long a turn waits for another turn of the same session. */
  lockWaitMs?: number;
}

export interface TurnRequest {
  graph: StreamableGraph;
  graphName: string;
  sessionId: string;
  input: unknown;
  signal?: AbortSignal;
  /** The state label a node's update moves to (default: the node's name). */
  stateOf?: (update: Record<string, unknown>, node: string) => string | undefined;
  /** Called after each node run, e.g. to stream a step event. */
  onNode?: (node: string, update: Record<string, unknown>) => void;
  /** Checks that must see the session's latest state: run inside the lock, before the graph. */
  guard?: () => Promise<void>;
  /**
   * Writes that must land before the next turn of the session starts: run inside the lock, after the graph.
   * It may take the log's insert from `logInsert` and run it with its own writes; if it does not, the runner writes the log after it.
   */
  commit?: (values: unknown, logInsert: TakeStateLog) => Promise<void>;
  /** Overrides how long this turn waits for another turn of the session (0 = answer busy at once). */
  lockWaitMs?: number;
  /** Extra run configuration for the nodes (e.g. an event sink); thread_id is always the session id. */
  configurable?: Record<string, unknown>;
}

/** This turn's state-transition log as an insert on `db` (a transaction, usually), for the commit to run; none when no node ran. */
export type TakeStateLog = (db: Kysely<Database> | Transaction<Database>) => StateLogInsert | undefined;

export interface TurnResult<S> {
  values: S;
  nodesRun: number;
}

export class TurnRunner {
  private readonly lockWaitMs: number;
  private readonly maxNodesPerTurn: number;

  constructor(private readonly options: TurnRunnerOptions) {
    this.lockWaitMs = options.lockWaitMs ?? 10_000;
    this.maxNodesPerTurn = options.maxNodesPerTurn ?? 25;
  }

  run<S>(request: TurnRequest): Promise<TurnResult<S>> {
    return this.options.lock.withLock(request.sessionId, request.lockWaitMs ?? this.lockWaitMs, () => this.runLocked<S>(request));
  }

  private async runLocked<S>(request: TurnRequest): Promise<TurnResult<S>> {
    const { sessionId, signal } = request;
    // Both only read; side by side they cost one wait instead of two on Postgres.
    const [, progress] = await Promise.all([request.guard?.(), this.options.stateLog.progress(sessionId)]);
    if (progress.turns >= this.options.stepBudget) throw new StepBudgetExceededError(sessionId, this.options.stepBudget);
    const turn = progress.turns + 1;
    if (signal?.aborted) throw new RunCancelledError('cancelled before start');

    let lastState = progress.lastState;
    let lastTime = performance.now();
    let nodesRun = 0;
    let values: S | undefined;
    // Written once per turn (also when the turn fails): one insert instead of one per node run.
    const transitions: StateTransition[] = [];
    try {
      const stream = await request.graph.stream(request.input, {
        configurable: { ...request.configurable, thread_id: sessionId },
        streamMode: ['updates', 'values'],
        // LangGraph counts the input step too.
        recursionLimit: this.maxNodesPerTurn + 1,
        // Saved once, when the turn pauses or ends: a crash mid-turn leaves the session at its last whole turn.
        durability: 'exit',
        signal,
      });
      for await (const chunk of stream) {
        const [mode, payload] = chunk as [string, Record<string, unknown>];
        if (mode === 'values') {
          // A graph paused by interrupt() ends with a chunk holding only `__interrupt__`.
          if (!Object.keys(payload ?? {}).every((key) => key.startsWith('__'))) values = payload as S;
          continue;
        }
        for (const [node, update] of Object.entries(payload ?? {})) {
          if (node.startsWith('__')) continue;
          const now = performance.now();
          const change = (update ?? {}) as Record<string, unknown>;
          const toState = request.stateOf?.(change, node) ?? node;
          transitions.push({
            sessionId,
            graph: request.graphName,
            turn,
            fromState: lastState,
            toState,
            node,
            durationMs: now - lastTime,
          });
          lastState = toState;
          lastTime = now;
          nodesRun++;
          request.onNode?.(node, change);
        }
      }
    } catch (error) {
      await this.options.stateLog.record(transitions);
      if (error instanceof GraphRecursionError) throw new RunawayTurnError(sessionId, this.maxNodesPerTurn);
      if (signal?.aborted) throw new RunCancelledError('cancelled by the client');
      throw error;
    }
    if (values === undefined) {
      await this.options.stateLog.record(transitions);
      throw new Error(`graph ${request.graphName} produced no state for ${sessionId}`);
    }
    let logged = false;
    const logInsert: TakeStateLog = (db) => {
      logged = true;
      return this.options.stateLog.insertOf(transitions, db);
    };
    try {
      await request.commit?.(values, logInsert);
    } catch (error) {
      // The commit's transaction, log included, was rolled back; the turn still ran and counts.
      await this.options.stateLog.record(transitions).catch(() => {});
      throw error;
    }
    if (!logged) await this.options.stateLog.record(transitions);
    return { values, nodesRun };
  }
}
