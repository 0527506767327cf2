/**
 * Part (a) of `npm run eval:ask`: the grounding verifier on the stored cases
 * (eval/ask/verifier-{dev,test}.jsonl), with the article texts read from the
 * corpus. The positive class is "not grounded" (a hallucination caught):
 * per kind, recall over that kind's cases and precision over those cases plus
 * their paired grounded controls (same article, same documents).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyAnswer, type VerifierSettings } from '../../src/workflows/ask/domain/verify.js';
import type { StatuteRow } from './statutes.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface VerifierCase {
  id: string;
  kind: string;
  grounded: boolean;
  /** The paired case: a control's corrupted twin or the other way round. */
  pair: string;
  documents: { law: string; article: string }[];
  answer: string;
}

export interface CaseResult {
  case: VerifierCase;
  flagged: boolean;
  issues: string[];
}

export function runVerifierCases(split: string, statutes: readonly StatuteRow[], settings?: VerifierSettings): CaseResult[] {
  const byKey = new Map(statutes.map((r) => [`${r.law}|${r.article}`, r]));
  const cases = readFileSync(path.join(here, `verifier-${split}.jsonl`), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as VerifierCase);
  return cases.map((c) => {
    const documents = c.documents.map((d) => {
      const row = byKey.get(`${d.law}|${d.article}`);
      if (!row) throw new Error(`${c.id}: ${d.law} ${d.article} is not in the corpus`);
      return { law: row.law, article: row.article, title: row.title, text: row.text };
    });
    const result = verifyAnswer({ answer: c.answer, documents, ...(settings ? { settings } : {}) });
    return {
      case: c,
      flagged: !result.grounded,
      issues: result.claims.filter((x) => !x.supported).map((x) => `${x.kind}:${x.reason}:${x.text.slice(0, 30)}`),
    };
  });
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export function scoreVerifier(results: readonly CaseResult[]) {
  const byId = new Map(results.map((r) => [r.case.id, r]));
  const kinds = [...new Set(results.filter((r) => !r.case.grounded).map((r) => r.case.kind))];
  const perKind = Object.fromEntries(
    kinds.map((kind) => {
      const positives = results.filter((r) => r.case.kind === kind);
      const controls = positives.map((r) => byId.get(r.case.pair)!).filter(Boolean);
      const tp = positives.filter((r) => r.flagged).length;
      const fp = controls.filter((r) => r.flagged).length;
      return [kind, { cases: positives.length, recall: round(tp / positives.length), precision: tp + fp > 0 ? round(tp / (tp + fp)) : null }];
    }),
  );
  const positives = results.filter((r) => !r.case.grounded);
  const negatives = results.filter((r) => r.case.grounded);
  const tp = positives.filter((r) => r.flagged).length;
  const fp = negatives.filter((r) => r.flagged).length;
  const controls = Object.fromEntries(
    [...new Set(negatives.map((r) => r.case.kind))].map((kind) => {
      const group = negatives.filter((r) => r.case.kind === kind);
      return [kind, { cases: group.length, passed_as_grounded: round(group.filter((r) => !r.flagged).length / group.length) }];
    }),
  );
  return {
    cases: results.length,
    overall: { recall: round(tp / positives.length), precision: round(tp / Math.max(1, tp + fp)) },
    per_kind: perKind,
    grounded_controls: controls,
  };
}
