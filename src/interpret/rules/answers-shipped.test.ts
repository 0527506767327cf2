/**
 * Replies the testers found read wrongly, parsed by the rules against the shipped
 * knowledge base's real questions and options.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import { loadKnowledge } from '../../knowledge/compile.js';
import { RulesIntakeInterpreter } from './intake.js';

let shipped: KnowledgeBase;
beforeAll(async () => {
  shipped = await loadKnowledge('knowledge/yaml');
});

const parse = async (scenario: string, field: string, reply: string) => {
  const question = shipped.questions(scenario).find((q) => q.field === field)!;
  return new RulesIntakeInterpreter().parseAnswer(reply, question, shipped.fields().find((f) => f.field === field), '2026-11-30');
};

describe('replies the sixth testers\' pass found read wrongly', () => {
  it('reads a denial of a protective order as none yet, not as an order received or broken', async () => {
    expect((await parse('STALKING', 'protective_order_status', '접근금지 그런건 안받았어요 지금은 연락 없어요')).value).toBe('아직 없음');
    expect((await parse('STALKING', 'protective_order_status', '지금은 연락 없어요 올해는 한번도 안왔어요')).value).toBe('아직 없음');
    expect((await parse('STALKING', 'protective_order_status', '없어요')).value).toBe('아직 없음');
    expect((await parse('STALKING', 'protective_order_status', '잠정조치 받았는데 또 찾아왔어요')).value).toBe('조치를 받았는데도 또 연락·접근함');
  });

  it('reads a sum corrected in passing as no answer to a yes/no question', async () => {
    expect(await parse('PHISHING', 'police_report', '아 3천이 아니라 3200이요 두번 나눠 보냄')).toEqual({ value: null, unknown: false });
    expect((await parse('PHISHING', 'police_report', '아니 신고 안했어요')).value).toBe(false);
  });

  it('reads the youngest of several ages, and no count out of a date', async () => {
    expect((await parse('CUSTODY', 'youngest_child_age', '애가 둘이에요 7살 4살')).value).toBe(4);
    expect((await parse('OVERTIME_PAY', 'weekly_hours', '9월 30일 퇴사요')).value).toBeNull();
    expect((await parse('OVERTIME_PAY', 'weekly_hours', '주 40시간이요')).value).toBe(40);
  });

  it('keeps evidence as the kinds held, nothing for a kind said missing, and asks again when the reply tells something else', async () => {
    expect(await parse('LOAN_NONPAYMENT', 'evidence_types', '차용증은 안썼어요')).toEqual({ value: null, unknown: true });
    expect((await parse('LOAN_NONPAYMENT', 'evidence_types', '차용증은 안썼어요 카톡이랑 계좌이체 내역은 있어요')).value).toBe('카톡, 이체내역');
    expect(await parse('LOAN_NONPAYMENT', 'evidence_types', '손해배상도 받고싶어요 한 2천정도 손해봤어요')).toEqual({ value: null, unknown: false });
    expect((await parse('LOAN_NONPAYMENT', 'evidence_types', '빌려줄때 옆에 있던 친구가 다 봤어요')).value).toBe('빌려줄때 옆에 있던 친구가 다 봤어요');
  });

  it('leaves a yes that leads another act told by its own words unread', async () => {
    expect(await parse('TRAFFIC_ACCIDENT_DAMAGES', 'settlement_signed', '네 경찰에 신고했어요')).toEqual({ value: null, unknown: false });
    expect((await parse('TRAFFIC_ACCIDENT_DAMAGES', 'settlement_signed', '네 합의서에 사인했어요')).value).toBe(true);
    expect((await parse('TRAFFIC_ACCIDENT_DAMAGES', 'settlement_signed', '네 했어요')).value).toBe(true);
  });

  it('reads a no to a date asked as no such day set, unless a day is told beside it', async () => {
    expect((await parse('LOAN_NO_DOCUMENT', 'due_date', 'ㄴㄴ')).not_applicable).toBe(true);
    expect((await parse('LOAN_NO_DOCUMENT', 'due_date', '갚는다는 날짜는 따로 안정했음')).not_applicable).toBe(true);
    expect((await parse('LOAN_NO_DOCUMENT', 'due_date', '따로 정한 건 없고 빌려준 날이 8월 20일이에요')).not_applicable).toBeUndefined();
  });
});

