import { describe, expect, it } from 'vitest';
import { findCounts, parseAnswer } from './answers.js';
import {
  ABBREVIATION_CASES,
  ABBREVIATION_OPTIONS,
  BOOLEAN_CASES,
  CHOICE_CASES,
  CHOICE_CASES_PERIOD,
  CHOICE_CASES_PERIOD_OPTIONS,
  CHOICE_OPTIONS,
  DATE_ANSWER_CASES,
  INTEGER_CASES,
  STRING_CASES,
} from './fixtures/answers.js';
import { DATE_REFERENCE } from './fixtures/dates.js';

const rows = <V>(cases: ReadonlyArray<readonly [string, V, boolean?]>) => cases.map(([text, value, unknown]) => ({ text, value, unknown: unknown ?? false }));

describe('parseAnswer', () => {
  it.each(rows(BOOLEAN_CASES))('boolean: $text → $value', ({ text, value, unknown }) => {
    expect(parseAnswer(text, { type: 'boolean' })).toEqual({ value, unknown });
  });

  it.each(rows(CHOICE_CASES))('choice: $text → $value', ({ text, value, unknown }) => {
    expect(parseAnswer(text, { type: 'choice', options: CHOICE_OPTIONS })).toEqual({ value, unknown });
  });

  it.each(rows(CHOICE_CASES_PERIOD))('choice with numbers in labels: $text → $value', ({ text, value }) => {
    expect(parseAnswer(text, { type: 'choice', options: CHOICE_CASES_PERIOD_OPTIONS })).toEqual({ value, unknown: false });
  });

  it.each(ABBREVIATION_CASES.map(([text, value]) => ({ text, value })))('choice by a shortened label: $text → $value', ({ text, value }) => {
    expect(parseAnswer(text, { type: 'choice', options: ABBREVIATION_OPTIONS })).toEqual({ value, unknown: false });
  });

  it('choice without options reads nothing', () => {
    expect(parseAnswer('2번', { type: 'choice' })).toEqual({ value: null, unknown: false });
  });

  it.each(rows(INTEGER_CASES))('integer: $text → $value', ({ text, value, unknown }) => {
    expect(parseAnswer(text, { type: 'integer' })).toEqual({ value, unknown });
  });

  it.each(rows(DATE_ANSWER_CASES))('date: $text → $value', ({ text, value, unknown }) => {
    expect(parseAnswer(text, { type: 'date', ref: DATE_REFERENCE })).toEqual({ value, unknown });
  });

  it('reads "have to check" as not knowing, whatever the type', () => {
    expect(parseAnswer('확인해봐야 해요 계약서가 어딨는지', { type: 'date', ref: DATE_REFERENCE })).toEqual({ value: null, unknown: true });
    expect(parseAnswer('계약서를 다시 봐야 알겠어요', { type: 'boolean' })).toEqual({ value: null, unknown: true });
    expect(parseAnswer('남편한테 물어봐야 돼요', { type: 'boolean' })).toEqual({ value: null, unknown: true });
    expect(parseAnswer('병원 가봐야 돼요', { type: 'boolean' }).unknown).toBe(false);
  });

  it('lists counts with where they stand', () => {
    expect(findCounts('큰애가 12살이고 막내가 다섯 살').map((c) => c.value)).toEqual([12, 5]);
    expect(parseAnswer('미성년은 막내 하나에요', { type: 'integer' })).toEqual({ value: 1, unknown: false });
  });

  it.each(rows(STRING_CASES))('string: $text → $value', ({ text, value, unknown }) => {
    expect(parseAnswer(text, { type: 'string' })).toEqual({ value, unknown });
  });
});

describe('yes and no told without 네 or 아니요', () => {
  it('does not read 안 inside a word (미안해, 불안해) as a negation', () => {
    expect(parseAnswer('갚을게 미안해 이런 거 여러 번 보냈어요', { type: 'boolean' })).toEqual({ value: true, unknown: false });
    expect(parseAnswer('신고 안 했어요', { type: 'boolean' })).toEqual({ value: false, unknown: false });
  });

  it('reads the past told as seen (더라고요, 더니) as done', () => {
    expect(parseAnswer('벌써 집을 내놨더라구요', { type: 'boolean' })).toEqual({ value: true, unknown: false });
    expect(parseAnswer('물어내라고 했더니 배째래요', { type: 'boolean' })).toEqual({ value: true, unknown: false });
    expect(parseAnswer('종합보험 들었대요', { type: 'boolean' })).toEqual({ value: true, unknown: false });
    expect(parseAnswer('보험 안 들었대요', { type: 'boolean' })).toEqual({ value: false, unknown: false });
  });
});

describe('dates made more precise by what follows', () => {
  it('takes a month said after a year or season into that year', () => {
    expect(parseAnswer('작년 가을쯤? 10월인가', { type: 'date', ref: DATE_REFERENCE })).toEqual({ value: '2025-10', unknown: false });
    expect(parseAnswer('2023년 봄이었고 4월 초요', { type: 'date', ref: DATE_REFERENCE })).toEqual({ value: '2023-04', unknown: false });
    expect(parseAnswer('작년 여름이요', { type: 'date', ref: DATE_REFERENCE })).toEqual({ value: '2025', unknown: false });
  });
});
