/**
 * Offline scenario classification from K1: keyword hits (longer, more specific
 * keywords weigh more; a keyword's words may carry case markers, 통장이 압류; one
 * stretch of text counts once, however many spellings of it the sheet lists), how
 * much of a typical expression's wording the text contains (syllable bigrams,
 * robust to missing spaces and small typos), and penalties for negative keywords.
 * Scores are in [0, 1) and comparable within one call; the graph decides what
 * they mean.
 */
import type { KnowledgeBase, ScenarioKnowledge } from '../../knowledge/knowledge-base.js';
import { normalizeText } from '../../korean/normalize.js';
import type { Classification } from '../intake-port.js';
import { withoutCountedSpans } from './counted-spans.js';
import { withoutInstructions } from './instructions.js';
import { withoutLookalikes } from './lookalikes.js';
import { withCaseMarkers } from './keyword-particles.js';
import { nominalStem, stemForms } from './nominal-stem.js';
import { statesWish } from './procedure-wishes.js';
import { requestSentence } from './request-sentence.js';
import { withoutDeniedAsides } from './denied-asides.js';
import { claimsOverOffences, seeksDamages } from './damages-sought.js';
import { withPartialRepayment } from './partial-repayment.js';
import { withoutBackgroundCauses } from './background-causes.js';
import { buildWordingModel, type WordingModel } from './wording-model.js';
import { buildExpressionEchoes, type Echo, type ExpressionEchoes } from './expression-echo.js';

interface Keyword {
  whole: string;
  /** Written as one word in K1: a short one is a whole-word match, not a piece of two words. */
  oneWord: boolean;
  /** The words of a multi-word keyword ("판매자 잠수" → 판매자, 잠수), for partial credit. */
  words: string[];
  /** What a conjugated telling shares with a note-style keyword: 월급안줌 → 월급안주 ("월급 안주고"), 월급안준 ("안 준대요"). */
  stems: string[];
  /** The words with a case marker between them ("통장 압류" → 통장이압류), null for one word. */
  marked: RegExp | null;
  /** Of a procedure scenario, only the wish to start it (고소하고 싶): no evidence when the account names a problem. */
  wish: boolean;
  /** Says something is missing or was not done (차용증없, 근로계약서 안 써, 서면 없이): a side note denying it is its very case. */
  statesAbsence: boolean;
}

interface ScenarioIndex {
  code: string;
  /** A step of a procedure rather than a problem (K1 procedure). */
  procedure: boolean;
  keywords: Keyword[];
  negatives: Negative[];
}

/** A negative keyword, compact, and whether it is one word (then a short one counts only inside a word, as keywords do). */
interface Negative {
  whole: string;
  oneWord: boolean;
  /** Is itself a denial (차용증은 안): the side note that denies a thing is where it is told. */
  statesAbsence: boolean;
}

/** What the classifier reads out of K1 once per knowledge base. */
interface ClassifierKnowledge {
  scenarios: ScenarioIndex[];
  echoes: ExpressionEchoes;
  wording: WordingModel;
}

/** Lower-case, normalised, without spaces or punctuation: "월급 안줌!" → "월급안줌". */
export function compact(text: string): string {
  return normalizeText(text).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The compact text, and where words began in it: "차고 발로" → 차고발로 with a
 * word start at 2, so a short keyword (고발) found across that start is no hit.
 */
export interface CompactText {
  text: string;
  wordStarts: Set<number>;
}

export function compactWithWords(text: string): CompactText {
  const words = normalizeText(text).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const wordStarts = new Set<number>();
  let length = 0;
  for (const word of words) {
    wordStarts.add(length);
    length += word.length;
  }
  return { text: words.join(''), wordStarts };
}

/** Longer than this, a one-word keyword is specific enough to count across a space ("임금 체불" for 임금체불). */
const SHORT_KEYWORD = 3;

/**
 * Whether the keyword occurs, a short one-word keyword only inside one word of the text,
 * and a number ("3.3" compacts to 33) only as whole numbers, not inside 193355.
 */
export function containsKeyword(compacted: CompactText, keyword: string, oneWord: boolean): boolean {
  return keywordPlaces(compacted, keyword, oneWord).next().done === false;
}

/** Where the keyword occurs in the text under containsKeyword's rules. */
function* keywordPlaces(compacted: CompactText, keyword: string, oneWord: boolean): Generator<number> {
  const { text, wordStarts } = compacted;
  const number = /^\d+$/.test(keyword);
  const anywhere = !number && (!oneWord || keyword.length > SHORT_KEYWORD);
  for (let at = text.indexOf(keyword); at >= 0; at = text.indexOf(keyword, at + 1)) {
    const end = at + keyword.length;
    if (number) {
      if (wordStarts.has(at) && (end === text.length || wordStarts.has(end) || !/\d/.test(text[end]!))) yield at;
      continue;
    }
    let inside = true;
    for (let i = at + 1; i < end && inside && !anywhere; i++) if (wordStarts.has(i)) inside = false;
    if (inside) yield at;
  }
}

export function bigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < text.length - 1; i++) out.add(text.slice(i, i + 2));
  return out;
}

const knowledgeRead = new WeakMap<KnowledgeBase, ClassifierKnowledge>();

/** The forms of a note-style keyword's stem that a conjugated telling contains. */
function stemsOf(keyword: string): string[] {
  const stem = nominalStem(keyword);
  return stem === null ? [] : stemForms(stem);
}

function knowledgeOf(kb: KnowledgeBase): ClassifierKnowledge {
  let read = knowledgeRead.get(kb);
  if (!read) {
    const scenarios = kb.scenarios();
    const keywordsOf = (s: ScenarioKnowledge) =>
      [...new Set([...s.keywords, s.scenario_name])]
        .map((k) => {
          const spelled = k.trim().split(/\s+/).map(compact).filter(Boolean);
          const whole = compact(k);
          return { whole, oneWord: spelled.length === 1, words: spelled.filter((w) => w.length >= 2), stems: stemsOf(whole), marked: withCaseMarkers(spelled), wish: s.procedure === true && statesWish(whole), statesAbsence: STATES_ABSENCE.test(whole) };
        })
        .filter((k) => k.whole.length >= 2);
    // A word that many scenarios' keywords share ("신고", "받음") earns no partial credit on its own.
    const wordScenarios = new Map<string, number>();
    for (const s of scenarios) for (const word of new Set(keywordsOf(s).flatMap((k) => k.words))) wordScenarios.set(word, (wordScenarios.get(word) ?? 0) + 1);
    read = {
      scenarios: scenarios.map((s: ScenarioKnowledge) => ({
        code: s.scenario_code,
        procedure: s.procedure === true,
        keywords: keywordsOf(s).map((k) => ({ ...k, words: k.words.length > 1 ? k.words.filter((w) => (wordScenarios.get(w) ?? 0) <= MAX_SHARED_WORD) : [] })),
        negatives: [...new Map(s.negative_keywords.map((k) => [compact(k), { whole: compact(k), oneWord: !/\s/.test(k.trim()), statesAbsence: STATES_ABSENCE.test(compact(k)) }] as const)).values()].filter((k) => k.whole.length >= 2),
      })),
      echoes: buildExpressionEchoes(scenarios.map((s) => s.typical_expressions.map((e) => bigrams(compact(e))))),
      wording: buildWordingModel(scenarios.map((s) => ({ scenario: s.scenario_code, wording: [...s.typical_expressions, ...s.keywords, s.scenario_name].map(compact) }))),
    };
    knowledgeRead.set(kb, read);
  }
  return read;
}

/** Reads K1 into the classifier's indexes and wording model now rather than on the first message. */
export function prepareClassifier(kb: KnowledgeBase): void {
  knowledgeOf(kb);
}

/** Weights of the score; tuned on the development split only (eval/intake/tune-classifier.ts). */
export interface ClassifierWeights {
  /** A multi-word keyword whose words all appear apart still says less than the phrase. */
  partial: number;
  expression: number;
  negative: number;
  /** raw / (raw + saturation) maps any raw score into [0, 1). */
  saturation: number;
  /** Extra weight of the keywords of the sentence that asks. */
  request: number;
  /** Weight of how likely the wording model (wording-model.ts) finds the scenario. */
  wording: number;
  /** How much the wording model's overconfident posterior is flattened. */
  wordingTemperature: number;
}

export const defaultWeights: ClassifierWeights = { partial: 0.3, expression: 8, negative: 1, saturation: 1, request: 0.5, wording: 3, wordingTemperature: 6 };

/** A keyword that names a missing thing or an act not done. */
const STATES_ABSENCE = /없|안|못|미작성|미교부|말로만|구두/;

/** Syllables a procedure's keyword needs to be about the procedure itself (합의금, 고소장), not the bare 고소 or 합의. */
const PROCEDURE_WORD = 3;

/** A keyword word used by more scenarios than this is too common for partial credit. */
const MAX_SHARED_WORD = 3;

/** Longer keywords are more specific: 2 syllables weigh 2/3, 6 or more weigh 2. */
const keywordWeight = (keyword: string) => Math.min(keyword.length, 6) / 3;

/**
 * How much of a typical expression the text must echo to count as evidence on its
 * own; below it a resemblance is chance ("여자친구 생일선물" shares a pair or two
 * with a romance scam). Set on the development split. It must share a content pair
 * too: "영화 예매 어떻게 해요" echoes the wording of many questions, not a legal problem.
 */
const EXPRESSION_EVIDENCE = 0.15;

/**
 * Keeps the hits that no longer hit of the same scenario contains: K1 spells one phrase
 * several ways ("면허 정지 100일", "정지 100일", "면허정지"), and a scenario whose
 * sheet lists more variants of a phrase should not outscore one that names the
 * problem once. Each stretch of the text counts once, by its longest keyword.
 */
export function outermost(hits: string[]): string[] {
  const distinct = [...new Set(hits)];
  return distinct.filter((hit) => !distinct.some((other) => other !== hit && other.includes(hit)));
}

/** A scenario's score, and whether anything beyond stray keyword words speaks for it. */
export interface ScenarioScore {
  score: number;
  evidence: boolean;
  /** Whether one of the scenario's keywords is in the text (not only stray words or an echo). */
  named: boolean;
}

/**
 * `problemNamed`: another scenario that is a problem, not a procedure, has a keyword in
 * the text; a procedure scenario's wishes (고소하고 싶) then count for nothing.
 */
/** What a scenario's keywords give in a text: whole keywords, and partial credit for stray words of multi-word ones. */
interface KeywordCredit {
  whole: number;
  partial: number;
}

/** Whether the keyword is in the text: whole, by a stem of its verb, or with case markers between its words. */
function occursIn(keyword: Keyword, compacted: CompactText): boolean {
  const text = compacted.text;
  return (
    containsKeyword(compacted, keyword.whole, keyword.oneWord) ||
    keyword.stems.some((stem) => containsKeyword(compacted, stem, keyword.oneWord)) ||
    // The pattern runs only when every word is there: one includes() per word is far cheaper.
    (keyword.marked !== null && keyword.words.every((w) => text.includes(w)) && keyword.marked.test(text))
  );
}

/** `asideFree`: the text without its denying side notes (denied-asides.ts) and the background of a quarrel (background-causes.ts), null when it has neither. */
function keywordCredit(
  index: ScenarioIndex,
  compacted: CompactText,
  partialWeight: number,
  problemNamed: boolean,
  minLength = 0,
  asideFree: CompactText | null = null,
): KeywordCredit {
  const text = compacted.text;
  // The same stray words count once, at the best credit any keyword gives them: a sheet
  // with ten phrases around "차용증" should not outscore one that names the problem.
  const strays = new Map<string, number>();
  const hits: string[] = [];
  for (const keyword of index.keywords) {
    if ((problemNamed && keyword.wish) || keyword.whole.length < minLength) continue;
    // A thing a side note denies ("사고는 없었어요") is no evidence, unless the keyword is that denial.
    if (occursIn(keyword, compacted) && (asideFree === null || keyword.statesAbsence || occursIn(keyword, asideFree))) hits.push(keyword.whole);
    else if (keyword.words.length > 0) {
      const found = keyword.words.filter((w) => text.includes(w));
      if (found.length > 0) {
        const key = found.join(' ');
        strays.set(key, Math.max(strays.get(key) ?? 0, partialWeight * (found.length / keyword.words.length) * keywordWeight(keyword.whole)));
      }
    }
  }
  return {
    whole: outermost(hits).reduce((sum, hit) => sum + keywordWeight(hit), 0),
    partial: [...strays.values()].reduce((sum, credit) => sum + credit, 0),
  };
}

/** The account as the scores read it, in its forms (classifyWithRules). */
interface AccountReading {
  compacted: CompactText;
  /** The sentence that asks (request-sentence.ts), whose keywords count again. */
  request: CompactText | null;
  /** The account without its denying side notes and the background of a quarrel, null when it has neither. */
  asideFree: CompactText | null;
}

/**
 * `problemNamed`: another scenario that is a problem, not a procedure, has a keyword in
 * the text; a procedure scenario's wishes (고소하고 싶) then count for nothing.
 * `echo`: how closely the account echoes the scenario's typical expressions (expression-echo.ts).
 * `likelihood`: the wording model's probability of the scenario (wording-model.ts).
 */
function scoreScenario(
  index: ScenarioIndex,
  account: AccountReading,
  echo: Echo,
  likelihood: number,
  weights: ClassifierWeights,
  problemNamed: boolean,
): ScenarioScore {
  const { compacted, request, asideFree } = account;
  const { whole, partial } = keywordCredit(index, compacted, weights.partial, problemNamed, 0, asideFree);
  const { best, sharesContent } = echo;
  // Resembling a typical expression counts fully only when some keyword is there too:
  // shared sentence endings alone ("…하려면 어떻게 해요") are not a legal problem.
  let raw = whole + partial;
  raw += weights.expression * best * best * (raw > 0 ? 1 : 0.5);
  // What the person asks about is the legal question, whatever else the account tells.
  // Beside a named problem, a procedure counts in the question only by words about the procedure itself
  // (합의금, 고소장, 출석요구): the bare 고소, 신고, 합의 of "고소할 수 있나요" are what every victim asks.
  if (request !== null) raw += weights.request * keywordCredit(index, request, 0, problemNamed, problemNamed && index.procedure ? PROCEDURE_WORD : 0).whole;
  // The wording model strengthens what other words already say, by up to a whole keyword's worth: on its
  // own it is no evidence (some scenario is always likeliest), and a faint echo of one word ("건너뛰고")
  // must not grow into a case.
  raw += weights.wording * likelihood * Math.min(1, raw);
  // A thing a side note denies ("빚은 없고") speaks against nothing, as it speaks for nothing.
  for (const negative of index.negatives) {
    if (signalsAgainst(index, compacted, negative) && (asideFree === null || negative.statesAbsence || signalsAgainst(index, asideFree, negative))) raw -= weights.negative;
  }
  return { score: raw <= 0 ? 0 : raw / (raw + weights.saturation), evidence: raw > 0 && (whole > 0 || (best >= EXPRESSION_EVIDENCE && sharesContent)), named: raw > 0 && whole > 0 };
}

/**
 * Whether a negative keyword occurs other than inside the scenario's own keyword:
 * SUSPECT_SUMMONS lists 고소인 조사 against it and 피고소인 for it, and
 * "피고소인 조사" is its case, not a complainant's interview.
 */
function signalsAgainst(index: ScenarioIndex, compacted: CompactText, negative: Negative): boolean {
  const { whole: word } = negative;
  for (const at of keywordPlaces(compacted, word, negative.oneWord)) {
    const end = at + word.length;
    const insideOwn = index.keywords.some(({ whole }) => {
      if (word.includes(whole)) return false;
      for (let k = compacted.text.indexOf(whole, Math.max(0, at - whole.length + 1)); k >= 0 && k < end; k = compacted.text.indexOf(whole, k + 1)) {
        if (k + whole.length > at) return true;
      }
      return false;
    });
    if (!insideOwn) return true;
  }
  return false;
}

/** Each civil claim and the offences whose wrong it asks money for (K1 damages_for). */
function damagesLinks(kb: KnowledgeBase): Map<string, readonly string[]> {
  return new Map(kb.scenarios().flatMap((s) => (s.damages_for?.length ? [[s.scenario_code, s.damages_for] as const] : [])));
}

export function classifyWithRules(input: string, kb: KnowledgeBase, limit = 10, weights: ClassifierWeights = defaultWeights): Classification {
  const whole = withoutInstructions(input.slice(0, 20_000));
  // Keywords are read without how long it went on ("월급을 두달째 안줘요"); K1's expressions tell spans too, so
  // the echo of an expression and the wording model read the account whole.
  const account = withoutCountedSpans(whole);
  // Sums that tell a loan paid back in part read as K1's words for it (partial-repayment.ts).
  const compacted = compactWithWords(withoutLookalikes(withPartialRepayment(account)));
  if (compacted.text.length < 2) return { candidates: [] };
  const said = account === whole ? compacted.text : compactWithWords(withoutLookalikes(withPartialRepayment(whole))).text;
  const { scenarios: indexes, echoes, wording } = knowledgeOf(kb);
  const asked = requestSentence(account);
  const request = asked === null ? null : compactWithWords(withoutLookalikes(asked));
  // What the account tells as its problem: without the side notes that deny a thing, nor the background of a quarrel.
  const withoutAsides = withoutDeniedAsides(account);
  const told = withoutBackgroundCauses(withoutAsides ?? account) ?? withoutAsides;
  const reading: AccountReading = { compacted, request, asideFree: told === null ? null : compactWithWords(withoutLookalikes(told)) };
  const echo = echoes.of(bigrams(said));
  const likelihood = wording.posterior(said, weights.wordingTemperature);
  const score = (i: number, problemNamed: boolean) => scoreScenario(indexes[i]!, reading, echo[i]!, likelihood[i]!, weights, problemNamed);
  const firstReading = indexes.map((_, i) => score(i, false));
  // A procedure wins over the problem an account tells only on words about the procedure itself.
  const problemNamed = firstReading.some((score, i) => score.named && !indexes[i]!.procedure);
  const read = indexes.map((index, i) => ({
    scenario: index.code,
    ...(problemNamed && index.procedure ? score(i, true) : firstReading[i]!),
  }));
  // Money asked for a wrong, not its punishment, is the wrong's civil claim (K1 damages_for).
  const scored = seeksDamages(asked ?? account, withoutAsides ?? account) ? claimsOverOffences(read, damagesLinks(kb)) : read;
  // Stray words of multi-word keywords alone ("로또 번호", "헬스 3분할") are no legal problem:
  // they only rank scenarios when some scenario has a keyword or echoes an expression.
  if (!scored.some((s) => s.evidence)) return { candidates: [] };
  const candidates = scored
    .map(({ scenario, score }) => ({ scenario, score: Math.round(score * 10_000) / 10_000 }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.scenario.localeCompare(b.scenario))
    .slice(0, limit);
  return { candidates };
}
