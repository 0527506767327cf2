import { describe, expect, it } from 'vitest';
import { kindNamed, listedKinds } from './listed-kinds.js';

describe('listedKinds', () => {
  it('reads the kinds a question lists before 중에서, without their notes', () => {
    expect(listedKinds('어떤 형태로 일하셨나요? 정규직, 계약직(기간제), 수습, 아르바이트 중에서 알려 주세요.')).toEqual(['정규직', '계약직', '수습', '아르바이트']);
    expect(listedKinds('어떤 형태로 일하고 계신가요? 정규직, 계약직, 아르바이트, 일용직 중에서 알려 주세요.')).toEqual(['정규직', '계약직', '아르바이트', '일용직']);
  });
  it('reads nothing from a question with no list', () => {
    expect(listedKinds('어떤 계약이었나요? 예를 들어 물건 구매, 용역처럼 알려 주세요.')).toEqual([]);
    expect(listedKinds('상대방은 누구인가요?')).toEqual([]);
  });
});

describe('kindNamed', () => {
  const kinds = ['정규직', '계약직', '수습', '아르바이트'];
  it('takes the one kind an account names, by its short name too', () => {
    expect(kindNamed('입사한지 2년됐고 정규직이에요 부당해고 아닌가요', kinds)).toBe('정규직');
    expect(kindNamed('편의점 알바 1년 했는데 잘렸어요', kinds)).toBe('아르바이트');
  });
  it('leaves two kinds named, a kind inside another word, and none', () => {
    expect(kindNamed('계약직인데 정규직 전환해준다더니 잘렸어요', kinds)).toBeUndefined();
    expect(kindNamed('비정규직이었어요', kinds)).toBeUndefined();
    expect(kindNamed('회사에서 잘렸어요', kinds)).toBeUndefined();
  });
});
