/**
 * Claim extraction: the checkable statements an answer makes — citations
 * (law + 제N조(의M) + 항/호, "같은 법" resolved to the law before it), case
 * numbers, penalties, amounts, dates, deadlines, percentages — and every
 * sentence. Each claim carries a normalised value so the verifier compares
 * values, not spellings ("3천만원" = "30,000,000원", "100분의 50" = "50%").
 */
import { parseAmount } from '../../../korean/amounts.js';
import { normalizeText } from '../../../korean/normalize.js';
import { normalizeLines } from '../../../search/statute-text.js';

/** The kinds of ../shared/spec/api-assistants.md (Verify). */
export type ClaimKind = 'citation' | 'case_number' | 'penalty' | 'amount' | 'date' | 'deadline' | 'percentage' | 'sentence';

export interface Citation {
  /** Official or written law name; null when the answer names none before the article. */
  law: string | null;
  /** True when the law was written right before the article (not inherited from context). */
  lawNamed: boolean;
  article: string;
  paragraph: number | null;
  item: number | null;
}

export interface Claim {
  kind: ClaimKind;
  /** The claim as written in the answer. */
  text: string;
  /** Comparable value: "징역:3년", "amount:5000000", "2019-01-15", "14일", "pct:50", case number without spaces. */
  value: string;
  /** Index of the sentence the claim sits in. */
  sentence: number;
  citation?: Citation;
}

export interface AnswerSentence {
  index: number;
  text: string;
  /** The sentence with citations and parentheses removed, for support scoring. */
  body: string;
}

const ARTICLE = /제\s?(\d{1,4})\s?조(?:\s?의\s?(\d{1,3}))?(?:\s?(?:제\s?)?(\d{1,3})\s?항)?(?:\s?(?:제\s?)?(\d{1,3})\s?호)?/g;
const SAME_LAW = /(?:같은\s?법|동법|이\s?법)\s*$/;
const LAW_WORD = /([가-힣·]*(?:법률|법|령|규칙))\s*[「」『』]?\s*$/;
const CASE_TYPES = '헌마|헌바|헌가|헌라|헌사|고합|고단|고정|노|도|다|나|가합|가단|가소|카합|카단|구합|구단|누|두|므|스|마|르|느합|느단|드합|드단|후|허|재|초';
const CASE_NUMBER = new RegExp(`(?<!\\d)((?:19|20)\\d{2}|\\d{2})\\s?(${CASE_TYPES})\\s?(\\d{1,7})(?!\\d)`, 'g');
const MONEY = String.raw`\d[\d,]*(?:\.\d+)?\s?(?:억\s?(?:\d[\d,]*\s?천?\s?만)?|천\s?만|백\s?만|만|천)?\s?원`;
const PENALTY = new RegExp(
  String.raw`(\d+)\s?년\s?(?:(\d+)\s?개월\s?)?이하의\s?(징역|금고)|(\d+)\s?년\s?이상의\s?유기?\s?(징역|금고)|(${MONEY})\s?이하의\s?(벌금|과태료|과료)`,
  'g',
);
const DATE = /((?:19|20)\d{2})\s?(?:년\s?(\d{1,2})\s?월(?:\s?(\d{1,2})\s?일)?|\.\s?(\d{1,2})\s?\.(?:\s?(\d{1,2})\s?\.?)?)/g;
const PERCENT = /(\d+(?:\.\d+)?)\s?(?:%|퍼센트|프로)|100\s?분의\s?(\d+(?:\.\d+)?)|(\d+)\s?분의\s?(\d+)/g;
const DEADLINE = /(\d+)\s?(일|주|개월|년|시간)\s?(이내|이상|이후|전|후|간|마다|까지|동안|이하|이)?/g;
const AMOUNT = new RegExp(`${MONEY}|(\\d[\\d,]*)\\s?(명|배|세|회)`, 'g');

/** Sentences of an answer; a period inside "2019. 1. 15." or a number does not end one. */
export function splitAnswer(answer: string): AnswerSentence[] {
  const text = normalizeLines(answer);
  const parts = text.split(/(?<=[가-힣)\]」』][.!?])\s+|(?<=다\.)(?=\S)|\n+/);
  return parts
    .map((part) => part.replace(/^[\s\-*•·]+/, '').trim())
    .filter((part) => part.length > 0)
    .map((part, index) => ({ index, text: part, body: bodyOf(part) }));
}

function bodyOf(sentence: string): string {
  return sentence
    .replace(/\([^)]*\)/g, ' ')
    .replace(new RegExp(ARTICLE.source, 'g'), ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Laws the extractor recognises by name: official titles first, longest first. */
export function lawNames(names: Iterable<string>): string[] {
  return [...new Set(names)].sort((a, b) => b.length - a.length);
}

function lawBefore(before: string, known: readonly string[]): string | null {
  const tail = before.replace(/[\s「」『』]+$/, '');
  const compactTail = tail.replace(/\s+/g, '');
  for (const name of known) if (compactTail.endsWith(name.replace(/\s+/g, ''))) return name;
  const word = LAW_WORD.exec(tail);
  if (word && !SAME_LAW.test(tail)) return word[1]!;
  return null;
}

interface Span {
  start: number;
  end: number;
}
const overlaps = (taken: Span[], start: number, end: number) => taken.some((s) => start < s.end && end > s.start);

/**
 * All claims of an answer. `knownLaws` are names to recognise whole (multi-word
 * titles such as "근로자퇴직급여 보장법"); other names ending in 법/령 are read
 * from the word before the article.
 */
export function extractClaims(answer: string, knownLaws: readonly string[] = []): { sentences: AnswerSentence[]; claims: Claim[] } {
  const sentences = splitAnswer(answer);
  const claims: Claim[] = [];
  let lastLaw: string | null = null;
  for (const sentence of sentences) {
    const text = sentence.text;
    const taken: Span[] = [];
    const add = (kind: ClaimKind, match: RegExpMatchArray, value: string, citation?: Citation) => {
      const start = match.index ?? 0;
      const end = start + match[0].trimEnd().length;
      taken.push({ start, end });
      claims.push({ kind, text: match[0].trim(), value, sentence: sentence.index, ...(citation ? { citation } : {}) });
    };
    for (const match of text.matchAll(ARTICLE)) {
      const before = text.slice(Math.max(0, (match.index ?? 0) - 40), match.index);
      const named = SAME_LAW.test(before.replace(/[\s「」『』]+$/, '')) ? null : lawBefore(before, knownLaws);
      const law = named ?? lastLaw;
      if (named) lastLaw = named;
      const article = `제${Number(match[1])}조${match[2] ? `의${Number(match[2])}` : ''}`;
      const citation: Citation = {
        law,
        lawNamed: named !== null || SAME_LAW.test(before.replace(/[\s「」『』]+$/, '')),
        article,
        paragraph: match[3] ? Number(match[3]) : null,
        item: match[4] ? Number(match[4]) : null,
      };
      const written = named ? `${named} ${match[0].trim()}` : match[0].trim();
      taken.push({ start: match.index ?? 0, end: (match.index ?? 0) + match[0].length });
      claims.push({ kind: 'citation', text: written, value: `${law ?? ''}|${article}`, sentence: sentence.index, citation });
    }
    for (const match of text.matchAll(CASE_NUMBER)) {
      if (overlaps(taken, match.index ?? 0, (match.index ?? 0) + match[0].length)) continue;
      add('case_number', match, `${match[1]}${match[2]}${match[3]}`);
    }
    for (const match of text.matchAll(PENALTY)) {
      if (overlaps(taken, match.index ?? 0, (match.index ?? 0) + match[0].length)) continue;
      add('penalty', match, penaltyValue(match));
    }
    for (const match of text.matchAll(DATE)) {
      if (overlaps(taken, match.index ?? 0, (match.index ?? 0) + match[0].length)) continue;
      const month = match[2] ?? match[4];
      const day = match[3] ?? match[5];
      if (!month) continue;
      add('date', match, [match[1], month.padStart(2, '0'), day?.padStart(2, '0')].filter(Boolean).join('-'));
    }
    for (const match of text.matchAll(PERCENT)) {
      if (overlaps(taken, match.index ?? 0, (match.index ?? 0) + match[0].length)) continue;
      add('percentage', match, `pct:${percentValue(match)}`);
    }
    for (const match of text.matchAll(AMOUNT)) {
      if (overlaps(taken, match.index ?? 0, (match.index ?? 0) + match[0].length)) continue;
      const value = match[2] ? `${match[2]}:${match[1]!.replace(/,/g, '')}` : `amount:${parseAmount(match[0])?.value ?? match[0]}`;
      add('amount', match, value);
    }
    for (const match of text.matchAll(DEADLINE)) {
      if (overlaps(taken, match.index ?? 0, (match.index ?? 0) + match[0].length)) continue;
      add('deadline', match, `${Number(match[1])}${match[2]}`);
    }
    // The law names the sentence cites are the citation's, not content the documents must contain.
    const body = claims
      .filter((c) => c.sentence === sentence.index && c.citation?.lawNamed && c.citation.law)
      .reduce((b, c) => b.split(c.citation!.law!).join(' '), sentence.body)
      .replace(/에\s?(?:따르면|따라|의하면)/g, ' ');
    claims.push({ kind: 'sentence', text, value: body, sentence: sentence.index });
  }
  return { sentences, claims };
}

function penaltyValue(match: RegExpMatchArray): string {
  if (match[3]) return `${match[3]}:${match[1]}년${match[2] ? `${match[2]}개월` : ''}이하`;
  if (match[5]) return `${match[5]}:${match[4]}년이상`;
  return `${match[7]}:${parseAmount(match[6]!)?.value ?? match[6]}`;
}

function percentValue(match: RegExpMatchArray): number {
  if (match[1]) return Number(match[1]);
  if (match[2]) return Number(match[2]);
  return Math.round((Number(match[4]) / Number(match[3])) * 10_000) / 100;
}

/** Every comparable value of one kind a source text states (the same extractors, run over the document). */
export function valuesIn(text: string): Map<ClaimKind, Set<string>> {
  const { claims } = extractClaims(text);
  const values = new Map<ClaimKind, Set<string>>();
  for (const claim of claims) {
    if (claim.kind === 'sentence' || claim.kind === 'citation') continue;
    const set = values.get(claim.kind) ?? new Set<string>();
    set.add(claim.value);
    values.set(claim.kind, set);
  }
  return values;
}
