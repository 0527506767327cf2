import { describe, expect, it } from 'vitest';
import { findDates, parseDate } from './dates.js';
import { DATE_CASES, DATE_REFERENCE } from './fixtures/dates.js';

describe('parseDate', () => {
  const cases = DATE_CASES.map(([text, value, approx]) => ({ text, value, approx: approx ?? false }));
  it.each(cases)('$text → $value', ({ text, value, approx }) => {
    expect(parseDate(text, DATE_REFERENCE)).toEqual(value === null ? null : { value, approx });
  });

  it('needs a valid reference for relative dates but not for absolute ones', () => {
    expect(parseDate('어제', '2026-13-01')).toBeNull();
    expect(parseDate('어제')).toBeNull();
    expect(parseDate('2024.10.3', 'nonsense')).toEqual({ value: '2024-10-03', approx: false });
  });

  it('reads a date without a year as the next one when the question asks about a date ahead, unless the reply puts it behind', () => {
    const ahead = { expectFuture: true };
    expect(parseDate('1월 15일이요', DATE_REFERENCE, ahead)?.value).toBe('2027-01-15');
    expect(parseDate('1월 15일이요', DATE_REFERENCE)?.value).toBe('2026-01-15');
    expect(parseDate('12월 3일에 오라고 했어요', DATE_REFERENCE, ahead)?.value).toBe('2026-12-03');
    expect(parseDate('크리스마스', DATE_REFERENCE, ahead)?.value).toBe('2026-12-25');
    expect(parseDate('3월에 이미 끝났어요', DATE_REFERENCE, ahead)?.value).toBe('2026-03');
    expect(parseDate('12월 둘째 주 화요일', DATE_REFERENCE, ahead)?.value).toBe('2026-12-08');
    // A deadline stated with 까지 is ahead even when the question does not say so.
    expect(parseDate('3월 2일까지예요', DATE_REFERENCE)?.value).toBe('2027-03-02');
  });

  it('reads a day of the month said alone in the month it last fell on, or the next for a date ahead', () => {
    const ref = '2026-11-22';
    expect(parseDate('택배는 19일에 왔어요', ref)?.value).toBe('2026-11-19');
    expect(parseDate('25일이었어요', ref)?.value).toBe('2026-10-25');
    expect(parseDate('25일에 오래요', ref, { expectFuture: true })?.value).toBe('2026-11-25');
    expect(parseDate('3일에 한 번씩 와요', ref)).toBeNull();
    expect(parseDate('10월 19일에 왔어요', ref)?.value).toBe('2026-10-19');
    expect(parseDate('19일 오후였고 바로 신고했어요', ref)?.value).toBe('2026-11-19');
    expect(parseDate('14일 새벽에 들어왔어요', ref)?.value).toBe('2026-11-14');
    expect(parseDate('3일 내내 야근했어요', ref)).toBeNull();
  });

  it('knows 설날 and 추석 only for the years its table covers', () => {
    expect(parseDate('2010년 추석', DATE_REFERENCE)?.value).toBe('2010');
    expect(parseDate('2031년 설날', DATE_REFERENCE)?.value).toBe('2031');
  });

  it('dates 설날 and 추석 of the next years, which hearings and deadlines fall near', () => {
    const ahead = { expectFuture: true };
    expect(parseDate('내년 설날', DATE_REFERENCE)?.value).toBe('2027-02-06');
    expect(parseDate('내년 추석', DATE_REFERENCE)?.value).toBe('2027-09-15');
    expect(parseDate('2028년 추석', DATE_REFERENCE)?.value).toBe('2028-10-03');
    expect(parseDate('설날', '2029-01-10', ahead)?.value).toBe('2029-02-13');
  });

  it('crosses month and year boundaries', () => {
    expect(parseDate('어제', '2026-01-01')).toEqual({ value: '2025-12-31', approx: false });
    expect(parseDate('지난달', '2026-01-15')).toEqual({ value: '2025-12', approx: false });
    expect(parseDate('1개월 전', '2026-03-31')).toEqual({ value: '2026-02', approx: false });
    expect(parseDate('내일', '2028-02-28')).toEqual({ value: '2028-02-29', approx: false });
  });
});

describe('findDates', () => {
  const ref = '2026-11-22';
  const values = (text: string) => findDates(text, ref).dates.map((d) => d.value);

  it('lists every date in order, with positions in the text it returns', () => {
    const { text, dates } = findDates('작년 5월에 빌려줬고 올해 3월까지 갚기로 했어요', ref);
    expect(dates.map((d) => [d.value, text.slice(d.start, d.end)])).toEqual([
      ['2025-05', '작년 5월'],
      ['2026-03', '올해 3월'],
    ]);
  });

  it('reads a weekday said right after a day as that day, and one said apart as its own', () => {
    expect(values('11월 14일 토요일이요')).toEqual(['2026-11-14']);
    expect(values('11/13(금요일) 회식')).toEqual(['2026-11-13']);
    expect(values('11월 3일에 보냈고 금요일에 받았어요')).toEqual(['2026-11-03', '2026-11-20']);
  });

  it('keeps a date said in the past tense in the past, even in talk of a deadline', () => {
    expect(values('만기는 10월 15일이었어요')).toEqual(['2026-10-15']);
    expect(values('만기는 10월 15일이에요')).toEqual(['2027-10-15']);
  });

  it('reads a summons to come on a day as the next such day', () => {
    expect(values('12월 2일에 오래요')).toEqual(['2026-12-02']);
  });

  it('does not count a span from a named event as a span from today', () => {
    expect(values('결혼식 8개월 전에 취소했어요')).toEqual([]);
    expect(values('치매 진단 2년 뒤예요')).toEqual([]);
    expect(values('친구가 2년 전에 빌려 갔어요')).toEqual(['2024']);
    expect(values('벌써 3개월 전이에요')).toEqual(['2026-08']);
  });

  it('reads last night as yesterday', () => {
    expect(values('어젯밤 일이에요')).toEqual(['2026-11-21']);
  });
});

describe('spans counted from a past promise', () => {
  it('are not dates, while a span from now still is', () => {
    expect(parseDate('6개월 뒤에 갚기로 했어요', '2026-11-22')).toBeNull();
    expect(parseDate('3개월 뒤에 갚는다고 했어요', '2026-11-22')).toBeNull();
    expect(parseDate('3개월 뒤에 갚을게요', '2026-11-22')).toEqual({ value: '2027-02', approx: false });
    expect(parseDate('3개월 전에 갚기로 했어요', '2026-11-22')).toEqual({ value: '2026-08', approx: false });
  });
});

describe('colloquial days', () => {
  const ref = '2026-11-22'; // a Sunday
  it('read a clipped weekday and the week after next', () => {
    expect(parseDate('목욜 오후에 만났어요', ref)?.value).toBe('2026-11-19');
    expect(parseDate('다다음주 월요일에 오래요', ref)?.value).toBe('2026-11-30');
    expect(parseDate('다담주 금욜', ref)?.value).toBe('2026-12-04');
  });

  it('move from a holiday to the day before or after it', () => {
    expect(parseDate('올해 추석 다음날 싸웠어요', ref)?.value).toBe('2026-09-26');
    expect(parseDate('재작년 설 전날이요', ref)?.value).toBe('2024-02-09');
    expect(parseDate('크리스마스 전날 밤', ref)?.value).toBe('2025-12-24');
  });

  it('date by days that are no holidays', () => {
    expect(parseDate('작년 화이트데이에요', ref)?.value).toBe('2025-03-14');
    expect(parseDate('빼빼로데이 즈음', ref)).toEqual({ value: '2026-11-11', approx: true });
  });

  it('keep a deadline of the plan as it was behind us', () => {
    expect(parseDate('애초에 7월 말까지 주기로 했었어요', ref)?.value).toBe('2026-07');
    expect(parseDate('7월 말까지 주기로 했어요', ref)?.value).toBe('2027-07');
  });
});

describe('the three days of 설 and 추석', () => {
  it('reads the first and last day of the holidays', () => {
    expect(parseDate('작년 설 연휴 첫날', '2026-11-22')?.value).toBe('2025-01-28');
    expect(parseDate('추석 연휴 마지막 날이요', '2026-11-22')?.value).toBe('2026-09-26');
  });
});

describe('a span just passed', () => {
  it('reads "a little over" a span as the span', () => {
    expect(parseDate('3년 조금 넘었어요', '2026-11-22')?.value).toBe('2023');
  });
});

describe('a promise ahead dates only its own clause', () => {
  it.each([
    ['2월 14일에 보냈고 연말까지 갚는다더니 연락이 없어요', '2026-02-14'],
    ['3월 2일에 빌려줬는데 내일까지 준다고 했어요', '2026-03-02'],
    ['10월 3일에 해고 예정이에요', '2027-10-03'],
    // A bare 연말: the coming one when promised, the last one when told as done.
    ['연말까지 갚는다더니 답이 없어요', '2026-12'],
    ['연말에 빌려줬는데 안 갚아요', '2025-12'],
  ])('%s → %s', (text, value) => {
    expect(findDates(text, DATE_REFERENCE).dates[0]?.value).toBe(value);
  });
});

describe('까지만 is no clause of its own', () => {
  it('a limit with 만 keeps the work verb after it in its clause, so the day is ahead', () => {
    expect(parseDate('11월 30일까지만 나가요', '2026-11-29')?.value).toBe('2026-11-30');
    expect(parseDate('연말까지 준대요', '2026-11-29')?.value).toBe('2026-12');
    expect(parseDate('10월 31일까지만 일했어요', '2026-11-29')?.value).toBe('2026-10-31');
  });
});

describe('a plan announced, an end named, a summons to go', () => {
  it.each([
    ['회사에서 12월 31일자로 해고한다고 통보받았어요', '2026-12-31'],
    ['12월31일자로 해고된다는 통지 받음', '2026-12-31'],
    ['계약 만료는 12월 31일이에요', '2026-12-31'],
    ['12월 20일에 출석하래요', '2026-12-20'],
    // Told as done, or the content of a report, the day stays behind.
    ['계약 만료는 10월 31일이었어요', '2026-10-31'],
    ['12월 31일에 해고됐어요', '2025-12-31'],
    ['3월 5일에 폭행한다고 신고했어요', '2026-03-05'],
  ])('%s → %s', (text, value) => {
    expect(findDates(text, '2026-11-30').dates[0]?.value).toBe(value);
  });
});
