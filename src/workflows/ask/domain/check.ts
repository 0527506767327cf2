/** The verifier with the knowledge base's framing sentences and issue templates: what the graph and POST /verify both run. */
import type { AskTexts } from '../texts.js';
import { renderIssues } from './issues.js';
import type { SourceDocument } from './provisions.js';
import { verifyAnswer, type Verification, type VerifierSettings } from './verify.js';

export function checkGrounding(
  answer: string,
  documents: readonly SourceDocument[],
  texts: AskTexts,
  settings?: VerifierSettings,
): Verification & { issues: string[] } {
  const verification = verifyAnswer({
    answer,
    documents,
    framing: [texts.framing.insufficient, texts.framing.unanswerable],
    ...(settings ? { settings } : {}),
  });
  return { ...verification, issues: renderIssues(verification.claims, texts.issues) };
}
