/**
 * "4천 아니고 4천5백이야", "보증금 1억8천 아니고 1억7천이에요": a sum taken back
 * names the value it replaces. Where that value is one already recorded, the
 * sum said after it corrects that field, with no cue word needed; the cue a
 * correction usually needs is the recorded value itself.
 */
import { findAmounts } from '../../korean/amounts.js';

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
