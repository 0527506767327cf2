import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../knowledge/schema.js';
import { inFieldUnit } from './field-units.js';

const days: FieldDef = { field: 'notice_days', type: 'integer', label: '해고를 미리 알린 기간(일)' };
const weekly: FieldDef = { field: 'weekly_hours', type: 'integer', label: '1주 근로시간(시간)' };
const age: FieldDef = { field: 'youngest_child_age', type: 'integer', label: '막내 자녀 나이(만 나이)' };
const weeks: FieldDef = { field: 'diagnosis_weeks', type: 'integer', label: '진단 주수' };

describe('counts in the unit of their field', () => {
  it('restates weeks and months in days, and reads the same day as 0', () => {
    expect(inFieldUnit('3주 전에 알려줬어요', 3, days)).toBe(21);
    expect(inFieldUnit('한 달 전에요', 1, days)).toBe(30);
    expect(inFieldUnit('10일 전에요', 10, days)).toBe(10);
    expect(inFieldUnit('당일에 나가래요', null, days)).toBe(0);
    expect(inFieldUnit('모르겠어요', null, days)).toBeNull();
  });

  it('multiplies hours a day by days a week for weekly hours', () => {
    expect(inFieldUnit('하루 9시간 주 5일', 9, weekly)).toBe(45);
    expect(inFieldUnit('하루에 4시간씩 3일 근무해요', 4, weekly)).toBe(12);
    expect(inFieldUnit('주 40시간', 40, weekly)).toBe(40);
  });

  it('takes the number with the field’s own counter over an earlier one', () => {
    expect(inFieldUnit('중학교 2학년이고 열네 살이에요', 2, age)).toBe(14);
    expect(inFieldUnit('병원 2곳 갔는데 6주 나왔어요', 2, weeks)).toBe(6);
    expect(inFieldUnit('일곱 살', 7, age)).toBe(7);
  });

  it('reads spans named by a word, and months counted in years', () => {
    const missed: FieldDef = { field: 'missed_payments', type: 'integer', label: '양육비를 받지 못한 횟수(개월)' };
    expect(inFieldUnit('보름 전에 들었어요', null, days)).toBe(15);
    expect(inFieldUnit('하루 6시간 주말 이틀', 6, weekly)).toBe(12);
    expect(inFieldUnit('2년 넘었어요', 2, missed)).toBe(24);
    expect(inFieldUnit('일 년 반째요', null, missed)).toBe(18);
    expect(inFieldUnit('8개월이요', 8, missed)).toBe(8);
  });

  it('leaves fields without a known unit alone', () => {
    expect(inFieldUnit('3주', 3, undefined)).toBe(3);
  });
});

describe('rates kept per year', () => {
  const rate: FieldDef = { field: 'interest_rate', type: 'integer', label: '약정 이자율(연 %)' };
  it('turns a monthly rate into a yearly one', () => {
    expect(inFieldUnit('월 3부 이자로 했어요', 3, rate)).toBe(36);
    expect(inFieldUnit('한달에 10프로씩 붙었어요', 10, rate)).toBe(120);
    expect(inFieldUnit('연 20프로요', 20, rate)).toBe(20);
  });
});
