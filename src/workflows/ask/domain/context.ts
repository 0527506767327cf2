/** The seed's _format_context: numbered provisions with their citation and title, as an LLM reads them. */
import type { AskDocument } from '../state.js';

export function formatContext(documents: readonly AskDocument[]): string {
  return documents
    .map((doc, i) => {
      const heading = [doc.law, doc.article].filter(Boolean).join(' ') || `문서 ${i + 1}`;
      return `[${i + 1}] ${heading}${doc.title ? ` (${doc.title})` : ''}\n${doc.text}`;
    })
    .join('\n\n');
}
