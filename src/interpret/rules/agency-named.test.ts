import { describe, expect, it } from 'vitest';
import { agencyNamed } from './agency-named.js';

describe('agencyNamed', () => {
  it.each([
    ['구청에서 영업정지 2개월 처분 받았어요 청소년한테 술 팔았다고요', '구청'],
    ['마포구청에서 과태료 고지서가 날아왔어요', '마포구청'],
    ['강남세무서가 가산세를 매겼어요', '강남세무서'],
    ['서울지방병무청에서 보충역 편입 취소 통지를 받았어요', '서울지방병무청'],
    ['출입국사무소에서 체류 연장 불허 통보 받았어요', '출입국사무소'],
  ])('%s → %s', (text, office) => {
    expect(agencyNamed(text)).toBe(office);
  });

  it.each([
    ['구청에 민원 넣었는데 답이 없어요'],
    ['노동청에 진정했어요 사장이 월급을 안줘요'],
    ['시청 공무원인데 징계 받았어요'],
    ['집주인이 보증금을 안 돌려줘요'],
  ])('no acting office in %s', (text) => {
    expect(agencyNamed(text)).toBeUndefined();
  });
});
