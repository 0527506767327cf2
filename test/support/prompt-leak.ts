/**
 * Spots a system prompt repeated in what a server answered: every 40-character
 * window of each prompt, stepping 20 (enough to catch any repeated passage of
 * 60 characters), compared with whitespace collapsed and JSON's escaped
 * newlines read as spaces.
 */
const normalise = (text: string) => text.replace(/\\n/g, ' ').replace(/\s+/g, ' ').trim();

function fragments(text: string): string[] {
  const compact = normalise(text);
  const out: string[] = [];
  for (let i = 0; i + 40 <= compact.length; i += 20) out.push(compact.slice(i, i + 40));
  return out;
}

/**
 * The prompt passages found in `answered`. Prompts quote data every person sees
 * anyway (questions, their own contract): a passage also in `shownAnyway`, what
 * a rules-only server showed, does not count.
 */
export function leakedPassages(systemPrompts: readonly string[], answered: string, shownAnyway: string): string[] {
  const everything = normalise(answered);
  const seen = normalise(shownAnyway);
  return systemPrompts.flatMap(fragments).filter((fragment) => everything.includes(fragment) && !seen.includes(fragment));
}
