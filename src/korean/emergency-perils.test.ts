import { describe, expect, it } from 'vitest';
import { detectByPerils } from './emergency-perils.js';
import { normalizeText } from './normalize.js';
import { splitSentences } from './sentences.js';

// 'general' stands for a detection with no kind (the general 112/119 message); null for none.
const kindOf = (text: string) => {
  const found = detectByPerils(splitSentences(normalizeText(text)));
  return found ? (found.kind ?? 'general') : null;
};

describe('detectByPerils', () => {
  it.each([
    // Carried off by water, or the water risen on someone cut off.
    ['형이 강에서 급류에 휩쓸렸어요 안 보여요', 'general'],
    ['남편이 물살에 떠내려가고 있어요', 'general'],
    ['우리 딸이 파도에 떠밀려갔어요 지금 안보여요', 'child'],
    ['반지하에 물이 가슴까지 차올랐는데 할머니가 안에 계세요', 'general'],
    // On the tracks, or at them with a train coming.
    ['어떤 아저씨가 선로로 들어갔어요 곧 전철 와요', 'general'],
    ['지금 기찻길 위야 기차 소리가 들려', 'self_harm'],
    // A child out on a ledge above a drop; someone up high who will not come down.
    ['딸이 창밖 실외기에 나가있어요 7층이에요', 'child'],
    ['아들이 아파트 옥상에 올라가서 안 내려와요', 'child'],
    ['지금 옥상 난간에 앉아있어 내려가기 싫어', 'self_harm'],
    // An animal that holds on or leaves someone bleeding; lost outdoors and hurt as night falls.
    ['들개가 할아버지를 물고 안 놔요', 'general'],
    // A rescue asked for or denied is no rescue.
    ['아저씨가 급류에 휩쓸렸어요 빨리 건져 주세요', 'general'],
    ['지하실에 물이 목까지 찼는데 엄마가 아직 못 나왔어요', 'general'],
    ['산에서 길을 잃었는데 다리를 다쳐서 못 움직여요 해가 지고 있어요', 'general'],
  ])('reads %s as a peril now', (text, kind) => {
    expect(kindOf(text)).toBe(kind);
  });

  it.each([
    // A mood or a deal "sweeps" too; property carried off is damage to take up.
    '분위기에 휩쓸려서 보증을 서줬어요 취소할 수 있나요',
    '주차해 둔 트럭이 홍수에 떠내려갔는데 보험사가 보상을 안 해줘요',
    '장마 때 반지하에 물이 허리까지 찼는데 집주인이 도배를 안 해줘요',
    // Over: rescued, found, dead and taken up, nearly, or in the past.
    '조카가 계곡물에 휩쓸렸는데 구조대가 건져줬어요',
    '동생이 바다에서 떠내려가서 숨졌어요 업체에 책임을 물을 수 있나요',
    '등산하다가 길을 잃을 뻔했는데 다리도 안 다치고 무사히 내려왔어요',
    '재작년에 애가 실외기에 올라간 적이 있어요',
    // A bed's rail, an animal, a thing on the tracks, a past told as done, a habit, a question.
    '애가 침대 난간에 올라가서 뛰어요',
    '고양이가 베란다 난간에 올라가 있어요',
    '선로에 지갑을 떨어뜨렸어요',
    '애가 창틀에 올라가 있어서 혼냈어요',
    '애가 요즘 자꾸 창틀에 올라가요 어떻게 막죠',
    '애가 실외기에 올라가면 어떡하죠?',
    // A dog bite long treated is a claim.
    '옆집 개한테 물렸는데 치료 받고 있어요 치료비 청구하려고요',
  ])('leaves %s alone', (text) => {
    expect(kindOf(text)).toBeNull();
  });
});
