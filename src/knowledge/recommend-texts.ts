/**
 * The recommend assistant's user-facing wording (recommend_texts.yaml): special
 * responses, step messages, the consumer draft template, no-result and
 * alternative wording, and labels for unmet facets. `{name}` placeholders are
 * filled by the graph.
 */
import { z } from 'zod';

export const RECOMMEND_TEXTS_FILE = 'recommend_texts.yaml';

const line = z.string().trim().min(1);

export const RecommendTextsFile = z.strictObject({
  special_responses: z.strictObject({ identity: line, smalltalk: line, thanks: line }),
  steps: z.strictObject({ analyzing: line, retrieving: line, generating: line, verifying: line, regenerating: line, formatting: line }),
  templates: z.strictObject({
    intro: line,
    intro_no_conditions: line,
    item: line,
    news: line,
    no_result: line,
    alternatives_intro: line,
    alternative_item: line,
    correction: line,
    correction_unfixed: line,
    closing: line,
  }),
  unmet_labels: z.strictObject({ 기간: line, 지역: line, 야간: line, 무료: line }),
});
export type RecommendTexts = z.infer<typeof RecommendTextsFile>;

/** The workbook's rows (section, key, text), in the document's order. */
export function recommendTextRows(texts: RecommendTexts): { section: string; key: string; text: string }[] {
  return Object.entries(texts).flatMap(([section, entries]) => Object.entries(entries as Record<string, string>).map(([key, text]) => ({ section, key, text })));
}

/** Fills `{placeholder}`s; an unknown placeholder stays visible rather than vanishing. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
