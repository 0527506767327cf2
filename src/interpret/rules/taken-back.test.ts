import { describe, expect, it } from 'vitest';
import { sumTakenBack } from './taken-back.js';

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
