/**
 * Intake sessions and their case files. Every text that reaches the store goes
 * through `mask` first (personal identifiers), so no raw PII is written.
 * A turn is written in one transaction: the session row, the new transcript
 * lines and a full snapshot of the case file, so a crash never leaves half a turn.
 * On Postgres its writes go in as few statements as their order allows
 * (write-batch.ts): the guarded session update, then the other writes with the
 * old case rows' deletes, then the case rows that replace them.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Store } from '../database.js';
import type { Database } from '../schema.js';
import { writeTogether, type BatchedWrite } from '../write-batch.js';
import type { CaseListRow, CaseSnapshot, RiskLevel, SessionRecord, SessionStatus, TranscriptEntry } from './case-file.js';

export interface TurnWrite {
  /** Transcript lines stored before this turn (messages are the ones after them). */
  storedLines: number;
  status: SessionStatus;
  currentState: string;
  completionRate: number;
  turns: number;
  messages: TranscriptEntry[];
  snapshot: CaseSnapshot;
}

export interface CaseListFilter {
  status?: SessionStatus | undefined;
  level1?: string | undefined;
  level2?: string | undefined;
  scenario?: string | undefined;
  riskLevel?: RiskLevel | undefined;
  from?: string | undefined;
  to?: string | undefined;
  text?: string | undefined;
  page: number;
  pageSize: number;
}

type Db = Kysely<Database> | Transaction<Database>;

/** What this process last wrote for a session: the row's stamp and each part of the case file as written. */
interface Written {
  updatedAt: string;
  lines: number;
  parts: Map<string, string>;
}
const REMEMBERED_SESSIONS = 10_000;

export class IntakeRepository {
  private readonly written = new Map<string, Written>();

  constructor(
    private readonly store: Store,
    private readonly mask: (text: string) => string,
  ) {}

  async createSession(record: Omit<SessionRecord, 'updatedAt' | 'completedAt' | 'transcriptLines'>, messages: TranscriptEntry[]): Promise<void> {
    await writeTogether(this.store.db, this.store.dialect, (db) => [
      db.insertInto('chat_session').values({
          session_id: record.sessionId,
          channel: record.channel,
          user_meta: JSON.stringify(record.userMeta),
          reference_date: record.referenceDate,
          status: record.status,
          current_state: record.currentState,
          completion_rate: record.completionRate,
          turns: record.turns,
          transcript_lines: messages.length,
          knowledge_version: record.knowledgeVersion,
          created_at: record.createdAt,
          updated_at: record.createdAt,
          completed_at: null,
      }),
      ...this.messagesInsert(db, record.sessionId, messages),
    ]);
  }

  async getSession(sessionId: string): Promise<SessionRecord | undefined> {
    const row = await this.store.db.selectFrom('chat_session').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
    if (!row) return undefined;
    return {
      sessionId: row.session_id,
      channel: row.channel,
      userMeta: JSON.parse(row.user_meta) as Record<string, unknown>,
      referenceDate: row.reference_date,
      status: row.status,
      currentState: row.current_state,
      completionRate: row.completion_rate,
      turns: row.turns,
      transcriptLines: row.transcript_lines,
      knowledgeVersion: row.knowledge_version,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      completedAt: row.completed_at,
    };
  }

  /** `alongside` is written in the same transaction (the turn's state log), so a turn's writes land together. */
  async recordTurn(sessionId: string, write: TurnWrite, alongside?: (tx: Db) => BatchedWrite | undefined): Promise<void> {
    const now = new Date().toISOString();
    const previous = this.written.get(sessionId);
    let parts = new Map<string, string>();
    await this.store.db.transaction().execute(async (tx) => {
      const update = tx
        .updateTable('chat_session')
        .set({
          status: write.status,
          current_state: write.currentState,
          completion_rate: write.completionRate,
          turns: write.turns,
          transcript_lines: write.storedLines + write.messages.length,
          updated_at: now,
          completed_at: write.status === 'ACTIVE' ? null : now,
        })
        .where('session_id', '=', sessionId);
      // The row still carries the stamp of this process's last write, so the case file is
      // what that write left and unchanged parts can stay; otherwise everything is rewritten.
      const guarded = previous && previous.lines === write.storedLines ? await update.where('updated_at', '=', previous.updatedAt).executeTakeFirst() : undefined;
      const known = guarded && Number(guarded.numUpdatedRows) === 1 ? previous!.parts : undefined;
      const snapshot = this.snapshotWrites(sessionId, write.snapshot, now, known);
      parts = snapshot.parts;
      // The replaced rows are deleted in the first batch and their replacements inserted in the second:
      // one statement may not write the same rows twice (write-batch.ts).
      await writeTogether(tx, this.store.dialect, (db) => [
        ...(known ? [] : [update]),
        ...this.messagesInsert(db, sessionId, write.messages),
        ...snapshot.clear(db),
        ...[alongside?.(db)].filter((w) => w !== undefined),
      ]);
      await writeTogether(tx, this.store.dialect, snapshot.fill);
    });
    this.remember(sessionId, write.status === 'ACTIVE' ? { updatedAt: now, lines: write.storedLines + write.messages.length, parts } : undefined);
  }

  /** Only open sessions are remembered, and only so many: the memory saves writes, it is never needed. */
  private remember(sessionId: string, written: Written | undefined): void {
    this.written.delete(sessionId);
    if (!written) return;
    this.written.set(sessionId, written);
    if (this.written.size > REMEMBERED_SESSIONS) this.written.delete(this.written.keys().next().value!);
  }

  async transcript(sessionId: string): Promise<TranscriptEntry[]> {
    const rows = await this.store.db
      .selectFrom('chat_message')
      .select(['role', 'text', 'field', 'at'])
      .where('session_id', '=', sessionId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ role: r.role as 'bot' | 'user', text: r.text, field: r.field, at: r.at }));
  }

  async caseFile(sessionId: string): Promise<CaseSnapshot> {
    const db = this.store.db;
    const [master, parties, facts, emotions, evidence, missing, summaries, riskTags] = await Promise.all([
      db.selectFrom('case_master').selectAll().where('session_id', '=', sessionId).executeTakeFirst(),
      db.selectFrom('case_party').selectAll().where('session_id', '=', sessionId).orderBy('id').execute(),
      db.selectFrom('case_fact').selectAll().where('session_id', '=', sessionId).orderBy('id').execute(),
      db.selectFrom('case_emotion').selectAll().where('session_id', '=', sessionId).orderBy('id').execute(),
      db.selectFrom('case_evidence').selectAll().where('session_id', '=', sessionId).orderBy('id').execute(),
      db.selectFrom('case_missing_field').selectAll().where('session_id', '=', sessionId).orderBy('field').execute(),
      db.selectFrom('case_summary').selectAll().where('session_id', '=', sessionId).orderBy('target').execute(),
      db.selectFrom('case_risk_tag').selectAll().where('session_id', '=', sessionId).orderBy('id').execute(),
    ]);
    return {
      case: master && (master.level1 || master.level2 || master.scenario) ? { level1: master.level1, level2: master.level2, scenario: master.scenario } : null,
      stage: master?.stage ?? null,
      riskLevel: master?.risk_level ?? null,
      narrative: master?.narrative ?? null,
      parties: parties.map((p) => ({ role: p.role, name: p.name, partyType: p.party_type, relationship: p.relationship })),
      facts: facts.map((f) => ({
        field: f.field,
        value: JSON.parse(f.value) as unknown,
        source: f.source,
        confidence: f.confidence,
        turn: f.turn,
        unknown: f.unknown === 1,
      })),
      emotions: emotions.map((e) => ({ emotion: e.emotion, intensity: e.intensity, span: e.span, turn: e.turn })),
      evidence: evidence.map((e) => ({ evidenceType: e.evidence_type, turn: e.turn })),
      missing: missing.map((m) => ({ field: m.field, critical: m.critical === 1 })),
      summaries: summaries.map((s) => ({ target: s.target, sections: JSON.parse(s.sections) as CaseSnapshot['summaries'][number]['sections'], text: s.text })),
      riskTags: riskTags.map((r) => ({ ruleCode: r.rule_code, riskLevel: r.risk_level, riskTag: r.risk_tag, actionHint: r.action_hint })),
    };
  }

  async listCases(filter: CaseListFilter): Promise<{ total: number; rows: CaseListRow[] }> {
    let query = this.store.db
      .selectFrom('chat_session as s')
      .leftJoin('case_master as m', 'm.session_id', 's.session_id');
    if (filter.status) query = query.where('s.status', '=', filter.status);
    if (filter.level1) query = query.where('m.level1', '=', filter.level1);
    if (filter.level2) query = query.where('m.level2', '=', filter.level2);
    if (filter.scenario) query = query.where('m.scenario', '=', filter.scenario);
    if (filter.riskLevel) query = query.where('m.risk_level', '=', filter.riskLevel);
    if (filter.from) query = query.where('s.created_at', '>=', filter.from);
    if (filter.to) query = query.where('s.created_at', '<=', filter.to);
    if (filter.text) {
      // The user's text is matched literally: %, _ and \ are escaped, and both dialects are told the escape.
      const pattern = `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const like = (column: string) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
      query = query.where((eb) => eb.or([like('s.session_id'), like('m.narrative'), like('m.scenario')]));
    }
    const count = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst();
    const rows = await query
      .select([
        's.session_id',
        's.status',
        's.current_state',
        's.completion_rate',
        's.created_at',
        'm.level1',
        'm.level2',
        'm.scenario',
        'm.risk_level',
      ])
      .orderBy('s.created_at', 'desc')
      .orderBy('s.session_id')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute();
    return {
      total: Number(count?.n ?? 0),
      rows: rows.map((r) => ({
        sessionId: r.session_id,
        status: r.status,
        currentState: r.current_state,
        completionRate: r.completion_rate,
        createdAt: r.created_at,
        level1: r.level1,
        level2: r.level2,
        scenario: r.scenario,
        riskLevel: r.risk_level,
      })),
    };
  }

  private messagesInsert(db: Db, sessionId: string, messages: TranscriptEntry[]): BatchedWrite[] {
    if (messages.length === 0) return [];
    return [
      db
        .insertInto('chat_message')
        .values(messages.map((m) => ({ session_id: sessionId, role: m.role, text: this.mask(m.text), field: m.field ?? null, at: m.at }))),
    ];
  }

  private maskValue(value: unknown): unknown {
    return typeof value === 'string' ? this.mask(value) : value;
  }

  /**
   * The writes for the parts of the case file that differ from `known` (what the last write left),
   * each part replaced whole: `clear` upserts the master row and deletes the changed lists' rows,
   * `fill` inserts their new rows; `parts` is every part as compared. Parts are compared before
   * masking, so an unchanged part costs neither the masker nor a write.
   */
  private snapshotWrites(
    sessionId: string,
    snap: CaseSnapshot,
    now: string,
    known: Map<string, string> | undefined,
  ): { parts: Map<string, string>; clear: (db: Db) => BatchedWrite[]; fill: (db: Db) => BatchedWrite[] } {
    // Each list part: what is compared (the snapshot's own values) and the rows written when it changed.
    const lists: Record<CaseTable, { compared: unknown; rows: () => object[] }> = {
      case_party: {
        compared: snap.parties,
        rows: () => snap.parties.map((p) => ({ role: p.role, name: p.name && this.mask(p.name), party_type: p.partyType, relationship: p.relationship && this.mask(p.relationship) })),
      },
      case_fact: {
        compared: snap.facts,
        rows: () =>
          snap.facts.map((f) => ({
            field: f.field,
            value: JSON.stringify(this.maskValue(f.value) ?? null),
            source: f.source,
            confidence: f.confidence,
            turn: f.turn,
            unknown: f.unknown ? 1 : 0,
            updated_at: now,
          })),
      },
      case_emotion: { compared: snap.emotions, rows: () => snap.emotions.map((e) => ({ emotion: e.emotion, intensity: e.intensity, span: this.mask(e.span), turn: e.turn })) },
      case_evidence: { compared: snap.evidence, rows: () => snap.evidence.map((e) => ({ evidence_type: e.evidenceType, turn: e.turn })) },
      case_missing_field: { compared: snap.missing, rows: () => snap.missing.map((m) => ({ field: m.field, critical: m.critical ? 1 : 0 })) },
      case_summary: {
        compared: snap.summaries,
        rows: () => snap.summaries.map((s) => ({ target: s.target, sections: this.mask(JSON.stringify(s.sections)), text: this.mask(s.text), created_at: now })),
      },
      case_risk_tag: {
        compared: snap.riskTags,
        rows: () => snap.riskTags.map((r) => ({ rule_code: r.ruleCode, risk_level: r.riskLevel, risk_tag: r.riskTag, action_hint: r.actionHint })),
      },
    };
    const parts = new Map<string, string>([
      ['case_master', JSON.stringify([snap.case, snap.stage, snap.riskLevel, snap.narrative])],
      ...Object.entries(lists).map(([table, list]): [string, string] => [table, JSON.stringify(list.compared)]),
    ]);

    const changed = (Object.keys(lists) as CaseTable[]).filter((table) => known?.get(table) !== parts.get(table));
    const masterChanged = known?.get('case_master') !== parts.get('case_master');
    const clear = (db: Db): BatchedWrite[] => {
      const writes: BatchedWrite[] = changed.map((table) => db.deleteFrom(table).where('session_id', '=', sessionId));
      if (masterChanged) {
        const values = {
          level1: snap.case?.level1 ?? null,
          level2: snap.case?.level2 ?? null,
          scenario: snap.case?.scenario ?? null,
          stage: snap.stage,
          risk_level: snap.riskLevel,
          narrative: snap.narrative === null ? null : this.mask(snap.narrative),
          updated_at: now,
        };
        writes.push(
          db
            .insertInto('case_master')
            .values({ session_id: sessionId, ...values })
            .onConflict((oc) => oc.column('session_id').doUpdateSet(values)),
        );
      }
      return writes;
    };
    const fill = (db: Db): BatchedWrite[] =>
      changed.flatMap((table) => {
        const rows = lists[table].rows();
        return rows.length > 0 ? [db.insertInto(table).values(rows.map((row) => ({ session_id: sessionId, ...row })) as never)] : [];
      });
    return { parts, clear, fill };
  }
}

/** The case file's tables that hold a list of rows per session. */
type CaseTable = 'case_party' | 'case_fact' | 'case_emotion' | 'case_evidence' | 'case_missing_field' | 'case_summary' | 'case_risk_tag';
