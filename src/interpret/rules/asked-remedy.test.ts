import { describe, expect, it } from 'vitest';
import { askedRemedy } from './asked-remedy.js';

describe('the remedy the person asks for', () => {
  it.each([
    ['윗집 남자가 저를 밀쳐서 넘어졌어요 처벌받게 하고싶어요', 'punishment'],
    ['땅 매매 계약하고 중도금까지 줬는데 매도인이 등기를 넘겨버렸어요 형사처벌은 안되나요', 'punishment'],
    ['돈 안갚으면 집에 불지른다고 했어요 고소 가능해요?', 'punishment'],
    ['단톡방에서 저 욕한 사람 벌금 나왔어요. 위자료도 따로 받을수있나요', 'compensation'],
    ['맘카페에 거짓글 올라옴 고소는 아직 안했어요 손해배상 받고싶어요', 'compensation'],
    ['전 애인이 문을 발로 차서 도어락이 망가졌어요 수리비 받아낼수있나요', 'compensation'],
  ] as const)('reads "%s" as %s', (text, remedy) => {
    expect(askedRemedy(text)).toBe(remedy);
  });

  it.each([
    // Neither: the question is about something else.
    '중고나라에서 샀는데 판매자가 잠수탔어요 돈 돌려받을 수 있나요',
    // Both named: nothing to lean on.
    '고소도 하고 손해배상도 받고 싶어요',
    // Told, not asked.
    '작년에 고소했었어요',
  ])('reads no remedy in "%s"', (text) => {
    expect(askedRemedy(text)).toBeNull();
  });
});
