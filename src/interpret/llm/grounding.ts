/**
 * Deterministic grounding: the numbers, amounts, dates and names a text
 * states, read with the Korean toolkit, so that what an LLM writes can be held
 * to what the person said or the case data holds. Nothing here trusts the
 * model: a claim is supported only if the same value is found in the sources.
 */
import { parseAmount } from '../../korean/amounts.js';
import { parseDate } from '../../korean/dates.js';
import { normalizeText } from '../../korean/normalize.js';
import { clausesOf } from '../rules/narrative.js';

/** What a set of source texts (plus structured values) supports. */
export interface Grounds {
  /** Bare numbers, amounts in won and date parts (year, month, day). */
  numbers: Set<number>;
  /** ISO dates or prefixes (YYYY, YYYY-MM, YYYY-MM-DD). */
  dates: Set<string>;
  /** All source text, whitespace removed, for name look-ups. */
  compactText: string;
}

const DIGIT_RUN = /(?<![\d.,])\d[\d,]*(?:\.\d+)?/g;
const DATE_WITH_YEAR = /^\d{4}\s?(?:년|[.\-/]\s?\d)/;
const AMOUNT_UNIT = /^[\d,.]+\s?(?:원|만|억|천\s?(?:만|원))/;
/** A Sino-Korean numeral followed by 원 (삼백만 원), which has no digits to find. */
const SPELLED_AMOUNT = /[일이삼사오육칠팔구십백천만억]\s?(?:만|억)?\s?원/;
const QUOTED = /['"‘’“”「」『』]([^'"‘’“”「」『』\n]{1,40})['"‘’“”「」『』]/g;
/** A personal name with 씨, or a company marked (주)/㈜. */
const NAMED = /(?<![가-힣])([가-힣]{2,4})\s?씨(?=$|[^가-힣]|[가는도의와에께를])|(?:\(주\)|㈜)\s?([가-힣A-Za-z0-9]{1,20})/g;

const compact = (text: string) => normalizeText(text).replace(/\s+/g, '');

function dateParts(date: string): number[] {
  return date.split('-').map(Number);
}

/** Digits in the text, each read as a number, an amount or a date from where it starts. */
function digitMentions(text: string, referenceDate: string) {
  return [...text.matchAll(DIGIT_RUN)].map((match) => {
    const from = text.slice(match.index, match.index + 24);
    const raw = Number(match[0].replace(/,/g, ''));
    const amount = AMOUNT_UNIT.test(from) ? (parseAmount(from)?.value ?? null) : null;
    const date = DATE_WITH_YEAR.test(from) ? (parseDate(from, referenceDate)?.value ?? null) : null;
    return { raw, amount, date };
  });
}

export function groundsOf(texts: readonly string[], values: readonly (string | number | boolean)[], referenceDate: string): Grounds {
  const numbers = new Set<number>();
  const dates = new Set<string>();
  const addDate = (date: string) => {
    dates.add(date);
    for (const part of dateParts(date)) numbers.add(part);
  };
  for (const value of values) {
    if (typeof value === 'number') numbers.add(value);
    else if (typeof value === 'string' && isIsoDatePrefix(value)) addDate(value);
  }
  const all = [...texts, ...values.map(String)];
  for (const text of all.map((t) => normalizeText(t))) {
    for (const mention of digitMentions(text, referenceDate)) {
      numbers.add(mention.raw);
      if (mention.amount !== null) numbers.add(mention.amount);
      if (mention.date) addDate(mention.date);
    }
    for (const clause of clausesOf(text)) {
      const amount = parseAmount(clause, { context: clause });
      if (amount) numbers.add(amount.value);
      const date = parseDate(clause, referenceDate);
      if (date) addDate(date.value);
    }
  }
  return { numbers, dates, compactText: all.map(compact).join('\n') };
}

/** The claims in `text` that the grounds do not support (empty when all are supported). */
export function unsupportedClaims(input: string, grounds: Grounds, referenceDate: string): string[] {
  const text = normalizeText(input);
  const unsupported: string[] = [];
  for (const mention of digitMentions(text, referenceDate)) {
    const supported =
      mention.date !== null
        ? [...grounds.dates].some((date) => date.startsWith(mention.date!))
        : mention.amount !== null
          ? grounds.numbers.has(mention.amount)
          : grounds.numbers.has(mention.raw);
    if (!supported) unsupported.push(mention.date ?? String(mention.amount ?? mention.raw));
  }
  for (const clause of clausesOf(text)) {
    if (/\d/.test(clause) || !SPELLED_AMOUNT.test(clause)) continue;
    const amount = parseAmount(clause);
    if (amount && !grounds.numbers.has(amount.value)) unsupported.push(String(amount.value));
  }
  for (const match of [...text.matchAll(QUOTED), ...text.matchAll(NAMED)]) {
    const name = match[1] ?? match[2]!;
    if (!grounds.compactText.includes(compact(name))) unsupported.push(name);
  }
  return unsupported;
}

/** Numbers a short text states, including the 만원 reading of a bare number ("3천" for a wage). */
export function numbersStated(text: string, context: string, referenceDate: string): Set<number> {
  const grounds = groundsOf([text], [], referenceDate);
  const stated = new Set(grounds.numbers);
  for (const clause of clausesOf(normalizeText(text))) {
    const amount = parseAmount(clause, { context });
    if (amount) stated.add(amount.value);
  }
  for (const value of [...stated]) stated.add(value * 10_000);
  return stated;
}

/** YYYY, YYYY-MM or YYYY-MM-DD, naming a real day. */
export function isIsoDatePrefix(value: string): boolean {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value);
  if (!match) return false;
  const [year, month = 1, day = 1] = [Number(match[1]), match[2] ? Number(match[2]) : undefined, match[3] ? Number(match[3]) : undefined];
  const date = new Date(Date.UTC(year, month - 1, day));
  return month >= 1 && month <= 12 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
