import { describe, expect, it } from 'vitest';
import { toldAsADeathMourned } from './emergency-bereaved.js';
import { detectEmergency } from './emergency.js';

const stops = (text: string) => detectEmergency(text).emergency;

describe('toldAsADeathMourned', () => {
  it('reads how someone died, in a message about what follows the death', () => {
    expect(toldAsADeathMourned('남편이 3월에 목을 매서 세상을 떠났어요', '남편이 3월에 목을 매서 세상을 떠났어요 사망보험금 받을수있나요')).toBe(true);
    expect(toldAsADeathMourned('동생이 극단적 선택을 했어요', '동생이 극단적 선택을 했어요 유족이 산재 신청하려는데 인정될수 있나요')).toBe(true);
  });

  it('does not read a wish, a plan, a moment or the writer as the one who does it', () => {
    const text = '엄마가 돌아가셨는데 저도 따라 죽고싶어요';
    expect(toldAsADeathMourned('엄마가 돌아가셨는데 저도 따라 죽고싶어요', text)).toBe(false);
    expect(toldAsADeathMourned('저도 오늘 번개탄 피우려구요', '아빠가 돌아가셨어요 저도 오늘 번개탄 피우려구요')).toBe(false);
    expect(toldAsADeathMourned('저도 유서 썼어요', '아빠가 돌아가셨어요 저도 유서 썼어요')).toBe(false);
  });

  it('reads suicide named as the finding about a death told before it', () => {
    const text = '아버지가 농약을 드시고 돌아가셨어요 보험사에서 자살이라고 보험금을 안준대요';
    expect(toldAsADeathMourned('보험사에서 자살이라고 보험금을 안준대요', text)).toBe(true);
  });

  it('does not read a harm told after a death, an attempt, or a death just found with a plea, as mourned', () => {
    const text = '엄마가 돌아가셨는데 동생이 수면제를 다 먹었어요';
    expect(toldAsADeathMourned(text, text)).toBe(false);
    expect(toldAsADeathMourned('동생이 극단적 선택을 했어요', '동생이 극단적 선택을 했어요 보험 되나요')).toBe(false);
    expect(toldAsADeathMourned('동생이 자살했어요', '동생이 자살했어요 어떡해요')).toBe(false);
  });
});

describe('detectEmergency: a death by suicide told by the bereaved', () => {
  it.each([
    '동생이 회사 괴롭힘 때문에 극단적 선택을 했어요 유족이 산재 신청하려는데 인정될수 있나요 아직 신청은 안했어요',
    '남편이 3월에 목을 매서 세상을 떠났어요 사망보험금 받을수있나요',
    '오빠가 목을 매서 사망했는데 회사에서 괴롭힘 당한 증거가 있어요 유족이 소송 가능한가요',
    '아버지가 농약을 드시고 돌아가셨어요 보험사에서 자살이라고 보험금을 안준대요',
    // A death in a peril of place, told by the bereaved.
    '동생이 바다에 빠져 숨졌어요 수영장 안전요원 책임 물을수 있나요',
  ])('%s is an account', (text) => {
    expect(stops(text)).toBe(false);
  });

  it.each([
    // A death just found, a wish of the writer's after a death, a plan with its moment.
    '동생이 자살했어요 어떡해요',
    '방금 아빠가 목을 매셨어요 숨을 안쉬어요',
    '엄마가 돌아가셨는데 저도 따라 죽고싶어요',
    '아빠가 극단적 선택으로 돌아가셨어요 저도 오늘 번개탄 피우려구요',
    '아빠가 자살했대요 장례식장인데 저도 오늘 따라갈거에요 유서 썼어요',
    '엄마가 돌아가셨는데 동생이 수면제를 다 먹었어요',
  ])('%s still stops', (text) => {
    expect(detectEmergency(text).kind).toBe('self_harm');
  });

  it('still stops a death told while someone else is in the danger', () => {
    expect(stops('집에 불이 나서 할머니가 돌아가셨어요 동생이 아직 안에 있어요')).toBe(true);
  });
});

describe('a payout refused on the ground of suicide', () => {
  it('presupposes the death, so the claim is a case to take', () => {
    expect(detectEmergency('남편이 극단적 선택을 했는데 보험사가 자살이라 보험금 못준대요').emergency).toBe(false);
  });
  it('still stops an attempt told with a plea, or one just now', () => {
    expect(detectEmergency('남편이 극단적 선택을 했어요 어떡해요').kind).toBe('self_harm');
    expect(detectEmergency('남편이 방금 극단적 선택을 했는데 보험사가 자살이라 보험금 못준대요').kind).toBe('self_harm');
  });
});
