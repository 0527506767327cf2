/**
 * Offline summaries from K4: each section's content_rule is a template filled
 * from its source (placeholders as documented at the top of
 * knowledge/yaml/k4_output_format.yaml). Everything it says comes from the
 * case data, so it cannot state a fact that was not collected.
 */
import type { K4Format, K4Section } from '../../knowledge/schema.js';
import type { CaseForSummary, Summary } from '../intake-port.js';

const UNKNOWN = '모름';
const NONE = '없음';
const levelNames: Record<string, string> = { HIGH: '높음', MEDIUM: '보통', LOW: '낮음' };
const isMoneyLabel = (label: string) => /원\)|금액|보증금|월세|임금/.test(label);

export function formatValue(value: string | number | boolean, label: string): string {
  if (typeof value === 'boolean') return value ? '예' : '아니요';
  if (typeof value === 'number') return isMoneyLabel(label) ? `${value.toLocaleString('ko-KR')}원` : value.toLocaleString('ko-KR');
  const date = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(value);
  if (date) return [`${date[1]}년`, date[2] && `${Number(date[2])}월`, date[3] && `${Number(date[3])}일`].filter(Boolean).join(' ');
  return value;
}

interface SourceData {
  vars: Record<string, string>;
  items: string[];
}

function sourceData(section: K4Section, data: CaseForSummary): SourceData {
  const fact = (field: string) => data.facts.find((f) => f.field === field);
  const show = (field: string) => {
    const f = fact(field);
    return f ? formatValue(f.value, f.label) : UNKNOWN;
  };
  switch (section.source) {
    case 'case':
      return {
        vars: {
          level1_name: data.level1Name ?? UNKNOWN,
          level2_name: data.level2Name ?? UNKNOWN,
          scenario_name: data.scenarioName ?? UNKNOWN,
          scenario_code: data.scenarioCode ?? UNKNOWN,
          level1: data.level1 ?? UNKNOWN,
          level2: data.level2 ?? UNKNOWN,
        },
        items: [],
      };
    case 'narrative':
      return { vars: { narrative: data.narrative ?? NONE }, items: [] };
    case 'timeline':
      return {
        vars: {},
        items: data.facts
          .filter((f) => typeof f.value === 'string' && /^\d{4}(-\d{2}){0,2}$/.test(f.value))
          .sort((a, b) => String(a.value).localeCompare(String(b.value)))
          .map((f) => `${formatValue(f.value, f.label)} — ${f.label}`),
      };
    case 'parties':
      return { vars: { counterparty: show('counterparty'), counterparty_type: show('counterparty_type'), relationship: show('relationship') }, items: [] };
    case 'facts':
      return { vars: {}, items: data.facts.map((f) => `${f.label}: ${formatValue(f.value, f.label)}`) };
    case 'amounts':
      return {
        vars: {},
        items: data.facts.filter((f) => typeof f.value === 'number' && isMoneyLabel(f.label)).map((f) => `${f.label}: ${formatValue(f.value, f.label)}`),
      };
    case 'evidence': {
      const types = fact('evidence_types');
      return { vars: { evidence: show('evidence').replace('예', '있음').replace('아니요', '없음'), evidence_types: types ? String(types.value) : NONE }, items: [] };
    }
    case 'risk_tags':
      return {
        vars: { top_level: data.riskTags[0] ? levelNames[data.riskTags[0].risk_level]! : NONE, top_tag: data.riskTags[0]?.risk_tag ?? NONE },
        items: data.riskTags.map((t) => `[${levelNames[t.risk_level] ?? t.risk_level}] ${t.risk_tag}`),
      };
    case 'emotions':
      return { vars: {}, items: data.emotions.map((e) => `${e.type}(${e.intensity}/5)`) };
    case 'missing':
      return { vars: {}, items: [...data.missing, ...data.unknown].map((m) => m.label) };
    case 'next_steps':
      return { vars: { first_step: data.riskTags[0]?.action_hint ?? NONE }, items: [...new Set(data.riskTags.map((t) => t.action_hint))] };
    case 'meta':
      return {
        vars: {
          session_id: data.meta.sessionId,
          channel: data.meta.channel,
          completion_rate: String(data.meta.completionRate),
          started_at: data.meta.startedAt,
          reference_date: data.meta.referenceDate,
        },
        items: [],
      };
  }
}

export function renderSection(section: K4Section, data: CaseForSummary): string {
  const { vars, items } = sourceData(section, data);
  const listed = items.length > 0 ? items.join(', ') : NONE;
  const filled = section.content_rule.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    if (name === 'items') return listed;
    if (name === 'count') return String(items.length);
    return vars[name] ?? UNKNOWN;
  });
  if (section.style === 'bullets' || section.style === 'table') {
    const rows = items.length > 0 ? items.map((item) => (section.style === 'table' ? item.replace(/ — |: /, ' | ') : `- ${item}`)) : [NONE];
    return [filled, ...rows].join('\n');
  }
  return filled;
}

export function summariseWithRules(format: K4Format, data: CaseForSummary): Summary {
  const sections = format.sections.map((section) => ({ key: section.key, title: section.title, content: renderSection(section, data) }));
  const text = [format.title, ...sections.map((s) => `■ ${s.title}\n${s.content}`)].join('\n\n');
  return { sections, text };
}
