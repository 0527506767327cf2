import { describe, expect, it } from 'vitest';
import { countsIn } from './counts.js';

describe('countsIn', () => {
  it('reads counts in digits and native numerals', () => {
    expect(countsIn('전치 4주 나왔어요')).toEqual({ diagnosis_weeks: 4 });
    expect(countsIn('애가 둘이에요')).toEqual({ children: 2 });
    expect(countsIn('애들은 중1 초4 두명이에요')).toEqual({ children: 2 });
    expect(countsIn('아들 한 명 딸 둘')).toEqual({ children: 3 });
    expect(countsIn('결혼생활 십년 넘게 했는데')).toEqual({ marriage_years: 10 });
    // Others counted after the children are not the children: "친구 두명이랑".
    expect(countsIn('애들이 친구 두명이랑 놀다가')).toEqual({});
  });

  it('reads workplace size from a staff count before a stated bound', () => {
    expect(countsIn('직원은 세 명이에요').employer_size_5plus).toBe(false);
    expect(countsIn('직원 나 포함 6명').employer_size_5plus).toBe(true);
    expect(countsIn('5인 미만 가게라').employer_size_5plus).toBe(false);
    expect(countsIn('30명 넘는 회사').employer_size_5plus).toBe(true);
  });

  it('reads the staff counted by their trade, with the owner, or the workplace by its headcount', () => {
    expect(countsIn('본사 직원만 200명 되는 회사에요').employer_size_5plus).toBe(true);
    expect(countsIn('교사만 12명인 어린이집이에요').employer_size_5plus).toBe(true);
    expect(countsIn('사장 포함 4명이에요').employer_size_5plus).toBe(false);
    expect(countsIn('사장 포함 4명인 사무실이었어요').employer_size_5plus).toBe(false);
    expect(countsIn('20명 정도 되는 공장이에요').employer_size_5plus).toBe(true);
    expect(countsIn('손님이 4명인 테이블에서').employer_size_5plus).toBeUndefined();
  });

  it('does not decide workplace size from a bound that leaves it open', () => {
    expect(countsIn('4명 이상 있어요').employer_size_5plus).toBeUndefined();
    expect(countsIn('10인 미만이에요').employer_size_5plus).toBeUndefined();
  });
});
