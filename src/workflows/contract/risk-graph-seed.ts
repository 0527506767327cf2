/**
 * Builds the risk-pattern graph from the check rules: one RiskPattern per
 * rule, one Document per statute article a rule cites (its text from the
 * search index when present), one Category per clause type.
 */
import type { ContractReview } from '../../knowledge/contract-review.js';
import { fillTemplate } from '../../knowledge/llm-prompts.js';
import type { SearchIndex } from '../../search/search-index.js';
import type { GraphEdge, GraphNode, RiskGraphRepository } from '../../store/repositories/risk-graph.js';

export async function seedRiskGraph(graph: RiskGraphRepository, review: ContractReview, index: SearchIndex): Promise<void> {
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const categories = Object.entries(review.agent.clause_types);
  for (const [name] of categories) nodes.push({ id: `category:${name}`, label: 'Category', name, properties: {} });
  const documents = new Map<string, string>();
  for (const rule of review.rules) {
    const id = `pattern:${rule.rule}`;
    const explanation = `${fillTemplate(rule.reason, {}).replace(/\{[a-z_]+\}/g, '…')} ${rule.suggestion.replace(/\{[a-z_]+\}/g, '…')}`;
    nodes.push({ id, label: 'RiskPattern', name: rule.title, properties: { code: rule.code, riskLevel: rule.severity, explanation } });
    const docId = `document:${rule.legal_basis}`;
    if (!documents.has(docId)) documents.set(docId, await articleText(index, rule.legal_basis));
    edges.push({ from: id, to: docId, type: 'RELATES_TO' });
    for (const [category, cues] of categories) {
      if (cues.some((cue) => rule.title.includes(cue) || rule.reason.includes(cue))) edges.push({ from: id, to: `category:${category}`, type: 'IN_CATEGORY' });
    }
  }
  for (const [id, content] of documents) nodes.push({ id, label: 'Document', name: id.slice('document:'.length), properties: { content } });
  await graph.replace(nodes, edges);
}

async function articleText(index: SearchIndex, basis: string): Promise<string> {
  const match = /^(.+?)\s+(제\d+조(?:의\d+)?)/.exec(basis);
  if (!match) return basis;
  const doc = await index.article(match[1]!, match[2]!);
  return doc ? `${basis}: ${doc.text}` : basis;
}
