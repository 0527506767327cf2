/**
 * analyze_contract_clause(clause_text, question): the findings on the clause
 * the text names ("제7조") or quotes, from the stored analysis.
 */
import type { ContractAnalysis } from '../domain/types.js';

export function analyzeContractClause(analysis: ContractAnalysis) {
  return async (clauseText: string, question: string) => {
    // The question may name the clause ("제7조는 왜 문제예요?") when the text is a quote.
    const named = analysis.clauses.filter((clause) => `${clauseText} ${question}`.includes(clause.ref) || (clauseText.length >= 6 && clause.text.includes(clauseText)));
    const refs = new Set(named.map((clause) => clause.ref));
    return analysis.findings
      .filter((finding) => refs.has(finding.clause))
      .map((f) => ({ clause: f.clause, title: f.title, reason: f.reason, legal_basis: f.legal_basis, suggestion: f.suggestion, severity: f.severity }));
  };
}
