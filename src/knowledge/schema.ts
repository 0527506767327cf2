/**
 * Schemas of the compiled knowledge base (knowledge/yaml/**). The workbook
 * (knowledge/knowledge_base.xlsx) is the source of truth; the compiler turns one
 * sheet row into one item below. Every file under knowledge/yaml/ validates
 * against exactly one of the `*File` schemas.
 */
import { z } from 'zod';

const code = z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'codes are UPPER_SNAKE_CASE');
const fieldCode = z.string().regex(/^[a-z][a-z0-9_]*$/, 'field codes are lower_snake_case');
const text = z.string().trim().min(1);

export const answerTypes = ['string', 'date', 'integer', 'boolean', 'choice'] as const;
export const AnswerType = z.enum(answerTypes);
export type AnswerType = z.infer<typeof AnswerType>;

export const level1Codes = ['CIVIL', 'LABOR', 'CRIMINAL', 'FAMILY', 'ADMIN'] as const;
export const Level1 = z.enum(level1Codes);

// ---------------------------------------------------------------- fields
/** Field vocabulary: the taxonomy's fields plus ones a scenario declares. */
export const FieldDef = z.object({
  field: fieldCode,
  type: AnswerType,
  label: text,
  options: z.array(text).optional(),
});
export const FieldsFile = z.object({ fields: z.array(FieldDef) });

// ---------------------------------------------------------------- K0
/**
 * Step codes the engine looks up. Several rows may share a step code; they are
 * shown in `order`. EMERGENCY_* rows carry the hotline text for one kind of
 * emergency (kinds come from the Korean toolkit's emergency detector).
 */
export const k0StepCodes = [
  'DISCLAIMER',
  'PRIVACY_NOTICE',
  'START_PROMPT',
  'EMERGENCY_CHECK',
  'EMERGENCY_MESSAGE',
  'EMERGENCY_VIOLENCE',
  'EMERGENCY_SELF_HARM',
  'EMERGENCY_CHILD',
  'EMERGENCY_SEXUAL',
  'EMERGENCY_STALKING',
  'CATEGORY_MENU',
  'LEVEL2_MENU',
  'DISAMBIGUATION',
  // A disambiguation menu whose scenarios span level2s, so no level2's own question fits.
  'DISAMBIGUATION_MIXED',
  // A menu answered with nothing usable ("모름"): said once before the menu is shown again.
  'MENU_HELP',
  // A scenario menu left unanswered twice: the note that its likeliest scenario is taken.
  'MENU_SETTLED',
  'OUT_OF_SCOPE',
  'REASK',
  'UNKNOWN_NOTED',
  // An answer the question itself offers that records no value ("아직", "월급제").
  'ANSWER_NOTED',
  'CORRECTION_NOTED',
  'FACT_NOTED',
  'LAWYER_WILL_ANSWER',
  'URGENT_ADVICE',
  'RESTARTED',
  'SUMMARY_INTRO',
  'COMPLETED',
  'NEXT_STEPS',
  'STEP_BUDGET_EXCEEDED',
  'SESSION_CLOSED',
  // The ask assistant (법률 Q&A): stream step messages, the 근거 부족 / 답변 불가 notes, the warning block and verifier issues.
  'ASK_STEP_RETRIEVING',
  'ASK_STEP_GENERATING',
  'ASK_STEP_VERIFYING',
  'ASK_STEP_REGENERATING',
  'ASK_INSUFFICIENT',
  'ASK_UNANSWERABLE',
  'ASK_WARNING',
  'ASK_ISSUE_NOT_IN_DOCUMENTS',
  'ASK_ISSUE_WRONG_LAW',
  'ASK_ISSUE_MISSING_PART',
  'ASK_ISSUE_OTHER_PROVISION',
  'ASK_ISSUE_WEAK_SUPPORT',
  'ASK_ISSUE_CONDITION_DIFFERS',
] as const;
export const K0StepCode = z.enum(k0StepCodes);
export const K0Message = z.object({
  step_code: K0StepCode,
  order: z.number().int().min(1),
  /** May contain {placeholders} such as {scenario_name}, {remaining}. */
  message_text: text,
  answer_type: z.enum(['none', ...answerTypes]),
  next_action: text,
});
export const K0File = z.object({ messages: z.array(K0Message) });

// ---------------------------------------------------------------- K1
export const K1Scenario = z.object({
  scenario_code: code,
  scenario_name: text,
  keywords: z.array(text).min(1),
  typical_expressions: z.array(text).min(1),
  negative_keywords: z.array(text).default([]),
  /**
   * A step of a procedure (a complaint, a summons, a settlement) rather than a
   * problem: the classifier lets it win over the problem an account tells only
   * when the account is about the step itself. Left out when false.
   */
  procedure: z.boolean().optional(),
  /**
   * Of a civil claim for money, the scenarios that tell the same wrong as an
   * offence (DEFAMATION_DAMAGES: ONLINE_DEFAMATION, INSULT): an account that asks
   * for money for the wrong, and not for punishment, is this claim. Left out when none.
   */
  damages_for: z.array(code).optional(),
});
/** One file (and one disambiguation menu) per level2. */
export const K1File = z.object({
  level1: Level1,
  level2: code,
  level2_name: text,
  disambiguation_question: text,
  scenarios: z.array(K1Scenario).min(1),
});

// ---------------------------------------------------------------- K2
export const K2Question = z.object({
  field: fieldCode,
  question: text,
  answer_type: AnswerType,
  options: z.array(text).optional(),
  required: z.boolean(),
  critical: z.boolean(),
  /** Shown once when an answer cannot be parsed, before the field is marked unknown. */
  reask_hint: text,
});
export const K2Scenario = z.object({
  scenario_code: code,
  required_fields: z.array(fieldCode).min(1),
  /** In the order they are asked (critical ones are still asked first). */
  questions: z.array(K2Question).min(1),
});
export const K2File = z.object({ level2: code, scenarios: z.array(K2Scenario).min(1) });

// ---------------------------------------------------------------- LEVEL4
const comparisonOp = z.enum(['gt', 'gte', 'lt', 'lte', 'eq', 'ne']);
/**
 * How a fact code is derived from collected fields. Dates compare against the
 * session's reference date; a partial date ("2025-10") counts from the first day
 * of its period, so "days_since" never understates elapsed time.
 */
export const Derivation = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('known'), field: fieldCode }),
  z.object({ kind: z.literal('unknown'), field: fieldCode }),
  z.object({ kind: z.literal('is_true'), field: fieldCode }),
  z.object({ kind: z.literal('is_false'), field: fieldCode }),
  z.object({ kind: z.literal('compare'), field: fieldCode, op: comparisonOp, value: z.union([z.number(), z.string(), z.boolean()]) }),
  z.object({ kind: z.literal('contains'), field: fieldCode, value: text }),
  z.object({ kind: z.literal('days_since'), field: fieldCode, op: comparisonOp, days: z.number().int().min(0) }),
  z.object({ kind: z.literal('days_until'), field: fieldCode, op: comparisonOp, days: z.number().int() }),
]);
export type Derivation = z.infer<typeof Derivation>;
export const FactPattern = z.object({
  fact_code: code,
  name: text,
  description: text,
  critical: z.boolean(),
  related_field: fieldCode,
  derivation: Derivation,
});
export const Level4Scenario = z.object({ scenario_code: code, facts: z.array(FactPattern).min(1) });
export const Level4File = z.object({ level2: code, scenarios: z.array(Level4Scenario).min(1) });

// ---------------------------------------------------------------- K3
export const RiskLevel = z.enum(['HIGH', 'MEDIUM', 'LOW']);
export const RiskRule = z.object({
  rule_code: code,
  /** All must hold (fact codes defined for the same scenario in LEVEL4). */
  trigger_facts: z.array(code).min(1),
  risk_level: RiskLevel,
  risk_tag: text,
  description: text,
  action_hint: text,
  /**
   * The action cannot wait for the lawyer (a payment to stop, a deadline of days, the person's safety):
   * the intake tells it to the person as soon as the rule fires, before its next question.
   */
  tell_now: z.boolean().optional(),
});
export const K3Scenario = z.object({ scenario_code: code, rules: z.array(RiskRule).min(1) });
export const K3File = z.object({ level2: code, scenarios: z.array(K3Scenario).min(1) });

// ---------------------------------------------------------------- K4
export const k4Targets = ['COUNSELOR', 'LAWYER', 'CRM', 'INTERNAL_BRIEF'] as const;
export const K4Target = z.enum(k4Targets);
/** Where a section's content comes from; the summariser renders each source. */
export const k4Sources = [
  'case', // level1 / level2 / scenario names
  'narrative', // the person's own account (masked)
  'other_problems', // problems of other groups the account also told, each with its sentence
  'timeline', // date fields in order
  'parties', // counterparty, counterparty_type, relationship
  'facts', // every collected field with its label
  'amounts', // integer money fields
  'evidence', // evidence, evidence_types
  'risk_tags', // K3 results
  'emotions', // emotions kept apart from facts
  'missing', // missing and unknown fields
  'next_steps', // action hints of the risk tags
  'urgent_actions', // tag and action hint of each K3 rule marked tell_now that fired; a section of none is left out
  'meta', // session id, channel, completion rate, timestamps
] as const;
export const K4Section = z.object({
  key: fieldCode,
  title: text,
  /** A template with {placeholders} from the source, or a rule an LLM follows. */
  content_rule: text,
  source: z.enum(k4Sources),
  style: z.enum(['paragraph', 'bullets', 'table', 'line']),
});
export const K4Format = z.object({
  target: K4Target,
  title: text,
  audience: text,
  sections: z.array(K4Section).min(1),
});
export const K4File = z.object({ formats: z.array(K4Format).length(4) });

// ---------------------------------------------------------------- LLM prompts
/** What each prompt is for: one per IntakeInterpreter method an LLM may answer. */
export const llmPromptPurposes = [
  'emergency',
  'intent',
  'classify',
  'analyse_narrative',
  'parse_answer',
  'summarise',
  'ask_generate',
  'ask_regenerate_strict',
  'ask_judge',
  'contract_tool_plan',
  'contract_answer',
  'recommend_intent',
  'recommend_facets',
] as const;
export type LlmPromptPurpose = (typeof llmPromptPurposes)[number];
/**
 * The {placeholders} the interpreter fills for each purpose; the first one of
 * each list carries the input and must appear in the prompt.
 */
export const llmPromptPlaceholders: Record<LlmPromptPurpose, readonly string[]> = {
  emergency: ['text', 'emergency_kinds'],
  intent: ['text', 'intents'],
  classify: ['text', 'scenarios'],
  analyse_narrative: ['text', 'scenario_name', 'fields', 'reference_date'],
  parse_answer: ['text', 'question', 'answer_type', 'options', 'field_label', 'reference_date'],
  summarise: ['case_data', 'title', 'audience', 'sections'],
  ask_generate: ['question', 'context'],
  ask_regenerate_strict: ['question', 'context'],
  ask_judge: ['answer', 'context', 'question'],
  contract_tool_plan: ['user_message', 'analysis_summary', 'history_text'],
  contract_answer: ['user_message', 'analysis_context', 'contract_context', 'tool_results', 'history_text'],
  recommend_intent: ['text', 'intents'],
  recommend_facets: ['text', 'reference_date', 'places', 'categories'],
};
export const LlmPromptTemplate = z.object({
  purpose: z.enum(llmPromptPurposes),
  /** Instructions to the model; may use the purpose's placeholders. */
  system: text,
  user_template: text,
});
/** Optional: without it (or without a purpose) the LLM interpreter answers with rules. */
export const LlmPromptsFile = z.object({ prompts: z.array(LlmPromptTemplate) });

export type FieldDef = z.infer<typeof FieldDef>;
export type K0Message = z.infer<typeof K0Message>;
export type K1File = z.infer<typeof K1File>;
export type K1Scenario = z.infer<typeof K1Scenario>;
export type K2Question = z.infer<typeof K2Question>;
export type K2Scenario = z.infer<typeof K2Scenario>;
export type FactPattern = z.infer<typeof FactPattern>;
export type RiskRule = z.infer<typeof RiskRule>;
export type K4Format = z.infer<typeof K4Format>;
export type K4Section = z.infer<typeof K4Section>;
export type LlmPromptTemplate = z.infer<typeof LlmPromptTemplate>;
