/** search_graph_db(clause_type, keywords): risk patterns and the statute text they relate to. */
import type { RiskGraphRepository } from '../../../store/repositories/risk-graph.js';

export function searchGraphDb(graph: RiskGraphRepository) {
  return async (clauseType: string, keywords: readonly string[]) => {
    const matches = await graph.match(keywords, clauseType || undefined);
    return matches.map((m) => ({ name: m.name, explanation: m.explanation, risk_level: m.riskLevel, documents: m.documents }));
  };
}
