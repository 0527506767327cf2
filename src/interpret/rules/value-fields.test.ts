import { describe, expect, it } from 'vitest';
import { moneyFields } from './field-cues.js';
import { boundField, fallbackField, nearestCuedField, resolveAssignments, surroundingsOf } from './value-fields.js';

describe('surroundingsOf', () => {
  const text = '보증금 1억에 월세 50, 관리비 10';
  const mentions = [
    { start: 4, end: 6 },
    { start: 11, end: 13 },
    { start: 19, end: 21 },
  ];

  it('stops at the neighbouring mentions', () => {
    expect(surroundingsOf(text, mentions, 0)).toEqual({ before: '보증금 ', after: '에 월세 ', nextValueFollows: true });
    expect(surroundingsOf(text, mentions, 1)).toEqual({ before: '에 월세 ', after: ', 관리비 ', nextValueFollows: true });
    expect(surroundingsOf(text, mentions, 2)).toEqual({ before: ', 관리비 ', after: '', nextValueFollows: false });
  });

  it('stops at clause breaks too', () => {
    expect(surroundingsOf(text, mentions, 1, [{ start: 13, end: 15 }])).toEqual({ before: '에 월세 ', after: '', nextValueFollows: false });
  });
});

describe('nearestCuedField', () => {
  const asked = new Set(['deposit_amount', 'monthly_rent', 'amount']);

  it('picks the field whose cue sits closest, on either side', () => {
    expect(nearestCuedField(moneyFields, asked, { before: '보증금 ', after: '에 월세 ' })).toBe('deposit_amount');
    expect(nearestCuedField(moneyFields, asked, { before: '에 월세 ', after: '' })).toBe('monthly_rent');
    expect(nearestCuedField(moneyFields, asked, { before: '작년에 ', after: ' 빌려줬어요' })).toBe('amount');
  });

  it('leaves a cue right before the next value to that value', () => {
    expect(nearestCuedField(moneyFields, asked, { before: '', after: ' 보증금 ', nextValueFollows: true })).toBeUndefined();
    expect(nearestCuedField(moneyFields, asked, { before: '', after: ' 보증금 ', nextValueFollows: false })).toBe('deposit_amount');
  });

  it('ignores cues of fields the scenario does not ask and finds nothing without a cue', () => {
    expect(nearestCuedField(moneyFields, new Set(['amount']), { before: '보증금 ', after: '' })).toBeUndefined();
    expect(nearestCuedField(moneyFields, asked, { before: '그게 ', after: '이에요' })).toBeUndefined();
  });
});

describe('boundField', () => {
  it('is the field a noun right before the value names, asked or not', () => {
    expect(boundField(moneyFields, { before: '월세는 ', after: '에 보증금 ' })).toBe('monthly_rent');
    expect(boundField(moneyFields, { before: '월세 보내다가 계좌로 ', after: '이 갔어요' })).toBeUndefined();
  });

  it('names the asked field among those a shared noun names', () => {
    const table = { monthly_wage: { cues: /월급/ }, unpaid_wage: { cues: /월급|밀린/ } };
    expect(boundField(table, { before: '월급 ', after: '' }, new Set(['unpaid_wage']))).toBe('unpaid_wage');
    expect(boundField(table, { before: '월급 ', after: '' }, new Set())).toBe('monthly_wage');
  });
});

describe('fallbackField', () => {
  it('is the only asked field of the table, else the marked fallback', () => {
    expect(fallbackField(moneyFields, new Set(['monthly_rent']))).toBe('monthly_rent');
    expect(fallbackField(moneyFields, new Set(['monthly_rent', 'amount']))).toBe('amount');
    expect(fallbackField(moneyFields, new Set(['monthly_rent', 'deposit_amount']))).toBeUndefined();
  });
});

describe('resolveAssignments', () => {
  it('keeps the first cued value of a field over an earlier one that only fell back', () => {
    const chosen = resolveAssignments([
      { field: 'amount', value: 600_000_000, confidence: 0.9, strength: 'fallback' },
      { field: 'amount', value: 5_400_000, confidence: 0.9, strength: 'cued' },
      { field: 'amount', value: 1, confidence: 0.9, strength: 'cued' },
      { field: 'incident_date', value: '2026-01', confidence: 0.85, strength: 'fallback' },
    ]);
    expect(chosen.get('amount')?.value).toBe(5_400_000);
    expect(chosen.get('incident_date')?.value).toBe('2026-01');
  });

  it('keeps a per-unit figure only when nothing else names the field', () => {
    const perUnit = { field: 'amount', value: 3_100_000, confidence: 0.9, strength: 'per_unit' } as const;
    expect(resolveAssignments([perUnit, { ...perUnit, value: 9_300_000, strength: 'fallback' }]).get('amount')?.value).toBe(9_300_000);
    expect(resolveAssignments([perUnit]).get('amount')?.value).toBe(3_100_000);
  });
});

describe('resolveAssignments between values cued alike', () => {
  it.each([
    // "매매 5억짜리인데 중개수수료 500": the fee's cue stands right next to 500.
    [{ distance: 9 }, { distance: 0 }, 5_000_000],
    [{ distance: 0 }, { distance: 4 }, 500_000_000],
    [{}, {}, 500_000_000],
  ])('keeps the value nearer its cue: %o then %o', (first, second, kept) => {
    const a = { field: 'amount', value: 500_000_000, confidence: 0.9, strength: 'cued', ...first } as const;
    const b = { field: 'amount', value: 5_000_000, confidence: 0.9, strength: 'cued', ...second } as const;
    expect(resolveAssignments([a, b]).get('amount')?.value).toBe(kept);
  });
});
