import type { AskInterpreter } from '../../interpret/ask-port.js';
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import type { DocType } from '../../search/corpus.js';
import type { SearchHit } from '../../search/search-index.js';
import type { VerifierSettings } from './domain/verify.js';

export interface AskDeps {
  /** The live knowledge base; read per run so a hot reload takes effect at once. */
  knowledge: () => KnowledgeBase;
  interpreter: AskInterpreter;
  retrieve: (question: string, k: number, docType: DocType | null) => Promise<SearchHit[]>;
  /** The question's search terms with everyday words expanded (the thesaurus). */
  terms: (question: string) => string[];
  verifier?: VerifierSettings;
}
