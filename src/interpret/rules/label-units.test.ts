import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../knowledge/compile.js';
import { labelUnit, withLabelUnit } from './label-units.js';

describe('labelUnit', () => {
  it('shows a count of months, times, people or weeks in its own unit, never in 원', () => {
    expect(withLabelUnit(6, '밀린 차임(월세)이 몇 달 치인지')).toBe('6개월');
    expect(withLabelUnit(2, '양육비를 받지 못한 횟수(개월)')).toBe('2개월');
    expect(withLabelUnit(3, '양육비를 받지 못한 횟수')).toBe('3회');
    expect(withLabelUnit(2, '미성년 자녀 수')).toBe('2명');
    expect(withLabelUnit(8, '진단 주수')).toBe('8주');
    expect(withLabelUnit(7, '막내 자녀 나이(만 나이)')).toBe('7세');
  });

  it('takes the unit the label names in its closing brackets', () => {
    expect(withLabelUnit(250_000_000, '보증금(원)')).toBe('250,000,000원');
    expect(withLabelUnit(2_300_000, '월 급여(세전, 원)')).toBe('2,300,000원');
    expect(withLabelUnit(60, '1주 근로시간(시간)')).toBe('60시간');
    expect(withLabelUnit(30, '해고를 미리 알린 기간(일)')).toBe('30일');
    expect(withLabelUnit(15, '혼인 기간(년)')).toBe('15년');
    expect(withLabelUnit(12, '약정 이자율(연 %)')).toBe('12%');
  });

  it('shows a sum named without brackets in 원, and a bare number when the label names no unit', () => {
    expect(labelUnit('체불 임금 총액')).toBe('원');
    expect(labelUnit('점수')).toBe('');
  });

  it('gives every integer field of the shipped knowledge a unit', async () => {
    const kb = await loadKnowledge(path.resolve('knowledge'));
    const unitless = kb.fields().filter((f) => f.type === 'integer' && labelUnit(f.label) === '').map((f) => f.label);
    expect(unitless).toEqual([]);
  });
});
