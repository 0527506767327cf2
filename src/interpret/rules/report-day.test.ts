import { describe, expect, it } from 'vitest';
import { dayOfAnAct } from './report-day.js';

describe('the day a report or a demand went out', () => {
  it.each([
    ['', '에 경찰에 신고했고', true],
    ['', '에 경찰신고 한번 했어요', true],
    ['', ' 신고했음', true],
    ['내용증명은 ', '에 보냈어요', true],
    ['신고는 ', ' 했어요', true],
    // The day of the harm, with the report told after another verb, or a report only planned later in a longer clause.
    ['', ' 술집에서 맞았어요', false],
    ['', '에 보냈는데 연락이 끊겼어요', false],
    ['신고하려고 하는데 ', '에 맞았어요', false],
    ['', '에 고소당했어요', false],
  ])('%s…%s → %s', (before, after, act) => {
    expect(dayOfAnAct(before, after)).toBe(act);
  });
});
