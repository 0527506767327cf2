/**
 * Personal identifiers: resident and foreigner registration numbers, phone
 * numbers, bank accounts, card numbers (Luhn-checked), e-mail, passports and
 * detailed addresses (동·호수, 번지, road numbers).
 *
 * Masks keep the shape (010-****-5678) and only replace digits or letters with
 * '*', so a masked text never matches again and masking is idempotent. Money,
 * dates and article numbers are never matched: accounts need a bank context or
 * a hyphenated shape of 10+ digits, and numbers followed by 원/만/억 are skipped.
 */
import { normalizeWithMap, originalRange } from './normalize.js';

export type PiiType = 'resident_id' | 'foreigner_id' | 'phone' | 'account' | 'card' | 'email' | 'passport' | 'address';

export interface PiiFinding {
  type: PiiType;
  /** Offsets into the original text. */
  start: number;
  end: number;
}

export interface MaskResult {
  masked: string;
  found: PiiFinding[];
}

interface Detection {
  type: PiiType;
  start: number;
  end: number;
  /** Normalised-text indices whose character becomes '*'. */
  hidden: number[];
}

type Detector = (text: string) => Detection[];

const isDigitCode = (code: number) => code >= 48 && code <= 57;

/** Indices of digits (or alphanumerics) in [start, end), keeping the first `keepFirst` and last `keepLast` of them. */
function hideCharacters(text: string, start: number, end: number, keepFirst: number, keepLast: number, alnum = false): number[] {
  const positions: number[] = [];
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (isDigitCode(code) || (alnum && /[A-Za-z]/.test(text[i]!))) positions.push(i);
  }
  return positions.slice(keepFirst, Math.max(keepFirst, positions.length - keepLast));
}

function detectAll(text: string, pattern: RegExp, build: (match: RegExpMatchArray, start: number, end: number) => Detection | null): Detection[] {
  const out: Detection[] = [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    const built = build(match, start, start + match[0].length);
    if (built) out.push(built);
  }
  return out;
}

// '*' belongs to the local part so a masked address is found again at the same span (idempotence).
const EMAIL = /(?<![A-Za-z0-9._%+*-])[A-Za-z0-9._%+*-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}(?![A-Za-z])/g;
const REGISTRATION = /(?<![\d*])\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01]) ?-? ?([1-8])\d{6}(?![\d*])/g;
const CARD = /(?<![\d*-])\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?\d{4}(?![\d*])|(?<![\d*-])3[47]\d{2}[ -]?\d{6}[ -]?\d{5}(?![\d*])/g;
// Not the tail of a date or decimal ("2000.10.02 1000000원" is no 02 number).
const PHONE = /(?<![\d*]|\d[.\/-])(\+82 ?-?(?:10|2|[3-6][1-5]|70)|01[016789]|02|0[3-6][1-5]|070|050\d?)[ -]?\d{3,4}[ -]?\d{4}(?![\d*])/g;
const PASSPORT = /(?<![A-Za-z0-9*])[MSRODG](?:\d{3}[A-Z]\d{4}|\d{8})(?![A-Za-z0-9*])/g;
const HYPHENATED_NUMBER = /(?<![\d*-])\d{2,6}(?:-\d{2,8}){1,4}(?![\d*-])/g;
const LONG_NUMBER = /(?<![\d*,.-])\d{10,14}(?![\d*,.-])/g;
const BANK_CONTEXT = /은행|뱅크|계좌|국민|신한|우리|하나|농협|기업|카카오|토스|새마을|우체국|신협|수협|씨티|SC|입금|송금|이체|account/i;
const APARTMENT_UNIT = /(?<![\d*])\d{1,4} ?동 ?\d{1,5} ?호/g;
const LOT_NUMBER = /(?<![\d*-])(?:산 ?)?\d{1,5}(?:-\d{1,5})? ?번지/g;
const ROAD_NUMBER = /(?<=[가-힣](?:로|길)) ?\d{1,5}(?:-\d{1,5})?(?: ?번길 ?\d{1,5})?(?=$|[\s,.)]|에|이|로)/g;
// A road name counts only inside an address (강남구 테헤란로 123), not after 으로/서로.
const ADDRESS_CONTEXT = /[가-힣][시구군읍면동리] [가-힣\d]*$|주소|거주|살아요|살고|사는/;
const MONEY_AFTER = /^ ?(?:원|만|억|천)/;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 13 && sum % 10 === 0;
}

const digitCount = (s: string) => s.replace(/\D/g, '').length;

const DETECTORS: Detector[] = [
  (text) =>
    detectAll(text, EMAIL, (m, start, end) => {
      const local = m[0].indexOf('@');
      return { type: 'email', start, end, hidden: range(start + Math.min(2, local - 1), start + local) };
    }),
  (text) =>
    detectAll(text, REGISTRATION, (m, start, end) => ({
      type: Number(m[1]) >= 5 ? 'foreigner_id' : 'resident_id',
      start,
      end,
      hidden: hideCharacters(text, start, end, 7, 0),
    })),
  (text) =>
    detectAll(text, CARD, (m, start, end) =>
      luhnValid(m[0].replace(/\D/g, '')) ? { type: 'card', start, end, hidden: hideCharacters(text, start, end, 4, 4) } : null,
    ),
  (text) =>
    detectAll(text, PHONE, (m, start, end) => {
      if (MONEY_AFTER.test(text.slice(end, end + 2))) return null;
      // The middle group: everything but the prefix and the last four digits.
      const digits = hideCharacters(text, start, end, 0, 0);
      const middle = digits.slice(digitCount(m[1]!), digits.length - 4);
      return middle.length >= 3 ? { type: 'phone', start, end, hidden: middle } : null;
    }),
  (text) => detectAll(text, PASSPORT, (_m, start, end) => ({ type: 'passport', start, end, hidden: hideCharacters(text, start + 1, end, 0, 0, true) })),
  (text) =>
    detectAll(text, HYPHENATED_NUMBER, (m, start, end) => {
      const digits = digitCount(m[0]);
      const bank = BANK_CONTEXT.test(text.slice(Math.max(0, start - 20), start));
      const accountShaped = digits >= 10 && digits <= 16 && (bank || m[0].split('-').length >= 3);
      if (!accountShaped || MONEY_AFTER.test(text.slice(end, end + 2))) return null;
      return { type: 'account', start, end, hidden: hideCharacters(text, start, end, 0, 4) };
    }),
  (text) =>
    detectAll(text, LONG_NUMBER, (_m, start, end) => {
      if (!BANK_CONTEXT.test(text.slice(Math.max(0, start - 20), start)) || MONEY_AFTER.test(text.slice(end, end + 2))) return null;
      return { type: 'account', start, end, hidden: hideCharacters(text, start, end, 0, 4) };
    }),
  (text) => detectAll(text, APARTMENT_UNIT, (_m, start, end) => ({ type: 'address', start, end, hidden: hideCharacters(text, start, end, 0, 0) })),
  (text) => detectAll(text, LOT_NUMBER, (_m, start, end) => ({ type: 'address', start, end, hidden: hideCharacters(text, start, end, 0, 0) })),
  (text) =>
    detectAll(text, ROAD_NUMBER, (_m, start, end) => {
      const roadStart = text.lastIndexOf(' ', start - 1);
      if (!ADDRESS_CONTEXT.test(text.slice(Math.max(0, roadStart - 25), roadStart + 1)) || MONEY_AFTER.test(text.slice(end, end + 2))) return null;
      const spaceSkipped = text[start] === ' ' ? start + 1 : start;
      return { type: 'address', start: spaceSkipped, end, hidden: hideCharacters(text, spaceSkipped, end, 0, 0) };
    }),
];

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i < to; i++) out.push(i);
  return out;
}

/** Detections in priority order with overlaps removed, sorted by position. */
function detect(text: string): Detection[] {
  const taken: Detection[] = [];
  const occupied = new Uint8Array(text.length);
  const isFree = (d: Detection) => {
    for (let i = d.start; i < d.end; i++) if (occupied[i]) return false;
    return true;
  };
  for (const detector of DETECTORS) {
    for (const found of detector(text)) {
      if (!isFree(found)) continue;
      occupied.fill(1, found.start, found.end);
      taken.push(found);
    }
  }
  return taken.sort((a, b) => a.start - b.start);
}

/** One detection pass; every hidden character becomes as many '*' as it had code units, so offsets stay put. */
function maskOnce(text: string): MaskResult {
  const normalized = normalizeWithMap(text);
  const detections = detect(normalized.text);
  if (detections.length === 0) return { masked: text, found: [] };
  const chars = text.split('');
  for (const detection of detections) {
    for (const index of detection.hidden) chars.fill('*', normalized.originStart[index]!, normalized.originEnd[index]!);
  }
  const found = detections.map((d) => ({ type: d.type, ...originalRange(normalized, d.start, d.end) }));
  return { masked: chars.join(''), found };
}

// Each pass only turns characters into '*', so this converges; the bound is a guard.
const MAX_PASSES = 8;

/**
 * Masks personal identifiers in `text`, keeping its shape and length. A second
 * pass catches identifiers that an overlapping, higher-priority match hid in the
 * first, which is what makes masking idempotent. Never throws.
 */
export function maskPii(input: string): MaskResult {
  let current = typeof input === 'string' ? input : '';
  const found: PiiFinding[] = [];
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const result = maskOnce(current);
    for (const finding of result.found) {
      const overlapping = found.find((f) => f.start < finding.end && finding.start < f.end);
      if (!overlapping) found.push(finding);
      else {
        overlapping.start = Math.min(overlapping.start, finding.start);
        overlapping.end = Math.max(overlapping.end, finding.end);
      }
    }
    if (result.masked === current) break;
    current = result.masked;
  }
  return { masked: current, found: found.sort((a, b) => a.start - b.start) };
}

/** Personal identifiers found in `text`, with offsets into it. */
export const detectPii = (text: string): PiiFinding[] => maskPii(text).found;

/** The masked text only: the shape the store and the logs use. */
export const maskText = (text: string): string => maskPii(text).masked;
