/**
 * The contract assistant's knowledge (knowledge/contract/contract_review.yaml):
 * check rules with their legal basis, severity and wording, the summary and
 * answer templates, tool-planning words and fallback resources. Read through
 * `ContractKnowledgeSource`, which reloads the file when it changes on disk.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

const text = z.string().trim().min(1);
const words = z.array(text).min(1);

export const contractSeverities = ['HIGH', 'MEDIUM', 'LOW'] as const;
export const ContractSeverity = z.enum(contractSeverities);
export type ContractSeverity = z.infer<typeof ContractSeverity>;

export const ContractRule = z.object({
  rule: z.string().regex(/^[a-z][a-z0-9_]*$/),
  code: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
  severity: ContractSeverity,
  legal_basis: text,
  title: text,
  reason: text,
  suggestion: text,
});
export type ContractRule = z.infer<typeof ContractRule>;

export const FallbackResource = z.object({ title: text, url: z.url(), content: text, keywords: z.array(text) });
export type FallbackResource = z.infer<typeof FallbackResource>;

export const ContractReviewFile = z.object({
  rules: z.array(ContractRule).min(1),
  small_workplace_exempt_rules: z.array(text),
  term_labels: z.record(z.string(), text),
  probation_problems: z.record(z.string(), text),
  assumptions: z.record(z.string(), text),
  // Not trimmed: the summary lines carry their indentation.
  summary: z.record(z.string(), z.string().min(1)),
  agent: z.object({
    steps: z.record(z.string(), text),
    tool_labels: z.record(z.string(), text),
    plan_keywords: z.object({ vector_db: words, graph_db: words, web_search: words, clause: words }),
    plan_reasoning: z.object({ vector_db: text, graph_db: text, web_search: text, default: text }),
    clause_types: z.record(z.string(), words),
    answer: z.record(z.string(), text),
  }),
  fallback_resources: z.array(FallbackResource).min(1),
  web_search_domains: words,
  upload_errors: z.record(z.string(), text),
});
export type ContractReview = z.infer<typeof ContractReviewFile>;

export const CONTRACT_REVIEW_FILE = path.join('contract', 'contract_review.yaml');

/** Parses and validates the file; throws an Error naming the file and the first problem. */
export function readContractReview(knowledgeDir: string): ContractReview {
  const file = path.join(knowledgeDir, CONTRACT_REVIEW_FILE);
  const parsed = ContractReviewFile.safeParse(parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join('.') || '(top)'}: ${issue.message}`);
  }
  const codes = new Set(parsed.data.rules.map((rule) => rule.rule));
  const unknown = parsed.data.small_workplace_exempt_rules.find((rule) => !codes.has(rule));
  if (unknown) throw new Error(`${file}: small_workplace_exempt_rules names ${unknown}, which is not a rule`);
  return parsed.data;
}

/** The current contract knowledge; re-reads the file when its modification time changes. */
export class ContractKnowledgeSource {
  private cached: { mtimeMs: number; review: ContractReview } | undefined;

  constructor(private readonly knowledgeDir: string) {}

  current(): ContractReview {
    const mtimeMs = statSync(path.join(this.knowledgeDir, CONTRACT_REVIEW_FILE)).mtimeMs;
    if (this.cached?.mtimeMs !== mtimeMs) {
      // A broken edit keeps the last good version in service.
      try {
        this.cached = { mtimeMs, review: readContractReview(this.knowledgeDir) };
      } catch (error) {
        if (!this.cached) throw error;
      }
    }
    return this.cached!.review;
  }
}
