/**
 * Korean numerals: Sino-Korean digits and place units (삼백이십만, 1억2천5백)
 * and native counting words (하나, 둘, 열두, 스물다섯; determiners 한/두/세/네).
 */

export const SINO_DIGITS: Readonly<Record<string, number>> = {
  영: 0, 공: 0, 일: 1, 이: 2, 삼: 3, 사: 4, 오: 5, 육: 6, 륙: 6, 칠: 7, 팔: 8, 구: 9,
};
export const SMALL_UNITS: Readonly<Record<string, number>> = { 십: 10, 백: 100, 천: 1000 };
export const BIG_UNITS: Readonly<Record<string, number>> = { 만: 1e4, 억: 1e8, 조: 1e12 };

/** A numeral piece: a digit value (Arabic or Sino-Korean), a small unit or a big unit. */
export type NumeralPiece = { kind: 'value'; value: number } | { kind: 'small'; value: number } | { kind: 'big'; value: number };

/**
 * Evaluates a sequence such as [1, 억, 2, 천, 5, 백, 만] → 125,000,000.
 * Returns null when the sequence is not a well-formed numeral (two values in a row,
 * a unit repeated out of order). With `colloquialTail`, a trailing group after 억 or
 * 조 counts in 만 ("1억 2천" is said for 1억 2천만); without it, it counts in ones
 * ("1억 6789원").
 */
export function evaluateNumeral(pieces: readonly NumeralPiece[], colloquialTail = false): number | null {
  let total = 0;
  let section = 0;
  let current: number | null = null;
  let lastSmall = Infinity;
  let lastBig = Infinity;
  for (const piece of pieces) {
    if (piece.kind === 'value') {
      if (current !== null) return null;
      current = piece.value;
    } else if (piece.kind === 'small') {
      if (piece.value >= lastSmall) return null;
      section += (current ?? 1) * piece.value;
      current = null;
      lastSmall = piece.value;
    } else {
      if (piece.value >= lastBig) return null;
      section += current ?? 0;
      if (section === 0) section = 1;
      total += section * piece.value;
      section = 0;
      current = null;
      lastSmall = Infinity;
      lastBig = piece.value;
    }
  }
  section += current ?? 0;
  const tailInMan = colloquialTail && lastBig !== Infinity && lastBig > 1e4 && section < 1e4;
  total += section * (tailInMan ? 1e4 : 1);
  return Number.isFinite(total) ? Math.round(total) : null;
}

/** Sino-Korean numeral word ("삼백이십", "십이", "오천만") → number, or null. */
export function parseSinoNumeral(word: string): number | null {
  if (word.length === 0) return null;
  const pieces: NumeralPiece[] = [];
  for (const char of word) {
    const digit = SINO_DIGITS[char];
    if (digit !== undefined) pieces.push({ kind: 'value', value: digit });
    else if (SMALL_UNITS[char] !== undefined) pieces.push({ kind: 'small', value: SMALL_UNITS[char]! });
    else if (BIG_UNITS[char] !== undefined) pieces.push({ kind: 'big', value: BIG_UNITS[char]! });
    else return null;
  }
  return evaluateNumeral(pieces);
}

const NATIVE_TENS: ReadonlyArray<[string, number]> = [
  ['스물', 20], ['스무', 20], ['서른', 30], ['마흔', 40], ['쉰', 50], ['예순', 60], ['일흔', 70], ['여든', 80], ['아흔', 90], ['열', 10],
];
// Standalone forms can stand alone as an answer ("둘이요"); determiner forms only
// before a counter ("두 명"), because 한/세/네 are ordinary words too.
const NATIVE_UNITS_STANDALONE: ReadonlyArray<[string, number]> = [
  ['하나', 1], ['둘', 2], ['셋', 3], ['넷', 4], ['다섯', 5], ['여섯', 6], ['일곱', 7], ['여덟', 8], ['아홉', 9],
];
const NATIVE_UNITS_DETERMINER: ReadonlyArray<[string, number]> = [
  ['한', 1], ['두', 2], ['세', 3], ['석', 3], ['네', 4], ['넉', 4], ['닷', 5], ['댓', 5], ['엿', 6],
];

export interface NativeNumber {
  value: number;
  /** Length of the matched prefix of the word. */
  length: number;
  /** True for forms that are numbers only before a counter (한, 두, 세, 스무 …). */
  determiner: boolean;
}

/** Reads a native numeral at the start of `word` ("열두", "스물다섯", "둘", "세"). */
export function readNativeNumber(word: string): NativeNumber | null {
  let value = 0;
  let length = 0;
  let determiner = false;
  for (const [form, tens] of NATIVE_TENS) {
    if (word.startsWith(form)) {
      value = tens;
      length = form.length;
      determiner = form === '스무';
      break;
    }
  }
  const rest = word.slice(length);
  let unitMatched = false;
  for (const [form, unit] of NATIVE_UNITS_STANDALONE) {
    if (rest.startsWith(form)) {
      value += unit;
      length += form.length;
      determiner = false;
      unitMatched = true;
      break;
    }
  }
  if (!unitMatched && !determiner) {
    for (const [form, unit] of NATIVE_UNITS_DETERMINER) {
      if (rest.startsWith(form)) {
        value += unit;
        length += form.length;
        determiner = true;
        break;
      }
    }
  }
  return length === 0 ? null : { value, length, determiner };
}

/** A count as people type it before a counter: digits or a native numeral ("3 달", "석 달", "다섯 번"). */
export const COUNT_WORD = '(?:\\d{1,3}|한|두|세|석|네|넉|다섯|여섯|일곱|여덟|아홉|열)';

/** The value of a whole word written in digits or as a native numeral ("12", "석", "다섯", "열두"), else null. */
export function readCount(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  const native = readNativeNumber(word);
  return native && native.length === word.length ? native.value : null;
}
