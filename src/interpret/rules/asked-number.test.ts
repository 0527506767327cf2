import { describe, expect, it } from 'vitest';
import { findAmounts } from '../../korean/amounts.js';
import { findCounts } from '../../korean/answers.js';
import { normalizeText } from '../../korean/normalize.js';
import { countsOfAskedKind, numberAskedFor } from './asked-number.js';

const money = (text: string, label: string, question: string) =>
  numberAskedFor(normalizeText(text), findAmounts(text, { context: `${question} ${label}` }), label, question);
const count = (text: string, label: string, question: string) => {
  const said = normalizeText(text);
  return numberAskedFor(said, findCounts(said), label, question);
};

describe('the number asked for among several in a reply', () => {
  it('takes the amount named as the field’s label names it', () => {
    expect(money('월세 50에 보증금 천인데요', '보증금(원)', '보증금은 얼마인가요? 월세라면 보증금만 알려 주세요.')).toBe(10_000_000);
    expect(money('보증금 500 월세 45요', '월세(원)', '월세는 얼마인가요?')).toBe(450_000);
    expect(money('세전 320 세후로는 290 정도', '월 급여(세전, 원)', '월급은 얼마였나요?')).toBe(3_200_000);
  });

  it('takes the amount named as the question names it', () => {
    expect(money('상대방은 2천 달라고 하고 저는 500까지 생각해요', '관련 금액(원)', '상대방이 요구한 금액을 알려 주세요.')).toBe(20_000_000);
    expect(money('총 계약금액은 3300만원이고 위약금으로 330 달래요', '관련 금액(원)', '위약금 금액은 얼마인가요?')).toBe(3_300_000);
  });

  it('takes a total or a result said last', () => {
    expect(money('처음에 300 빌려주고 나중에 200 더 해서 총 500이요', '관련 금액(원)', '빌려준 돈은 얼마인가요?')).toBe(5_000_000);
    expect(money('월급이 250이니까 500이네요', '체불 임금 총액(원)', '받지 못한 돈은 얼마인가요?')).toBe(5_000_000);
    expect(money('월 60인데 열달째 안줘서 600이요', '관련 금액(원)', '밀린 양육비는 모두 합쳐 얼마인가요?')).toBe(6_000_000);
  });

  it('leaves out an amount said only to deny it', () => {
    expect(money('3천 정도 받고 싶어요 근데 상대는 천만원도 못 준대요', '관련 금액(원)', '원하는 금액은 얼마인가요?')).toBe(30_000_000);
  });

  it('says nothing when no number stands out or there is only one', () => {
    expect(money('300 보내고 200 보냈어요', '관련 금액(원)', '금액은 얼마인가요?')).toBeNull();
    expect(money('500이요', '관련 금액(원)', '금액은 얼마인가요?')).toBeNull();
  });

  it('picks counts the same way, and keeps the counter the question asks in', () => {
    expect(count('큰애가 12살이고 막내가 5살이에요', '막내 자녀 나이(만 나이)', '여러 명이면 막내 나이를 알려 주세요.')).toBe(5);
    expect(count('애가 셋인데 첫째는 스무살이라 미성년은 둘이요', '미성년 자녀 수', '미성년 자녀가 몇 명인가요?')).toBe(2);
    expect(countsOfAskedKind('석달째 월세 60짜리를', findCounts('석달째 월세 60짜리를'), '몇 달 치인가요?').map((c) => c.value)).toEqual([3]);
    expect(count('석달째 월세 60짜리를', '밀린 차임', '몇 달 치인가요?')).toBe(3);
    expect(count('한달에 5부씩 줬어요', '약정 이자율(연 %)', '1년 기준으로 몇 %인가요?')).toBe(5);
  });

  it('takes the least of several ages for the youngest, but only among numbers of one kind', () => {
    expect(count('첫째 9살 둘째 4살', '막내 자녀 나이(만 나이)', '아이 나이가 어떻게 되나요?')).toBe(4);
    expect(count('초등학교 3학년이에요 열 살', '막내 자녀 나이(만 나이)', '아이 나이가 어떻게 되나요?')).toBeNull();
  });
});

describe('the number asked for, said in other words', () => {
  it('names a number by another wording of the asked meaning', () => {
    expect(money('수당은 40이고 밀린 건 120이요', '체불 임금 총액(원)', '받지 못한 임금은 모두 얼마인가요?')).toBe(1_200_000);
    expect(money('800 빌려줬는데 그동안 갚은 건 300', '지금까지 돌려받은 금액(원)', '지금까지 돌려받은 금액은 얼마인가요?')).toBe(3_000_000);
  });

  it('gives a verb ending its sentence to the number before it, and takes what is left after taking away', () => {
    expect(money('200 돌려받았어요 700 가운데', '지금까지 돌려받은 금액(원)', '지금까지 돌려받은 금액은 얼마인가요?')).toBe(2_000_000);
    expect(money('예금 4억에 빚 1억 빼면 3억', '관련 금액(원)', '재산은 모두 얼마인가요?')).toBe(300_000_000);
  });
});
