import { describe, expect, it } from 'vitest';
import { optionByRange, rangeOf } from './option-ranges.js';

const tenure = ['3개월 미만', '3개월~6개월 미만', '6개월~1년 미만', '1년 이상'];
const alcohol = ['0.03% 미만', '0.03% 이상 0.08% 미만', '0.08% 이상 0.1% 이하', '0.1% 초과 0.2% 미만', '0.2% 이상', '측정 거부·모름'];

describe('options that are numeric ranges', () => {
  it('reads ranges with years counted in months', () => {
    expect(rangeOf('6개월~1년 미만')).toEqual({ unit: '개월', range: { min: 6, minOpen: false, max: 12, maxOpen: true } });
    expect(rangeOf('1년 이상')?.range.min).toBe(12);
    expect(rangeOf('측정 거부·모름')).toBeNull();
  });

  it('picks the option holding a span said in months or years', () => {
    expect(optionByRange('8개월 다녔어요', tenure)).toBe('6개월~1년 미만');
    expect(optionByRange('2년 넘게 일했어요', tenure)).toBe('1년 이상');
    expect(optionByRange('두 달 일했어요', tenure)).toBe('3개월 미만');
    expect(optionByRange('반년 정도요', tenure)).toBe('6개월~1년 미만');
  });

  it('compares other units only with the same unit', () => {
    expect(optionByRange('0.09 나왔어요', alcohol)).toBe('0.08% 이상 0.1% 이하');
    expect(optionByRange('3명이에요', tenure)).toBeNull();
  });
});
