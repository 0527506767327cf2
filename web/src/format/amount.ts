/**
 * A live preview of a money answer ("5천만" → "50,000,000원"). The server does
 * the real parsing; this only shows the person how the number reads, so it
 * stays small and returns null when unsure.
 */

const koreanDigits: Record<string, number> = { 영: 0, 공: 0, 일: 1, 이: 2, 삼: 3, 사: 4, 오: 5, 육: 6, 칠: 7, 팔: 8, 구: 9 };
const smallUnits: Record<string, number> = { 십: 10, 백: 100, 천: 1000 };
const bigUnits: Record<string, number> = { 만: 1e4, 억: 1e8, 조: 1e12 };

/** A run of digits, Korean numerals and units, e.g. "3억 5천만", "1,200,000", "삼백만". */
const amountRun = /[0-9영공일이삼사오육칠팔구십백천만억조][0-9.,영공일이삼사오육칠팔구십백천만억조\s]*/gu;

function evaluate(run: string): number | null {
  let total = 0;
  let section = 0;
  let pending: number | null = null;
  let literal = '';
  let lastBig = 0;
  let tailHasSmallUnitOnly = false;
  const flushLiteral = () => {
    if (!literal) return;
    pending = Number(literal);
    literal = '';
  };
  for (const char of run.replace(/[\s,]/g, '')) {
    if (/[0-9.]/.test(char)) {
      literal += char;
      continue;
    }
    flushLiteral();
    if (char in koreanDigits) {
      pending = koreanDigits[char]!;
    } else if (char in smallUnits) {
      section += (pending ?? 1) * smallUnits[char]!;
      pending = null;
      tailHasSmallUnitOnly = true;
    } else if (char in bigUnits) {
      const unit = bigUnits[char]!;
      total += (section + (pending ?? 0) || 1) * unit;
      section = 0;
      pending = null;
      lastBig = unit;
      tailHasSmallUnitOnly = false;
    }
  }
  flushLiteral();
  let tail: number = section + (pending ?? 0);
  // "3억 5천" is said for 3억 5천만: a bare 천/백 after 억 counts in 만 units.
  if (lastBig === 1e8 && tailHasSmallUnitOnly && pending === null && tail < 1e4) tail *= 1e4;
  total += tail;
  return Number.isFinite(total) && total > 0 ? Math.round(total) : null;
}

/** The first amount in the text, in won, or null. */
export function parseAmountPreview(text: string): number | null {
  for (const match of text.matchAll(amountRun)) {
    const run = match[0].trim();
    // A lone Korean numeral ("일", "이") is far more often a word than a number.
    if (!/[0-9]/.test(run) && !/[십백천만억조]/.test(run)) continue;
    const value = evaluate(run);
    if (value !== null) return value;
  }
  return null;
}

export function formatWon(value: number): string {
  return `${value.toLocaleString('ko-KR')}원`;
}

/** "5천만" → "50,000,000원"; null when the text holds no amount. */
export function amountPreview(text: string): string | null {
  const value = parseAmountPreview(text);
  return value === null ? null : formatWon(value);
}
