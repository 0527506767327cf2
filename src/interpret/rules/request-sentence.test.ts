import { describe, expect, it } from 'vitest';
import { requestSentence } from './request-sentence.js';

describe('the sentence that carries the request', () => {
  it.each([
    ['식당에서 2년 일했어요 근로계약서도 안썼었고 퇴직금 달라니까 못준대요 퇴직금 받을수 있나요??', '퇴직금 받을수 있나요??'],
    ['월세 안내고 버티는 세입자가 있어요. 명도소송 해야되나요', '명도소송 해야되나요'],
    ['계약서에 지체상금 1%라고 돼있어요 상대방이 천만원 넘게 청구했어요 감액 가능?', '감액 가능?'],
    ['윗집이 밤마다 뛰어요. 층간소음으로 손해배상 받고 싶어요. 관리실은 손 놨어요', '층간소음으로 손해배상 받고 싶어요.'],
    ['정비소에 차가 있었어요 과태료 이의제기 어떻게 해요', '과태료 이의제기 어떻게 해요'],
  ])('%s → %s', (text, request) => {
    expect(requestSentence(text)).toBe(request);
  });

  it.each([
    // One sentence: the whole account is the request, nothing stands out.
    '친구한테 빌려준 돈 받을 수 있나요?',
    // Nothing asked: a story only.
    '사장이 월급을 안 줬어요. 벌써 석 달째예요',
  ])('%s → none', (text) => {
    expect(requestSentence(text)).toBeNull();
  });
});
