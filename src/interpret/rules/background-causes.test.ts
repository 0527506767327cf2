import { describe, expect, it } from 'vitest';
import { withoutBackgroundCauses } from './background-causes.js';

describe('the background of a quarrel', () => {
  it.each([
    ['층간소음 때문에 윗집이랑 말싸움하다가 윗집 남자가 저를 밀쳐서 넘어졌어요', '층간소음', '밀쳐서'],
    ['이웃이 층간소음 항의하다 우리집 현관문을 발로 찼어요', '층간소음', '발로'],
    ['층간소음으로 싸운 윗집 남자가 죽여버린다고 했어요', '층간소음', '죽여버린다'],
    ['윗집 사람이 현관문에 락카로 낙서해놨어요 층간소음 때문에 그러는거 같아요', '층간소음', '낙서'],
    ['주차문제로 다투다가 멱살을 잡혔어요', '주차문제로', '멱살'],
  ])('blanks the cause in "%s"', (text, cause, act) => {
    const told = withoutBackgroundCauses(text);
    expect(told).not.toContain(cause);
    expect(told).toContain(act);
  });

  it.each([
    // The thing itself is the complaint.
    '윗집 층간소음 때문에 미치겠어요 밤마다 쿵쿵거려요',
    '층간소음 때문에 천장을 막대기로 치고 가요',
    '월급을 안 줘서 그만뒀어요',
  ])('finds no background in "%s"', (text) => {
    expect(withoutBackgroundCauses(text)).toBeNull();
  });
});
