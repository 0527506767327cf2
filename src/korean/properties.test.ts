/** Property-based tests: invariants that must hold for any input, not just the tables. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from './amounts.js';
import { parseAnswer } from './answers.js';
import { parseDate } from './dates.js';
import { detectEmergency } from './emergency.js';
import { extractEmotions } from './emotion.js';
import { normalizeText, normalizeWithMap } from './normalize.js';
import { maskPii, maskText } from './pii.js';
import { tokenize } from './tokenize.js';

// --- amount formatters, written independently of the parser ---

const SINO = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];

/** A group below 10,000 in Sino-Korean, "1" before a place unit left unsaid (천, 백, 십). */
function sinoGroup(n: number): string {
  let out = '';
  for (const [unit, size] of [['천', 1000], ['백', 100], ['십', 10]] as const) {
    const digit = Math.floor(n / size) % 10;
    if (digit > 0) out += (digit === 1 ? '' : SINO[digit]) + unit;
  }
  return out + SINO[n % 10];
}

function groups(n: number): Array<[number, string]> {
  return [
    [Math.floor(n / 1e8), '억'],
    [Math.floor(n / 1e4) % 1e4, '만'],
    [n % 1e4, ''],
  ];
}

const FORMATS: Record<string, (n: number) => string> = {
  commas: (n) => `${n.toLocaleString('en-US')}원`,
  plain: (n) => `${n}원`,
  plainSpaced: (n) => `${n} 원`,
  units: (n) => `${groups(n).filter(([g]) => g > 0).map(([g, u]) => `${g}${u}`).join(' ')}원`,
  unitsTight: (n) => `${groups(n).filter(([g]) => g > 0).map(([g, u]) => `${g}${u}`).join('')}원`,
  unitsCommas: (n) => `${groups(n).filter(([g]) => g > 0).map(([g, u]) => `${g.toLocaleString('en-US')}${u}`).join(' ')} 원`,
  hangul: (n) => `${groups(n).filter(([g]) => g > 0).map(([g, u]) => `${sinoGroup(g)}${u}`).join(' ')}원`,
  hangulTight: (n) => `${groups(n).filter(([g]) => g > 0).map(([g, u]) => `${sinoGroup(g)}${u}`).join('')}원`,
};

describe('properties', () => {
  it('formatted amounts parse back to the same value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 999_999_999_999 }), fc.constantFrom(...Object.keys(FORMATS)), fc.constantFrom('', '월세 ', '합의금은 ', '총 '), (n, format, prefix) => {
        const text = prefix + FORMATS[format]!(n);
        expect(parseAmount(text), text).toEqual({ value: n, approx: false });
      }),
      { numRuns: 2000 },
    );
  });

  it('past relative dates never land after the reference date', () => {
    const pastExpression = fc.oneof(
      fc.integer({ min: 1, max: 400 }).map((n) => `${n}일 전`),
      fc.integer({ min: 1, max: 60 }).map((n) => `${n}주 전`),
      fc.integer({ min: 1, max: 120 }).map((n) => `${n}개월 전`),
      fc.integer({ min: 1, max: 30 }).map((n) => `${n}년 전`),
      fc.integer({ min: 1, max: 30 }).map((n) => `입사한 지 ${n}개월`),
      fc.integer({ min: 1, max: 12 }).map((m) => `작년 ${m}월`),
      fc.integer({ min: 1, max: 31 }).map((d) => `지난달 ${d}일`),
      fc.integer({ min: 1, max: 31 }).map((d) => `지난 ${d}일`),
      fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 })).map(([m, d]) => `${m}월 ${d}일에 맞았어요`),
      fc.integer({ min: 1, max: 12 }).map((m) => `${m}월에 해고됐어요`),
      fc.constantFrom('어제', '그저께', '엊그제', '오늘', '지난주', '지난달', '작년', '재작년', '지난 여름', '지난 겨울', '석 달 전', '사흘 전', '보름 전'),
      fc.constantFrom('월', '화', '수', '목', '금', '토', '일').map((d) => `지난 ${d}요일`),
      fc.constantFrom('월', '화', '수', '목', '금', '토', '일').map((d) => `지난주 ${d}요일`),
    );
    const reference = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(pastExpression, reference, (text, ref) => {
        const parsed = parseDate(text, ref);
        expect(parsed, `${text} @ ${ref}`).not.toBeNull();
        expect(parsed!.value <= ref.slice(0, parsed!.value.length), `${text} @ ${ref} → ${parsed!.value}`).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  const fragment = fc.oneof(
    fc.constantFrom(
      '010-1234-5678', '01098765432', '02-345-6789', '900101-1234567', '850505-5123456', '4111 1111 1111 1111', 'hong@test.com',
      'M12345678', '101동 1203호', '국민은행 123456-01-123456', '계좌 110123456789', '서울시 강남구 테헤란로 123', '123-4번지',
    ),
    fc.constantFrom('월급 250만원', '50,000,000원', '2024-10-03', '2024.10.3', '제36조', '제43조의2', '3명', '전치 3주', '10월 3일', '1억 2천'),
    fc.stringMatching(/^[0-9 \-*]{1,20}$/),
    fc.string({ maxLength: 12 }),
    fc.constantFrom(' ', '에 ', '로 ', '이요 ', ', ', '\n', '０１０'),
  );

  it('masking is idempotent', () => {
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 12 }), (parts) => {
        const once = maskText(parts.join(''));
        expect(maskText(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('masking never changes digits outside what it reports', () => {
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        const { masked, found } = maskPii(text);
        expect(masked.length).toBe(text.length);
        for (let i = 0; i < text.length; i++) {
          const inside = found.some((f) => i >= f.start && i < f.end);
          if (!inside) expect(masked[i]).toBe(text[i]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('money, dates, article numbers and counts are never masked', () => {
    const safe = fc.oneof(
      fc.integer({ min: 0, max: 99_999_999_999 }).map((n) => `${n.toLocaleString('en-US')}원`),
      fc.integer({ min: 0, max: 99_999_999_999 }).map((n) => `${n}원`),
      fc.integer({ min: 1, max: 9999 }).map((n) => `${n}만원`),
      fc.date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      fc.date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10).replaceAll('-', '.')),
      fc.tuple(fc.integer({ min: 1, max: 999 }), fc.option(fc.integer({ min: 2, max: 9 }), { nil: undefined })).map(([a, b]) => `제${a}조${b ? `의${b}` : ''}`),
      fc.integer({ min: 1, max: 9999 }).map((n) => `${n}명`),
    );
    const joiner = fc.constantFrom(' ', ', ', '에 ', ' 그리고 ', '\n', ' 계좌로 ', ' 국민은행에 ');
    fc.assert(
      fc.property(fc.array(fc.tuple(safe, joiner), { minLength: 1, maxLength: 8 }), (pairs) => {
        const text = pairs.map(([a, b]) => a + b).join('');
        expect(maskText(text)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.array(fragment).map((p) => p.join('')));

  it('no parser throws on arbitrary strings', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        parseDate(text, '2026-11-22');
        parseAmount(text);
        for (const type of ['boolean', 'choice', 'integer', 'date', 'string'] as const) parseAnswer(text, { type, options: ['가', '나'], ref: '2026-11-22' });
        maskPii(text);
        detectEmergency(text);
        extractEmotions(text);
        tokenize(text);
      }),
      { numRuns: 1500 },
    );
  });

  it('the fast and the mapped normalisation agree', () => {
    const korean = fc.string({ unit: fc.constantFrom('가', '각', '\u1100', '\u1161', '\u11a8', 'e', '\u0301', ' ', '\t', '\n', '\u200b', '\u0000', '０', 'Ａ', '～', '—', '\u3000', '\ufeff', '\ud800', '😀', 'ㅠ'), maxLength: 40 });
    fc.assert(
      fc.property(fc.oneof(korean, fc.string({ unit: 'binary', maxLength: 60 })), (text) => {
        const mapped = normalizeWithMap(text);
        expect(mapped.text).toBe(normalizeText(text));
        for (let i = 0; i < mapped.text.length; i++) expect(mapped.originEnd[i]!).toBeGreaterThan(mapped.originStart[i]!);
      }),
      { numRuns: 2000 },
    );
  });

  // A guard against super-linear blow-ups (a regex backtracking on a long run of one character):
  // those take hours on 1 MB, so the test's own time limit catches them without a timing
  // threshold that a loaded machine could trip. Speed itself is measured by `npm run bench -- korean`.
  it('handles 1 MB inputs without blowing up', () => {
    const unit = '지금 010-1234-5678 제36조 5000만원 작년 10월 너무 억울해요 ㅠㅠ 😀\u0000 근기법 ';
    const blocks = [unit.repeat(Math.ceil(1_000_000 / unit.length)), '1'.repeat(1_000_000), '제'.repeat(1_000_000), '억'.repeat(500_000) + '원', 'a@'.repeat(500_000), ' '.repeat(1_000_000), '1-'.repeat(500_000)];
    for (const text of blocks) {
      parseDate(text, '2026-11-22');
      parseAmount(text);
      parseAnswer(text, { type: 'integer' });
      parseAnswer(text, { type: 'boolean' });
      maskPii(text);
      expect(typeof detectEmergency(text).emergency).toBe('boolean');
      extractEmotions(text);
      tokenize(text);
    }
  }, 300_000);
});
