import { describe, expect, it } from 'vitest';
import { tellsPartialRepayment, withPartialRepayment } from './partial-repayment.js';

describe('a loan paid back in part, told by its sums', () => {
  it.each([
    '2천 빌려간 후배가 처음 몇달은 50씩 보내더니 700 갚고 나서 뚝 끊겼어요',
    '동료한테 2천 빌려줬는데 지금까지 받은 건 700뿐이에요.',
    '1500 빌려준거 중에 지금까지 450 받았어요',
    '빌려준 1200 중에 700은 받았고 나머지 500이 남았어요',
    '빌려준돈 천만원중에 400 돌려받고 나머지는 준다준다만 해요',
  ])('%s', (text) => {
    expect(tellsPartialRepayment(text)).toBe(true);
  });

  it.each([
    // Nothing paid back.
    '친구한테 2천 빌려줬는데 3년째 안 갚음',
    // All of it paid back.
    '500 빌려줬는데 500 다 받았어요',
    // A wage is no repayment, and no loan is told.
    '월급 250 받아요 빚이 1억이에요',
  ])('%s is not', (text) => {
    expect(tellsPartialRepayment(text)).toBe(false);
  });

  it('adds the words K1 uses for it, and leaves other accounts as they are', () => {
    expect(withPartialRepayment('1500 빌려준거 중에 450 받았어요')).toBe('1500 빌려준거 중에 450 받았어요 일부만 갚고 나머지 안갚음');
    expect(withPartialRepayment('2천 빌려줬는데 안 갚아요')).toBe('2천 빌려줬는데 안 갚아요');
  });
});
