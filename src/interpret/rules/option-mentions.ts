/**
 * A choice read from the words of its own option label: an account that says
 * "양도소득세", "이행강제금" or "육아휴직" has named the option whose label holds
 * that word. Terms come from the knowledge base's labels, split at "·" (one
 * label often lists several things), without the parenthesised notes and
 * the catch-all options. Only one option may match, and fields that say
 * which side the person is on are left to the questions: a side is named
 * about others as often as about oneself ("피해자분이 다쳤어요").
 */
import type { FieldDef } from '../../knowledge/schema.js';
import { optionsByConcept } from './option-concepts.js';

const SIDE_FIELDS = new Set([
  'case_side', 'accident_role', 'fault_party', 'user_position', 'party_role', 'lease_role', 'loan_role', 'sale_role', 'deposit_side', 'parent_role',
]);
const CATCH_ALL = /기타|모름|모르겠|해당 없음|아직|없음/;
// "0.1% 초과 0.2% 미만": a range of numbers is named by its number (option-numbers.ts), not by 초과 or 미만 said of anything.
const NUMBER_RANGE = /\d\S*\s?(?:미만|이상|이하|초과)|\d\s?~/;
// "이의신청하고 싶어요", "가족은 아니고", "음주운전 아닌데", "권고사직 하래요": a thing wished for, denied or demanded has not happened.
const NOT_DONE_AFTER = /^\S{0,2}\s?(?:하고\s?싶|하려|할까|할\s?(?:거|수)|하면|하래|하라|아니|아닌|아님|아냐|아녜|안\s?(?:했|냈|썼|됐))/;

/** The words in a label that name its option on their own; "월세·보증금 인상" is "월세 인상" and "보증금 인상". */
export function termsOf(label: string): string[] {
  if (CATCH_ALL.test(label)) return [];
  const parts = label
    .replace(/\([^)]*\)/g, '')
    .split('·')
    .map((term) => term.replace(/\s?등$/, '').trim());
  const tail = /^\S+\s(\S+)$/.exec(parts.at(-1) ?? '')?.[1];
  const shared = parts.length > 1 && tail && !/[음함됨]$/.test(tail) ? tail : undefined;
  return parts.map((part) => (shared && !part.includes(' ') ? `${part} ${shared}` : part)).filter((term) => term.length >= 2);
}

// "불기소" is not 기소, "무혐의" not 혐의: a Sino-Korean negating prefix turns the word into its opposite.
const NEGATING_PREFIX = /[불무미비]$/;

/**
 * Whether the text names `term` as done. Spaces are ignored on both sides, since
 * people type "신호위반" for "신호 위반" and "양도 소득세" for "양도소득세".
 */
function mentions(text: string, term: string): boolean {
  const spaceless = text.replace(/\s+/g, '');
  const word = term.replace(/\s+/g, '');
  for (let at = spaceless.indexOf(word); at >= 0; at = spaceless.indexOf(word, at + 1)) {
    if (NEGATING_PREFIX.test(spaceless.slice(Math.max(0, at - 1), at))) continue;
    if (!NOT_DONE_AFTER.test(spaceless.slice(at + word.length, at + word.length + 10))) return true;
  }
  return false;
}

/** The option of `field` whose label words the text uses, when exactly one does. */
export function optionNamedIn(text: string, field: FieldDef): string | undefined {
  if (SIDE_FIELDS.has(field.field) || !field.options) return undefined;
  const named = field.options.filter((option) => termsOf(option).some((term) => mentions(text, term)));
  return named.length === 1 ? named[0] : undefined;
}

// "상간녀 소송 건대요", "이혼은 못 해준대요": how far a matter has come is told of other matters too, so only its own label words name it.
const STAGE_FIELD = /_(?:status|stage)$/;

/**
 * The option of `field` that the account's everyday words point to ("몰카" →
 * 몰래 찍힘, "연차 쓴다니까" → 연차휴가), when they point to no other: an
 * account mentions many things, so unlike a reply it gets no tie-break.
 */
export function optionSaidIn(text: string, field: FieldDef): string | undefined {
  if (SIDE_FIELDS.has(field.field) || STAGE_FIELD.test(field.field) || !field.options) return undefined;
  const said = optionsByConcept(text, field.options).filter((o) => !CATCH_ALL.test(o.option) && !NUMBER_RANGE.test(o.option));
  return said.length === 1 ? said[0]!.option : undefined;
}
