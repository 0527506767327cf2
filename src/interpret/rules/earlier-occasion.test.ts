import { describe, expect, it } from 'vitest';
import { dayOfAnEarlierOccasion } from './earlier-occasion.js';

describe('a day told as an earlier occasion of the same kind', () => {
  it.each([
    // A year with 도: back then too.
    ['2022', '에도 한번 걸려서 면허정지 됐었어요'],
    ['2025', '에도 음주로 단속됐었고'],
    // An experience with -ㄴ 적 있다.
    ['2020', '에 무면허로 벌금 낸 적 있어요'],
    ['2026-03', '에 한번 신고당한적이 있어요'],
  ])('%s%s', (value, after) => {
    expect(dayOfAnEarlierOccasion(value, after)).toBe(true);
  });
  it.each([
    // The latest time of a harm that goes on.
    ['2026-11-28', '도 맞았고 작년에 한번 신고했었어요'],
    ['2026-11-27', '도 집앞에 왔어요'],
    // The event itself.
    ['2025', '에 사기당해서 고소했는데'],
    ['2026-11-10', '에 처음 돈 보냈어요 적금 있던거 깨서'],
  ])('not %s%s', (value, after) => {
    expect(dayOfAnEarlierOccasion(value, after)).toBe(false);
  });
});
