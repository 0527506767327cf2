/** generate: an answer from the retrieved provisions (extractive offline, the context-only prompt with an LLM). */
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { AskDeps } from '../deps.js';
import type { AskGraphState, AskUpdate } from '../state.js';
import { askTexts } from '../texts.js';
import { emitStep } from './emit.js';
import { askRequest } from './request.js';

export function generateNode(deps: AskDeps) {
  return async (state: AskGraphState, config?: LangGraphRunnableConfig): Promise<AskUpdate> => {
    emitStep(config, 'generating', askTexts(deps.knowledge()).step.generating);
    return { answer: await deps.interpreter.generate(askRequest(deps, state, config)) };
  };
}
