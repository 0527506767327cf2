import { describe, expect, it } from 'vitest';
import {
  doesNotKnowAnotherThing,
  givesAValueForAnotherQuestion,
  keepsRecordForAnotherQuestion,
  tellsAnOfferForADoneAct,
  tellsAnotherAct,
  yesNoOfAnotherFact,
} from './other-thing-replies.js';

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

describe('another act told in a short reply', () => {
  const report = '경찰서나 경찰청 사이버범죄 신고시스템에 신고하거나 고소장을 내셨나요?';
  const attendance = '정해진 근무일에는 빠지지 않고 출근하셨나요? 지각이나 조퇴는 결근이 아니에요.';
  it('is no answer when the thing done or not done is not what the question names', () => {
    expect(tellsAnotherAct('계좌이체 했어요', report)).toBe(true);
    expect(tellsAnotherAct('근로계약서는 안썼어요', attendance)).toBe(true);
  });

  it('still answers when the thing or the verb is the question\'s own, or the reply opens with a yes', () => {
    expect(tellsAnotherAct('신고 했어요', report)).toBe(false);
    expect(tellsAnotherAct('고소장 냈어요', report)).toBe(false);
    expect(tellsAnotherAct('네네 했어요', report)).toBe(false);
    expect(tellsAnotherAct('아직 안 했어요', report)).toBe(false);
    expect(tellsAnotherAct('출근은 안했어요', attendance)).toBe(false);
  });
});

describe('grammar shared with the question', () => {
  it('is no word of the question: "현장에서" shares only 에서 with "그 과정에서"', () => {
    const hitBack = '혹시 그 과정에서 상대방을 밀치거나, 뿌리치거나, 때린 적이 있나요? 막으려고 한 행동도 포함해서 있는 그대로 알려 주세요.';
    expect(yesNoOfAnotherFact('경찰 불렀어요 현장에서', hitBack, yes)).toBe(true);
    expect(yesNoOfAnotherFact('저도 밀치긴 했어요 현장에서', hitBack, yes)).toBe(false);
  });
});

describe('how long the work lasted', () => {
  it('answers how long, not whether the person still works there', () => {
    expect(givesAValueForAnotherQuestion('4년 일했어요', '지금도 출근하고 계신가요?', REF)).toBe(true);
    expect(givesAValueForAnotherQuestion('3년 동안 다녔어요', '지금도 출근하고 계신가요?', REF)).toBe(true);
    expect(givesAValueForAnotherQuestion('4년 일했어요', '몇 년 일하셨나요?', REF)).toBe(false);
  });
});

describe('another act of a noun and 했어요', () => {
  const signed = '이미 보험사나 상대방과 합의서(면책 동의서 포함)에 서명하셨나요?';
  it('is no answer to a question asking a different act', () => {
    expect(tellsAnotherAct('보험회사 접수했어요', signed)).toBe(true);
  });

  it('still answers the asked act, an act on the thing of the asked act, or an act told to someone', () => {
    expect(tellsAnotherAct('합의서 서명했어요', signed)).toBe(false);
    expect(tellsAnotherAct('고소장 접수했어요', '경찰에 고소하셨나요?')).toBe(false);
    expect(tellsAnotherAct('인사팀에 얘기했어요', '회사에 신고하셨나요?')).toBe(false);
  });
});

describe('a record kept, told to a question about something else', () => {
  const report = '경찰에 신고하신 적이 있나요?';
  it('answers a question about records, not whether the act was done', () => {
    expect(keepsRecordForAnotherQuestion('문자 캡쳐 다 해놨어요', report)).toBe(true);
    expect(keepsRecordForAnotherQuestion('통화 녹음 다 해뒀어요', report)).toBe(true);
    expect(keepsRecordForAnotherQuestion('옆에 있던 동료가 다 봤고요', report)).toBe(true);
  });
  it('answers a question about records, or opens with a yes, or speaks of the asked act', () => {
    expect(keepsRecordForAnotherQuestion('문자 캡쳐 다 해놨어요', '상대방이 보낸 문자나 메시지가 남아 있나요?')).toBe(false);
    expect(keepsRecordForAnotherQuestion('네 캡쳐도 해놨어요', report)).toBe(false);
    expect(keepsRecordForAnotherQuestion('신고하려고 캡쳐 해놨어요', report)).toBe(false);
    expect(keepsRecordForAnotherQuestion('112에 전화했어요', report)).toBe(false);
    expect(keepsRecordForAnotherQuestion('블박에 번호판 찍혔어요', "가해 차량이나 운전자가 누구인지 확인됐나요? 차량번호만 알아도 '네'예요.")).toBe(false);
  });
});

describe('an offer the other side says it will give', () => {
  const signed = '이미 보험사나 상대방과 합의서(면책 동의서 포함)에 서명하셨나요?';
  it('says nothing of whether the asked act was done', () => {
    expect(tellsAnOfferForADoneAct('상대 보험사에서 백오십 준대요', signed)).toBe(true);
    expect(tellsAnOfferForADoneAct('보험사에서 150 준다고 했어요', signed)).toBe(true);
    expect(tellsAnOfferForADoneAct('다음 달까지 갚겠대요', '빌려준 돈을 돌려받으셨나요?')).toBe(true);
  });
  it('answers a question about the offer itself, and leaves a yes or a told act', () => {
    expect(tellsAnOfferForADoneAct('백오십 준대요', '상대방이 돈을 주겠다고 했나요?')).toBe(false);
    expect(tellsAnOfferForADoneAct('네 백오십 준대요', signed)).toBe(false);
    expect(tellsAnOfferForADoneAct('합의서 썼어요', signed)).toBe(false);
  });
});
