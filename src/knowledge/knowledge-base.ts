/**
 * The loaded knowledge as the engine uses it: immutable, indexed by code, with
 * a content version. Built only from content that passed every check.
 */
import type { CompleteDocuments } from './documents.js';
import type { KnowledgeIssue } from './issues.js';
import type { RecommendTexts } from './recommend-texts.js';
import type { FactPattern, FieldDef, K0Message, K2Question, K4Format, LlmPromptPurpose, LlmPromptTemplate, RiskRule } from './schema.js';
import { taxonomy } from './taxonomy.js';

type Level1Code = CompleteDocuments['k1'][number]['level1'];
type K0StepCode = K0Message['step_code'];
type K4TargetCode = K4Format['target'];

export interface ScenarioKnowledge {
  scenario_code: string;
  scenario_name: string;
  level1: Level1Code;
  level2: string;
  keywords: readonly string[];
  typical_expressions: readonly string[];
  negative_keywords: readonly string[];
  /** A step of a procedure rather than a problem (K1 column procedure). */
  procedure?: boolean;
  /** The offences whose wrong this civil claim asks money for (K1 column damages_for). */
  damages_for?: readonly string[];
  required_fields: readonly string[];
  /** In asking order. */
  questions: readonly K2Question[];
  facts: readonly FactPattern[];
  rules: readonly RiskRule[];
}

export interface Level2Entry {
  level1: Level1Code;
  level2: string;
  level2_name: string;
  disambiguation_question: string;
  scenarios: ReadonlyArray<{ scenario_code: string; scenario_name: string }>;
}

export interface Level1Entry {
  level1: Level1Code;
  name: string;
  level2: readonly string[];
}

export interface KnowledgeBaseMeta {
  version: string;
  loaded_at: string;
  warnings: readonly KnowledgeIssue[];
}

export class KnowledgeBase {
  readonly version: string;
  readonly loaded_at: string;
  readonly warnings: readonly KnowledgeIssue[];
  readonly documents: Readonly<CompleteDocuments>;
  private readonly scenarioIndex = new Map<string, ScenarioKnowledge>();
  private readonly level2Index = new Map<string, Level2Entry>();
  private readonly fieldIndex = new Map<string, FieldDef>();
  private readonly k0Index = new Map<K0StepCode, K0Message[]>();
  private readonly k4Index = new Map<K4TargetCode, K4Format>();
  private readonly promptIndex = new Map<LlmPromptPurpose, LlmPromptTemplate>();

  constructor(docs: CompleteDocuments, meta: KnowledgeBaseMeta) {
    this.documents = deepFreeze(structuredClone(docs));
    this.version = meta.version;
    this.loaded_at = meta.loaded_at;
    this.warnings = deepFreeze([...meta.warnings]);
    this.index(this.documents);
    Object.freeze(this);
  }

  private index(docs: Readonly<CompleteDocuments>): void {
    for (const def of docs.fields) this.fieldIndex.set(def.field, def);
    for (const message of [...docs.k0.messages].sort((a, b) => a.order - b.order)) {
      this.k0Index.set(message.step_code, [...(this.k0Index.get(message.step_code) ?? []), message]);
    }
    for (const format of docs.k4.formats) this.k4Index.set(format.target, format);
    for (const prompt of docs.llm_prompts?.prompts ?? []) this.promptIndex.set(prompt.purpose, prompt);
    const byCode = <T extends { scenario_code: string }>(files: ReadonlyArray<{ scenarios: readonly T[] }>) =>
      new Map(files.flatMap((file) => file.scenarios.map((scenario) => [scenario.scenario_code, scenario] as const)));
    const questions = byCode(docs.k2);
    const facts = byCode(docs.level4);
    const rules = byCode(docs.k3);
    for (const group of docs.k1) {
      this.level2Index.set(group.level2, {
        level1: group.level1,
        level2: group.level2,
        level2_name: group.level2_name,
        disambiguation_question: group.disambiguation_question,
        scenarios: group.scenarios.map(({ scenario_code, scenario_name }) => ({ scenario_code, scenario_name })),
      });
      for (const scenario of group.scenarios) {
        const asked = questions.get(scenario.scenario_code);
        this.scenarioIndex.set(scenario.scenario_code, {
          ...scenario,
          level1: group.level1,
          level2: group.level2,
          required_fields: asked?.required_fields ?? [],
          questions: asked?.questions ?? [],
          facts: facts.get(scenario.scenario_code)?.facts ?? [],
          rules: rules.get(scenario.scenario_code)?.rules ?? [],
        });
      }
    }
    deepFreeze([...this.scenarioIndex.values(), ...this.level2Index.values()]);
  }

  /** The recommend assistant's wording; undefined when the knowledge has none. */
  recommendTexts(): RecommendTexts | undefined {
    return this.documents.recommend_texts;
  }

  scenario(code: string): ScenarioKnowledge | undefined {
    return this.scenarioIndex.get(code);
  }

  scenarios(): ScenarioKnowledge[] {
    return [...this.scenarioIndex.values()];
  }

  /** Level1 codes with their names, each with its level2 codes, in taxonomy order. */
  level1Menu(): Level1Entry[] {
    return Object.entries(taxonomy.level1).map(([level1, name]) => ({
      level1: level1 as Level1Code,
      name,
      level2: this.level2Menu(level1 as Level1Code).map((entry) => entry.level2),
    }));
  }

  level1Name(level1: Level1Code): string {
    return taxonomy.level1[level1];
  }

  /** Level2 groups (optionally of one level1), each with its scenario menu. */
  level2Menu(level1?: Level1Code): Level2Entry[] {
    const entries = [...this.level2Index.values()];
    return level1 ? entries.filter((entry) => entry.level1 === level1) : entries;
  }

  level2(code: string): Level2Entry | undefined {
    return this.level2Index.get(code);
  }

  questions(scenarioCode: string): readonly K2Question[] {
    return this.scenarioIndex.get(scenarioCode)?.questions ?? [];
  }

  question(scenarioCode: string, field: string): K2Question | undefined {
    return this.questions(scenarioCode).find((question) => question.field === field);
  }

  requiredFields(scenarioCode: string): readonly string[] {
    return this.scenarioIndex.get(scenarioCode)?.required_fields ?? [];
  }

  facts(scenarioCode: string): readonly FactPattern[] {
    return this.scenarioIndex.get(scenarioCode)?.facts ?? [];
  }

  rules(scenarioCode: string): readonly RiskRule[] {
    return this.scenarioIndex.get(scenarioCode)?.rules ?? [];
  }

  /** K0 messages of one step in display order (empty when the step has none). */
  messages(step: K0StepCode): readonly K0Message[] {
    return this.k0Index.get(step) ?? [];
  }

  outputFormat(target: K4TargetCode): K4Format | undefined {
    return this.k4Index.get(target);
  }

  /** The LLM prompt for one purpose; undefined means that purpose is answered by the rules. */
  prompt(purpose: LlmPromptPurpose): LlmPromptTemplate | undefined {
    return this.promptIndex.get(purpose);
  }

  field(code: string): FieldDef | undefined {
    return this.fieldIndex.get(code);
  }

  fields(): readonly FieldDef[] {
    return this.documents.fields;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
