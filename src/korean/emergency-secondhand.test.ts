import { describe, expect, it } from 'vitest';
import { detectEmergency } from './emergency.js';
import { toldSecondHand } from './emergency-secondhand.js';

const stops = (text: string) => detectEmergency(text).emergency;

describe('toldSecondHand', () => {
  it('reads an act as what a record shows, or as a threat passed on', () => {
    expect(toldSecondHand('애 때리고', ' 있는 영상 봤어요')).toBe(true);
    expect(toldSecondHand('칼 들고', ' 있는 사진을 보냈었어요')).toBe(true);
    expect(toldSecondHand('불 지르겠', '다고 했다는 얘기를 들었어요')).toBe(true);
    expect(toldSecondHand('건물주가 불 지르겠다고', ' 했다는 얘기를 들었어요')).toBe(true);
    expect(toldSecondHand('칼들고', ' 내려올거라는 소문이 있어요')).toBe(true);
    expect(toldSecondHand('시어머니가 애를 때린다는걸', ' 알고 시댁에 안보내고 있어요')).toBe(true);
  });

  it('does not read news of what happened, or a picture named further on', () => {
    expect(toldSecondHand('모르는 차에', ' 탔다는 얘기 들었어요')).toBe(false);
    expect(toldSecondHand('칼 들고', ' 있는 거 지금 영상 찍고 있어요')).toBe(false);
    expect(toldSecondHand('때리고', ' 있어요 영상 찍을게요')).toBe(false);
  });
});

describe('detectEmergency: an act known second hand', () => {
  it.each([
    '전남편이 애 앞에서 저 때리고 있는 영상이 있어요 이거 증거로 쓸수있나요',
    '학원 선생이 애 때리고 있는 영상 봤어요 학원 신고하고 싶어요',
    '전남친이 칼 들고 있는 사진을 보냈었어요 협박죄 되나요',
    '건물주가 불 지르겠다고 했다는 얘기를 들었어요 세입자로서 어떻게 대응하나요',
    '층간소음 때문에 윗집이 칼들고 내려올거라는 소문이 있어요 이사가고 싶은데 계약 해지 되나요',
    '시어머니가 애를 때린다는걸 알고 시댁에 안보내고 있어요 시어머니가 손주 보겠다고 소송한대요',
    '댓글 캡쳐랑 따라오는거 찍은 영상 있어요',
    '남편이 저 때리는 걸 녹음해 놨어요 이혼할 때 쓰려고요',
  ])('%s is an account', (text) => {
    expect(stops(text)).toBe(false);
  });

  it.each([
    '남편이 칼 들고 있는 거 지금 영상 찍고 있어요',
    '지금 따라오는거 찍고 있어요 무서워요',
    '남편이 저 때리는 영상 찍으면서 지금도 때리고 있어요',
    '초등학생 딸이 학원 끝났는데 모르는 차에 탔다는 얘기 들었어요 연락두절이에요',
    '동생이 한강에 뛰어내리겠다고 했다는 얘기를 친구한테 방금 들었어요 연락이 안돼요',
    '애가 아빠한테 맞는다는 걸 방금 알았어요 지금 애가 집에 아빠랑 둘이 있어요',
  ])('%s still stops', (text) => {
    expect(stops(text)).toBe(true);
  });
});
