/**
 * The intake use cases behind the HTTP API and the terminal chat: start a
 * session, take a message, end it, and read its status and result. Each turn
 * runs through the TurnRunner (locked, checkpointed, logged); afterwards the
 * store gets a projection of the graph state (session row, new transcript
 * lines, case file) in one transaction.
 */
import { randomBytes } from 'node:crypto';
import { Command } from '@langchain/langgraph';
import type { TakeStateLog, TurnResult, TurnRunner } from '../../engine/run-turn.js';
import { StepBudgetExceededError } from '../../engine/errors.js';
import { AppError } from '../../errors.js';
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import { maskStrings } from '../../korean/mask-json.js';
import type { CaseSnapshot } from '../../store/repositories/case-file.js';
import type { IntakeRepository } from '../../store/repositories/intake.js';
import type { IntakeResume } from './deps.js';
import type { ResultReply, StartReply, StatusReply, TurnReply } from './replies.js';
import type { IntakeGraph } from './graph.js';
import { criticalFields, k2Of } from './domain/progress.js';
import { k0Message } from './messages.js';
import type { IntakeGraphState } from './state.js';

export interface IntakeServiceDeps {
  graph: IntakeGraph;
  runner: TurnRunner;
  repository: IntakeRepository;
  knowledge: () => KnowledgeBase;
  /** Masks personal identifiers; applied to every message before the graph sees it. */
  mask: (text: string) => string;
  now: () => Date;
  /** "Today" when a session names no reference date. */
  today: () => string;
}

export interface StartRequest {
  channel?: string | undefined;
  user_meta?: Record<string, unknown> | undefined;
  reference_date?: string | undefined;
}

const GRAPH = 'intake';

export class IntakeService {
  constructor(private readonly deps: IntakeServiceDeps) {}

  async start(request: StartRequest): Promise<StartReply> {
    const sessionId = `sess_${randomBytes(12).toString('hex')}`;
    const referenceDate = request.reference_date ?? this.deps.today();
    const now = this.deps.now().toISOString();
    // Channel and metadata are free text from the client: masked like messages.
    const channel = this.deps.mask(request.channel ?? 'api');
    await this.deps.repository.createSession(
      {
        sessionId,
        channel,
        userMeta: maskStrings(request.user_meta ?? {}, this.deps.mask) as Record<string, unknown>,
        referenceDate,
        status: 'ACTIVE',
        currentState: 'INIT',
        completionRate: 0,
        turns: 0,
        knowledgeVersion: this.deps.knowledge().version,
        createdAt: now,
      },
      [],
    );
    const state = await this.turn(sessionId, { session_id: sessionId, channel, reference_date: referenceDate });
    return {
      session_id: sessionId,
      state: state.current_state,
      current_state: state.current_state,
      bot_message: state.bot_message,
      messages: state.messages,
      expected_input: state.expected_input,
      completion_rate: state.completion_rate,
    };
  }

  async message(sessionId: string, text: string): Promise<TurnReply> {
    const state = await this.resume(sessionId, { kind: 'message', text: this.deps.mask(text) });
    return {
      session_id: sessionId,
      current_state: state.current_state,
      completion_rate: state.completion_rate,
      bot_message: state.bot_message,
      expected_input: state.expected_input,
    };
  }

  /** Runs SUMMARY and COMPLETED with whatever was collected, unless already done. */
  async end(sessionId: string): Promise<ResultReply> {
    const state = await this.current(sessionId);
    if (state.status === 'ACTIVE') await this.resume(sessionId, { kind: 'end' });
    return this.result(sessionId);
  }

  async status(sessionId: string): Promise<StatusReply> {
    const state = await this.current(sessionId);
    const scenario = state.scenario ? this.deps.knowledge().scenario(state.scenario) : undefined;
    return {
      session_id: sessionId,
      current_state: state.current_state,
      completion_rate: state.completion_rate,
      filled_fields: Object.keys(state.facts).filter((f) => !state.facts[f]!.unknown && state.facts[f]!.value !== null),
      missing_fields: scenario ? state.missing_fields : [],
      unknown_fields: state.unknown_fields,
      turns: state.turn,
    };
  }

  async result(sessionId: string): Promise<ResultReply> {
    const state = await this.current(sessionId);
    return {
      session_id: sessionId,
      status: state.status,
      current_state: state.current_state,
      case: state.scenario ? { level1: state.case_type, level2: state.sub_case_type, scenario: state.scenario } : null,
      facts: Object.fromEntries(
        Object.entries(state.facts)
          .filter(([, f]) => !f.unknown && f.value !== null)
          .map(([field, f]) => [field, f.value]),
      ),
      unknown_fields: state.unknown_fields,
      fact_codes: state.fact_codes,
      emotions: state.emotion,
      risk_tags: state.risk_tags,
      summaries: state.summaries,
      completion_rate: state.completion_rate,
      transcript: state.transcript,
    };
  }

  private async resume(sessionId: string, resume: IntakeResume): Promise<IntakeGraphState> {
    let stored = 0;
    let result: TurnResult<IntakeGraphState>;
    try {
      result = await this.run(
        sessionId,
        new Command({ resume }),
        async () => {
          // Inside the session lock, so a turn that just finished the session is seen.
          const session = await this.deps.repository.getSession(sessionId);
          if (!session) throw notFound(sessionId);
          assertOpen(session.status);
          stored = session.transcriptLines;
        },
        () => stored,
      );
    } catch (error) {
      if (error instanceof StepBudgetExceededError) return this.closeOverBudget(sessionId);
      throw error;
    }
    // A crash between saving a turn that closed the session and writing it to the store leaves the store
    // open: the graph then runs no node, this turn's commit has caught the store up, and the message is refused as for a closed session.
    if (result.nodesRun === 0) assertOpen(result.values.status);
    return result.values;
  }

  private async turn(sessionId: string, input: unknown): Promise<IntakeGraphState> {
    return (await this.run(sessionId, input)).values;
  }

  private run(sessionId: string, input: unknown, guard?: () => Promise<void>, storedLines: () => number = () => 0): Promise<TurnResult<IntakeGraphState>> {
    return this.deps.runner.run<IntakeGraphState>({
      graph: this.deps.graph,
      graphName: GRAPH,
      sessionId,
      input,
      guard,
      commit: (state, logInsert) => this.project(sessionId, state as IntakeGraphState, storedLines(), logInsert),
      // A second message while one is being answered gets 409 at once (a double submit).
      lockWaitMs: 0,
      stateOf: (update) => update.current_state as string | undefined,
    });
  }

  /** The seed's recursion limit: the session is closed with a message instead of looping on. */
  private async closeOverBudget(sessionId: string): Promise<IntakeGraphState> {
    const kb = this.deps.knowledge();
    const state = await this.current(sessionId);
    const text = k0Message(kb, 'STEP_BUDGET_EXCEEDED')[0]?.text ?? '';
    const closed: IntakeGraphState = {
      ...state,
      status: 'COMPLETED',
      current_state: 'COMPLETED',
      bot_message: text,
      expected_input: { type: 'none', field: null },
      transcript: [...state.transcript, { role: 'bot', text, field: null, at: this.deps.now().toISOString() }],
    };
    await this.deps.graph.updateState({ configurable: { thread_id: sessionId } }, closed, 'COMPLETED');
    const session = await this.deps.repository.getSession(sessionId);
    await this.project(sessionId, closed, session?.transcriptLines ?? 0);
    return closed;
  }

  private async current(sessionId: string): Promise<IntakeGraphState> {
    const snapshot = await this.deps.graph.getState({ configurable: { thread_id: sessionId } });
    if (!snapshot.values || !(snapshot.values as IntakeGraphState).session_id) throw notFound(sessionId);
    return snapshot.values as IntakeGraphState;
  }

  /** The store mirrors the graph state; writing the whole snapshot makes a retried write harmless. */
  private async project(sessionId: string, state: IntakeGraphState, storedLines: number, logInsert?: TakeStateLog): Promise<void> {
    await this.deps.repository.recordTurn(
      sessionId,
      {
      storedLines,
      status: state.status,
      currentState: state.current_state,
      completionRate: state.completion_rate,
      turns: state.turn,
      messages: state.transcript.slice(storedLines),
      snapshot: snapshotOf(state, this.deps.knowledge()),
      },
      logInsert,
    );
  }
}

/** A session that is over takes no message. */
function assertOpen(status: string): void {
  if (status === 'COMPLETED') {
    throw new AppError(409, 'SESSION_COMPLETED', '이미 끝난 상담이에요. 새 상담을 시작하거나 결과를 확인해 주세요.');
  }
  if (status === 'EMERGENCY_STOP') {
    throw new AppError(409, 'SESSION_EMERGENCY_STOPPED', '긴급 상황으로 종료된 상담이에요. 안전이 확인되면 새 상담을 시작해 주세요.');
  }
}

function notFound(sessionId: string) {
  return new AppError(404, 'SESSION_NOT_FOUND', `상담 세션(${sessionId.slice(0, 40)})을 찾을 수 없어요. /chat/start로 새 상담을 시작해 주세요.`);
}

export function snapshotOf(state: IntakeGraphState, kb: KnowledgeBase): CaseSnapshot {
  const facts = Object.entries(state.facts);
  const scenario = state.scenario ? kb.scenario(state.scenario) : undefined;
  const critical = scenario
    ? criticalFields(k2Of(scenario), [...scenario.facts])
    : new Set<string>();
  const party = state.facts.counterparty ?? state.facts.counterparty_type ?? state.facts.relationship;
  return {
    case: state.scenario ? { level1: state.case_type, level2: state.sub_case_type, scenario: state.scenario } : null,
    stage: typeof state.facts.case_stage?.value === 'string' ? state.facts.case_stage.value : null,
    riskLevel: state.risk_tags[0]?.risk_level ?? null,
    narrative: state.initial_description,
    parties: party
      ? [
          {
            role: 'counterparty',
            name: stringOf(state.facts.counterparty?.value),
            partyType: stringOf(state.facts.counterparty_type?.value),
            relationship: stringOf(state.facts.relationship?.value),
          },
        ]
      : [],
    facts: facts.map(([field, f]) => ({ field, value: f.value, source: f.source, confidence: f.confidence, turn: f.turn, unknown: f.unknown })),
    emotions: state.emotion.map((e) => ({ emotion: e.type, intensity: e.intensity, span: e.text, turn: 1 })),
    evidence:
      typeof state.facts.evidence_types?.value === 'string'
        ? [{ evidenceType: state.facts.evidence_types.value, turn: state.facts.evidence_types.turn }]
        : [],
    missing: state.missing_fields.map((field) => ({ field, critical: critical.has(field) })),
    summaries: Object.entries(state.summaries).map(([target, s]) => ({ target, sections: s.sections, text: s.text })),
    riskTags: state.risk_tags.map((r) => ({ ruleCode: r.rule_code, riskLevel: r.risk_level, riskTag: r.risk_tag, actionHint: r.action_hint })),
  };
}

const stringOf = (value: unknown) => (typeof value === 'string' ? value : null);
