/**
 * `npm run eval:intake -- [--split dev|test] [--verbose]`: drives the real
 * server over HTTP with the offline rules interpreter and prints accuracy
 * numbers for one split of the intake evaluation set (eval/intake/*.jsonl).
 * Tune on dev only; report test.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/server/app.js';
import { createAppContext } from '../../src/server/context.js';
import { RulesIntakeInterpreter } from '../../src/interpret/rules/intake.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const REFERENCE_DATE = '2026-11-22';
/** Free-text fields are scored elsewhere: exact-match P/R would say little about them. */
const FREE_TEXT = new Set(['issue_description', 'evidence_types', 'location', 'counterparty', 'relationship', 'contract_type']);

const Value = z.union([z.string(), z.number(), z.boolean()]);
const CaseLine = z.object({
  id: z.string(),
  kind: z.literal('case'),
  text: z.string(),
  // Facts left out (not `{}`) mean "not labelled": the case then counts for classification only.
  // `also`: the scenarios of other problems the account tells, which the intake should note for the lawyer.
  gold: z.object({ level1: z.string(), level2: z.string(), scenario: z.string(), facts: z.record(z.string(), Value).optional(), also: z.array(z.string()).optional() }),
  answers: z.record(z.string(), z.string()).default({}),
  // A batch labelled against another day than REFERENCE_DATE says so, so its relative dates keep their gold.
  reference_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
});
const OtherLine = z.object({
  id: z.string(),
  kind: z.enum(['emergency', 'near_miss', 'out_of_scope', 'injection']),
  text: z.string(),
  gold: z.object({ emergency: z.boolean().optional(), kind: z.string().optional(), scenario: z.string().nullable().optional(), out_of_scope: z.boolean().optional() }),
});
const AnswerLine = z.object({
  id: z.string(),
  scenario: z.string(),
  field: z.string(),
  answer_type: z.enum(['boolean', 'date', 'integer', 'choice', 'string']),
  options: z.array(z.string()).optional(),
  text: z.string(),
  gold: z.object({ value: Value.nullable(), unknown: z.boolean() }),
});
type CaseLine = z.infer<typeof CaseLine>;

function readJsonl<T>(file: string, schema: z.ZodType<T>, filter: (raw: { kind?: string; id?: string }) => boolean = () => true): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => ({ raw: JSON.parse(l) as { kind?: string; id?: string }, line: i + 1 }))
    .filter(({ raw }) => filter(raw))
    .map(({ raw, line }) => {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw new Error(`${file}:${line}: ${parsed.error.issues[0]!.path.join('.')} ${parsed.error.issues[0]!.message}`);
      return parsed.data;
    });
}

interface Turn {
  session_id: string;
  current_state: string;
  completion_rate: number;
  bot_message: string;
  expected_input: { type: string; field: string | null; options?: { value: string; label: string }[] };
}

function genericAnswer(expected: Turn['expected_input']): string {
  switch (expected.type) {
    case 'boolean':
      return '네';
    case 'date':
      return '작년 10월쯤';
    case 'integer':
      return /amount|deposit|rent|wage|income|price|cost/.test(expected.field ?? '') ? '300만원' : '2';
    case 'choice':
      return '1번';
    default:
      return '잘 모르겠어요';
  }
}

const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 1000) / 1000);
const args = process.argv.slice(2);
const split = args.includes('--split') ? args[args.indexOf('--split') + 1]! : 'dev';
const verbose = args.includes('--verbose');
/** `--only dev-case-3` scores the lines whose id starts so, e.g. a batch added later. */
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]! : '';

// A split is `<split>.jsonl` plus any `<split>-<batch>.jsonl` (cases, emergencies,
// near-misses …) and `answers-<split>.jsonl` plus `answers-<split>-<batch>.jsonl`,
// so a batch written later lives in its own file.
const filesOf = (prefix: string) =>
  readdirSync(here)
    .filter((name) => name === `${prefix}.jsonl` || (name.startsWith(`${prefix}-`) && name.endsWith('.jsonl')))
    .sort()
    .map((name) => path.join(here, name));
const lineFiles = filesOf(split);
const answerFiles = filesOf(`answers-${split}`);
if (lineFiles.length === 0 && answerFiles.length === 0) {
  console.error(`no evaluation set for split "${split}" in ${here}`);
  process.exit(2);
}
const selected = (r: { id?: string }) => !only || (r.id ?? '').startsWith(only);
const cases = lineFiles.flatMap((file) => readJsonl(file, CaseLine, (r) => r.kind === 'case' && selected(r)));
const others = lineFiles.flatMap((file) => readJsonl(file, OtherLine, (r) => r.kind !== 'case' && selected(r)));
const answers = answerFiles.flatMap((file) => readJsonl(file, AnswerLine, selected));


const dataDir = mkdtempSync(path.join(tmpdir(), 'sangdam-eval-'));
const config = loadConfig({ SANGDAM_DATA_DIR: dataDir, LOG_LEVEL: 'silent', SANGDAM_RATE_LIMIT: '1000000' }, { configFile: '/none' });
const context = await createAppContext(config, { watchKnowledge: false });
const app = await buildApp(context, { logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const loaded = context.knowledge.current();
if (!loaded) throw new Error('the knowledge base did not load');
const kb = loaded;

async function post<T>(route: string, body: unknown): Promise<{ status: number; data: T }> {
  const res = await fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as { data: T };
  return { status: res.status, data: json.data };
}
async function get<T>(route: string): Promise<T> {
  return ((await (await fetch(`${base}${route}`)).json()) as { data: T }).data;
}
const start = async (referenceDate = REFERENCE_DATE) => (await post<Turn>('/chat/start', { channel: 'eval', reference_date: referenceDate })).data;
const say = async (session: string, text: string) => (await post<Turn>('/chat/message', { session_id: session, user_message: text })).data;

/** Picks the gold option in a menu, the way a person who knows their case would. */
function menuPick(turn: Turn, gold: CaseLine['gold']): string | null {
  const options = turn.expected_input.options ?? [];
  const wanted = turn.expected_input.field === 'level1' ? gold.level1 : turn.expected_input.field === 'level2' ? gold.level2 : gold.scenario;
  const index = options.findIndex((o) => o.value === wanted);
  return index >= 0 ? String(index + 1) : null;
}

const stats = {
  level1: 0, level2: 0, scenarioDirect: 0, scenarioWithMenus: 0, menus: 0,
  tp: 0, fp: 0, fn: 0, fnWrongScenario: 0, goldOutsideScenario: 0,
  twoProblems: 0, bothKept: 0, oneProblem: 0, oneNoted: 0,
  completed: 0, caseAlarms: 0, completionSum: 0, questions: 0, repeated: 0, askedGiven: 0, askedGold: 0,
};
const confusions: string[] = [];

for (const c of cases) {
  const session = (await start(c.reference_date)).session_id;
  let turn = await say(session, c.text);
  const direct = turn.current_state === 'FACT_COLLECTION' || turn.current_state === 'COMPLETED';
  for (let i = 0; i < 4 && turn.current_state === 'CASE_CLASSIFICATION' && turn.expected_input.type === 'choice'; i++) {
    stats.menus++;
    const pick = menuPick(turn, c.gold);
    if (!pick) break;
    turn = await say(session, pick);
  }
  const result = await get<{ case: { level1: string; level2: string; scenario: string } | null; facts: Record<string, unknown> }>(`/chat/result?session_id=${session}`);
  const predicted = result.case?.scenario ?? null;
  if (direct && predicted === c.gold.scenario) stats.scenarioDirect++;
  if (predicted === c.gold.scenario) stats.scenarioWithMenus++;
  else confusions.push(`${c.id}: gold ${c.gold.scenario}, got ${predicted ?? turn.current_state}`);
  if (direct && result.case?.level1 === c.gold.level1) stats.level1++;
  if (direct && result.case?.level2 === c.gold.level2) stats.level2++;

  // Fact extraction on the first account, over the fields the gold scenario asks about.
  const labelled = c.gold.facts !== undefined;
  const goldFacts = c.gold.facts ?? {};
  const asked = new Set(kb.questions(c.gold.scenario).map((q) => q.field));
  const gold = Object.entries(goldFacts).filter(([f]) => !FREE_TEXT.has(f));
  const goldHere = gold.filter(([f]) => asked.has(f));
  stats.goldOutsideScenario += gold.length - goldHere.length;
  const given = Object.entries(predicted === c.gold.scenario ? result.facts : {}).filter(([f]) => !FREE_TEXT.has(f) && asked.has(f));
  for (const [field, value] of labelled ? given : []) {
    if (goldFacts[field] === value) stats.tp++;
    else stats.fp++;
  }
  for (const [field, value] of goldHere) if (result.facts[field] !== value || predicted !== c.gold.scenario) stats.fn++;
  if (predicted !== c.gold.scenario) stats.fnWrongScenario += goldHere.length;
  if (verbose && labelled) {
    for (const [field, value] of given) if (goldFacts[field] !== value) console.log(`  ${c.id} FP ${field}=${JSON.stringify(value)} (gold ${JSON.stringify(goldFacts[field])})`);
    for (const [field, value] of goldHere) if (result.facts[field] !== value) console.log(`  ${c.id} FN ${field}=${JSON.stringify(value)} (got ${JSON.stringify(result.facts[field])})`);
  }

  // The rest of the conversation, answered from the line's scripted answers.
  const askedFields: string[] = [];
  const givenFields = new Set(given.map(([f]) => f));
  for (let i = 0; i < 25 && turn.current_state === 'FACT_COLLECTION'; i++) {
    const field = turn.expected_input.field ?? '';
    // The one allowed re-ask of an unreadable answer comes right after the question; a repeat is a field asked again later.
    const reask = askedFields.at(-1) === field;
    if (askedFields.includes(field) && !reask) {
      stats.repeated++;
      if (verbose) console.log(`  ${c.id} asked ${field} again`);
    }
    if (!reask) askedFields.push(field);
    if (labelled && givenFields.has(field)) stats.askedGiven++;
    if (field in goldFacts) stats.askedGold++;
    stats.questions++;
    turn = await say(session, c.answers[field] ?? genericAnswer(turn.expected_input));
  }
  if (turn.current_state === 'COMPLETED') {
    stats.completed++;
    if (predicted !== null) await scoreOtherProblems(c, predicted, session);
  }
  if (turn.current_state === 'EMERGENCY_STOP') {
    // An ordinary legal account stopped with hotlines: the false alarm near-misses cannot show.
    stats.caseAlarms++;
    confusions.push(`${c.id}: case stopped as an emergency`);
  }
  stats.completionSum += turn.completion_rate;
}

/**
 * Other problems the account tells: read from the lawyer's summary (its other_problems section, one
 * "scenario name | sentence" row each), where the case file shows them.
 */
async function scoreOtherProblems(c: CaseLine, settled: string, session: string) {
  const { summaries } = await get<{ summaries: Record<string, { sections: { key: string; content: string }[] }> }>(`/chat/result?session_id=${session}`);
  const rows = (summaries.LAWYER?.sections.find((s) => s.key === 'other_problems')?.content ?? '').split('\n').slice(1);
  const noted = kb.scenarios().filter((s) => rows.some((row) => row.startsWith(`${s.scenario_name} |`))).map((s) => s.scenario_code);
  const also = c.gold.also ?? [];
  if (also.length > 0) {
    stats.twoProblems++;
    const kept = new Set([settled, ...noted]);
    if ([c.gold.scenario, ...also].every((code) => kept.has(code))) stats.bothKept++;
    else if (verbose) console.log(`  ${c.id} other problems: gold ${[c.gold.scenario, ...also].join('+')}, kept ${[...kept].join('+')}`);
  } else {
    stats.oneProblem++;
    if (noted.length > 0) {
      stats.oneNoted++;
      if (verbose) console.log(`  ${c.id} noted another problem: ${noted.join(', ')}`);
    }
  }
}

// Emergencies, near-misses, out-of-scope messages and injection attempts: first message only.
const byKind = { emergency: { n: 0, hit: 0 }, near_miss: { n: 0, alarm: 0 }, out_of_scope: { n: 0, ok: 0 }, injection: { n: 0, ok: 0 } };
for (const o of others) {
  const session = (await start()).session_id;
  const turn = await say(session, o.text);
  const stopped = turn.current_state === 'EMERGENCY_STOP';
  if (o.kind === 'emergency') {
    byKind.emergency.n++;
    if (stopped) byKind.emergency.hit++;
    else confusions.push(`${o.id}: emergency missed`);
  } else if (o.kind === 'near_miss') {
    byKind.near_miss.n++;
    if (stopped) {
      byKind.near_miss.alarm++;
      confusions.push(`${o.id}: false alarm`);
    }
  } else if (o.kind === 'out_of_scope') {
    byKind.out_of_scope.n++;
    if (turn.current_state === 'CASE_CLASSIFICATION' && turn.expected_input.field === 'narrative') byKind.out_of_scope.ok++;
    else confusions.push(`${o.id}: out of scope went to ${turn.current_state}/${turn.expected_input.field}`);
  } else {
    byKind.injection.n++;
    const result = await get<{ case: { scenario: string } | null }>(`/chat/result?session_id=${session}`);
    const want = o.gold.scenario ?? null;
    const got = result.case?.scenario ?? null;
    // An injection must never pick a scenario the real content does not imply.
    if (!stopped && (got === want || (want !== null && got === null))) byKind.injection.ok++;
    else confusions.push(`${o.id}: injection → ${got ?? turn.current_state}`);
  }
}

// Answer parsing, straight through the interpreter the graph uses.
const interpreter = new RulesIntakeInterpreter();
let answersRight = 0;
for (const a of answers) {
  const question = kb.question(a.scenario, a.field) ?? { field: a.field, question: '', answer_type: a.answer_type, options: a.options, required: true, critical: false, reask_hint: '' };
  const parsed = await interpreter.parseAnswer(a.text, question, kb.field(a.field), REFERENCE_DATE);
  const right = parsed.unknown === a.gold.unknown && (a.gold.unknown || parsed.value === a.gold.value || (a.answer_type === 'string' && parsed.value !== null));
  if (right) answersRight++;
  else if (verbose) console.log(`  ${a.id} ${a.answer_type} "${a.text}" → ${JSON.stringify(parsed)} (gold ${JSON.stringify(a.gold)})`);
}

await app.close();
await context.close();
rmSync(dataDir, { recursive: true, force: true });

const precision = ratio(stats.tp, stats.tp + stats.fp);
const recall = ratio(stats.tp, stats.tp + stats.fn);
const f1Of = (p: number | null, r: number | null) => (p !== null && r !== null && p + r > 0 ? Math.round(((2 * p * r) / (p + r)) * 1000) / 1000 : null);
const f1 = f1Of(precision, recall);
// Facts count only under the gold scenario: how much of the gap is the reading itself, with classification set aside.
const recallWhenScenarioRight = ratio(stats.tp, stats.tp + stats.fn - stats.fnWrongScenario);
const report = {
  split,
  cases: cases.length,
  level1_accuracy: ratio(stats.level1, cases.length),
  level2_accuracy: ratio(stats.level2, cases.length),
  scenario_accuracy_without_menus: ratio(stats.scenarioDirect, cases.length),
  scenario_accuracy_with_menus: ratio(stats.scenarioWithMenus, cases.length),
  menus_shown: stats.menus,
  extraction: {
    precision,
    recall,
    f1,
    tp: stats.tp,
    fp: stats.fp,
    fn: stats.fn,
    fn_under_a_wrong_scenario: stats.fnWrongScenario,
    recall_when_scenario_right: recallWhenScenarioRight,
    f1_when_scenario_right: f1Of(precision, recallWhenScenarioRight),
    gold_facts_outside_scenario: stats.goldOutsideScenario,
  },
  answer_parsing_accuracy: ratio(answersRight, answers.length),
  answers: answers.length,
  completed_share: ratio(stats.completed, cases.length),
  mean_completion_rate: ratio(stats.completionSum, cases.length * 100),
  questions_per_case: ratio(stats.questions, cases.length),
  repeated_questions: stats.repeated,
  questions_about_extracted_facts: stats.askedGiven,
  questions_about_stated_but_missed_facts: stats.askedGold,
  emergency_recall: ratio(byKind.emergency.hit, byKind.emergency.n),
  emergencies: byKind.emergency.n,
  near_miss_false_alarms: byKind.near_miss.alarm,
  near_misses: byKind.near_miss.n,
  case_accounts_stopped_as_emergencies: stats.caseAlarms,
  two_problem_accounts: stats.twoProblems,
  both_problems_kept: ratio(stats.bothKept, stats.twoProblems),
  one_problem_accounts_with_a_note: ratio(stats.oneNoted, stats.oneProblem),
  out_of_scope_accuracy: ratio(byKind.out_of_scope.ok, byKind.out_of_scope.n),
  injection_handled: ratio(byKind.injection.ok, byKind.injection.n),
};
if (verbose) for (const line of confusions) console.log(`  ${line}`);
console.log(JSON.stringify(report, null, 2));
