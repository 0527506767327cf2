import { describe, expect, it } from 'vitest';
import { findAmounts, parseAmount } from './amounts.js';
import { AMOUNT_CASES } from './fixtures/amounts.js';

describe('parseAmount', () => {
  const cases = AMOUNT_CASES.map(([text, expected, context]) => ({ text, expected, context }));
  it.each(cases)('$text', ({ text, expected, context }) => {
    const wanted = typeof expected === 'number' ? { value: expected, approx: false } : expected;
    expect(parseAmount(text, context === undefined ? {} : { context })).toEqual(wanted);
  });
});

describe('findAmounts', () => {
  it('reads a bare number under a thousand in 만원 beside a rate told in won', () => {
    expect(findAmounts('건당 80씩 총 240 못받았어요').map((a) => a.value)).toEqual([800_000, 2_400_000]);
    expect(findAmounts('시급 10030원인데 월급 안줘요').map((a) => a.value)).toEqual([10_030]);
  });

  it('reads a sum before 세입자 as money, not an age', () => {
    expect(findAmounts('보증금 1억 세입자고').map((a) => a.value)).toEqual([100_000_000]);
  });

  it('reads "from one sum to another" as a change of two sums, not a range', () => {
    expect(findAmounts('월세를 200에서 300으로 올려달래요', { context: '월세' }).map((m) => m.value)).toEqual([2_000_000, 3_000_000]);
    expect(findAmounts('200~300만원 정도').map((m) => m.value)).toEqual([2_500_000]);
  });
  it('reads 이 after 백 or 천 as the subject particle, not a ones digit', () => {
    const said = '제 통장에 모르는 돈 이백이 들어왔는데 은행에서 착오송금이니 돌려달라고 연락왔어요';
    expect(findAmounts(said, { context: said }).map((m) => m.value)).toEqual([2_000_000]);
  });
  it('lists every amount in order with its position', () => {
    const text = '보증금 1억에 월세 50이에요';
    const found = findAmounts(text, { context: text });
    expect(found.map((m) => [m.value, text.slice(m.start, m.end)])).toEqual([
      [100_000_000, '1억'],
      [500_000, '50'],
    ]);
    expect(found.map((m) => m.explicit)).toEqual([true, false]);
  });

  it('reads a number before a word that only starts like a counter (월세, 세후, 달래요)', () => {
    const values = (text: string) => findAmounts(text, { context: '보증금 월급' }).map((m) => m.value);
    expect(values('보증금 500 월세 45요')).toEqual([5_000_000, 450_000]);
    expect(values('세전 320 세후 290')).toEqual([3_200_000, 2_900_000]);
    expect(values('2천 달래요')).toEqual([20_000_000]);
    expect(values('중도금 1500 잔금 2천 남았어요')).toEqual([15_000_000, 20_000_000]);
    expect(values('3 달 밀렸어요')).toEqual([]);
  });

  it('reads a bare sum given or owed as money, not weeks, and dialled numbers as nothing', () => {
    const values = (text: string) => findAmounts(text).map((m) => m.value);
    expect(values('합의금 300 주겠다는데')).toEqual([3_000_000]);
    expect(values('선금 600 줬어요')).toEqual([6_000_000]);
    expect(values('귀금속 500어치 없어졌어요')).toEqual([5_000_000]);
    expect(values('전치 3 주 나왔는데 합의금은 안 줘요')).toEqual([]);
    expect(values('112 신고했어요 돈 보낸 건 돌려받고 싶어요')).toEqual([]);
  });

  it('reads a bare sum paid in full, a price named by its kind and a sum before its own noun', () => {
    const values = (text: string) => findAmounts(text).map((m) => m.value);
    expect(values('150 다 냈어 환불받고 싶어')).toEqual([1_500_000]);
    expect(values('공사 끝나고 800 다 줬어요')).toEqual([8_000_000]);
    expect(values('낙찰가 3억4천 대금 납부기한이 12월 24일')).toEqual([340_000_000]);
    expect(values('2천 배상하래요')).toEqual([20_000_000]);
    expect(values('차 3대 샀어요')).toEqual([]);
    expect(values('3번 냈어요 진정서를')).toEqual([]);
  });

  it('reads a bare sum of takings or losses, money named with a particle, and a total named by its kind', () => {
    const read = (text: string) => findAmounts(text).map((m) => [m.value, m.approx]);
    expect(read('매출이 500 가까이 줄었어요')).toEqual([[5_000_000, true]]);
    expect(read('손해가 200 정도예요')).toEqual([[2_000_000, true]]);
    expect(read('압류한대요 돈은 1800이래요')).toEqual([[18_000_000, false]]);
    expect(read('총 계약 350이고 환불불가래요')).toEqual([[3_500_000, false]]);
    expect(read('총 3명이 왔어요')).toEqual([]);
    expect(read('3년 가까이 다녔어요')).toEqual([]);
  });

  it('keeps a range as one mention', () => {
    expect(findAmounts('300~400만원 정도 받았어요').map((m) => [m.min, m.max])).toEqual([[3_000_000, 4_000_000]]);
  });

  it('agrees with parseAmount on which amount comes first', () => {
    expect(parseAmount('3번 보냈고 500만원이에요')).toEqual({ value: 5_000_000, approx: false });
    expect(findAmounts('오늘 점심 뭐 먹지')).toEqual([]);
  });
});

describe('a bare 백 or 천 inside a word, in an account of sums in 만원', () => {
  const values = (said: string) => findAmounts(said, { context: said }).map((m) => m.value);
  it.each([
    ['월 60씩 주기로 했는데 지금 백수라 못준대요', [600_000]],
    ['양육비 월 50만원 받기로 했는데 애가 천사같아요', [500_000]],
    ['양육비 70 받기로 했는데 백화점에서 일한대요', [700_000]],
  ])('%s', (said, expected) => {
    expect(values(said)).toEqual(expected);
  });
  it('still reads the numeral as a word of its own', () => {
    expect(values('월 80 받기로 했는데 견적 백팔십 나왔어요')).toEqual([800_000, 1_800_000]);
    expect(values('보증금 500에 월세는 백이요')).toEqual([5_000_000, 1_000_000]);
    expect(values('보증금 오백에서 청소비 까고 백만 준대요')).toEqual([5_000_000, 1_000_000]);
    expect(values('총 계약금액 천이백에 선금 600 줬어요')).toEqual([12_000_000, 6_000_000]);
  });
});

describe('a Sino-Korean numeral ending in its ones digit', () => {
  it('keeps the ones digit after a place unit, but not the copula 이요', () => {
    const values = (text: string) => findAmounts(text, { context: '월세(원)' }).map((m) => m.value);
    expect(values('관리비 따로 칠십오')).toEqual([750_000]);
    expect(values('백오 정도요')).toEqual([1_050_000]);
    expect(values('오십이요')).toEqual([500_000]);
  });
});

describe('a rate of pay quoted in plain won without 원', () => {
  it.each([
    ['pc방 야간 시급 9500 받는중', 9_500],
    ['시급은 10030이고 주 15시간', 10_030],
    ['일당 150000 받았어요', 150_000],
  ])('"%s" → %d', (text, value) => {
    expect(findAmounts(text)[0]?.value).toBe(value);
  });
  it('reads no sum from a bare number the rate word does not stand right before', () => {
    expect(findAmounts('시급 얘기는 없었고 2024 입사')).toEqual([]);
  });
});

describe('bare numbers in 만원 from everyday money words', () => {
  it.each([
    ['노트북 누가 들고감 150짜리임', 1_500_000],
    ['남친이 때려서 수술비만 400 나왔어요', 4_000_000],
    ['보낸돈이 천오백인데 갑자기 연락두절', 15_000_000],
    ['합의하고싶은데 기사님이 300 달라고 하세요', 3_000_000],
    ['작년 6월부터 다니고 있고 한달에 320 받아요', 3_200_000],
  ])('"%s" → %d', (text, value) => {
    expect(findAmounts(text)[0]?.value).toBe(value);
  });
});

describe('bare sums in the words of borrowing, fines, taxes and charges', () => {
  it.each([
    ['친구한테 500 빌렸는데 이자를 달래요', [5_000_000]],
    ['식당인데 과징금 900 나옴', [9_000_000]],
    ['재산세 체납된게 260이에요', [2_600_000]],
    ['재수술비만 800 들었어요', [8_000_000]],
    ['총 숙박비 120에 위약금 60', [1_200_000, 600_000]],
    // "3기 월세": rent periods, not a sum.
    ['임차인이 3기 월세 밀려서 월세 200에 보증금 2천', [2_000_000, 20_000_000]],
  ])('%s', (text, values) => {
    expect(findAmounts(text, { context: text }).map((m) => m.value)).toEqual(values);
  });
});

describe('a sum in Korean numerals with a big unit, before the copula', () => {
  it('reads "팔억인데" as it reads "8억인데"', () => {
    expect(findAmounts('집 시세가 한 팔억인데 대출이 이억 남았어요').map((a) => a.value)).toEqual([800_000_000, 200_000_000]);
    expect(findAmounts('예금이 삼천인지 사천인지 몰라요', { context: '재산' }).map((a) => a.value)).toEqual([30_000_000, 40_000_000]);
  });
});
