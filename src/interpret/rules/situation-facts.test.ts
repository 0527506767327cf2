import { describe, expect, it } from 'vitest';
import { moreBooleanWords, situationBooleans, situationChoices, situationCountsIn } from './situation-facts.js';

const said = (field: string, text: string) => {
  const cues = situationBooleans[field]!;
  return cues.no.test(text) ? false : cues.yes.test(text) ? true : undefined;
};
const picked = (field: string, text: string) => Object.entries(situationChoices[field]!).find(([, p]) => p.test(text))?.[0];

describe('situation yes/no facts', () => {
  it('reads whether the person still works there', () => {
    expect(said('still_employed', '아직 다니고는 있어요')).toBe(true);
    expect(said('still_employed', '퇴사는 9월 말에 했구여')).toBe(false);
    expect(said('still_employed', '월급이 밀렸어요')).toBeUndefined();
  });
  it('reads whether it is still going on and who started', () => {
    expect(said('still_ongoing', '지금도 연락은 계속 와요')).toBe(true);
    expect(said('other_side_started', '아저씨가 먼저 밀쳐서 저도 밀었어요. 제가 먼저 한 건 아니에요')).toBe(true);
    expect(said('other_side_started', '제가 먼저 밀었어요')).toBe(false);
  });
});

describe('lease, loan, work and family facts', () => {
  it('reads registrations, filings and documents, and their negations', () => {
    expect(said('move_in_registered', '전입신고랑 확정일자는 다 해뒀고')).toBe(true);
    expect(said('fixed_date_received', '전입신고랑 확정일자는 다 해뒀고')).toBe(true);
    expect(said('deposit_insurance', '전세보증보험은 안 들었어요')).toBe(false);
    expect(said('resignation_signed', '아직 사직서는 안 썼어요')).toBe(false);
    expect(said('resignation_signed', '결국 사직서 썼어요')).toBe(true);
    expect(said('agency_claim_filed', '노동청에 진정 넣을까 고민중')).toBe(false);
    expect(said('filed_renunciation', '상속포기 해야 되는데 기한이 있나요')).toBe(false);
  });
  it('says nothing for a fact stated only when it holds', () => {
    expect(said('business_debt', '친구한테 생활비로 빌려줬어요')).toBeUndefined();
    expect(said('night_contact', '밤 11시에도 문자가 와요')).toBe(true);
  });
});

describe('more words for shared facts', () => {
  const more = (field: string, text: string) => moreBooleanWords[field]!.yes.test(text);
  it('reads a weapon two words before the blow, a broken bone and a complaint to the landlord', () => {
    expect(more('weapon_used', '맥주병으로 제 머리를 내리쳤어요')).toBe(true);
    expect(more('injury', '팔 부러져서 전치 8주')).toBe(true);
    expect(more('notice_sent', '집주인한테 세번 말했는데 안 고쳐줌')).toBe(true);
    expect(more('notice_sent', '집주인이 안 고쳐줘요')).toBe(false);
  });
  it('reads a remedy planned as one not filed', () => {
    expect(said('remedy_filed', '억울해서 소청하고 싶어요')).toBe(false);
    expect(said('remedy_filed', '취소소송을 냈는데')).toBe(true);
  });
});

describe('situation choices', () => {
  it('puts the person on the other side of the lease from the one they name as subject', () => {
    expect(picked('lease_role', '집주인이 세입자가 고치라네요')).toBe('임차인(세입자)');
    expect(picked('lease_role', '세입자가 월세를 안 내요 저는 건물주고요')).toBe('임대인(집주인)');
  });
  it('tells an accused person from a victim', () => {
    expect(picked('case_side', '쌍방폭행으로 신고당했어요')).toBe('가해자로 지목됨');
    expect(picked('case_side', '노트북을 도둑맞았어요')).toBe('피해자');
  });
  it('reads an heir from whose death is told', () => {
    expect(picked('heir_relationship', '아버지가 10월 9일에 돌아가셨는데')).toBe('자녀(손자녀 포함)');
    expect(picked('heir_relationship', '시아버지가 돌아가셨는데')).toBeUndefined();
  });
});

describe('situationCountsIn', () => {
  it('reads weekly hours, months in arrears, a child age and a rate', () => {
    expect(situationCountsIn('주에 30시간 정도 일해요')).toMatchObject({ weekly_hours: 30 });
    expect(situationCountsIn('월세를 넉 달째 안 내요')).toMatchObject({ arrears_months: 4 });
    expect(situationCountsIn('딸 하나고 7살이에요')).toMatchObject({ youngest_child_age: 7 });
    expect(situationCountsIn('이자는 연 12%로 하기로')).toMatchObject({ interest_rate: 12 });
  });
  it('finds nothing in a sentence without counts', () => {
    expect(situationCountsIn('사장이 욕을 해요')).toEqual({});
  });
});
