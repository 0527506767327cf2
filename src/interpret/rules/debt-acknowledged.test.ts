import { describe, expect, it } from 'vitest';
import { debtAcknowledged } from './debt-acknowledged.js';

describe('the other side owning the debt', () => {
  it.each([
    '대표가 이번달 안에 넣어준다고 문자까지 보냈는데 소식없음',
    '대학 동기한테 500 빌려줬는데 다음달에 꼭 갚는다는 말만 반년째에요',
    '은행 통해 연락했더니 그분이 돌려주겠다고는 했어요',
    '사장님은 줄 돈 맞다고 좀만 기다리래',
    '돌려달라고 했는데 다음 거래때 차감하자고 버티네요',
    '그분이 자기 돈 아니라고 인정하면서도 안돌려줘요',
    '월급날 주겠다 주겠다 하면서 석달째 안줌',
  ])('owned: "%s"', (text) => {
    expect(debtAcknowledged(text)).toBe(true);
  });
  it.each(['빌려준거라 하니까 걔는 그냥 준 돈이래요', '이제 와서 빌린 적 없대요'])('denied: "%s"', (text) => {
    expect(debtAcknowledged(text)).toBe(false);
  });
  it.each([
    // Refusals, a promise named as missing, the person's own lending, nothing said.
    '돈이 없어서 못 준대요',
    '돌려준다는 말은 없고 연락도 안 돼요',
    '친구한테 300 빌려준다고 했는데 그게 마지막이었어요',
    '작년에 천만원 빌려줬는데 연락이 안돼요',
    // The terms agreed when lending, and money taken "as it was given".
    '작년 5월에 700만원 빌려줬거든요. 올해 3월까지 갚기로 했는데 한 푼도 안 갚았어요',
    '저는 그냥 준대로 받은거고요',
    '친구한테 3백 빌려줬는데 갚는다던 날이 지났는데도 연락두절이에요',
  ])('says nothing: "%s"', (text) => {
    expect(debtAcknowledged(text)).toBeUndefined();
  });
});
