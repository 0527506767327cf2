import { describe, expect, it } from 'vitest';
import { nothingLost } from './nothing-lost.js';

const ZERO_QUESTION = '없어지거나 망가진 물건이 있다면 대략 얼마인가요? 없으면 0이라고 해 주세요.';

describe('a loss said to be none', () => {
  it.each([
    '새벽에 누가 들어왔다가 나갔어요 없어진건 없고 경찰에 신고했어요',
    '가게에 누가 들어왔는데 가져간 건 없대요',
    '도망가서 잃어버린건 없어요',
    '없어진 물건은 하나도 없어요',
    '아무것도 안 가져갔어요',
  ])('0: "%s"', (text) => {
    expect(nothingLost(ZERO_QUESTION, text)).toBe(0);
  });
  it.each([
    // No loss named as none: an injury, money the person lacks, a loss that happened.
    '다친 데는 없어요',
    '돈이 없어서 변호사를 못 써요',
    '노트북을 가져갔어요 150만원짜리요',
    '없어진 게 있는지 아직 모르겠어요',
  ])('nothing read: "%s"', (text) => {
    expect(nothingLost(ZERO_QUESTION, text)).toBeUndefined();
  });
  it('only where the question lets none be 0', () => {
    expect(nothingLost('피해 금액은 얼마인가요?', '없어진 건 없어요')).toBeUndefined();
  });
});
