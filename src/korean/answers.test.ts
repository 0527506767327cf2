import { describe, expect, it } from 'vitest';
import { findCounts, isBareNo, isUnknownAnswer, parseAnswer } from './answers.js';
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

  it('reads "not all of it" beside some of it as yes, and what someone told the person to do as not done', () => {
    expect(parseAnswer('카톡 캡처 몇개 있긴한데 다는 없어요', { type: 'boolean' })).toEqual({ value: true, unknown: false });
    expect(parseAnswer('다는 없어요', { type: 'boolean' })).toEqual({ value: false, unknown: false });
    expect(parseAnswer('사직서 쓰라고 했는데 안썼어요', { type: 'boolean' })).toEqual({ value: false, unknown: false });
    expect(parseAnswer('문자 보냈는데 답이 없어요', { type: 'boolean' })).toEqual({ value: true, unknown: false });
  });

  it('lets an opening 아뇨, 아니요 or ㄴㄴ decide over what was done instead', () => {
    expect(parseAnswer('아뇨 주차장에 세워두고 차안에서 자고있었어요', { type: 'boolean' })).toEqual({ value: false, unknown: false });
    expect(parseAnswer('아니요 집에 있었어요', { type: 'boolean' })).toEqual({ value: false, unknown: false });
    expect(parseAnswer('ㄴㄴ 대리 불렀어요', { type: 'boolean' })).toEqual({ value: false, unknown: false });
    expect(parseAnswer('아뇨 그냥 호흡측정만 했어요', { type: 'boolean' })).toEqual({ value: false, unknown: false });
  });
});

describe('dates made more precise by what follows', () => {
  it('takes a month said after a year or season into that year', () => {
    expect(parseAnswer('작년 가을쯤? 10월인가', { type: 'date', ref: DATE_REFERENCE })).toEqual({ value: '2025-10', unknown: false });
    expect(parseAnswer('2023년 봄이었고 4월 초요', { type: 'date', ref: DATE_REFERENCE })).toEqual({ value: '2023-04', unknown: false });
    expect(parseAnswer('작년 여름이요', { type: 'date', ref: DATE_REFERENCE })).toEqual({ value: '2025', unknown: false });
  });

  it('prefers a calendar day to a span counted beside it', () => {
    const date = (text: string) => parseAnswer(text, { type: 'date', ref: DATE_REFERENCE }).value;
    expect(date('계약 끝난지 두달 됐어요 9월 20일')).toBe('2026-09-20');
    expect(date('장례 끝나고 일주일 뒤에 독촉장 와서 알았어요 10월 8일쯤')).toBe('2026-10-08');
    expect(date('2년 전 3월에 입사했어요')).toBe('2024-03');
    expect(date('3주 전 일요일이요')).toBe('2026-11-01');
  });

  it('takes a day said after its month, and a month said after a span from an undated event', () => {
    const date = (text: string) => parseAnswer(text, { type: 'date', ref: '2026-11-29' }).value;
    expect(date('지난달 말이요 10월31일')).toBe('2026-10-31');
    expect(date('11월 초에요 11월 5일')).toBe('2026-11-05');
    expect(date('장례 치르고 한달쯤 뒤에 알았어요 올해 4월?')).toBe('2026-04');
    expect(date('장례 끝나고 두 달쯤 지나서 9월 초에 알았어요')).toBe('2026-09');
    expect(date('지난달 말이요')).toBe('2026-10');
    expect(date('그저께요 아 아니다 26일')).toBe('2026-11-26');
    expect(date('10월 아니고 11월이요')).toBe('2026-11');
  });

  it('takes a day that recurs each month into the month named, and no date from the day alone', () => {
    const date = (text: string) => parseAnswer(text, { type: 'date', ref: DATE_REFERENCE }).value;
    // "십일날" is "10일날", the 10th ("11일" is 십일일).
    expect(date('원래 매달 십일날인데 8월꺼부터 안들어옴')).toBe('2026-08-10');
    expect(date('매달 11일인데 8월꺼부터 안들어옴')).toBe('2026-08-11');
    expect(date('매달 10일이 월급날인데 8월분부터 밀렸어요')).toBe('2026-08-10');
    expect(date('월급날은 25일이고 9월분부터 안 나왔어요')).toBe('2026-09-25');
    expect(date('8월 월급날 10일이요')).toBe('2026-08-10');
    expect(date('매달 10일이요')).toBeNull();
  });
});

describe('numbers of the calendar and answers closed by a copula', () => {
  it('does not count a year or a month of the calendar ("2021년 9월 입사요" is no number of hours)', () => {
    expect(parseAnswer('2021년 9월 입사요', { type: 'integer' }).value).toBeNull();
    expect(parseAnswer('2명이요 2021년부터', { type: 'integer' }).value).toBe(2);
    expect(parseAnswer('3년이요', { type: 'integer' }).value).toBe(3);
    // What the other side says it lacks is no answer of none.
    expect(parseAnswer('연락은 되는데 돈없다고만해요', { type: 'integer' }).value).toBeNull();
    expect(parseAnswer('애는 없어요', { type: 'integer' }).value).toBe(0);
  });

  it.each([
    ['강남구청이요', '강남구청'],
    ['같은 팀 박대리요', '같은 팀 박대리'],
    ['일반음식점이에요', '일반음식점'],
    ['아파트요', '아파트'],
    ['캡쳐 해놨어요', '캡쳐 해놨어요'],
    ['그래요', '그래요'],
  ])('string: %s → %s', (text, value) => {
    expect(parseAnswer(text, { type: 'string' }).value).toBe(value);
  });

  it('reads 내일 모레, 다다음달, the last weekday of a month and a bare season', () => {
    const date = (text: string) => parseAnswer(text, { type: 'date', ref: DATE_REFERENCE }).value;
    expect(date('내일 모레요')).toBe('2026-11-24');
    expect(date('그그저께요')).toBe('2026-11-19');
    expect(date('다다음달 말이요')).toBe('2027-01');
    expect(date('10월 마지막 토요일이요')).toBe('2026-10-31');
    expect(date('여름방학때 보고 못봤어요')).toBe('2026');
    expect(date('올해 여름에요')).toBe('2026');
  });
});

describe('options picked by an ordinal', () => {
  const options = ['계좌이체', '현금', '계좌이체와 현금 둘 다'];
  it('takes an ordinal said alone, not one that starts a story', () => {
    expect(parseAnswer('두번째요', { type: 'choice', options }).value).toBe('현금');
    expect(parseAnswer('처음 거요', { type: 'choice', options }).value).toBe('계좌이체');
    expect(parseAnswer('처음엔 이체하고 나머지는 현찰로 줬어요', { type: 'choice', options }).value).not.toBe('계좌이체');
  });
});

describe('a shrug said as a question to oneself', () => {
  it('reads "when was it again" and "how would I know" as unknown', () => {
    expect(isUnknownAnswer('아 그게 몇 월이었더라')).toBe(true);
    expect(isUnknownAnswer('제가 그걸 어떻게 알겠어요')).toBe(true);
    expect(isUnknownAnswer('3월이었어요')).toBe(false);
  });
});

describe('isBareNo', () => {
  it('takes a reply that is a no and nothing else', () => {
    for (const text of ['ㄴㄴ', '아뇨!', '아니요~', '아닌데요', '아닌데', '아님', '아니에요.', '노노', 'x']) expect(isBareNo(text), text).toBe(true);
  });
  it('leaves a no that goes on to tell something', () => {
    for (const text of ['아니 근데 있어요', '아닌데요 그때는 있었어요', '없어요', '아니라고 했잖아요']) expect(isBareNo(text), text).toBe(false);
  });
});

describe('a moment earlier today', () => {
  const date = (text: string, expectFuture = false) => parseAnswer(text, { type: 'date', ref: '2026-11-22', expectFuture }).value;
  it('dates "방금", "아까" and hours or minutes ago as the reference day', () => {
    for (const text of ['방금요', '방금 전이에요', '한 시간 전에요', '30분 전쯤', '아까 보냈어요', '좀 전에요', '두시간쯤 전']) expect(date(text), text).toBe('2026-11-22');
  });
  it('leaves them alone where the date asked lies ahead, and lets a named date win', () => {
    expect(date('방금요', true)).toBeNull();
    expect(date('아까워요')).toBeNull();
    expect(date('방금 생각났는데 어제였어요')).toBe('2026-11-21');
  });
});
