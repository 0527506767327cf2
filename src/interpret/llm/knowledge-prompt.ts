/**
 * Every LLM interpreter's prompt comes from the live knowledge base (the
 * LLM_Prompts sheet): the purpose's template filled with the call's values.
 */
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import { fillTemplate, templateLiterals } from '../../knowledge/llm-prompts.js';
import type { LlmPromptPurpose } from '../../knowledge/schema.js';
import type { LlmPrompt } from './client.js';

/**
 * The filled prompt, or undefined when the knowledge has no template for the
 * purpose or cannot be read: the caller then answers with the rules. The
 * template's own text is marked confidential so a streamed answer that echoes
 * it is refused.
 */
export function knowledgePrompt(
  knowledge: () => KnowledgeBase,
  purpose: LlmPromptPurpose,
  values: Readonly<Record<string, string>>,
  options: { label: string; signal?: AbortSignal | undefined },
): LlmPrompt | undefined {
  let template;
  try {
    template = knowledge().prompt(purpose);
  } catch {
    return undefined;
  }
  if (!template) return undefined;
  return {
    purpose: options.label,
    system: fillTemplate(template.system, values),
    user: fillTemplate(template.user_template, values),
    confidential: templateLiterals(`${template.system}\n${template.user_template}`),
    ...(options.signal ? { signal: options.signal } : {}),
  };
}
