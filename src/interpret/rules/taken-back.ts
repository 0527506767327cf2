/**
 * "4천 아니고 4천5백이야", "보증금 1억8천 아니고 1억7천이에요", "3월 아니고 4월이요":
 * a sum or a date taken back names the value it replaces. Where that value is
 * one already recorded, the value said after it corrects that field, with no
 * cue word needed; the cue a correction usually needs is the recorded value itself.
 */
import { findAmounts } from '../../korean/amounts.js';
import { findDates } from '../../korean/dates.js';

type Known = Readonly<Record<string, string | number | boolean | null>>;

const TAKEN_BACK = /(\S+)\s?(?:이|가)?\s?(?:아니(?:고|구|라)|말고)\s+(\S+)/;
/** A bare "4천" of an account in money is read in 만원. */
const MANWON = 10_000;

/** The recorded field a sum taken back names, with the sum that replaces it. */
export function sumTakenBack(text: string, known: Known): { field: string; value: number } | null {
  const said = TAKEN_BACK.exec(text);
  if (!said) return null;
  const [old] = findAmounts(said[1]!);
  const [fresh] = findAmounts(said[2]!);
  if (!old || !fresh) return null;
  for (const scale of old.explicit ? [1] : [1, MANWON]) {
    const field = Object.keys(known).find((name) => known[name] === old.value * scale);
    if (field !== undefined) return { field, value: fresh.explicit ? fresh.value : fresh.value * scale };
  }
  return null;
}

// A date is often two or three words ("3월 15일"), so up to three words on either side are read.
const DATE_TAKEN_BACK = /((?:\S+\s){0,2}\S+?)\s?(?:이|가)?\s?(?:아니(?:고|구|라)|말고)\s+((?:\S+\s?){1,3})/;
// A date said without its year ("3월") may stand for a recorded date of another year.
const YEAR_SAID = /년|\d{4}/;

/** The recorded field a date taken back names, with the date that replaces it (in the recorded date's year when none is said). */
export function dateTakenBack(text: string, known: Known, reference: string): { field: string; value: string } | null {
  const said = DATE_TAKEN_BACK.exec(text);
  if (!said) return null;
  const old = findDates(said[1]!, reference).dates.at(-1);
  const fresh = findDates(said[2]!, reference).dates[0];
  if (!old || !fresh || old.span || fresh.span) return null;
  const yearless = (value: string) => value.slice(4);
  for (const [field, value] of Object.entries(known)) {
    if (typeof value !== 'string' || !/^\d{4}-\d{2}/.test(value)) continue;
    const recorded = value.slice(0, old.value.length);
    const sameYearAsSaid = recorded === old.value;
    const sameDayOtherYear = !YEAR_SAID.test(said[1]!) && yearless(recorded) === yearless(old.value);
    if (!sameYearAsSaid && !sameDayOtherYear) continue;
    const keepYear = !YEAR_SAID.test(said[2]!) && sameDayOtherYear && !sameYearAsSaid;
    return { field, value: keepYear ? `${value.slice(0, 4)}${yearless(fresh.value)}` : fresh.value };
  }
  return null;
}

/** `text` without a recorded sum or date taken back and the value that replaces it, which answer nothing else. */
export function withoutValueTakenBack(text: string, known: Known, reference: string): string {
  if (sumTakenBack(text, known) !== null) return text.replace(TAKEN_BACK, ' ');
  if (dateTakenBack(text, known, reference) !== null) return text.replace(DATE_TAKEN_BACK, ' ');
  return text;
}
