/** retrieve: the search layer's top n_results for the question (doc-type filter optional). */
import type { LangGraphRunnableConfig } from '@langchain/langgraph';
import type { AskDeps } from '../deps.js';
import { formatContext } from '../domain/context.js';
import type { AskDocument, AskGraphState, AskUpdate } from '../state.js';
import { askTexts } from '../texts.js';
import { emit, emitStep } from './emit.js';

export function retrieveNode(deps: AskDeps) {
  return async (state: AskGraphState, config?: LangGraphRunnableConfig): Promise<AskUpdate> => {
    emitStep(config, 'retrieving', askTexts(deps.knowledge()).step.retrieving);
    emit(config, { type: 'tool', tool: 'search_law', status: 'searching' });
    const hits = await deps.retrieve(state.question, state.n_results, state.filter_type);
    emit(config, { type: 'tool', tool: 'search_law', status: 'complete', count: hits.length });
    const documents: AskDocument[] = hits.map((hit) => ({
      law: hit.law,
      article: hit.article,
      title: hit.title,
      text: hit.text,
      score: hit.score,
      url: hit.url,
      doc_type: hit.doc_type,
    }));
    return { documents, context: formatContext(documents) };
  };
}
