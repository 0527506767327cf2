/** format_response: the prepared answer for small talk, else the draft with any correction notes first. */
import type { RecommendGraphState, RecommendUpdate } from '../state.js';

export const formatResponseNode = (state: RecommendGraphState): RecommendUpdate => ({
  response: state.bypass_retrieval ? (state.special_response ?? '') : [...state.corrections, state.draft].filter(Boolean).join('\n'),
});
