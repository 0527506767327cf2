/**
 * Offline summaries from K4: each section's content_rule is a template filled
 * from its source (placeholders as documented at the top of
 * knowledge/yaml/k4_output_format.yaml). Everything it says comes from the
 * case data, so it cannot state a fact that was not collected.
 */
import type { K4Format, K4Section } from '../../knowledge/schema.js';
import type { CaseForSummary, Summary } from '../intake-port.js';
import { labelUnit, withLabelUnit } from './label-units.js';

const UNKNOWN = '모름';
const NONE = '없음';
const levelNames: Record<string, string> = { HIGH: '높음', MEDIUM: '보통', LOW: '낮음' };
const isMoneyLabel = (label: string) => labelUnit(label) === '원';

export function formatValue(value: string | number | boolean, label: string): string {
  if (typeof value === 'boolean') return value ? '예' : '아니요';
  if (typeof value === 'number') return withLabelUnit(value, label);
  const date = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(value);
  if (date) return [`${date[1]}년`, date[2] && `${Number(date[2])}월`, date[3] && `${Number(date[3])}일`].filter(Boolean).join(' ');
  return value;
}

interface SourceData {
  /** null: the case does not know it. */
  vars: Record<string, string | null>;
  items: string[];
}

/** What a template shows for a value the case does not know: 없음 where the value is a thing one has, else 모름. */
const shownWhenMissing = (name: string) => (['narrative', 'evidence_types', 'top_level', 'top_tag', 'first_step'].includes(name) ? NONE : UNKNOWN);

function sourceData(section: K4Section, data: CaseForSummary): SourceData {
  const fact = (field: string) => data.facts.find((f) => f.field === field);
  const show = (field: string) => {
    const f = fact(field);
    return f ? formatValue(f.value, f.label) : null;
  };
  switch (section.source) {
    case 'case':
      return {
        vars: {
          level1_name: data.level1Name,
          level2_name: data.level2Name,
          scenario_name: data.scenarioName,
          scenario_code: data.scenarioCode,
          level1: data.level1,
          level2: data.level2,
        },
        items: [],
      };
    case 'narrative':
      return { vars: { narrative: data.narrative }, items: [] };
    case 'other_problems':
      return { vars: {}, items: data.otherProblems.map((p) => `${p.scenarioName}: "${p.text}"`) };
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
      return { vars: { evidence: show('evidence')?.replace('예', '있음').replace('아니요', '없음') ?? null, evidence_types: types ? String(types.value) : null }, items: [] };
    }
    case 'risk_tags':
      return {
        vars: { top_level: data.riskTags[0] ? levelNames[data.riskTags[0].risk_level]! : null, top_tag: data.riskTags[0]?.risk_tag ?? null },
        items: data.riskTags.map((t) => `[${levelNames[t.risk_level] ?? t.risk_level}] ${t.risk_tag}`),
      };
    case 'emotions':
      return { vars: {}, items: data.emotions.map((e) => `${e.type}(${e.intensity}/5)`) };
    case 'missing':
      return { vars: {}, items: [...data.missing, ...data.unknown].map((m) => m.label) };
    case 'urgent_actions':
      return { vars: {}, items: data.urgentActions.map((t) => `${t.risk_tag}: ${t.action_hint}`) };
    case 'next_steps':
      return { vars: { first_step: data.riskTags[0]?.action_hint ?? null }, items: [...new Set(data.riskTags.map((t) => t.action_hint))] };
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

/** The placeholders of a template, other than the list's own. */
const valuePlaceholders = (rule: string) => [...rule.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((name) => name !== 'items' && name !== 'count');

/**
 * The section's text, or null for a paragraph written around values none of which is known:
 * "'모름' 문제로 정리했어요" or "가지고 계신 자료(없음)는 …" would tell the person nothing true.
 */
export function renderSection(section: K4Section, data: CaseForSummary): string | null {
  const { vars, items } = sourceData(section, data);
  // Nothing urgent needs no heading: "먼저 챙기실 일 — 없음" would only worry the person.
  if (section.source === 'urgent_actions' && items.length === 0) return null;
  const placeholders = valuePlaceholders(section.content_rule);
  if (section.style === 'paragraph' && placeholders.length > 0 && placeholders.every((name) => (vars[name] ?? null) === null)) return null;
  const listed = items.length > 0 ? items.join(', ') : NONE;
  const filled = section.content_rule.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    if (name === 'items') return listed;
    if (name === 'count') return String(items.length);
    return vars[name] ?? shownWhenMissing(name);
  });
  if (section.style === 'bullets' || section.style === 'table') {
    const rows = items.length > 0 ? items.map((item) => (section.style === 'table' ? item.replace(/ — |: /, ' | ') : `- ${item}`)) : [NONE];
    return [filled, ...rows].join('\n');
  }
  return filled;
}

export function summariseWithRules(format: K4Format, data: CaseForSummary): Summary {
  const sections = format.sections.flatMap((section) => {
    const content = renderSection(section, data);
    return content === null ? [] : [{ key: section.key, title: section.title, content }];
  });
  const text = [format.title, ...sections.map((s) => `■ ${s.title}\n${s.content}`)].join('\n\n');
  return { sections, text };
}
