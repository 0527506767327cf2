/**
 * An option named word for word at the start of a reply ("부인함 빌린건 맞는데
 * 사기는 아니에요", "부인해요 …") is the person's pick; what follows is the
 * reason, and reading the reason for an option ("맞는데 … 아니에요" sounds like
 * 일부만 인정함) must not overrule the pick. An option label ending in 함 is
 * also named by its verb (부인해요, 부인합니다, 부인했어요).
 */
import { compact } from './classify.js';

/** Polite endings after a named label ("부인함이요", "인정함입니다"). */
const LABEL_ENDING = /(?:이에요|예요|이요|요|입니다)$/;
/** The verb of a label in 함: "부인" + 해요. */
const VERB_ENDING = /^(?:해요|해|합니다|했어요|했습니다|했고|했죠|하고요|하죠|함)$/;
const WORDS_AT_MOST = 3;

function namesLabel(head: string, label: string): boolean {
  if (head === label || head.replace(LABEL_ENDING, '') === label) return true;
  return label.length >= 3 && label.endsWith('함') && head.startsWith(label.slice(0, -1)) && VERB_ENDING.test(head.slice(label.length - 1));
}

/** The option the reply opens with, unless the rest of the reply names another one too. */
export function optionNamedFirst(reply: string, options: readonly string[]): string | null {
  const words = reply.trim().split(/\s+/);
  const labels = options.map((option) => ({ option, label: compact(option) })).filter(({ label }) => label.length >= 2);
  for (let count = Math.min(WORDS_AT_MOST, words.length); count >= 1; count--) {
    const head = compact(words.slice(0, count).join(' '));
    const named = labels.filter(({ label }) => namesLabel(head, label)).sort((a, b) => b.label.length - a.label.length)[0];
    if (!named) continue;
    const rest = compact(words.slice(count).join(' '));
    return labels.some(({ option, label }) => option !== named.option && rest.includes(label)) ? null : named.option;
  }
  return null;
}
