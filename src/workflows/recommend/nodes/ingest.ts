/** ingest: the query, trimmed and with runs of white space collapsed. */
import type { RecommendGraphState, RecommendUpdate } from '../state.js';

export const ingestNode = (state: RecommendGraphState): RecommendUpdate => ({ query: state.query.normalize('NFC').replace(/\s+/g, ' ').trim() });
