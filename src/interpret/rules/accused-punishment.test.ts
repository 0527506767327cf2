import { describe, expect, it } from 'vitest';
import { punishmentFeared } from './accused-punishment.js';

describe('punishmentFeared', () => {
  it.each([
    '제가 사람을 쳤어요 형사처벌 받나요',
    '제가 뒤에서 박았어요 상대가 다쳤다는데 형사사건 되나요',
    '편의점에서 물건 훔쳤다고 신고당했어요 처벌 받게 되나요',
    '절도로 고소당했어요 억울해요 처벌만은 피하고 싶어요',
  ])('reads the accused\'s punishment words as fear: %s', (text) => expect(punishmentFeared(text)).toBe(true));

  it.each([
    '전여친이 저를 성추행으로 고소했는데 무혐의 나왔어요. 무고로 처벌받게 하고 싶어요',
    '누가 제 지갑 훔쳐갔어요 형사처벌 받나요',
    '뒤에서 박혔어요 가해자 형사처벌 원해요',
    '저를 강간으로 신고했는데 무혐의 나옴 무고로 고소했고 처벌 제대로 받게하고싶다',
  ])('leaves a wish said outright, or a victim\'s words, alone: %s', (text) => expect(punishmentFeared(text)).toBe(false));
});
