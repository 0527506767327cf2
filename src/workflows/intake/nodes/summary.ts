/** SUMMARY: K3 risk tags and the four K4 summaries (COUNSELOR, LAWYER, CRM, INTERNAL_BRIEF). */
import type { CaseForSummary, Summary } from '../../../interpret/intake-port.js';
import type { KnowledgeBase } from '../../../knowledge/knowledge-base.js';
import { k4Targets } from '../../../knowledge/schema.js';
import type { IntakeDeps } from '../deps.js';
import { deriveFactCodes, deriveFactCodesThatMayHold } from '../domain/derive.js';
import { riskTags, urgentActions } from '../domain/risk.js';
import type { IntakeGraphState, IntakeUpdate } from '../state.js';

export function summaryNode(deps: IntakeDeps) {
  return async (state: IntakeGraphState): Promise<IntakeUpdate> => {
    const kb = deps.knowledge();
    const scenario = state.scenario ? kb.scenario(state.scenario) : undefined;
    const factCodes = scenario ? deriveFactCodes([...scenario.facts], state.facts, state.reference_date) : [];
    const tags = scenario ? riskTags([...scenario.rules], factCodes) : [];
    const data = caseForSummary(kb, { ...state, risk_tags: tags } as IntakeGraphState);
    const summaries: Record<string, Summary> = {};
    for (const target of k4Targets) {
      const format = kb.outputFormat(target);
      if (format) summaries[target] = await deps.interpreter.summarise(format, data);
    }
    return { current_state: 'SUMMARY', fact_codes: factCodes, risk_tags: tags, summaries };
  };
}

export function caseForSummary(kb: KnowledgeBase, state: IntakeGraphState): CaseForSummary {
  const scenario = state.scenario ? kb.scenario(state.scenario) : undefined;
  const label = (field: string) => kb.field(field)?.label ?? field;
  const facts = Object.entries(state.facts).filter(([, f]) => !f.unknown && f.value !== null);
  return {
    level1: state.case_type,
    level2: state.sub_case_type,
    scenarioCode: state.scenario,
    level1Name: state.case_type ? kb.level1Name(state.case_type as never) : null,
    level2Name: state.sub_case_type ? (kb.level2(state.sub_case_type)?.level2_name ?? null) : null,
    scenarioName: scenario?.scenario_name ?? null,
    narrative: state.initial_description,
    otherProblems: state.other_problems.map((p) => ({ scenarioName: kb.scenario(p.scenario)?.scenario_name ?? p.scenario, text: p.text })),
    facts: facts.map(([field, f]) => ({ field, label: label(field), value: f.value! })),
    unknown: state.unknown_fields.map((field) => ({ field, label: label(field) })),
    missing: state.missing_fields.map((field) => ({ field, label: label(field) })),
    emotions: state.emotion,
    riskTags: state.risk_tags.map((t) => ({ risk_level: t.risk_level, risk_tag: t.risk_tag, action_hint: t.action_hint })),
    urgentActions: scenario
      ? urgentActions([...scenario.rules], deriveFactCodesThatMayHold([...scenario.facts], state.facts, state.reference_date)).map((t) => ({ risk_tag: t.risk_tag, action_hint: t.action_hint }))
      : [],
    meta: {
      sessionId: state.session_id,
      channel: state.channel,
      completionRate: state.completion_rate,
      referenceDate: state.reference_date,
      startedAt: state.transcript[0]?.at ?? '',
    },
  };
}
