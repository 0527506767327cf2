/**
 * The offline ask interpreter: extractive answers. It picks the sentences of
 * the retrieved provisions that share the most terms with the question and
 * cites each one; when no provision shares enough, it says 근거 부족 and shows
 * what was found instead of guessing. Strict regeneration keeps only direct
 * quotes of the single best sentence per cited provision, or says 답변 불가.
 */
import { tokenize } from '../../korean/tokenize.js';
import { provisionBody } from '../../search/statute-text.js';
import type { AskInterpreter, AskRequest, AskSource, JudgeVerdict } from '../ask-port.js';

/** Question terms a sentence must share to count as answering it. */
const MIN_SHARED_TERMS = 3;
/** Provisions an answer draws on at most (2 on the dev questions: fewer off-target citations than 3, more hits than 1). */
const MAX_SOURCES = 2;

interface Scored {
  source: AskSource;
  sentence: string;
  shared: number;
}

function citationOf(source: AskSource): string | null {
  return source.law && source.article ? `${source.law} ${source.article}` : source.law;
}

/** A statute's sentences without paragraph numbers or amendment notes. */
export function sourceSentences(text: string): string[] {
  return provisionBody(text)
    .split(/(?<=[가-힣)\]」』][.!?])\s+|(?<=다\.)(?=\S)|\n+/)
    .map((s) => s.replace(/^[\s①-⑳]+|^\d+(?:의\d+)?\.\s+/, '').trim())
    .filter((s) => s.length >= 8);
}

/** "sentence (근로기준법 제36조)." — the quote with its citation inside the sentence. */
export function cited(sentence: string, source: AskSource): string {
  const citation = citationOf(source);
  const bare = sentence.replace(/[.。]\s*$/, '');
  return citation ? `${bare} (${citation}).` : `${bare}.`;
}

function bestSentences(request: AskRequest): Scored[] {
  const terms = new Set(request.terms);
  return request.sources.map((source) => {
    let best: Scored = { source, sentence: sourceSentences(source.text)[0] ?? source.text, shared: 0 };
    for (const sentence of sourceSentences(source.text)) {
      const shared = new Set(tokenize(sentence).filter((t) => terms.has(t))).size;
      if (shared > best.shared || (shared === best.shared && shared > 0 && sentence.length < best.sentence.length)) best = { source, sentence, shared };
    }
    return best;
  });
}

export class RulesAskInterpreter implements AskInterpreter {
  readonly kind = 'rules' as const;

  async generate(request: AskRequest): Promise<string> {
    const scored = bestSentences(request);
    // In retrieval order: the retriever already weighs cited articles, named laws and the thesaurus.
    const answering = scored.filter((s) => s.shared >= MIN_SHARED_TERMS).slice(0, MAX_SOURCES);
    if (answering.length > 0) return answering.map((s) => cited(s.sentence, s.source)).join('\n');
    if (scored.length === 0) return request.framing.insufficient;
    // Weak retrieval: say so, then show what was found rather than guess.
    return [request.framing.insufficient, ...scored.slice(0, MAX_SOURCES).map((s) => `- ${cited(s.sentence, s.source)}`)].join('\n');
  }

  async regenerateStrict(request: AskRequest): Promise<string> {
    const quotes = bestSentences(request)
      .filter((s) => s.shared >= MIN_SHARED_TERMS && s.source.law && s.source.article)
      .slice(0, MAX_SOURCES);
    return quotes.length > 0 ? quotes.map((s) => cited(s.sentence, s.source)).join('\n') : request.framing.unanswerable;
  }

  async judge(): Promise<JudgeVerdict | null> {
    return null;
  }
}
