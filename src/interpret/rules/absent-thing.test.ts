import { describe, expect, it } from 'vitest';
import { saysAnotherThingAbsent } from './absent-thing.js';

const repair = '수리비나 그로 인한 손해가 대략 얼마인가요? 견적만 받으셨다면 견적 금액도 괜찮아요.';
const willed = '유언으로 정해진 재산은 대략 얼마인가요?';
const stolen = '없어진 물건이나 돈은 대략 얼마쯤 되나요?';

describe('a none said of another thing than the money asked', () => {
  it.each([
    ['견적서는 없어요', repair],
    ['아직 견적서는 없어요', repair],
    ['유언장은 본적 없어요', willed],
    ['계약서도 안 썼어요', repair],
    // The question's hint ("견적 금액도 괜찮아요") is not what it asks about.
    ['견적은 안 받았어요', repair],
  ])('"%s" speaks of another thing', (reply, question) => {
    expect(saysAnotherThingAbsent(reply, question)).toBe(true);
  });

  it.each([
    ['없어요', repair],
    ['한푼도 못받았어요', repair],
    ['돈은 한 푼도 못 받았어요', repair],
    ['손해는 없어요', repair],
    ['수리비는 안 들었어요', repair],
    ['아직은 없어요', repair],
    ['그런 건 없어요', repair],
    ['물건은 없어진 거 없어요', stolen],
  ])('"%s" is a none of the sum asked', (reply, question) => {
    expect(saysAnotherThingAbsent(reply, question)).toBe(false);
  });
});
