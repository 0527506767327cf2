import { describe, expect, it } from 'vitest';
import { dateTakenBack, sumTakenBack } from './taken-back.js';

describe('sumTakenBack', () => {
  const known = { amount: 40_000_000, deposit: 180_000_000, incident_date: '2026-10' };
  it('corrects the field whose recorded value is the one taken back', () => {
    expect(sumTakenBack('아 잠만 4천 아니고 4천5백이야', known)).toEqual({ field: 'amount', value: 45_000_000 });
    expect(sumTakenBack('아 잠깐 보증금 1억8천 아니고 1억7천이에요', known)).toEqual({ field: 'deposit', value: 170_000_000 });
    expect(sumTakenBack('4천이 아니라 5천만원이요', known)).toEqual({ field: 'amount', value: 50_000_000 });
  });
  it('leaves a sum taken back that nothing recorded holds, and a reply with no sum after it', () => {
    expect(sumTakenBack('3천 아니고 3천5백', known)).toBeNull();
    expect(sumTakenBack('4천 아니고 더 될 거예요', known)).toBeNull();
    expect(sumTakenBack('4천만원이요', known)).toBeNull();
  });
});

describe('dateTakenBack', () => {
  const known = { amount: 40_000_000, incident_date: '2026-03-15', employment_start: '2024-10' };
  it('corrects the field whose recorded date is the one taken back', () => {
    expect(dateTakenBack('아 3월 15일 아니고 3월 16일이요', known, '2026-11-22')).toEqual({ field: 'incident_date', value: '2026-03-16' });
    expect(dateTakenBack('2024년 10월 말고 2024년 11월', known, '2026-11-22')).toEqual({ field: 'employment_start', value: '2024-11' });
    // Said without a year, the recorded date's year stays.
    expect(dateTakenBack('10월 아니라 9월이었어요', known, '2026-11-22')).toEqual({ field: 'employment_start', value: '2024-09' });
  });
  it('leaves a date taken back that nothing recorded holds, and words that are no date', () => {
    expect(dateTakenBack('5월 아니고 6월이요', known, '2026-11-22')).toBeNull();
    expect(dateTakenBack('월세 아니고 전세예요', known, '2026-11-22')).toBeNull();
    expect(dateTakenBack('3월 15일 아니고 더 전이에요', known, '2026-11-22')).toBeNull();
  });
});
