import { describe, expect, it } from 'vitest';
import { nameTold } from './name-told.js';

describe('nameTold', () => {
  it.each([
    ['사장 이름 최영수', '사장 최영수'],
    ['업체 이름은 ○○인테리어 대표 이영호', '업체 ○○인테리어'],
    ['판매자 닉네임은 아이폰팜이에요', '판매자 아이폰팜'],
    ['사장님 성함은 김철수예요 직원 7명', '사장 김철수'],
  ])('%s → %s', (text, name) => {
    expect(nameTold(text)).toBe(name);
  });

  it.each(['사장 이름은 몰라요', '사장님이 월급을 안 줘요', '이름이 뭔지 기억 안나요'])('%s → nothing', (text) => {
    expect(nameTold(text)).toBeUndefined();
  });
});
