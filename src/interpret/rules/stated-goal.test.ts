import { describe, expect, it } from 'vitest';
import { goalOnlyAsked } from './stated-goal.js';

describe('a goal only asked about', () => {
  it.each([
    ['대응 방법 문의', '고소장 받았는데 이제 어떻게 해야 하나요'],
    ['대응 방법 문의', '아직 아무것도 못했어요 뭘 해야 할지 모르겠어요'],
    ['변호사 상담 연결', '다음주 조사받으러 가는데 변호사 꼭 있어야 돼요?'],
    ['변호사 상담 연결', '변호사 없이 혼자 가도 되나요'],
  ])('%s: %s', (option, text) => {
    expect(goalOnlyAsked(option, text)).toBe(true);
  });
  it.each([
    ['대응 방법 문의', '앞으로 어떻게 대응하면 되는지 궁금해요'],
    ['대응 방법 문의', '할 수 있는 방법 좀 알려주세요'],
    ['변호사 상담 연결', '변호사님이랑 상담 받아보고 싶어요'],
    ['변호사 상담 연결', '형사 잘하는 변호사 소개 부탁드려요'],
    // The other goals are read by their own words.
    ['처벌을 원함', '처벌받게 할 수 있나요'],
  ])('told as a wish: %s: %s', (option, text) => {
    expect(goalOnlyAsked(option, text)).toBe(false);
  });
});
