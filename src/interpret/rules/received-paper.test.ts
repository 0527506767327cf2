import { describe, expect, it } from 'vitest';
import { thingReceivedBefore } from './received-paper.js';

describe('the thing received, named before a day told as its receipt', () => {
  it.each([
    ['영업정지 행정심판 냈는데 기각됐어요 재결서 받은게 ', '재결서'],
    ['처분서를 받은 날은 ', '처분서'],
    ['고지서 받은건 ', '고지서'],
  ])('"%s" → %s', (before, thing) => {
    expect(thingReceivedBefore(before)).toBe(thing);
  });
  it.each([
    // The receipt is not what the date is told as.
    '재결서 받고 나서 ',
    // No thing named before the verb.
    '받은게 ',
    '재결서는 ',
  ])('nothing in "%s"', (before) => {
    expect(thingReceivedBefore(before)).toBeUndefined();
  });
});
