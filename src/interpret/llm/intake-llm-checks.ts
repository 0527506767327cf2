/**
 * Deterministic checks on what the LLM returned, beyond its zod shape. A
 * rejection names what was wrong in codes only (it is logged, and the log
 * holds no personal text); the caller then answers with the rules.
 */
import type { KnowledgeBase, ScenarioKnowledge } from '../../knowledge/knowledge-base.js';
import type { FieldDef, K2Question, K4Format } from '../../knowledge/schema.js';
import { normalizeText } from '../../korean/normalize.js';
import type { CaseForSummary, Classification, Emergency, FactValue, NarrativeAnalysis, ParsedAnswer, Summary } from '../intake-port.js';
import { groundsOf, isIsoDatePrefix, numbersStated, unsupportedClaims } from './grounding.js';
import { emergencyKinds, expectedType, optionsOf } from './intake-llm-prompts.js';
import type { z } from 'zod';

export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

const accept = <T>(value: T): Checked<T> => ({ ok: true, value });
const reject = <T>(reason: string): Checked<T> => ({ ok: false, reason });
const compact = (text: string) => normalizeText(text).replace(/\s+/g, '');

export function checkEmergency(found: Emergency, text: string): Checked<Emergency> {
  if (!found.emergency) return accept({ emergency: false, kind: null, span: null });
  const kind = found.kind && emergencyKinds.includes(found.kind) ? found.kind : null;
  const span = found.span && compact(text).includes(compact(found.span)) ? found.span : null;
  return accept({ emergency: true, kind, span });
}

export function checkClassification(found: Classification, kb: KnowledgeBase, text: string): Checked<Classification> {
  const unknown = found.candidates.find((c) => !kb.scenario(c.scenario));
  if (unknown) return reject('unknown scenario code');
  // People do not write scenario codes; a message that does is trying to steer the result.
  if (kb.scenarios().some((s) => text.toUpperCase().includes(s.scenario_code))) return reject('the text names a scenario code');
  const seen = new Set<string>();
  const candidates = [...found.candidates]
    .sort((a, b) => b.score - a.score)
    .filter((c) => !seen.has(c.scenario) && seen.add(c.scenario));
  return accept({ candidates });
}

interface ValueRules {
  type: FieldDef['type'];
  options: readonly string[];
  /** Numbers the text states; an integer must be one of them. */
  stated: () => Set<number>;
  /** The latest date allowed, or null when future dates make sense for the field. */
  latestDate: string | null;
}

/** Why a value does not fit its field, or null when it does. */
function valueProblem(value: z.infer<typeof FactValue>, rules: ValueRules): string | null {
  switch (rules.type) {
    case 'boolean':
      return typeof value === 'boolean' ? null : 'not a boolean';
    case 'integer':
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) return 'not a whole number';
      return rules.stated().has(value) ? null : 'a number the text does not state';
    case 'date':
      if (typeof value !== 'string' || !isIsoDatePrefix(value)) return 'not an ISO date';
      return rules.latestDate !== null && value > rules.latestDate ? 'a date after the reference date' : null;
    case 'choice':
      return typeof value === 'string' && rules.options.includes(value) ? null : 'not one of the options';
    case 'string':
      return typeof value === 'string' && value.trim().length > 0 ? null : 'not a text';
  }
}

export function checkNarrative(
  found: NarrativeAnalysis,
  text: string,
  scenario: ScenarioKnowledge,
  fields: readonly FieldDef[],
  referenceDate: string,
): Checked<NarrativeAnalysis> {
  const byCode = new Map(fields.map((f) => [f.field, f]));
  // A field compared with days_until is about the future (a lease's end, a hearing).
  const futureFields = new Set(scenario.facts.filter((f) => f.derivation.kind === 'days_until').map((f) => f.derivation.field));
  let stated: Set<number> | undefined;
  for (const [field, fact] of Object.entries(found.facts)) {
    const question = scenario.questions.find((q) => q.field === field);
    if (!question) return reject(`field ${field} is not asked in ${scenario.scenario_code}`);
    const def = byCode.get(field);
    const problem = valueProblem(fact.value, {
      type: expectedType(question, def),
      options: optionsOf(question, def),
      stated: () => (stated ??= numbersStated(text, text, referenceDate)),
      latestDate: futureFields.has(field) ? null : referenceDate,
    });
    if (problem) return reject(`${field}: ${problem}`);
  }
  const source = compact(text);
  if (found.emotions.some((e) => !source.includes(compact(e.text)))) return reject('an emotion quotes text that is not in the message');
  return accept(found);
}

export function checkParsedAnswer(
  found: ParsedAnswer,
  text: string,
  question: K2Question,
  field: FieldDef | undefined,
  referenceDate: string,
): Checked<ParsedAnswer> {
  if (found.unknown) return accept({ value: null, unknown: true });
  if (found.value === null) return accept(found);
  const problem = valueProblem(found.value, {
    type: expectedType(question, field),
    options: optionsOf(question, field),
    stated: () => numbersStated(text, `${question.question} ${field?.label ?? ''}`, referenceDate),
    latestDate: null,
  });
  return problem ? reject(`${question.field}: ${problem}`) : accept(found);
}

/**
 * Sections in K4 order under K4 titles (all of them, or only those `shown` when the rules leave some
 * out), every number, date and name found in the case data.
 */
export function checkSummary(found: Summary, format: K4Format, data: CaseForSummary, shown: readonly string[] = format.sections.map((s) => s.key)): Checked<Summary> {
  const all = format.sections.map((s) => s.key);
  const sameKeys = (keys: readonly string[]) => found.sections.length === keys.length && found.sections.every((s, i) => s.key === keys[i]);
  if (!sameKeys(all) && !sameKeys(shown)) return reject('sections differ from the K4 format');
  const sections = found.sections.map((s) => {
    const section = format.sections.find((k4) => k4.key === s.key)!;
    return { key: section.key, title: section.title, content: s.content };
  });
  const text = summaryText(format, sections);
  const grounds = groundsOf(summarySources(format, data), summaryValues(data), data.meta.referenceDate);
  // The session id is an opaque token, not a claim: its digits are not numbers.
  const claims = unsupportedClaims(text.split(data.meta.sessionId).join(' '), grounds, data.meta.referenceDate);
  if (claims.length > 0) return reject(`${claims.length} number(s), date(s) or name(s) not in the case data`);
  return accept({ sections, text });
}

export function summaryText(format: K4Format, sections: Summary['sections']): string {
  return [format.title, ...sections.map((s) => `■ ${s.title}\n${s.content}`)].join('\n\n');
}

function summarySources(format: K4Format, data: CaseForSummary): string[] {
  return [
    data.narrative ?? '',
    ...data.otherProblems.flatMap((p) => [p.scenarioName, p.text]),
    ...[data.level1Name, data.level2Name, data.scenarioName, data.scenarioCode].map((name) => name ?? ''),
    ...data.facts.map((f) => f.label),
    ...[...data.unknown, ...data.missing].map((f) => f.label),
    ...data.emotions.flatMap((e) => [e.type, e.text]),
    ...[...data.riskTags, ...data.urgentActions].flatMap((t) => [t.risk_tag, t.action_hint]),
    data.meta.channel,
    format.title,
    format.audience,
    ...format.sections.flatMap((s) => [s.title, s.content_rule]),
  ];
}

function summaryValues(data: CaseForSummary): Array<string | number | boolean> {
  const rate = data.meta.completionRate;
  return [
    ...data.facts.map((f) => f.value),
    ...data.emotions.map((e) => e.intensity),
    data.meta.referenceDate,
    data.meta.startedAt.slice(0, 10),
    rate,
    Math.round(rate * 100),
    data.facts.length,
    data.unknown.length + data.missing.length,
    data.riskTags.length,
  ];
}
