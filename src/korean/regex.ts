/** A word as a literal inside a regular expression built from knowledge-base text. */
export const escapeRegExp = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
