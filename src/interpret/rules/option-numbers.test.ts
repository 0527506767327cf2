import { describe, expect, it } from 'vitest';
import { optionByStatedNumber } from './option-numbers.js';

const alcohol = { field: 'alcohol_level', type: 'choice' as const, label: '혈중알코올농도', options: ['0.03% 이상 0.08% 미만', '0.08% 이상 0.1% 이하', '0.1% 초과 0.2% 미만'] };
const tenure = { field: 'tenure_band', type: 'choice' as const, label: '근무 기간', options: ['3개월 미만', '3개월~6개월 미만', '6개월~1년 미만', '1년 이상'] };

describe('optionByStatedNumber', () => {
  it('reads the range a stated measurement falls in', () => {
    expect(optionByStatedNumber('단속에 걸렸는데 수치는 0.085 나왔어요', alcohol)).toBe('0.08% 이상 0.1% 이하');
    expect(optionByStatedNumber('0.062 나와서 면허정지래요', alcohol)).toBe('0.03% 이상 0.08% 미만');
  });
  it('reads how long someone worked', () => {
    expect(optionByStatedNumber('일한지 1년 3개월 됐고 월급 220이에요', tenure)).toBe('1년 이상');
    expect(optionByStatedNumber('2년 반 일하고 퇴사했어요', tenure)).toBe('1년 이상');
    // Years and months said together are one span, not its months alone.
    expect(optionByStatedNumber('3년 2개월 다니고 그만뒀어요', tenure)).toBe('1년 이상');
    expect(optionByStatedNumber('지시받으면서 일함 5개월째 다니는중 월 200', tenure)).toBe('3개월~6개월 미만');
    expect(optionByStatedNumber('3년 다닌 회사 그만뒀는데 퇴직금을 안줘요', tenure)).toBe('1년 이상');
    // The span named as the time worked: "근무기간 8개월이에요", "재직 기간은 2년".
    expect(optionByStatedNumber('근무기간 8개월이에요 퇴직금 받을수있나요', tenure)).toBe('6개월~1년 미만');
    expect(optionByStatedNumber('재직 기간은 2년 3개월이고요', tenure)).toBe('1년 이상');
  });
  it('ignores numbers said about something else', () => {
    expect(optionByStatedNumber('0.5초 만에 사고가 났어요', alcohol)).toBeUndefined();
    expect(optionByStatedNumber('계약은 2년이에요', tenure)).toBeUndefined();
    expect(optionByStatedNumber('계약 기간은 2년이에요', tenure)).toBeUndefined();
  });
});

describe('tenure said with a bare 했', () => {
  it('reads "알바 4개월 했는데" as a tenure, not any span with 했', () => {
    expect(optionByStatedNumber('알바 4개월 했는데 사장이 나오지 말래요', tenure)).toBe('3개월~6개월 미만');
    expect(optionByStatedNumber('연애 4개월 했는데', tenure)).toBeUndefined();
  });
});
