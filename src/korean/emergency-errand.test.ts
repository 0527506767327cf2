import { describe, expect, it } from 'vitest';
import { detectEmergency } from './emergency.js';
import { isErrandAtTheDoor } from './emergency-errand.js';

describe('isErrandAtTheDoor: a courier, a rider or an engineer waiting at the door', () => {
  it.each([
    '택배 기사님이 문 앞에서 기다리고 계셔요 카드 결제 되나요',
    '보일러 기사가 현관 앞에서 기다리는데 집주인이 수리비를 안 준대요',
    '배달원이 문앞에서 기다려요 음식이 다른 게 왔어요',
    '검침원이 문 앞에 와 있는데 열어줘야 하나요',
  ])('%s is an errand, not stalking', (text) => {
    expect(isErrandAtTheDoor(text, 'stalking')).toBe(true);
    expect(detectEmergency(text).emergency).toBe(false);
  });

  it.each([
    // Known to follow, pretending, nothing ordered, coming again and again, pressing by message, feared.
    ['몇 주째 따라다니는 남자가 지금 택배 기사인척 문 앞에서 기다려요'],
    ['시킨 것도 없는데 배달원이 문앞에서 안 가고 기다리고 있어요'],
    ['배달기사가 제 집 호수 외워서 계속 찾아와요 방금도 벨 눌렀어요'],
    ['배달기사가 계속 문자하고 지금 집 앞이라고 나오라고 해요'],
  ])('%s is still someone after the writer', (text) => {
    expect(isErrandAtTheDoor(text, 'stalking')).toBe(false);
    expect(detectEmergency(text)).toMatchObject({ emergency: true, kind: 'stalking' });
  });

  it('leaves a witness who happens to be a guard, and every kind but stalking, alone', () => {
    expect(isErrandAtTheDoor('경비아저씨 말로는 전여친이 지금 내 차 옆에 서있대요', 'stalking')).toBe(false);
    expect(isErrandAtTheDoor('택배 기사가 문 앞에서 칼 들고 서 있어요', 'violence')).toBe(false);
  });
});
