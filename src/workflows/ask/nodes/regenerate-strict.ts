/** regenerate_strict: only what the documents state explicitly, or 답변 불가; counts the retry. */
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { AskDeps } from '../deps.js';
import type { AskGraphState, AskUpdate } from '../state.js';
import { askTexts } from '../texts.js';
import { emitStep } from './emit.js';
import { askRequest } from './request.js';

export function regenerateStrictNode(deps: AskDeps) {
  return async (state: AskGraphState, config?: LangGraphRunnableConfig): Promise<AskUpdate> => {
    emitStep(config, 'regenerating', askTexts(deps.knowledge()).step.regenerating);
    const answer = await deps.interpreter.regenerateStrict(askRequest(deps, state, config));
    return { answer, retry_count: state.retry_count + 1 };
  };
}
