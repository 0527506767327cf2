/**
 * Contracts with their analysis, and the chat conversations about them. Every
 * text is masked (personal identifiers) before it is stored.
 */
import type { Store } from '../database.js';

export interface StoredContract<A> {
  id: number;
  title: string;
  sourceType: string;
  text: string;
  analysis: A;
  createdAt: string;
}

export interface ChatLine {
  role: 'user' | 'assistant';
  content: string;
  toolsUsed?: readonly string[];
  at: string;
}

export class ContractRepository<A> {
  constructor(
    private readonly store: Store,
    private readonly mask: (text: string) => string,
    private readonly parseAnalysis: (json: unknown) => A,
  ) {}

  async create(input: { title: string; sourceType: string; text: string; analysis: A; createdAt: string }): Promise<number> {
    const row = await this.store.db
      .insertInto('contract')
      .values({ title: this.mask(input.title), source_type: input.sourceType, text: this.mask(input.text), analysis: JSON.stringify(input.analysis), created_at: input.createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async get(id: number): Promise<StoredContract<A> | undefined> {
    const row = await this.store.db.selectFrom('contract').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    return { id: Number(row.id), title: row.title, sourceType: row.source_type, text: row.text, analysis: this.parseAnalysis(JSON.parse(row.analysis)), createdAt: row.created_at };
  }

  /** The conversation's contract, or undefined when the conversation does not exist. */
  async conversationContract(conversationId: string): Promise<number | undefined> {
    const row = await this.store.db.selectFrom('contract_conversation').select('contract_id').where('conversation_id', '=', conversationId).executeTakeFirst();
    return row ? Number(row.contract_id) : undefined;
  }

  async history(conversationId: string, limit: number): Promise<ChatLine[]> {
    const rows = await this.store.db
      .selectFrom('contract_message')
      .select(['role', 'content', 'tools_used', 'at'])
      .where('conversation_id', '=', conversationId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse().map((row) => ({ role: row.role as ChatLine['role'], content: row.content, toolsUsed: JSON.parse(row.tools_used) as string[], at: row.at }));
  }

  /** Appends a turn, creating the conversation on its first turn. */
  async appendTurn(conversationId: string, contractId: number, lines: readonly ChatLine[]): Promise<void> {
    const at = lines.at(-1)?.at ?? new Date().toISOString();
    await this.store.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('contract_conversation').select('conversation_id').where('conversation_id', '=', conversationId).executeTakeFirst();
      if (existing) {
        await trx.updateTable('contract_conversation').set({ updated_at: at }).where('conversation_id', '=', conversationId).execute();
      } else {
        await trx.insertInto('contract_conversation').values({ conversation_id: conversationId, contract_id: contractId, created_at: lines[0]?.at ?? at, updated_at: at }).execute();
      }
      if (lines.length === 0) return;
      await trx
        .insertInto('contract_message')
        .values(lines.map((line) => ({ conversation_id: conversationId, role: line.role, content: this.mask(line.content), tools_used: JSON.stringify(line.toolsUsed ?? []), at: line.at })))
        .execute();
    });
  }
}
