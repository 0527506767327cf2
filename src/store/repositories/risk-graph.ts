/**
 * The risk-pattern graph (RiskPattern, Document and Category nodes; RELATES_TO
 * and IN_CATEGORY edges) kept as rows. `match` answers what the seed's Cypher
 * does: patterns whose name contains a keyword (or that sit in the asked
 * category), each with the content of the documents it RELATES_TO.
 */
import type { Store } from '../database.js';

export interface GraphNode {
  id: string;
  label: 'RiskPattern' | 'Document' | 'Category';
  name: string;
  properties: Record<string, string>;
}

export interface GraphEdge {
  from: string;
  to: string;
  type: 'RELATES_TO' | 'IN_CATEGORY';
}

export interface PatternMatch {
  name: string;
  explanation: string;
  riskLevel: string;
  documents: string[];
}

export class RiskGraphRepository {
  constructor(private readonly store: Store) {}

  /** Replaces the whole graph in one transaction. */
  async replace(nodes: readonly GraphNode[], edges: readonly GraphEdge[]): Promise<void> {
    await this.store.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('risk_graph_edge').execute();
      await trx.deleteFrom('risk_graph_node').execute();
      if (nodes.length > 0) {
        await trx.insertInto('risk_graph_node').values(nodes.map((n) => ({ id: n.id, label: n.label, name: n.name, properties: JSON.stringify(n.properties) }))).execute();
      }
      if (edges.length > 0) await trx.insertInto('risk_graph_edge').values(edges.map((e) => ({ from_id: e.from, to_id: e.to, type: e.type }))).execute();
    });
  }

  async count(): Promise<number> {
    const row = await this.store.db.selectFrom('risk_graph_node').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async match(keywords: readonly string[], category: string | undefined, limit = 5): Promise<PatternMatch[]> {
    const words = keywords.map((word) => word.trim()).filter(Boolean);
    if (words.length === 0 && !category) return [];
    const db = this.store.db;
    const patterns = await db
      .selectFrom('risk_graph_node as r')
      .select(['r.id', 'r.name', 'r.properties'])
      .where('r.label', '=', 'RiskPattern')
      .where((eb) =>
        eb.or([
          ...words.map((word) => eb('r.name', 'like', `%${escapeLike(word)}%`)),
          ...(category
            ? [eb.exists(db.selectFrom('risk_graph_edge as c').innerJoin('risk_graph_node as cat', 'cat.id', 'c.to_id').where('c.from_id', '=', eb.ref('r.id')).where('c.type', '=', 'IN_CATEGORY').where('cat.name', '=', category).select('c.from_id'))]
            : []),
        ]),
      )
      .orderBy('r.id')
      .limit(limit)
      .execute();
    if (patterns.length === 0) return [];
    const docs = await db
      .selectFrom('risk_graph_edge as e')
      .innerJoin('risk_graph_node as d', 'd.id', 'e.to_id')
      .select(['e.from_id', 'd.properties'])
      .where('e.type', '=', 'RELATES_TO')
      .where('e.from_id', 'in', patterns.map((p) => p.id))
      .orderBy('d.id')
      .execute();
    return patterns.map((pattern) => {
      const props = JSON.parse(pattern.properties) as Record<string, string>;
      return {
        name: pattern.name,
        explanation: props.explanation ?? '',
        riskLevel: props.riskLevel ?? '',
        documents: docs.filter((d) => d.from_id === pattern.id).map((d) => (JSON.parse(d.properties) as Record<string, string>).content ?? ''),
      };
    });
  }
}

function escapeLike(word: string): string {
  return word.replace(/[%_\\]/g, '');
}
