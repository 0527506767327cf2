import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../knowledge/schema.js';
import { findAmounts } from '../../korean/amounts.js';
import { excessOverDue, monthsNamedUnpaid, monthsUnpaidSince, oldestMonthNamedUnpaid, reckonedCount, reckonedMoney, remainderOfWhole } from './reckoning.js';

const field = (label: string): FieldDef => ({ field: 'f', type: 'integer', label }) as FieldDef;
const money = (text: string, label: string) => reckonedMoney(text, findAmounts(text, { context: label }), field(label));
const REF = '2026-11-22';

describe('months named one by one as unpaid', () => {
  it.each([
    ['9월, 10월 월급을 못 받았어요', 2],
    ['8월이랑 9월분 양육비 안 보냄', 2],
    ['7월, 8월, 9월 알바비 밀렸어요', 3],
    ['9월에 입사해서 10월에 월급 못 받았어요', null],
  ])('"%s" → %s', (text, months) => {
    expect(monthsNamedUnpaid(text)).toBe(months);
  });
  it('dates the oldest of them in the last twelve months', () => {
    expect(oldestMonthNamedUnpaid('9월, 10월 월급을 못 받았어요', REF)).toBe('2026-09');
    expect(oldestMonthNamedUnpaid('12월이랑 1월 월급 밀렸어요', REF)).toBe('2025-12');
    expect(oldestMonthNamedUnpaid('월급 못 받았어요', REF)).toBeNull();
  });
});

describe('sums a reply leaves to be worked out', () => {
  it('multiplies a month’s amount by the months owed, for a total', () => {
    expect(money('석달치요 월급 210', '체불 임금 총액(원)')).toBe(6_300_000);
    expect(money('두달치 못받았어요 한달에 250씩', '체불 임금 총액(원)')).toBe(5_000_000);
    expect(money('석달치 월급 합쳐서 한 600 정도요', '체불 임금 총액(원)')).toBeNull();
    expect(money('석달치 밀렸어요 월세 50', '월세(원)')).toBeNull();
  });

  it('divides a day’s pay by its hours and a year’s income by twelve', () => {
    expect(money('하루 8시간에 8만원이요', '시급(원)')).toBe(10_000);
    expect(money('시급 9천원이요 하루 8시간', '시급(원)')).toBeNull();
    expect(money('대기업 다녀요 연봉 6천', '상대방 월 소득(원)')).toBe(5_000_000);
    expect(money('연봉 6천', '연 소득(원)')).toBeNull();
  });

  it('counts weekly hours, months, years and ages in the field’s unit', () => {
    expect(reckonedCount('월수금 6시간씩', field('1주 근로시간(시간)'), REF)).toBe(18);
    expect(reckonedCount('평일 하루 5시간씩 주 3일', field('1주 근로시간(시간)'), REF)).toBe(15);
    expect(reckonedCount('월~금 8시간이요', field('1주 근로시간(시간)'), REF)).toBe(40);
    expect(reckonedCount('평일 하루 10시간에 토요일도 5시간 나가요', field('1주 근로시간(시간)'), REF)).toBe(55);
    expect(reckonedCount('평일 9시간 주말 4시간씩', field('1주 근로시간(시간)'), REF)).toBe(53);
    // Hours said per week are the week's, whatever days are named beside them.
    expect(reckonedCount('주 60시간은 일해요 주말출근도 하고요', field('1주 근로시간(시간)'), REF)).toBeNull();
    expect(reckonedCount('일주일에 50시간 넘게 해요 토요일도 나가고', field('1주 근로시간(시간)'), REF)).toBeNull();
    expect(reckonedCount('8월부터 안냈어요', field('밀린 차임(월세)이 몇 달 치인지'), REF)).toBe(4);
    // The person's own count wins over the span its start gives.
    expect(reckonedCount('작년 12월부터 안줬으니까 한 11개월?', field('밀린 차임(월세)이 몇 달 치인지'), REF)).toBeNull();
    expect(monthsUnpaidSince('판결났는데 올해 3월부터 안줌', field('양육비를 받지 못한 횟수(개월)'), '2026-11-29')).toBe(9);
    expect(reckonedCount('1월부터 10월까지 한번도 안줬어요', field('양육비를 받지 못한 횟수(개월)'), REF)).toBe(10);
    expect(reckonedCount('2019년에 결혼했어요', field('혼인 기간(년)'), REF)).toBe(7);
    expect(reckonedCount('17년에 결혼했어요', field('혼인 기간(년)'), REF)).toBe(9);
    expect(reckonedCount('100 빌렸는데 일주일에 이자만 20씩 떼가요', field('약정 이자율(연 %)'), REF)).toBe(1040);
    expect(reckonedCount('500 빌렸는데 한달 이자가 25에요', field('약정 이자율(연 %)'), REF)).toBe(60);
    expect(reckonedCount('500 빌렸는데 이자는 25 줬어요', field('약정 이자율(연 %)'), REF)).toBeNull();
    expect(reckonedCount('500 빌렸는데 이자가 한 달에 25씩', field('약정 이자율(연 %)'), REF)).toBe(60);
    expect(reckonedCount('결혼 10년이요', field('혼인 기간(년)'), REF)).toBeNull();
    expect(reckonedCount('결혼 20년에 집이 남편 명의예요', field('혼인 기간(년)'), REF)).toBeNull();
    expect(reckonedCount('둘째 돌 지났어요', field('막내 자녀 나이(만 나이)'), REF)).toBe(1);
    expect(reckonedCount('한달 진단 나왔어요', field('진단 주수'), REF)).toBe(4);
    expect(reckonedCount('3주 나왔어요', field('진단 주수'), REF)).toBeNull();
  });
});

describe('working days by the clock and months owed said with the verb', () => {
  it('counts a day from the clock, less its break', () => {
    expect(reckonedCount('주 4일 10시부터 7시까지 쉬는시간 1시간', field('1주 근로시간(시간)'), REF)).toBe(32);
    // A nine-hour day by the clock holds the hour's break the law requires, unless none is said.
    expect(reckonedCount('평일 9시~18시요', field('1주 근로시간(시간)'), REF)).toBe(40);
    expect(reckonedCount('주 5일 9시부터 6시까지', field('1주 근로시간(시간)'), REF)).toBe(40);
    expect(reckonedCount('주 5일 9시부터 6시까지 쉬는시간도 없이', field('1주 근로시간(시간)'), REF)).toBe(45);
    expect(reckonedCount('주 5일 11시부터 3시까지', field('1주 근로시간(시간)'), REF)).toBe(20);
  });

  it('multiplies a month’s amount by the months said to be unpaid', () => {
    expect(money('월 40인데 다섯 달 밀렸어요', '밀린 양육비 총액(원)')).toBe(2_000_000);
  });
});

describe('months counted from a month of an earlier year', () => {
  it('adds the years back', () => {
    expect(reckonedCount('재작년 11월부터 안 줬어요', field('밀린 개월 수(개월)'), REF)).toBe(25);
    expect(reckonedCount('작년 12월부터', field('밀린 개월 수(개월)'), REF)).toBe(12);
  });
});

describe('what remains of a whole', () => {
  const remains = (text: string, question: string) => remainderOfWhole(text, findAmounts(text, { context: '관련 금액(원)' }), question);
  it('takes the part paid from the whole when the question asks what is unpaid', () => {
    expect(remains('공사비 5000 중에 3000만 받았어요', '아직 받지 못한 돈은 얼마인가요?')).toBe(20_000_000);
    expect(remains('공사비 5000 중에 3000만 받았어요', '공사비는 모두 얼마인가요?')).toBeNull();
    expect(remains('5000이랑 3000 받았어요', '아직 받지 못한 돈은 얼마인가요?')).toBeNull();
  });
});

describe('what was paid beyond what was due', () => {
  const excess = (text: string, question = '더 지급된 금액(두 번 보낸 금액)은 얼마인가요?') => excessOverDue(text, findAmounts(text, { context: '관련 금액(원)' }), question);
  it('takes what was due from what was sent when the question asks the excess', () => {
    expect(excess('30만원 보내야 하는데 300 보냈어요')).toBe(2_700_000);
    expect(excess('30만원 보내야 하는데 300 보냈어요', '보낸 금액은 얼마인가요?')).toBeNull();
    expect(excess('30만원이랑 300 보냈어요')).toBeNull();
  });
});

describe('months unpaid since payments stopped, in an account', () => {
  const missed: FieldDef = { field: 'missed_payments', type: 'integer', label: '양육비를 받지 못한 횟수(개월)' } as FieldDef;
  it.each([
    ['공정증서까지 써놓고 전남편이 올해 4월부터 양육비를 안보내요', 8],
    ['작년 11월부터 한푼도 안 줘요', 13],
    ['3월부터 일했는데 양육비는 잘 받아요', null],
  ])('"%s" → %s', async (text, months) => {
    const { monthsUnpaidSince } = await import('./reckoning.js');
    expect(monthsUnpaidSince(text, missed, '2026-11-22')).toBe(months);
  });
});
