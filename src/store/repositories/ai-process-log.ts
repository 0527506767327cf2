import type { Store } from '../database.js';

/** One LLM call. Holds no prompt or reply text, so no personal data is stored. */
export interface AiCallRecord {
  provider: string;
  model: string;
  purpose: string;
  latencyMs: number;
  tokensIn?: number | null;
  tokensOut?: number | null;
  ok: boolean;
  error?: string | null;
  fellBack: boolean;
  at?: Date;
}

export class AiProcessLogRepository {
  constructor(private readonly store: Store) {}

  async record(entry: AiCallRecord): Promise<void> {
    await this.store.db
      .insertInto('ai_process_log')
      .values({
        provider: entry.provider,
        model: entry.model,
        purpose: entry.purpose,
        latency_ms: Math.max(0, Math.round(entry.latencyMs)),
        tokens_in: entry.tokensIn ?? null,
        tokens_out: entry.tokensOut ?? null,
        ok: entry.ok ? 1 : 0,
        error: entry.error ? entry.error.slice(0, 500) : null,
        fell_back: entry.fellBack ? 1 : 0,
        at: (entry.at ?? new Date()).toISOString(),
      })
      .execute();
  }

  async recent(limit = 50) {
    return this.store.db.selectFrom('ai_process_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
  }
}
