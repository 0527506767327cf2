import { describe, expect, it } from 'vitest';
import { namesWhoDidIt } from './who-known.js';

const asked = "가해자가 누구인지 아시나요? 이름을 몰라도 전화번호, SNS 아이디, 차량번호를 알면 '네'라고 해 주세요.";

describe('namesWhoDidIt', () => {
  it.each(['아버지요', '우리 아빠예요', '같은반 애들이요', '옆집 아저씨', '직장 상사요', '전남친이에요'])('%s names who did it', (reply) => {
    expect(namesWhoDidIt(reply, asked)).toBe(true);
  });
  it.each(['모르는 사람이요', '몰라요', '아니요', '친구가 그러는데 경찰이 찾고 있대요 근데 잘 모르겠어요'])('%s does not', (reply) => {
    expect(namesWhoDidIt(reply, asked)).toBe(false);
  });
  it('reads only a question that asks whether the person knows who', () => {
    expect(namesWhoDidIt('아버지요', '경찰에 신고하셨나요?')).toBe(false);
  });
});
