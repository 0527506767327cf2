/**
 * Offline fact extraction from a free-form account: amounts, dates, counts,
 * yes/no facts, choices and the other side, each tied to the field its cue
 * words name within the same clause. Only fields the scenario asks about are
 * filled, and only with what the text states.
 */
import type { ScenarioKnowledge } from '../../knowledge/knowledge-base.js';
import type { FieldDef } from '../../knowledge/schema.js';
import { parseAmount } from '../../korean/amounts.js';
import { parseDate } from '../../korean/dates.js';
import { normalizeText } from '../../korean/normalize.js';
import { splitSentences } from '../../korean/sentences.js';
import type { NarrativeAnalysis } from '../intake-port.js';
import {
  booleanFields,
  choiceFields,
  counterpartyNouns,
  countFields,
  dateFields,
  evidenceNouns,
  moneyFields,
  relationshipNouns,
  type ValueCues,
} from './field-cues.js';

type Facts = NarrativeAnalysis['facts'];

const CLAUSE_BREAK = /\s*,\s*|(?<=(?:는데|었고|았고|했고|지만|어서|아서|해서|니까|는데요))\s+/;
const DURATION = /지\s?\S{0,4}\s?(?:됐|되었|된|넘었)|\d+\s?\S{0,2}\s?된\s|째|(?:뒤|후)에|이후로/;
/** "6천 날렸어요": a sum under 10,000 won, without 원 and not an hourly rate, was said in 만원. */
const inManwonIfImplausible = (value: number, clause: string) =>
  value < 10_000 && !/\d\s?원|[천백십]\s?원|시급|시간당|일당|건당/.test(clause) ? value * 10_000 : value;
const nativeCounts: Record<string, number> = { 하나: 1, 둘: 2, 셋: 3, 넷: 4 };

export function clausesOf(text: string): string[] {
  return splitSentences(text).flatMap((s) => s.text.split(CLAUSE_BREAK)).filter((c) => c.trim().length > 0);
}

/** The field a value in this clause belongs to: the first whose cue appears, else the fallback. */
function fieldFor(table: Record<string, ValueCues>, clause: string, asked: Set<string>, requireCue: boolean): string | undefined {
  const askedHere = Object.keys(table).filter((f) => asked.has(f));
  const cued = askedHere.find((f) => table[f]!.cues.test(clause));
  if (cued || requireCue) return cued;
  if (askedHere.length === 1) return askedHere[0];
  return askedHere.find((f) => table[f]!.fallback);
}

export function analyseNarrativeWithRules(
  input: string,
  scenario: ScenarioKnowledge,
  fields: readonly FieldDef[],
  referenceDate: string,
  options: { requireCue?: boolean } = {},
): Facts {
  const text = normalizeText(input).slice(0, 20_000);
  const requireCue = options.requireCue ?? false;
  const asked = new Set(scenario.questions.map((q) => q.field));
  const typeOf = new Map(fields.map((f) => [f.field, f.type]));
  const facts: Facts = {};
  const set = (field: string, value: string | number | boolean, confidence: number) => {
    if (asked.has(field) && !(field in facts)) facts[field] = { value, confidence };
  };

  for (const clause of clausesOf(text)) {
    const amount = parseAmount(clause, { context: clause });
    if (amount) {
      const field = fieldFor(moneyFields, clause, asked, requireCue);
      if (field && typeOf.get(field) === 'integer') set(field, inManwonIfImplausible(amount.value, clause), amount.approx ? 0.7 : 0.9);
    }
    const date = parseDate(clause, referenceDate);
    if (date) {
      // Without a cue, a span of time ("일 못 한 지 3년", "일주일 뒤에") is not the date of anything.
      const field = fieldFor(dateFields, clause, asked, requireCue || DURATION.test(clause));
      if (field && typeOf.get(field) === 'date') set(field, date.value, date.approx ? 0.6 : 0.85);
    }
  }

  for (const [field, pattern] of Object.entries(countFields)) {
    const match = pattern.exec(text);
    const count = match?.slice(1).find((group) => group !== undefined);
    if (count) set(field, nativeCounts[count] ?? Number(count), 0.8);
  }
  for (const [field, cues] of Object.entries(booleanFields)) {
    // Negations name the same things as affirmations, so they are checked first.
    if (cues.no.test(text)) set(field, false, 0.8);
    else if (cues.yes.test(text)) set(field, true, 0.7);
  }
  const staff = /(?:직원|근로자|알바생?|사람)(?:이|은|는|도)?\s*(?:한\s*)?(\d{1,4})\s*명/.exec(text);
  if (staff) set('employer_size_5plus', Number(staff[1]) >= 5, 0.7);
  if (requireCue) return facts;

  for (const [field, options] of Object.entries(choiceFields)) {
    const picked = Object.entries(options).find(([, pattern]) => pattern.test(text));
    if (picked) set(field, picked[0], 0.6);
  }
  const counterparty = counterpartyNouns.exec(text);
  if (counterparty) set('counterparty', counterparty[1]!.replace(/\s+/g, ''), 0.6);
  const relationship = relationshipNouns.exec(text);
  if (relationship) set('relationship', relationship[1]!.replace(/\s+/g, ''), 0.6);
  // "차용증 없이", "계약서도 안 썼어요": a document named as missing is not evidence.
  const missingAfter = /^(?:은|는|도|이|가|을|를)?\s?(?:없|안\s?썼|안\s?받|못\s?받|안\s?써|미작성)/;
  const evidence = [
    ...new Set(
      [...text.toLowerCase().matchAll(evidenceNouns)]
        .filter((m) => !missingAfter.test(text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 8)))
        .map((m) => m[1]!.replace(/\s+/g, '')),
    ),
  ];
  if (evidence.length > 0) set('evidence_types', evidence.join(', '), 0.7);
  const first = splitSentences(text)[0]?.text;
  if (first) set('issue_description', first.slice(0, 200), 0.5);
  return facts;
}
