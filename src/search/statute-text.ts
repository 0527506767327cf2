/**
 * Statute text as the assistants read it: normalised line by line (the
 * normaliser folds newlines, and paragraphs ①… and items "1. …" start lines),
 * without amendment notes such as "<개정 2018.3.20>", which are not law.
 */
import { normalizeText } from '../korean/normalize.js';

export function normalizeLines(text: string): string {
  return text
    .split('\n')
    .map((line) => normalizeText(line))
    .join('\n');
}

export function provisionBody(text: string): string {
  return normalizeLines(text)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\[[^\]]*(?:개정|신설|본조|전문|제목)[^\]]*\]/g, ' ');
}
