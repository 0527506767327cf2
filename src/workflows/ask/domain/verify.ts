/**
 * The deterministic grounding verifier: every claim an answer makes is checked
 * against the documents it was given. Citations must name a provision among
 * them (with the 항/호 it has); numbers must be stated by the provision the
 * sentence cites (or by some document when it cites none); each sentence must
 * be covered by a document sentence and keep its conditions (이상/이하,
 * negation, 할 수 있다/하여야 한다). Nothing here reads language with a model.
 */
import { LAW_ABBREVIATIONS } from '../../../korean/law-abbreviations.js';
import { extractClaims, lawNames, type Citation, type Claim, type ClaimKind } from './claims.js';
import { bigrams, hasParts, indexProvisions, type Provision, type SourceDocument } from './provisions.js';

/** Why a claim is not supported; issues.ts turns each into a Korean sentence. */
export type UnsupportedReason = 'not_in_documents' | 'wrong_law' | 'missing_part' | 'other_provision' | 'weak_support' | 'condition_differs';

export interface CheckedClaim {
  kind: ClaimKind;
  text: string;
  supported: boolean;
  /** The provision (or sentence) that supports the claim, or the one it contradicts. */
  evidence?: string;
  reason?: UnsupportedReason;
  /** For condition_differs: the words the answer and the document use. */
  detail?: string;
}

export interface Verification {
  grounded: boolean;
  claims: CheckedClaim[];
}

export interface VerifierSettings {
  /** Share of a sentence's syllable bigrams a cited (or any) document must contain. */
  minSupport: number;
  /** Sentences with fewer bigrams than this carry no checkable content (connectors). */
  minSentenceGrams: number;
}

/** Tuned on the dev split of eval/ask (see docs/ask.md). */
export const defaultVerifierSettings: VerifierSettings = { minSupport: 0.6, minSentenceGrams: 4 };

export interface VerifyInput {
  answer: string;
  documents: readonly SourceDocument[];
  /** Framing sentences from the knowledge base (근거 부족 / 답변 불가 notes): not claims about law. */
  framing?: readonly string[];
  settings?: VerifierSettings;
}

const compact = (s: string) => s.replace(/\s+/g, '');

function sameLaw(written: string, official: string | null): boolean {
  if (!official) return false;
  return compact(written) === compact(official) || LAW_ABBREVIATIONS[written] === official;
}

function label(p: Provision): string {
  return [p.law, p.article].filter(Boolean).join(' ') || `문서 ${p.index + 1}`;
}

/** Provisions that are the cited article (by their fields, or by their text when a client sent bare text). */
function provisionsCited(claim: Claim, provisions: readonly Provision[]): Provision[] {
  const { law, article } = claim.citation!;
  return provisions.filter((p) =>
    p.article !== null || p.law !== null
      ? p.article === article && (law === null || sameLaw(law, p.law))
      : p.compact.includes(compact(`${law ?? ''}${article}`)),
  );
}

/**
 * A quoted provision's own reference ("「국가공무원법」 제33조", "제36조를 위반한
 * 자는") is part of the quote: supported when the provision's text names it.
 */
function refersTo(p: Provision, citation: Citation): boolean {
  const text = compact(p.text).replace(/[「」『』]/g, '');
  const at = text.indexOf(citation.article);
  if (at < 0) return false;
  if (!citation.lawNamed || citation.law === null) return true;
  return text.includes(`${compact(citation.law)}${citation.article}`) || (text.includes(compact(citation.law)) && text.includes(`같은법${citation.article}`));
}

function checkCitation(claim: Claim, provisions: readonly Provision[], attached: readonly Provision[]): CheckedClaim {
  const base = { kind: claim.kind, text: claim.text };
  const citation = claim.citation!;
  const cited = provisionsCited(claim, provisions);
  const withParts = cited.filter((p) => hasParts(p, citation.paragraph, citation.item));
  if (withParts.length > 0) return { ...base, supported: true, evidence: label(withParts[0]!) };
  if (cited.length > 0) return { ...base, supported: false, reason: 'missing_part', evidence: label(cited[0]!) };
  // An article a quoted provision itself refers to ("제36조를 위반한 자는") is part of the quote.
  const quoted = attached.find((p) => refersTo(p, citation));
  if (quoted) return { ...base, supported: true, evidence: label(quoted) };
  const otherLaw = provisions.find((p) => p.article === citation.article && citation.law !== null && !sameLaw(citation.law, p.law));
  if (otherLaw) return { ...base, supported: false, reason: 'wrong_law', evidence: label(otherLaw) };
  return { ...base, supported: false, reason: 'not_in_documents' };
}

function checkValue(claim: Claim, provisions: readonly Provision[], attached: readonly Provision[]): CheckedClaim {
  const base = { kind: claim.kind, text: claim.text };
  const states = (p: Provision) =>
    claim.kind === 'case_number' ? p.compact.includes(claim.value) : (p.values.get(claim.kind)?.has(claim.value) ?? false);
  const own = attached.find(states);
  if (own) return { ...base, supported: true, evidence: label(own) };
  const other = provisions.find(states);
  if (other) return { ...base, supported: false, reason: 'other_provision', evidence: label(other) };
  return { ...base, supported: false, reason: 'not_in_documents' };
}

const COMPARATORS = ['이상', '이하', '초과', '미만'] as const;
const NEGATION = /아니(?!라)|않|없(?!이)|못\s?한|못\s?하|금지/g;
const MAY = /수\s?있/;
const MUST = /하여야|해야|여야/;

/** The conditions a sentence sets: comparators, negation and modality. */
function conditionsOf(text: string) {
  return {
    comparators: COMPARATORS.filter((c) => text.includes(c)),
    // Counted, not just present: a flip in one clause of a sentence with another negation still shows.
    negations: text.match(NEGATION)?.length ?? 0,
    may: MAY.test(text),
    must: MUST.test(text),
  };
}

/** How the answer's conditions differ from the document sentence's, or null when they agree. */
function conditionDifference(answer: string, source: string): string | null {
  // Parenthesised text (definitions, exceptions) is left out of the answer's body, so of the source's too.
  const a = conditionsOf(answer);
  const s = conditionsOf(source.replace(/\([^)]*\)/g, ' '));
  const extra = a.comparators.filter((c) => !s.comparators.includes(c));
  if (extra.length > 0) return `${extra.join(', ')} ↔ ${s.comparators.join(', ') || '조건 없음'}`;
  if (a.negations > s.negations) return '부정 ↔ 긍정';
  if (a.negations < s.negations && a.negations === 0) return '긍정 ↔ 부정';
  if (a.may && !s.may) return `할 수 있다 ↔ ${s.must ? '하여야 한다' : '문서의 표현'}`;
  if (a.must && !s.must && s.may) return '하여야 한다 ↔ 할 수 있다';
  return null;
}

function checkSentence(claim: Claim, attached: readonly Provision[], settings: VerifierSettings): CheckedClaim | null {
  const grams = bigrams(claim.value);
  if (grams.size < settings.minSentenceGrams) return null;
  let best = { share: 0, provision: undefined as Provision | undefined, sentence: '' };
  for (const p of attached) {
    const share = [...grams].filter((g) => p.grams.has(g)).length / grams.size;
    if (share <= best.share) continue;
    let top = { overlap: -1, text: '' };
    for (const s of p.sentences) {
      const overlap = [...grams].filter((g) => s.grams.has(g)).length;
      if (overlap > top.overlap) top = { overlap, text: s.text };
    }
    best = { share, provision: p, sentence: top.text };
  }
  const base = { kind: claim.kind, text: claim.text };
  if (!best.provision || best.share < settings.minSupport) return { ...base, supported: false, reason: 'weak_support' };
  const differs = conditionDifference(claim.value, best.sentence);
  if (differs) return { ...base, supported: false, reason: 'condition_differs', evidence: label(best.provision), detail: differs };
  return { ...base, supported: true, evidence: label(best.provision) };
}

export function verifyAnswer(input: VerifyInput): Verification {
  const settings = input.settings ?? defaultVerifierSettings;
  const provisions = indexProvisions(input.documents);
  const known = lawNames([...provisions.flatMap((p) => (p.law ? [p.law] : [])), ...Object.keys(LAW_ABBREVIATIONS), ...Object.values(LAW_ABBREVIATIONS)]);
  const { claims } = extractClaims(input.answer, known);
  const framing = new Set((input.framing ?? []).flatMap((f) => extractClaims(f).claims.filter((c) => c.kind === 'sentence').map((c) => compact(c.text))));
  // A sentence's provisions: the ones it cites that are among the documents, else all of them.
  const attachedTo = new Map<number, Provision[]>();
  for (const claim of claims.filter((c) => c.kind === 'citation')) {
    const cited = provisionsCited(claim, provisions);
    attachedTo.set(claim.sentence, [...(attachedTo.get(claim.sentence) ?? []), ...cited]);
  }
  const attached = (sentence: number) => {
    const own = attachedTo.get(sentence) ?? [];
    return own.length > 0 ? own : provisions;
  };
  const checked: CheckedClaim[] = [];
  for (const claim of claims) {
    if (claim.kind === 'citation') checked.push(checkCitation(claim, provisions, attached(claim.sentence)));
    else if (claim.kind === 'sentence') {
      if (framing.has(compact(claim.text))) continue;
      const result = checkSentence(claim, attached(claim.sentence), settings);
      if (result) checked.push(result);
    } else checked.push(checkValue(claim, provisions, attached(claim.sentence)));
  }
  // An answer that states nothing checkable (an honest 답변 불가) claims nothing false.
  return { grounded: checked.every((c) => c.supported), claims: checked };
}
