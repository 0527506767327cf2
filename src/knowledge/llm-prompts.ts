/**
 * LLM prompt templates: the placeholder grammar shared by the checker and the
 * interpreter that fills them, and the checks `kb check` runs on them.
 * `{lower_snake}` is a placeholder; any other brace (a JSON example) is literal.
 */
import type { LlmPromptsFileData } from './documents.js';
import type { IssueCollector } from './issues.js';
import { LLM_PROMPTS_FILE } from './layout.js';
import { llmPromptPlaceholders, llmPromptPurposes, type LlmPromptTemplate } from './schema.js';

const PLACEHOLDER = /\{([a-z][a-z0-9_]*)\}/g;

export function placeholdersIn(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/** A template's own text between its placeholders (split keeps each captured name at the odd places). */
export function templateLiterals(template: string): string[] {
  return template.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
}

/**
 * Fills placeholders in one pass, so a value that itself contains "{text}"
 * (a person's message, say) is never expanded again.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

export function checkLlmPrompts(doc: LlmPromptsFileData | undefined, issues: IssueCollector): void {
  if (!doc) return;
  const seen = new Map<string, number>();
  doc.prompts.forEach((prompt, index) => {
    const at = (key: keyof LlmPromptTemplate) => ({ file: LLM_PROMPTS_FILE, path: ['prompts', index, key] });
    const earlier = seen.get(prompt.purpose);
    if (earlier !== undefined) {
      issues.error(at('purpose'), (name) => `${name} ${prompt.purpose} has two prompts (first at ${issues.where({ file: LLM_PROMPTS_FILE, path: ['prompts', earlier, 'purpose'] })})`);
    }
    seen.set(prompt.purpose, index);
    const allowed = llmPromptPlaceholders[prompt.purpose];
    for (const key of ['system', 'user_template'] as const) {
      for (const placeholder of new Set(placeholdersIn(prompt[key]))) {
        if (!allowed.includes(placeholder)) {
          issues.error(at(key), (name) => `${name} uses {${placeholder}}, which ${prompt.purpose} does not fill (known: ${allowed.map((p) => `{${p}}`).join(', ')})`);
        }
      }
    }
    const input = allowed[0]!;
    if (![...placeholdersIn(prompt.system), ...placeholdersIn(prompt.user_template)].includes(input)) {
      issues.error(at('user_template'), (name) => `${name} of ${prompt.purpose} never uses {${input}}, so the model would not see its input`);
    }
  });
  for (const purpose of llmPromptPurposes) {
    if (!seen.has(purpose)) {
      issues.warning({ file: LLM_PROMPTS_FILE, path: ['prompts'] }, `purpose ${purpose} has no prompt; with an LLM configured it is answered by the rules`);
    }
  }
}
