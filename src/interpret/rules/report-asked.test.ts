import { describe, expect, it } from 'vitest';
import { reportedByPoliceCall, reportOfChargeAsked } from './report-asked.js';

describe('a call from the police', () => {
  it.each([
    ["경찰에 신고하셨나요? 경찰에서 먼저 연락을 받은 경우도 '네'라고 해 주세요.", '그냥 나왔는데 물피도주로 경찰서에서 연락왔어요', true],
    ['경찰에 신고하셨나요?', '그냥 나왔는데 물피도주로 경찰서에서 연락왔어요', false],
    ["경찰에 신고하셨나요? 경찰에서 먼저 연락을 받은 경우도 '네'라고 해 주세요.", '경찰에 연락해볼까 해요', false],
  ])('question "%s", account "%s" → %s', (question, text, expected) => {
    expect(reportedByPoliceCall(question, text)).toBe(expected);
  });
  it('counts being reported where the question counts a call from the police', () => {
    expect(reportedByPoliceCall("경찰에 신고하셨나요? 경찰에서 먼저 연락을 받은 경우도 '네'라고 해 주세요.", '계산 안하고 나왔다고 절도로 신고당했어요')).toBe(true);
  });
});

describe('a report of the charge the question names', () => {
  const question = '상대방을 무고죄로 고소하셨나요?';
  it.each([
    ['전여친이 저를 성추행으로 고소했는데 무혐의 나왔어요. 무고로 고소해서 처벌받게 하고 싶어요', null],
    ['거래처 사장이 제가 돈을 가로챘다고 고소했는데 저는 그런 적이 전혀 없어요', null],
    ['무혐의 나와서 전여친을 무고죄로 고소했어요', true],
  ])('"%s" → %s', (text, expected) => {
    expect(reportOfChargeAsked(question, text)).toBe(expected);
  });
  it('leaves questions that name no charge alone', () => {
    expect(reportOfChargeAsked('경찰에 신고하셨나요?', '경찰에 신고했어요')).toBeUndefined();
  });
});
