import { describe, expect, it } from 'vitest';
import { doesNotKnowAnotherThing, givesAValueForAnotherQuestion, yesNoOfAnotherFact } from './other-thing-replies.js';

const no = { value: false, unknown: false };
const REF = '2026-11-29';
const yes = { value: true, unknown: false };

describe('a yes or no read from a reply that tells other facts', () => {
  it('belongs to those facts when the reply neither opens with a yes or no nor speaks of the question', () => {
    expect(yesNoOfAnotherFact('아직 신고 안했어요 해야되나요', '상대방과 연락이 끊겼나요? 차단당했거나 …', no)).toBe(true);
    expect(yesNoOfAnotherFact('상대는 전치 2주 나왔대요', '상대방이 먼저 손을 댔나요?', yes)).toBe(true);
  });

  it('answers the question when it opens with a yes or no, speaks of what is asked, or read nothing', () => {
    expect(yesNoOfAnotherFact('네 신고도 했어요', '상대방과 연락이 끊겼나요?', yes)).toBe(false);
    expect(yesNoOfAnotherFact('연락 끊겼어요 경찰에 신고도 했고요', '상대방과 연락이 끊겼나요?', yes)).toBe(false);
    expect(yesNoOfAnotherFact('아직 신고 안했어요', '상대방과 연락이 끊겼나요?', { value: null, unknown: true })).toBe(false);
  });
});

describe('a sum, a day or a span given to a yes/no question about something else', () => {
  it('answers the question that asks for it, not this one', () => {
    expect(givesAValueForAnotherQuestion('번개장터에서 45만원 보냈어요', '판매자와 연락이 끊겼나요?', REF)).toBe(true);
    expect(givesAValueForAnotherQuestion('3년 전에 빌려줬어요', '차용증을 받으셨나요?', REF)).toBe(true);
    expect(givesAValueForAnotherQuestion('결혼한지 12년됐어요', '배우자가 폭력을 쓴 적이 있나요?', REF)).toBe(true);
    expect(givesAValueForAnotherQuestion('0.09 나왔어요', '운전이 생계 수단인가요?', REF)).toBe(true);
  });

  it('leaves a reply that opens with a yes, says the act was done, once or again, or a question that asks for the value', () => {
    expect(givesAValueForAnotherQuestion('네 45만원 보냈어요', '판매자와 연락이 끊겼나요?', REF)).toBe(false);
    expect(givesAValueForAnotherQuestion('했어요 어제 바로', '전입신고를 하셨나요?', REF)).toBe(false);
    expect(givesAValueForAnotherQuestion('3년 전에 한 번 걸렸어요', '예전에 처분을 받은 적이 있나요?', REF)).toBe(false);
    expect(givesAValueForAnotherQuestion('오늘 새벽에도 그랬어요', '지금도 계속되나요?', REF)).toBe(false);
    expect(givesAValueForAnotherQuestion('300 받았어요', '밀린 돈 중 일부라도 받으셨나요? 받았다면 얼마인지도 알려 주세요.', REF)).toBe(false);
  });
});

describe('something else named as not known', () => {
  it('leaves the question asked open rather than unknown', () => {
    expect(doesNotKnowAnotherThing('상대 주소는 몰라요', '차용증을 받으셨나요? 빌려준 돈')).toBe(true);
    expect(doesNotKnowAnotherThing('전남편 회사는 어딘지 몰라요', '밀린 양육비는 모두 합쳐 얼마인가요?')).toBe(true);
  });

  it('is a plain shrug when the thing is what was asked, an adverb, or not named', () => {
    expect(doesNotKnowAnotherThing('주소는 몰라요', '상대방 주소를 아시나요?')).toBe(false);
    expect(doesNotKnowAnotherThing('정확히는 모르겠어요', '언제인가요?')).toBe(false);
    expect(doesNotKnowAnotherThing('잘 모르겠어요', '차용증을 받으셨나요?')).toBe(false);
  });
});
