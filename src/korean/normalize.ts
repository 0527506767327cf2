/**
 * Text normalisation shared by every parser: NFC, full-width → half-width,
 * dash and tilde variants unified, zero-width/control/filler characters removed,
 * whitespace collapsed to single spaces and trimmed.
 *
 * `normalizeText` is the fast path (the tokenizer runs it over whole statute
 * books); `normalizeWithMap` yields the same text plus, for every code unit of
 * the result, the range of the original string it came from, so masks and
 * highlights can be applied to what the person actually typed.
 */

export interface NormalizedText {
  readonly original: string;
  readonly text: string;
  /** For code unit i of `text`, the original range [originStart[i], originEnd[i]). */
  readonly originStart: Uint32Array;
  readonly originEnd: Uint32Array;
}

// Cc except whitespace, Cf (zero-width, bidi, BOM, soft hyphen), Hangul fillers, lone surrogates.
const REMOVED =
  /[\0-\x08\x0e-\x1f\x7f-\x9f\p{Cf}\u115f\u1160\u3164\uffa0]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/gu;
const REMOVED_SINGLE = new RegExp(`^(?:${REMOVED.source})$`, 'u');
const FULL_WIDTH_ASCII = /[\uff01-\uff5e]/g;
const HALF_WIDTH_FORMS = /[\uff61-\uffdc]/g;
const DASHES = /[\u2010-\u2015\u2212\ufe58\ufe63]/g;
const TILDES = /[\u301c\u223c\u02dc\u2053]/g;
const WHITESPACE_RUN = /\s+/g;
const ALREADY_CLEAN = /^[\x21-\x7e\uac00-\ud7a3]+(?: [\x21-\x7e\uac00-\ud7a3]+)*$/;

/** Maps one code point to its replacement ('' removes it); undefined keeps it. */
function replacementFor(char: string, cp: number): string | undefined {
  if ((cp > 0x20 && cp < 0x7f) || (cp >= 0xac00 && cp <= 0xd7a3)) return undefined;
  // Removal comes first: the half-width Hangul filler (U+FFA0) is also a half-width
  // form, and NFKC would turn it into a conjoining filler instead of dropping it.
  if (REMOVED_SINGLE.test(char)) return '';
  if (cp >= 0xff01 && cp <= 0xff5e) return String.fromCharCode(cp - 0xfee0);
  if (cp >= 0xff61 && cp <= 0xffdc) return char.normalize('NFKC');
  if ((cp >= 0x2010 && cp <= 0x2015) || cp === 0x2212 || cp === 0xfe58 || cp === 0xfe63) return '-';
  if (cp === 0x301c || cp === 0x223c || cp === 0x02dc || cp === 0x2053) return '~';
  if (/^\s$/u.test(char)) return ' ';
  return undefined;
}

/** Normalised text without the offset map. Same output as `normalizeWithMap(s).text`. */
export function normalizeText(input: string): string {
  if (ALREADY_CLEAN.test(input)) return input;
  return input
    .replace(REMOVED, '')
    .replace(FULL_WIDTH_ASCII, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(HALF_WIDTH_FORMS, (c) => c.normalize('NFKC'))
    .replace(DASHES, '-')
    .replace(TILDES, '~')
    .normalize('NFC')
    .replace(WHITESPACE_RUN, ' ')
    .trim();
}

// A code point that composes with what precedes it under NFC: combining marks and
// the vowel/final conjoining jamo of old-style (decomposed) Hangul.
const ATTACHES_TO_PREVIOUS = /^[\p{M}\u1161-\u1175\u11a8-\u11c2]$/u;

// Single characters NFC never changes: ASCII/Latin-1 and precomposed Hangul syllables.
const isNfcStable = (text: string): boolean => {
  if (text.length !== 1) return false;
  const code = text.charCodeAt(0);
  return code < 0x300 || (code >= 0xac00 && code <= 0xd7a3);
};

interface Piece {
  text: string;
  start: number;
  end: number;
}

export function normalizeWithMap(input: string): NormalizedText {
  if (ALREADY_CLEAN.test(input)) {
    const start = new Uint32Array(input.length);
    const end = new Uint32Array(input.length);
    for (let i = 0; i < input.length; i++) {
      start[i] = i;
      end[i] = i + 1;
    }
    return { original: input, text: input, originStart: start, originEnd: end };
  }
  // 1. Map code points, then group each base with what attaches to it, so NFC can
  //    run per group and every output unit still knows its origin.
  const groups: Piece[] = [];
  let offset = 0;
  for (const char of input) {
    const start = offset;
    offset += char.length;
    const replaced = replacementFor(char, char.codePointAt(0)!);
    if (replaced === '') continue;
    const piece = replaced ?? char;
    const last = groups[groups.length - 1];
    if (last && replaced === undefined && ATTACHES_TO_PREVIOUS.test(char) && last.text !== ' ') {
      last.text += piece;
      last.end = offset;
    } else {
      groups.push({ text: piece, start, end: offset });
    }
  }
  // 2. NFC per group and whitespace collapse. Pieces are joined once at the end:
  //    inspecting a growing concatenated string would flatten it on every step.
  const parts: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let lastIsSpace = true; // drops leading spaces
  for (const group of groups) {
    const composed = isNfcStable(group.text) ? group.text : group.text.normalize('NFC');
    const isSpace = composed === ' ';
    if (isSpace && lastIsSpace) continue;
    lastIsSpace = isSpace;
    parts.push(composed);
    for (let i = 0; i < composed.length; i++) {
      starts.push(group.start);
      ends.push(group.end);
    }
  }
  if (lastIsSpace && parts.length > 0) {
    parts.pop();
    starts.pop();
    ends.pop();
  }
  return { original: input, text: parts.join(''), originStart: Uint32Array.from(starts), originEnd: Uint32Array.from(ends) };
}

/** The original range behind the normalised range [start, end). */
export function originalRange(normalized: NormalizedText, start: number, end: number): { start: number; end: number } {
  if (end <= start || normalized.text.length === 0) {
    const at = start < normalized.text.length ? normalized.originStart[start]! : normalized.original.length;
    return { start: at, end: at };
  }
  return { start: normalized.originStart[start]!, end: normalized.originEnd[end - 1]! };
}
