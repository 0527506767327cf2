/**
 * The offline contract interpreter: the seed's keyword heuristics for the
 * ToolPlan and a templated answer streamed in small pieces. Every word list
 * and sentence comes from the contract knowledge.
 */
import type { ContractReview } from '../../knowledge/contract-review.js';
import { fillTemplate } from '../../knowledge/llm-prompts.js';
import type { AnswerInput, ContractInterpreter, PlanInput, ToolPlan, ToolOutcome } from '../contract-port.js';

const PIECE_CHARS = 8;
const EXCERPT_CHARS = 160;

export class RulesContractInterpreter implements ContractInterpreter {
  readonly kind = 'rules' as const;

  constructor(private readonly knowledge: () => ContractReview) {}

  async planTools({ message }: PlanInput): Promise<ToolPlan> {
    const { plan_keywords: words, plan_reasoning: why, clause_types: types } = this.knowledge().agent;
    const has = (list: readonly string[]) => list.some((word) => message.includes(word));
    const graph = has(words.graph_db);
    const web = has(words.web_search);
    const vector = has(words.vector_db) || (!graph && !web);
    const clauseType = Object.entries(types).find(([, cues]) => cues.some((cue) => message.includes(cue)));
    const reasons = [vector && (has(words.vector_db) ? why.vector_db : why.default), graph && why.graph_db, web && why.web_search].filter(Boolean);
    return {
      use_vector_db: vector,
      use_graph_db: graph,
      use_web_search: web,
      vector_query: vector ? message : '',
      graph_clause_type: clauseType?.[0] ?? '',
      graph_keywords: clauseType ? clauseType[1].filter((cue) => message.includes(cue)).concat(clauseType[0]) : [],
      web_query: web ? message : '',
      reasoning: reasons.join(' '),
    };
  }

  async composeAnswer(input: AnswerInput, onToken: (piece: string) => void): Promise<string> {
    const text = this.answerText(input);
    for (let at = 0; at < text.length; at += PIECE_CHARS) {
      if (input.signal?.aborted) break;
      onToken(text.slice(at, at + PIECE_CHARS));
    }
    return text;
  }

  private answerText(input: AnswerInput): string {
    const review = this.knowledge();
    const t = (key: string, values: Record<string, string | number> = {}) =>
      fillTemplate(review.agent.answer[key] ?? '', Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])));
    const lines = [t('intro', { overall_risk: input.overallRisk }), ''];
    const cues = [input.plan.graph_clause_type, ...input.plan.graph_keywords].filter(Boolean);
    const related = input.findings.filter((f) => cues.some((cue) => `${f.title} ${f.reason} ${f.clause}`.includes(cue)) || input.message.includes(f.clause));
    if (related.length > 0) {
      lines.push(t('focus_findings_header'), ...related.map((f) => t('finding_item', f)));
    } else {
      lines.push(t('no_related_findings'));
    }
    if (input.unpaid && input.unpaid.monthly > 0 && (input.plan.graph_clause_type === '임금' || related.some((f) => /WAGE|HOLIDAY_PAY|PREMIUM/.test(f.code)))) {
      lines.push('', t('unpaid', { unpaid_monthly: input.unpaid.monthly.toLocaleString('en-US'), unpaid_yearly: input.unpaid.yearly.toLocaleString('en-US') }));
    }
    for (const outcome of input.tools) lines.push(...this.toolLines(outcome, t));
    lines.push('', t('closing'));
    return lines.join('\n');
  }

  private toolLines(outcome: ToolOutcome, t: (key: string, values?: Record<string, string | number>) => string): string[] {
    if (!outcome.ok) return ['', t('tool_failed', { tool: outcome.label })];
    if (outcome.results.length === 0) return [];
    const str = (value: unknown) => (typeof value === 'string' ? value : '');
    switch (outcome.tool) {
      case 'search_vector_db':
        return ['', t('sources_header'), ...outcome.results.slice(0, 3).map((r) => t('source_item', { title: str(r.title) || str(r.source), excerpt: excerpt(str(r.text)) }))];
      case 'search_graph_db':
        return ['', t('patterns_header'), ...outcome.results.map((r) => t('pattern_item', { name: str(r.name), risk_level: str(r.risk_level), explanation: str(r.explanation) }))];
      case 'web_search':
        return ['', t('resources_header'), ...outcome.results.map((r) => t('resource_item', { title: str(r.title), content: str(r.content), url: str(r.url) }))];
      default:
        return ['', t('clause_header'), ...outcome.results.map((r) => t('finding_item', { clause: str(r.clause), title: str(r.title), reason: str(r.reason), legal_basis: str(r.legal_basis), suggestion: str(r.suggestion) }))];
    }
  }
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS)}…` : flat;
}
