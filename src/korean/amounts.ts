/**
 * Money amounts in won: 5000만원, 5,000만 원, 오천만 원, 1억 2천, 1억2천5백만원,
 * 50,000,000원, ranges (300~400만원), hedges (약, 정도, 쯤, 이상, 미만) and bare
 * numbers counted in 만원 where the context says so (월세 50, 연봉 3000).
 *
 * A hand-written scanner instead of one big regex: it runs in linear time on any
 * input, and the grammar of Korean numerals is easier to check piece by piece.
 */
import { normalizeText } from './normalize.js';
import { BIG_UNITS, evaluateNumeral, SINO_DIGITS, SMALL_UNITS, type NumeralPiece } from './numerals.js';

export interface Amount {
  /** Won. For a range, the midpoint. */
  value: number;
  approx: boolean;
  min?: number;
  max?: number;
}

export interface AmountOptions {
  /** Surrounding text such as the question asked ("월세는 얼마인가요?"); used only to pick the unit of bare numbers. */
  context?: string;
}

// Amounts people quote in 만원 without saying so: money words, and everyday ones like an item's worth ("150짜리"),
// a bill ("수술비만 400"), money sent ("보낸돈이 천오백"), a demand ("300 달라고"), a month's pay ("한달에 320 받아요"),
// money drained ("통장에서 350 빠져나감"), takings lost ("매출이 500 가까이 줄었어요"), a sum paid ("150 다 냈어"),
// a price named by its kind ("낙찰가 3억4천").
const MANWON_CONTEXT =
  /월급|월세|보증금|연봉|급여|임금|실수령|전세|보수|퇴직금|합의금|위자료|빌려|빌린|대여금|손해배상|배상|피해액|피해 금액|체불|권리금|계약금|잔금|중도금|매매가|매매대금|집값|대출|금액|투자|넣었|넣은|수리비|견적|시세|빚|선금|착수금|대금|사채|어치|양육비|생활비|병원비|치료비|공사비|원금|갚|못 ?받|안 ?줘|돌려 ?받|만 ?원 단위|떼였|떼먹|떼인|날렸|날린|송금|보냈|입금|이체|돈(?:은|이|을|도)?\s?\d|매출|매상|수입|소득|손실|손해|결제|현금|회비|곗돈|빼돌|횡령|빌렸|빌림|빌릴|위약금|과징금|과태료|이행강제금|벌금|체납|추징|가산세|(?:양도|증여|상속|종소|종합소득|부가|재산|취득|법인)세|[가-힣]비(?:만|는|가|도|로)?\s?\d|총\s?(?:[가-힣]{1,4}\s)?\d|재산(?!세)|복비|수수료|(?<![가-힣\d])월\s?\d+\s?(?:씩\s?)?(?:받|벌|줘|주|내)|\d\s?에\s?계약|수술비|약값|비행기\s?값|세관비|통관비|짜리|보낸\s?돈|합의(?:하|를|는|가|해)|달라고|달래|\d\s?(?:다\s?)?(?:냈|줬|드렸|지불했|치렀)|낙찰가|감정가|분양가|한\s?달에\s?\d+\s?(?:씩\s?)?(?:받|벌|줘|주)|빠져\s?나/;
// Amounts quoted in plain won.
const WON_CONTEXT = /시급|일당|일급|시간당|건당/;

const MAX_DIGITS = 16;
// Syllables that start a counter: a number before them is a count or a date, not money.
const COUNTER_SYLLABLES = new Set('년월일시분초개명살세주번호층평회차건장마대배권달킬미퍼프등위박인채곳군통점쪽줄칸알병잔벌켤톤리조항%'.split(''));
const MARKERS_AFTER: ReadonlyArray<[string, 'approx' | 'min' | 'max']> = [
  ['정도', 'approx'], ['쯤', 'approx'], ['가량', 'approx'], ['남짓', 'approx'], ['안팎', 'approx'], ['내외', 'approx'],
  ['언저리', 'approx'], ['가까이', 'approx'], ['좀 넘', 'min'], ['조금 넘', 'min'], ['넘게', 'min'], ['넘는', 'min'], ['넘어', 'min'], ['넘었', 'min'],
  ['이상', 'min'], ['초과', 'min'], ['이하', 'max'], ['미만', 'max'], ['안 되', 'max'], ['안되', 'max'], ['안 돼', 'max'], ['안돼', 'max'], ['못 되', 'max'],
];
const MARKERS_BEFORE = ['약 ', '대략 ', '대충 ', '거의 ', '한 ', '어림잡아 ', '대략', '약'];
const RANGE_CONNECTORS = ['~', '-', '에서', '부터', '내지', '에서부터'];
const CHANGE_TO = /^(?:만\s?원|원)?\s?(?:으로|로)(?![가-힣])/;
const NOT_WON_AFTER = new Set('래룸칙리장'.split(''));

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isHangulSyllable = (c: string | undefined) => c !== undefined && c >= '\uac00' && c <= '\ud7a3';
const isSinoPiece = (c: string | undefined) =>
  c !== undefined && (SINO_DIGITS[c] !== undefined || SMALL_UNITS[c] !== undefined || BIG_UNITS[c] !== undefined);

interface Phrase {
  start: number;
  /** End of the numeral itself, before any 원. */
  end: number;
  pieces: NumeralPiece[];
  hasDigits: boolean;
  hasBig: boolean;
  hasSmall: boolean;
  commaGrouped: boolean;
  approx: boolean;
  /** End including a following 원 when there is one. */
  wonEnd: number | null;
}

function readDigits(text: string, at: number): { value: number; end: number; commaGrouped: boolean } | null {
  let j = at;
  while (isDigit(text[j])) j++;
  let commaGrouped = false;
  while (text[j] === ',' && isDigit(text[j + 1]) && isDigit(text[j + 2]) && isDigit(text[j + 3]) && !isDigit(text[j + 4])) {
    j += 4;
    commaGrouped = true;
  }
  let decimalEnd = j;
  if (text[j] === '.' && isDigit(text[j + 1])) {
    decimalEnd = j + 1;
    while (isDigit(text[decimalEnd])) decimalEnd++;
  }
  const raw = text.slice(at, decimalEnd).replaceAll(',', '');
  if (raw.replace('.', '').length > MAX_DIGITS) return null;
  return { value: Number(raw), end: decimalEnd, commaGrouped };
}

/** Reads a numeral phrase starting at `at` (a digit or a Sino-Korean numeral syllable). */
function readPhrase(text: string, at: number): Phrase | null {
  const phrase: Phrase = { start: at, end: at, pieces: [], hasDigits: false, hasBig: false, hasSmall: false, commaGrouped: false, approx: false, wonEnd: null };
  let j = at;
  while (j < text.length) {
    const c = text[j]!;
    const previous = phrase.pieces[phrase.pieces.length - 1];
    if (isDigit(c)) {
      const digits = readDigits(text, j);
      if (!digits) return null;
      phrase.pieces.push({ kind: 'value', value: digits.value });
      phrase.hasDigits = true;
      phrase.commaGrouped ||= digits.commaGrouped;
      j = digits.end;
    } else if (SINO_DIGITS[c] !== undefined) {
      // A Sino digit counts when a place unit follows (삼백, 오천만) or when it ends a numeral
      // right before 원 (이십일원); otherwise it is an ordinary syllable (이 as a particle, 오 in 오늘).
      const next = text[j + 1];
      const beforeUnit = next !== undefined && (SMALL_UNITS[next] !== undefined || BIG_UNITS[next] !== undefined);
      const lastBeforeWon = previous !== undefined && previous.kind !== 'value' && wonAfter(text, j + 1) !== null;
      // "육십오", "백오 정도": the ones digit after a place unit, where the numeral ends (not the copula of "오십이요").
      // "이백이 들어왔는데": 이 after 백 or 천 is the subject particle (sums are said to the 백, never "302" as 삼백이).
      const particleAfterHundreds = c === '이' && (previous?.value ?? 0) >= 100;
      const lastAfterPlace = previous?.kind === 'small' && !particleAfterHundreds && (next === undefined || /[\s정쯤씩]/.test(next) || (next === '요' && c !== '이'));
      if (!beforeUnit && !lastBeforeWon && !lastAfterPlace) break;
      phrase.pieces.push({ kind: 'value', value: SINO_DIGITS[c]! });
      j++;
    } else if (SMALL_UNITS[c] !== undefined) {
      phrase.pieces.push({ kind: 'small', value: SMALL_UNITS[c]! });
      phrase.hasSmall = true;
      j++;
    } else if (BIG_UNITS[c] !== undefined) {
      phrase.pieces.push({ kind: 'big', value: BIG_UNITS[c]! });
      phrase.hasBig = true;
      j++;
    } else if (c === '여' && previous?.kind === 'value' && isSinoPiece(text[j + 1]) && SINO_DIGITS[text[j + 1]!] === undefined) {
      phrase.approx = true; // 100여만원
      j++;
      continue;
    } else if (c === ' ' && previous !== undefined && continuesAfterSpace(text, j + 1, previous)) {
      j++;
      continue;
    } else {
      break;
    }
    phrase.end = j;
  }
  if (phrase.pieces.length === 0) return null;
  // 36조 without 원 is an article number, not 36 trillion won.
  const last = phrase.pieces[phrase.pieces.length - 1]!;
  const wonEnd = wonAfter(text, phrase.end);
  if (last.kind === 'big' && last.value === 1e12 && wonEnd === null) return null;
  phrase.wonEnd = wonEnd;
  return phrase;
}

/** A space inside a numeral: after a big unit ("1억 2천") or before one ("5,000 만 원"). */
function continuesAfterSpace(text: string, next: number, previous: NumeralPiece): boolean {
  const c = text[next];
  if (c === undefined) return false;
  if (previous.kind === 'big') return isDigit(c) || (isSinoPiece(c) && BIG_UNITS[c] === undefined);
  if (BIG_UNITS[c] === undefined) return false;
  const after = text[next + 1];
  return !isHangulSyllable(after) || after === '원';
}

function wonAfter(text: string, at: number): number | null {
  const j = text[at] === ' ' ? at + 1 : at;
  if (text[j] !== '원' || NOT_WON_AFTER.has(text[j + 1] ?? '')) return null;
  return j + 1;
}

function markerAfter(text: string, at: number): 'approx' | 'min' | 'max' | null {
  const j = text[at] === ' ' ? at + 1 : at;
  for (const [marker, kind] of MARKERS_AFTER) if (text.startsWith(marker, j)) return kind;
  return null;
}

function hedgedBefore(text: string, at: number): boolean {
  return MARKERS_BEFORE.some((m) => text.startsWith(m, at - m.length) && !isHangulSyllable(text[at - m.length - 1]));
}

function followedByCounter(text: string, at: number): boolean {
  if (markerAfter(text, at) !== null) return false;
  const j = text[at] === ' ' ? at + 1 : at;
  const c = text[j];
  // "3천인데", "2억인지": 인 is the copula there, not the counter of 5인 가족.
  if (c === '인' && j === at && COPULA_AFTER_IN.has(text[j + 1] ?? '')) return false;
  // "보증금 500 월세 45", "2천 달래요", "착수금 200 잔금 300": after a space, a word that only starts like a counter.
  if (j > at && NOT_A_COUNTER.test(text.slice(j))) return false;
  // "3기 월세가 밀려서": 기 glued to a number counts rent periods (not 기준, 기간, 기한 …).
  if (j === at && /^기(?:분|째)?(?![가-힣])/.test(text.slice(j))) return true;
  return c !== undefined && COUNTER_SYLLABLES.has(c);
}
// "낙찰가 3억4천 대금 납부": 대금 and the like are the sum's own noun, not a count of cars (대).
// "합의금 300 주겠다는데", "월 80 주라고": 주 starting a form of 주다 is giving, not weeks; "보증금 1억 세입자고": a tenant, not an age.
// "한 달에 150 벌어요": 벌 starting a form of 벌다 is earning, not a count of clothes.
const NOT_A_COUNTER = /^(?:대금|대여금|대납|배상|위자료|차액|회비|월세|월급|월수입|월소득|세후|세전|세금|세입자|일당|주급|차용|대출|이자|잔금|잔액|계약금|달라|달래|달랬|주(?:겠|기로|라|래|면|세요|시|셨|었|지|고|니|던|마)|벌(?:어|었|고|면|이|는|지|음))/;
const COPULA_AFTER_IN = new Set('데지가줄거걸'.split(''));

/** Digits glued to . - / : and more digits are a date, time, phone or account, never money. */
function partOfOtherNumber(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  const after = text[end];
  return (
    ((before === '.' || before === '-' || before === '/' || before === ':') && isDigit(text[start - 2])) ||
    ((after === '.' || after === '-' || after === '/' || after === ':') && isDigit(text[end + 1]))
  );
}

/** Whether bare numbers count in 만원: always, never, or only under a thousand where rates are told in won. */
type ManwonReading = 'all' | 'under-a-thousand' | 'none';
function moneyContext(text: string, context: string | undefined): ManwonReading {
  const all = context ? `${context} ${text}` : text;
  if (!MANWON_CONTEXT.test(all)) return 'none';
  // "건당 80씩 총 240": beside a rate in won (시급 10030) a bare number under a thousand is still 만원; no rate is that small.
  return WON_CONTEXT.test(all) ? 'under-a-thousand' : 'all';
}
const bareUnderAThousand = (phrase: Phrase) =>
  phrase.hasDigits && !phrase.hasBig && !phrase.hasSmall && phrase.pieces.length === 1 && phrase.pieces[0]!.value < 1000;

/** The words for a rate of pay: a sum after them is per hour, day, week or job, not a sum owed. */
export const PAY_RATE_WORDS = '시급|시간당|일당|일급|건당|주급';
// "시급 9500", "시간당 10030": a rate of pay quoted in plain won without saying 원, right after the word for the rate.
const WON_RATE_BEFORE = new RegExp(`(?:${PAY_RATE_WORDS})\\s?(?:은|이|는|이\\s?고작|이\\s?겨우)?\\s?$`);
const PLAUSIBLE_RATE = (value: number) => value >= 1_000 && value < 1_000_000;

interface Candidate {
  start: number;
  end: number;
  value: number;
  approx: boolean;
  explicit: boolean;
}

// "112 신고함", "119에 전화": emergency numbers dialled, not sums.
const HOTLINE = /^(?:112|119)$/;
const HOTLINE_USE = /^\s?(?:에|로|신고|전화|불러|출동)/;

/** Value of a phrase in won, or null when the phrase is not money in this context. */
function phraseValue(text: string, phrase: Phrase, manwon: boolean, inheritedBig?: NumeralPiece): Candidate | null {
  const won = phrase.wonEnd !== null;
  const pieces = inheritedBig && !phrase.hasBig ? [...phrase.pieces, inheritedBig] : phrase.pieces;
  const hasBig = phrase.hasBig || inheritedBig !== undefined;
  const value = evaluateNumeral(pieces, !won);
  if (value === null) return null;
  const end = phrase.wonEnd ?? phrase.end;
  if (!won && followedByCounter(text, phrase.end)) return null;
  if (text[phrase.start - 1] === '제') return null;
  if (!won && HOTLINE.test(text.slice(phrase.start, phrase.end)) && HOTLINE_USE.test(text.slice(phrase.end, phrase.end + 4))) return null;
  if (won || hasBig) {
    if (!phrase.hasDigits && !won && !plausibleAfterHangulNumeral(text, phrase)) return null;
    return { start: phrase.start, end, value, approx: phrase.approx, explicit: true };
  }
  if (partOfOtherNumber(text, phrase.start, phrase.end)) return null;
  if (phrase.hasDigits && PLAUSIBLE_RATE(value) && WON_RATE_BEFORE.test(text.slice(Math.max(0, phrase.start - 12), phrase.start))) {
    return { start: phrase.start, end, value, approx: phrase.approx, explicit: false };
  }
  if (!phrase.hasDigits && !manwon) return null;
  // "지금 백수라던데", "천사같은 애": in an account of sums in 만원, a lone 백 or 천 inside a word is no sum ("백에 팔았어요" is).
  if (!phrase.hasDigits && phrase.wonEnd === null && phrase.pieces.length === 1 && text[phrase.end] !== '에' && !numeralWordEnds(text, phrase)) return null;
  if (manwon && value < 1e5) return { start: phrase.start, end, value: value * 1e4, approx: phrase.approx, explicit: false };
  if (manwon || phrase.commaGrouped || phrase.hasSmall) return { start: phrase.start, end, value, approx: phrase.approx, explicit: false };
  return null;
}

// What may follow a numeral written in Hangul without 원 (오천만이요, 일억 정도); anything
// else means the syllables were a word (오만하다, 천만에요, 3년 만에).
const HANGUL_NUMERAL_FOLLOWERS = new Set('이을은도정쯤가씩짜밖요넘'.split(''));
function plausibleAfterHangulNumeral(text: string, phrase: Phrase): boolean {
  return phrase.pieces.length >= 2 && numeralWordEnds(text, phrase);
}

/** Whether the Hangul numeral's word ends where the phrase does ("백 나왔어요", "백이요"), not inside a word ("백수", "천사"). */
function numeralWordEnds(text: string, phrase: Phrase): boolean {
  const next = text[phrase.end];
  // "팔억인데", "삼천인지": the copula, as after digits.
  const copula = next === '인' && COPULA_AFTER_IN.has(text[phrase.end + 1] ?? '');
  return !isHangulSyllable(next) || HANGUL_NUMERAL_FOLLOWERS.has(next!) || copula;
}

function readRange(text: string, first: Phrase, manwon: boolean): { amount: Amount; end: number } | null {
  let j = first.wonEnd ?? first.end;
  if (text[j] === ' ') j++;
  const connector = RANGE_CONNECTORS.find((c) => text.startsWith(c, j));
  if (!connector) return null;
  j += connector.length;
  if (text[j] === ' ') j++;
  if (!isDigit(text[j]) && !isSinoPiece(text[j])) return null;
  const second = readPhrase(text, j);
  if (!second || (!second.hasBig && second.wonEnd === null && !manwon)) return null;
  const lastBig = [...second.pieces].reverse().find((p) => p.kind === 'big');
  const low = phraseValue(text, { ...first, wonEnd: first.wonEnd ?? second.wonEnd }, manwon, lastBig);
  const high = phraseValue(text, second, manwon);
  if (!low || !high || low.value > high.value) return null;
  // "월세를 200에서 300으로 올려달래요": from one sum to another is a change, two sums, not a range.
  if (CHANGE_TO.test(text.slice(second.wonEnd ?? second.end))) return null;
  return { amount: { value: Math.round((low.value + high.value) / 2), approx: true, min: low.value, max: high.value }, end: high.end };
}

/** An amount and where it sits in the normalized text. */
export interface AmountMention extends Amount {
  start: number;
  end: number;
  /** Said with 원 or a big unit (만, 억); a bare number only reads as money from its context. */
  explicit: boolean;
}

/** Every amount of money in `text`, in order, with its position in `normalizeText(text)`. Never throws. */
export function findAmounts(input: string, options: AmountOptions = {}): AmountMention[] {
  const text = normalizeText(typeof input === 'string' ? input : '');
  const reading = moneyContext(text, options.context);
  const found: AmountMention[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const startsNumber = isDigit(c) ? !isDigit(text[i - 1]) : isSinoPiece(c) && !isHangulSyllable(text[i - 1]);
    const phrase = startsNumber ? readPhrase(text, i) : null;
    if (!phrase) {
      i++;
      continue;
    }
    const manwon = reading === 'all' || (reading === 'under-a-thousand' && bareUnderAThousand(phrase));
    const range = readRange(text, phrase, manwon);
    const candidate = range ? null : phraseValue(text, phrase, manwon);
    if (range) found.push({ ...range.amount, start: phrase.start, end: range.end, explicit: true });
    else if (candidate) found.push({ ...finish(text, candidate), start: candidate.start, end: candidate.end, explicit: candidate.explicit });
    i = Math.max(range?.end ?? phrase.end, i + 1);
  }
  return found;
}

/** The first amount of money in `text`, in won, or null; one said with 원 or a big unit wins over a bare number. Never throws. */
export function parseAmount(input: string, options: AmountOptions = {}): Amount | null {
  const found = findAmounts(input, options);
  const chosen = found.find((m) => m.explicit) ?? found[0];
  if (!chosen) return null;
  const amount: Amount = { value: chosen.value, approx: chosen.approx };
  if (chosen.min !== undefined) amount.min = chosen.min;
  if (chosen.max !== undefined) amount.max = chosen.max;
  return amount;
}

function finish(text: string, candidate: Candidate): Amount {
  const marker = markerAfter(text, candidate.end);
  const approx = candidate.approx || marker !== null || hedgedBefore(text, candidate.start);
  const amount: Amount = { value: candidate.value, approx };
  if (marker === 'min') amount.min = candidate.value;
  if (marker === 'max') amount.max = candidate.value;
  return amount;
}
