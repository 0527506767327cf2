/**
 * Checks across documents: the taxonomy is covered, every reference (field,
 * fact, scenario) resolves, codes are unique, and content is usable by the
 * engine. Runs on schema-valid documents; files that failed their schema are
 * skipped so their problems are reported once.
 */
import { perLevel2File, FIELDS_FILE, K0_FILE, K4_FILE, LLM_PROMPTS_FILE, type PerLevel2Kind } from './layout.js';
import type { KnowledgeDocuments } from './documents.js';
import type { IssueCollector, PathSegment, Pointer } from './issues.js';
import { checkLlmPrompts } from './llm-prompts.js';
import { k0StepCodes, k4Targets, type FactPattern, type FieldDef, type K2Scenario, type RiskRule } from './schema.js';
import { taxonomy as bindingTaxonomy, type Taxonomy } from './taxonomy.js';

/** A keyword used by this many scenarios or more no longer tells them apart. */
export const SHARED_KEYWORD_LIMIT = 4;

interface Entry<T> {
  value: T;
  level2: string;
  pointer: Pointer;
}

export function crossCheck(
  docs: KnowledgeDocuments,
  broken: ReadonlySet<string>,
  issues: IssueCollector,
  taxonomy: Taxonomy = bindingTaxonomy,
): void {
  const context = new CheckContext(docs, broken, issues);
  checkFieldVocabulary(context, taxonomy);
  checkTaxonomyCoverage(context, taxonomy);
  checkScenarioDocuments(context);
  checkQuestions(context);
  checkFacts(context);
  checkRules(context);
  checkSharedKeywords(context);
  checkOwnKeywords(context);
  checkK0(context);
  checkK4(context);
  if (!broken.has(LLM_PROMPTS_FILE)) checkLlmPrompts(docs.llm_prompts, issues);
}

type ScenarioDocKind = Exclude<PerLevel2Kind, 'k1'>;
const scenarioDocLabels: Record<ScenarioDocKind, string> = { k2: 'questions (K2)', level4: 'facts (LEVEL4)', k3: 'risk rules (K3)' };

/** Indexes built once: scenarios per document kind and the field vocabulary. */
class CheckContext {
  readonly classified = new Map<string, Entry<{ scenario_name: string; keywords: string[]; negative_keywords: string[]; typical_expressions: string[] }>>();
  readonly byKind: Record<ScenarioDocKind, Map<string, Entry<unknown>>> = { k2: new Map(), level4: new Map(), k3: new Map() };
  readonly fields = new Map<string, FieldDef>();

  constructor(
    readonly docs: KnowledgeDocuments,
    readonly broken: ReadonlySet<string>,
    readonly issues: IssueCollector,
  ) {
    docs.fields.forEach((def) => this.fields.set(def.field, def));
    for (const doc of docs.k1) {
      doc.scenarios.forEach((scenario, index) => {
        const pointer = { file: perLevel2File('k1', doc.level2), path: ['scenarios', index, 'scenario_code'] };
        this.remember(this.classified, scenario.scenario_code, { value: scenario, level2: doc.level2, pointer }, 'K1');
      });
    }
    for (const kind of ['k2', 'level4', 'k3'] as const) {
      for (const doc of docs[kind]) {
        doc.scenarios.forEach((scenario, index) => {
          const pointer = { file: perLevel2File(kind, doc.level2), path: ['scenarios', index] };
          this.remember(this.byKind[kind], scenario.scenario_code, { value: scenario, level2: doc.level2, pointer }, kind.toUpperCase());
        });
      }
    }
  }

  /** True when the file that would hold this content failed its schema (already reported). */
  isBroken(kind: PerLevel2Kind, level2: string): boolean {
    return this.broken.has(perLevel2File(kind, level2));
  }

  questionsOf(scenarioCode: string): K2Scenario | undefined {
    return this.byKind.k2.get(scenarioCode)?.value as K2Scenario | undefined;
  }

  private remember<T>(index: Map<string, Entry<T>>, code: string, entry: Entry<T>, label: string): void {
    const earlier = index.get(code);
    if (earlier) {
      const at = entry.pointer.path.at(-1) === 'scenario_code' ? entry.pointer : childOf(entry.pointer, 'scenario_code');
      this.issues.error(at, (name) => `${name} "${code}" appears twice in ${label} (first at ${this.issues.where(earlier.pointer)})`);
      return;
    }
    index.set(code, entry);
  }
}

function childOf(pointer: Pointer, ...segments: PathSegment[]): Pointer {
  return { file: pointer.file, path: [...pointer.path, ...segments] };
}

function checkFieldVocabulary({ docs, fields, broken, issues }: CheckContext, taxonomy: Taxonomy): void {
  if (broken.has(FIELDS_FILE)) return;
  const fieldsPointer = { file: FIELDS_FILE, path: ['fields'] };
  for (const [code, spec] of Object.entries(taxonomy.fields)) {
    const def = fields.get(code);
    if (!def) {
      issues.error(fieldsPointer, `taxonomy field "${code}" (${spec.label}) is missing from the field vocabulary`);
    } else if (def.type !== spec.type) {
      const index = docs.fields.indexOf(def);
      issues.error({ file: FIELDS_FILE, path: ['fields', index, 'type'] }, (name) => `${name} of "${code}" is "${def.type}" but the taxonomy says "${spec.type}"`);
    }
  }
  docs.fields.forEach((def, index) => {
    if (def.type === 'choice' && !def.options?.length) {
      issues.error({ file: FIELDS_FILE, path: ['fields', index, 'options'] }, (name) => `${name} is empty but "${def.field}" is a choice field`);
    }
  });
}

function checkTaxonomyCoverage(context: CheckContext, taxonomy: Taxonomy): void {
  const { docs, issues, classified } = context;
  for (const [level2, spec] of Object.entries(taxonomy.level2)) {
    if (context.isBroken('k1', level2)) continue;
    const file = perLevel2File('k1', level2);
    const doc = docs.k1.find((candidate) => candidate.level2 === level2);
    if (!doc) {
      issues.error({ file, path: [] }, `level2 ${level2} (${spec.name}) of the taxonomy is missing`);
      continue;
    }
    if (doc.level1 !== spec.level1) {
      issues.error({ file, path: ['level1'] }, (name) => `${name} of ${level2} is "${doc.level1}" but the taxonomy says "${spec.level1}"`);
    }
    if (doc.level2_name !== spec.name) {
      issues.error({ file, path: ['level2_name'] }, (name) => `${name} of ${level2} is "${doc.level2_name}" but the taxonomy says "${spec.name}"`);
    }
    for (const [scenarioCode, scenarioName] of Object.entries(spec.scenarios)) {
      const entry = classified.get(scenarioCode);
      if (!entry) {
        issues.error({ file, path: [] }, `scenario ${scenarioCode} (${scenarioName}) of the taxonomy is missing under ${level2}`);
      } else if (entry.level2 !== level2) {
        issues.error(entry.pointer, (name) => `${name} "${scenarioCode}" is under ${entry.level2} but the taxonomy puts it under ${level2}`);
      } else if (entry.value.scenario_name !== scenarioName) {
        const namePointer = { file: entry.pointer.file, path: [...entry.pointer.path.slice(0, -1), 'scenario_name'] };
        issues.warning(namePointer, (name) => `${name} of ${scenarioCode} is "${entry.value.scenario_name}"; the taxonomy calls it "${scenarioName}"`);
      }
    }
  }
}

/** Every classified scenario has questions, facts and rules, each under its own level2, and nothing else does. */
function checkScenarioDocuments(context: CheckContext): void {
  const { classified, byKind, issues } = context;
  for (const kind of ['k2', 'level4', 'k3'] as const) {
    for (const [code, entry] of classified) {
      if (!byKind[kind].has(code) && !context.isBroken(kind, entry.level2)) {
        issues.error({ file: perLevel2File(kind, entry.level2), path: [] }, `scenario ${code} has no ${scenarioDocLabels[kind]}`);
      }
    }
    for (const [code, entry] of byKind[kind]) {
      const codePointer = childOf(entry.pointer, 'scenario_code');
      const home = classified.get(code);
      if (!home) {
        if (!context.isBroken('k1', entry.level2)) {
          issues.error(codePointer, (name) => `${name} "${code}" is not classified in K1 (no K1_Classification row)`);
        }
      } else if (home.level2 !== entry.level2) {
        issues.error(codePointer, (name) => `${name} "${code}" belongs to ${home.level2} in K1 but is filed under ${entry.level2}`);
      }
    }
  }
}

function checkQuestions(context: CheckContext): void {
  const { byKind, fields, issues } = context;
  for (const [code, entry] of byKind.k2) {
    const scenario = entry.value as K2Scenario;
    const seen = new Map<string, number>();
    scenario.questions.forEach((question, index) => {
      const at = (key: string) => childOf(entry.pointer, 'questions', index, key);
      const earlier = seen.get(question.field);
      if (earlier !== undefined) {
        issues.error(at('field'), (name) => `${name} "${question.field}" is asked twice in ${code} (first at ${issues.where(childOf(entry.pointer, 'questions', earlier, 'field'))})`);
      }
      seen.set(question.field, index);
      const def = fields.get(question.field);
      if (!def) {
        issues.error(at('field'), (name) => `${name} "${question.field}" is not in the field vocabulary (Fields)`);
      } else if (def.type !== question.answer_type) {
        issues.warning(at('answer_type'), (name) => `${name} "${question.answer_type}" differs from the type of field "${question.field}" ("${def.type}")`);
      }
      if (question.answer_type === 'choice' && !question.options?.length) {
        issues.error(at('options'), (name) => `${name} is empty but the question "${question.field}" is a choice question`);
      } else if (question.answer_type !== 'choice' && question.options?.length) {
        issues.warning(at('options'), (name) => `${name} are ignored because answer_type is "${question.answer_type}", not "choice"`);
      }
    });
    checkRequiredFields(context, code, entry.pointer, scenario);
  }
}

/** required_fields must be exactly the questions marked required (the workbook derives one from the other). */
function checkRequiredFields({ issues }: CheckContext, code: string, pointer: Pointer, scenario: K2Scenario): void {
  const markedRequired = scenario.questions.filter((question) => question.required).map((question) => question.field);
  const asked = new Set(scenario.questions.map((question) => question.field));
  scenario.required_fields.forEach((field, index) => {
    const at = childOf(pointer, 'required_fields', index);
    if (!asked.has(field)) issues.error(at, (name) => `${name} "${field}" of ${code} has no question`);
    else if (!markedRequired.includes(field)) issues.error(at, (name) => `${name} lists "${field}" but its question in ${code} is not marked required`);
  });
  scenario.questions.forEach((question, index) => {
    if (question.required && !scenario.required_fields.includes(question.field)) {
      issues.error(childOf(pointer, 'questions', index, 'required'), (name) => `${name} is set for "${question.field}" but required_fields of ${code} does not list it`);
    }
  });
  const inOrder = scenario.required_fields.filter((field) => markedRequired.includes(field));
  if (inOrder.length === markedRequired.length && inOrder.some((field, index) => field !== markedRequired[index])) {
    issues.warning(childOf(pointer, 'required_fields'), (name) => `${name} of ${code} will be rewritten in question order by kb build`);
  }
}

function checkFacts(context: CheckContext): void {
  const { byKind, fields, issues } = context;
  for (const [code, entry] of byKind.level4) {
    const scenario = entry.value as { facts: FactPattern[] };
    const questions = context.questionsOf(code);
    const asked = new Set(questions?.questions.map((question) => question.field));
    const checkAsked = !!questions && !context.isBroken('k2', entry.level2);
    const seen = new Map<string, number>();
    scenario.facts.forEach((fact, index) => {
      const at = (...keys: PathSegment[]) => childOf(entry.pointer, 'facts', index, ...keys);
      const earlier = seen.get(fact.fact_code);
      if (earlier !== undefined) {
        issues.error(at('fact_code'), (name) => `${name} "${fact.fact_code}" is defined twice for ${code} (first at ${issues.where(childOf(entry.pointer, 'facts', earlier, 'fact_code'))})`);
      }
      seen.set(fact.fact_code, index);
      if (checkAsked && !asked.has(fact.related_field)) {
        issues.error(at('related_field'), (name) => `${name} "${fact.related_field}" is not asked in K2 for ${code}`);
      }
      const derivation = fact.derivation;
      if (checkAsked && derivation.field !== fact.related_field && !asked.has(derivation.field)) {
        issues.error(at('derivation', 'field'), (name) => `${name} "${derivation.field}" is not asked in K2 for ${code}`);
      }
      const def = fields.get(derivation.field);
      if (!def) return;
      if ((derivation.kind === 'days_since' || derivation.kind === 'days_until') && def.type !== 'date') {
        issues.error(at('derivation', 'kind'), (name) => `${name} "${derivation.kind}" needs a date field but "${derivation.field}" is "${def.type}"`);
      }
      if (derivation.kind === 'compare' && !valueFitsType(derivation.value, def.type)) {
        issues.warning(at('derivation', 'value'), (name) => `${name} ${JSON.stringify(derivation.value)} does not fit field "${derivation.field}" of type "${def.type}"`);
      }
    });
  }
}

function valueFitsType(value: string | number | boolean, type: FieldDef['type']): boolean {
  if (type === 'integer') return typeof value === 'number';
  if (type === 'boolean') return typeof value === 'boolean';
  return typeof value === 'string';
}

function checkRules(context: CheckContext): void {
  const { byKind, issues } = context;
  for (const [code, entry] of byKind.k3) {
    const scenario = entry.value as { rules: RiskRule[] };
    const factsEntry = byKind.level4.get(code);
    const facts = new Set((factsEntry?.value as { facts: Array<{ fact_code: string }> } | undefined)?.facts.map((fact) => fact.fact_code));
    const checkFactsDefined = !!factsEntry && !context.isBroken('level4', entry.level2);
    const seen = new Map<string, number>();
    scenario.rules.forEach((rule, index) => {
      const at = (...keys: PathSegment[]) => childOf(entry.pointer, 'rules', index, ...keys);
      const earlier = seen.get(rule.rule_code);
      if (earlier !== undefined) {
        issues.error(at('rule_code'), (name) => `${name} "${rule.rule_code}" is used twice in ${code} (first at ${issues.where(childOf(entry.pointer, 'rules', earlier, 'rule_code'))})`);
      }
      seen.set(rule.rule_code, index);
      if (!checkFactsDefined) return;
      rule.trigger_facts.forEach((fact, factIndex) => {
        if (!facts.has(fact)) issues.error(at('trigger_facts', factIndex), (name) => `${name} "${fact}" is not a LEVEL4 fact of ${code}`);
      });
    });
  }
}

function checkSharedKeywords({ classified, issues }: CheckContext): void {
  const users = new Map<string, Array<{ scenario: string; pointer: Pointer }>>();
  for (const [code, entry] of classified) {
    const keywordsPointer = { file: entry.pointer.file, path: [...entry.pointer.path.slice(0, -1), 'keywords'] };
    for (const keyword of new Set(entry.value.keywords.map(normaliseKeyword))) {
      const list = users.get(keyword) ?? [];
      list.push({ scenario: code, pointer: keywordsPointer });
      users.set(keyword, list);
    }
  }
  for (const [keyword, list] of users) {
    if (list.length < SHARED_KEYWORD_LIMIT) continue;
    issues.warning(list[0]!.pointer, (name) => `${name} "${keyword}" is shared by ${list.length} scenarios (${list.map((user) => user.scenario).join(', ')}); it cannot tell them apart`);
  }
}

/**
 * Within one scenario: a keyword listed twice weighs twice in the wording model, a
 * negative keyword spelled like one of its keywords cancels it whenever it matches, and
 * one found in its own typical expression counts against the very wording it should win.
 */
function checkOwnKeywords({ classified, issues }: CheckContext): void {
  for (const [code, entry] of classified) {
    const at = (...keys: PathSegment[]) => ({ file: entry.pointer.file, path: [...entry.pointer.path.slice(0, -1), ...keys] });
    const seen = new Set<string>();
    entry.value.keywords.forEach((keyword, index) => {
      const spelled = keyword.normalize('NFC').trim().replace(/\s+/g, ' ');
      if (!seen.has(spelled)) seen.add(spelled);
      else issues.warning(at('keywords', index), (name) => `${name} "${spelled}" of ${code} is listed twice; remove one`);
    });
    const compactKeywords = new Set(entry.value.keywords.map(normaliseKeyword));
    const compactExpressions = entry.value.typical_expressions.map((said) => [said, normaliseKeyword(said)] as const);
    entry.value.negative_keywords.forEach((negative, index) => {
      const compact = normaliseKeyword(negative);
      if (compactKeywords.has(compact)) {
        issues.warning(at('negative_keywords', index), (name) => `${name} "${negative.trim()}" of ${code} is also one of its keywords, so the two cancel out; keep it in one list`);
        return;
      }
      const expression = compactExpressions.find(([, said]) => said.includes(compact))?.[0];
      if (expression !== undefined) {
        issues.warning(at('negative_keywords', index), (name) => `${name} "${negative.trim()}" of ${code} occurs in its own typical expression "${expression}", so that wording counts against it`);
      }
    });
  }
}

function normaliseKeyword(keyword: string): string {
  return keyword.normalize('NFC').toLowerCase().replace(/\s+/g, '');
}

function checkK0({ docs, broken, issues }: CheckContext): void {
  if (broken.has(K0_FILE)) return;
  if (!docs.k0) {
    issues.error({ file: K0_FILE, path: [] }, 'K0 intake messages are missing');
    return;
  }
  const seen = new Map<string, number>();
  docs.k0.messages.forEach((message, index) => {
    const key = `${message.step_code}#${message.order}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      issues.error({ file: K0_FILE, path: ['messages', index, 'order'] }, (name) => `${name} ${message.order} of ${message.step_code} is used twice (first at ${issues.where({ file: K0_FILE, path: ['messages', earlier, 'order'] })})`);
    }
    seen.set(key, index);
  });
  const present = new Set(docs.k0.messages.map((message) => message.step_code));
  for (const step of k0StepCodes) {
    if (!present.has(step)) issues.warning({ file: K0_FILE, path: ['messages'] }, `step_code ${step} has no message; the engine falls back to its built-in text`);
  }
}

function checkK4({ docs, broken, issues }: CheckContext): void {
  if (broken.has(K4_FILE)) return;
  if (!docs.k4) {
    issues.error({ file: K4_FILE, path: [] }, 'K4 output formats are missing');
    return;
  }
  const seenTargets = new Set<string>();
  docs.k4.formats.forEach((format, index) => {
    if (seenTargets.has(format.target)) {
      issues.error({ file: K4_FILE, path: ['formats', index, 'target'] }, (name) => `${name} ${format.target} has two formats`);
    }
    seenTargets.add(format.target);
    const keys = new Set<string>();
    format.sections.forEach((section, sectionIndex) => {
      if (keys.has(section.key)) {
        issues.error({ file: K4_FILE, path: ['formats', index, 'sections', sectionIndex, 'key'] }, (name) => `${name} "${section.key}" is used twice in ${format.target}`);
      }
      keys.add(section.key);
    });
  });
  for (const target of k4Targets) {
    if (!seenTargets.has(target)) issues.error({ file: K4_FILE, path: ['formats'] }, `target ${target} has no format`);
  }
}
