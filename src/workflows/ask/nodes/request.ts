/** What the interpreter is given for one call: the question, the sources, the framing texts and the run's signal. */
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { AskRequest } from '../../../interpret/ask-port.js';
import type { AskDeps } from '../deps.js';
import type { AskGraphState } from '../state.js';
import { askTexts } from '../texts.js';

export function askRequest(deps: AskDeps, state: AskGraphState, config: LangGraphRunnableConfig | undefined): AskRequest {
  return {
    question: state.question,
    sources: state.documents,
    context: state.context,
    framing: askTexts(deps.knowledge()).framing,
    terms: deps.terms(state.question),
    ...(config?.signal ? { signal: config.signal } : {}),
  };
}
