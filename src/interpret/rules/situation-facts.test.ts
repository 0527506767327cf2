import { describe, expect, it } from 'vitest';
import { moreBooleanWords, situationBooleans, situationChoices, situationCountsIn } from './situation-facts.js';

const said = (field: string, text: string, table = situationBooleans) => {
  const cues = table[field]!;
  return cues.no.test(text) ? false : cues.yes.test(text) ? true : undefined;
};
const picked = (field: string, text: string) => Object.entries(situationChoices[field]!).find(([, p]) => p.test(text))?.[0];

describe('situation yes/no facts', () => {
  it('reads whether the person still works there', () => {
    expect(said('still_employed', '아직 다니고는 있어요')).toBe(true);
    expect(said('still_employed', '퇴사는 9월 말에 했구여')).toBe(false);
    expect(said('still_employed', '월급이 밀렸어요')).toBeUndefined();
    expect(said('still_employed', '아직 그만두진 않았어요')).toBe(true);
    expect(said('still_employed', '아직 회사 다녀요')).toBe(true);
    expect(said('still_employed', '지난달에 프리랜서 계약 끝났어요')).toBe(false);
  });
  it('reads whether it is still going on and who started', () => {
    expect(said('still_ongoing', '지금도 연락은 계속 와요')).toBe(true);
    expect(said('other_side_started', '아저씨가 먼저 밀쳐서 저도 밀었어요. 제가 먼저 한 건 아니에요')).toBe(true);
    expect(said('other_side_started', '제가 먼저 밀었어요')).toBe(false);
  });
  it('reads driving needed for a living, told as an obligation, but not asked about', () => {
    expect(said('driving_for_living', '생계때문에 운전해야돼요')).toBe(true);
    expect(said('driving_for_living', '면허 취소되면 운전해야 하나요?')).toBeUndefined();
  });
});

describe('administrative and civil facts in everyday words', () => {
  it('reads remedies filed, decided, planned or skipped', () => {
    expect(said('remedy_filed', '면허취소 행정심판 기각 재결서를 받았어요')).toBe(true);
    expect(said('remedy_filed', '교원소청 이미 청구함')).toBe(true);
    expect(said('remedy_filed', '행정심판은 안거쳤어요')).toBe(false);
    expect(said('remedy_filed', '소청 준비중이에요')).toBe(false);
    expect(said('remedy_filed', '과세전적부심사 청구할까 해요')).toBe(false);
  });
  it('reads earlier violations, threats denied and eviction by hand', () => {
    expect(said('prior_violation', '4년전에도 한번 걸린적 있어')).toBe(true);
    expect(said('prior_violation', '예전에 처분받은 적은 없어요')).toBe(false);
    expect(said('threatened', '욕하거나 협박한건 없는데')).toBe(false);
    expect(said('forced_eviction_acts', '집주인이 현관 비번을 바꿔버렸어요')).toBe(true);
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
    // The petition filed as its paper, or at the office gone to.
    expect(said('agency_claim_filed', '지금은 그만둔 상태고 노동청에 진정서 냈어요')).toBe(true);
    expect(said('agency_claim_filed', '노동청 가서 진정서 냈고 출석하라고 연락 왔어요')).toBe(true);
    expect(said('agency_claim_filed', '노동위원회에 구제신청서 냈어요')).toBe(true);
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
    expect(said('remedy_filed', '행정심판 청구는 아직이에요')).toBe(false);
    expect(said('remedy_filed', '이의신청은 이미 했어요')).toBe(true);
    expect(said('remedy_filed', '소청심사 청구해놨어요')).toBe(true);
    expect(said('remedy_filed', '과세전적부심 할지 고민이에요')).toBe(false);
  });
  it('keeps a remedy taken when the next one is only planned', () => {
    const cues = situationBooleans.remedy_filed!;
    const text = '행정심판 했는데 기각돼서 이제 행정소송 하려고요';
    expect(cues.yes.test(text) && cues.yesWins).toBe(true);
  });
});

describe('situation choices', () => {
  it('reads how far a divorce has gone, a suit before a divorce done', () => {
    expect(picked('divorce_status', '이혼 소송 중인데 남편이 애를 데려갔어요')).toBe('이혼 소송·조정 중');
    expect(picked('accident_type', '배달하고 집 가는 길에 오토바이 사고 나서 다리 다침')).toBe('출퇴근 중 사고');
    expect(picked('accident_type', '주말에 마트 갔다 집 가는 길에 넘어졌어요')).toBeUndefined();
    expect(picked('divorce_status', '협의이혼 신청해서 숙려기간 중이에요')).toBe('협의이혼 진행 중');
    expect(picked('divorce_status', '작년 12월에 협의이혼 했는데')).toBe('이혼 완료');
    expect(picked('divorce_status', '아직 이혼은 안 했고 고민 중이에요')).toBe('이혼 전(고민 중)');
    expect(picked('divorce_status', '이혼하고 싶어요')).toBeUndefined();
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
    // The rent named far before the months: "월세 밀렸다고 … 두달 밀린거에요".
    expect(situationCountsIn('월세 밀렸다고 집주인이 나가라는데 두달 밀린거에요')).toMatchObject({ arrears_months: 2 });
    expect(situationCountsIn('딸 하나고 7살이에요')).toMatchObject({ youngest_child_age: 7 });
    expect(situationCountsIn('이자는 연 12%로 하기로')).toMatchObject({ interest_rate: 12 });
    // A count said again as a correction is the one meant.
    expect(situationCountsIn('주 15시간 넘게... 정확히는 주 18시간 일하고')).toMatchObject({ weekly_hours: 18 });
  });
  it('finds nothing in a sentence without counts', () => {
    expect(situationCountsIn('사장이 욕을 해요')).toEqual({});
  });
});

describe('everyday words for choices and yes/no facts of round 2', () => {
  it('reads settlement talks, outcomes and grounds from plain words', () => {
    expect(picked('settlement_status', '상대방이 합의하자고 연락 왔어요 아직 얘기 중이고')).toBe('합의 전(이야기 중)');
    expect(picked('settlement_status', '합의금 1000 달래요 너무 많아서요')).toBe('금액이 맞지 않음');
    expect(picked('settlement_status', '합의하자고 했는데 상대가 500 아니면 안된대요')).toBe('금액이 맞지 않음');
    expect(picked('accused_case_outcome', '성추행으로 고소당했는데 무혐의 나왔어요')).toBe('무혐의·불송치로 끝남');
    expect(picked('divorce_ground', '남편 외도 때문에 이혼소송 냈어요')).toBe('배우자의 외도');
    expect(picked('debt_cause', '코인하다가 빚이 7천 생겼어요')).toBe('주식·코인 투자');
    expect(picked('tax_kind', '종소세 1800만원 추징한대요')).toBe('종합소득세');
    expect(picked('construction_issue', '업체가 공사 중간에 연락 끊겼어요')).toBe('공사 중단·업체 연락 두절');
    expect(picked('construction_issue', '중간에 공사를 멈추고 돈 더 달래요')).toBe('공사 중단·업체 연락 두절');
    expect(picked('construction_issue', '인테리어 업체가 연락도 안받아요')).toBe('공사 중단·업체 연락 두절');
    expect(picked('heir_relationship', '큰아버지 돌아가셨는데 빚이 넘어온대요')).toBe('4촌 이내 친척');
  });
  it('reads contact, aid, clauses and mistakes', () => {
    expect(said('contact_info_given', '사람을 친 것 같은데 그냥 지나갔어요')).toBe(false);
    expect(said('penalty_clause', '계약서에 위약금 조항이 있어서요')).toBe(true);
    expect(said('paid_knowingly', '관리비를 실수로 두번 냈어요')).toBe(false);
    expect(said('counterparty_acknowledged', '이웃이 이제 빌린 적 없다고 합니다')).toBe(false);
    expect(said('physical_contact', '회식 때 허벅지를 만졌어요')).toBe(true);
  });
});

describe('workplace, family and public-law words of round 2', () => {
  it('reads who harassed and how, and what a leaving paper says', () => {
    expect(picked('perpetrator_role', '부장이 맨날 회의때 욕하고 소리질러요')).toBe('상사');
    expect(picked('perpetrator_role', '팀장한테 매일 욕을 먹고 있어요')).toBe('상사');
    expect(picked('harassment_type', '부장이 맨날 회의때 욕하고 소리질러요')).toBe('폭언·욕설');
    expect(picked('harassment_type', '부장이랑 과장이 저만 회의에서 빼고 업무도 안 줘요')).toBe('따돌림·업무 배제');
    expect(picked('separation_reason_recorded', '권고사직이라더니 이직확인서에 자진퇴사로 찍혀있어요')).toBe('자진퇴사(개인 사정)');
    expect(said('retaliation', '회사에 신고했더니 오히려 저를 부서 이동 시켰어요')).toBe(true);
    expect(said('agency_claim_filed', '노동위원회 구제신청은 아직 안했어요')).toBe(false);
  });
  it('reads who caused a divorce and who keeps the children', () => {
    expect(picked('fault_party', '아내가 생활비 끊고 집 나간지 1년 넘었어요')).toBe('상대방');
    expect(picked('current_caregiver', '애들 둘 제가 키우고 있어요')).toBe('내가 키우고 있음');
    expect(picked('current_caregiver', '지금은 남편이 키우고 있어요')).toBe('상대방이 키우고 있음');
  });
  it('reads where words were said and whether anyone else heard them', () => {
    expect(said('public_setting', '맘카페에 거짓말 글 올렸어요 조회수 3천 넘었어요')).toBe(true);
    expect(said('public_setting', '둘이서만 통화하다가 욕을 했어요')).toBe(false);
    expect(said('victim_identifiable', '제 가게 이름 적고 글을 올렸어요')).toBe(true);
  });
});

describe('stages, casualties and causes', () => {
  it('reads a notice received and how bad a crash was, a denial before a wound', () => {
    expect(picked('admin_stage', '과태료 8만원 고지서가 왔는데')).toBe('처분서·고지서를 받음');
    expect(picked('admin_stage', '영업정지 사전통지서 받았어요')).toBe('사전통지·의견제출 안내만 받음');
    expect(picked('casualty_level', '사고는 없었고 처음이에요')).toBe('사고 없음');
    expect(picked('casualty_level', '상대방이 허리를 다쳤대요')).toBe('다친 사람 있음');
    expect(picked('casualty_level', '다친 사람은 없어요')).toBeUndefined();
  });
  it('reads who was trusted with the money and whether the debts outweigh the estate', () => {
    expect(picked('entrustment_relation', '우리 가게 직원이 매출을 빼돌렸어요')).toBe('회사 직원·임원');
    expect(picked('offender_family_relation', '가족은 아니고 그냥 직원이에요')).toBe('가족·친척 아님');
    expect(picked('debt_exceeds_assets', '빚이 2억 넘게 있대요 재산은 거의 없고요')).toBe('빚이 더 많음');
  });
});

describe('facts said without their usual words', () => {
  it('tells a place one goes to or a result that came out from work', () => {
    expect(said('still_employed', '요즘 한의원 다니고 있어요')).toBeUndefined();
    expect(said('still_employed', '검사 결과 나왔는데 허리 디스크래요')).toBeUndefined();
    expect(said('still_employed', '점장이 오늘까지만 하고 그만 나오래요')).toBe(false);
  });
  it('reads what is still going on, repeated or refused from everyday phrasing', () => {
    expect(said('still_ongoing', '집 앞에서 기다린 지 한 달째예요')).toBe(true);
    expect(said('violence_repeated', '술 취해서 민 게 처음이 아니에요')).toBe(true);
    expect(said('living_together', '애 데리고 친정으로 피신해 있어요')).toBe(false);
    expect(said('living_together', '남편이 술만 먹으면 때려서 살다가 나왔는데 너무 무서워요')).toBe(false);
    expect(said('living_together', '짐 싸서 나왔어요 지금은 원룸 구했어요')).toBe(false);
    expect(said('full_attendance', '결근해 본 적 한 번도 없어요')).toBe(true);
    expect(said('retaliation', '회식 안 간다고 거절하니까 일을 안 줘요')).toBe(true);
  });
  it('reads a title to enforce, a filing and a property split', () => {
    expect(said('has_enforceable_title', '소송 이겨서 판결문 있어요')).toBe(true);
    expect(said('lease_registration_order', '임차권등기명령 해놨어요')).toBe(true);
    expect(said('actually_drove', '대리 기다리면서 차 안에서 자고 있었어요')).toBe(false);
    expect(said('property_agreed', '집 문제는 아직 정리 못 했어요 재산은 아직 합의 안 됐고요')).toBe(false);
  });
  it('reads choices from the words people use for them', () => {
    expect(picked('purchase_channel', '번개장터에서 산 시계가 가품이에요')).toBe('개인 간 중고거래');
    expect(picked('collector_type', '캐피탈에서 매일 독촉 전화가 와요')).toBe('등록 대부업체');
    expect(picked('admits_allegation', '욕한 건 맞는데 때리진 않았어요 그 부분은 인정해요')).toBe('일부만 인정함');
    expect(picked('investigation_result', '검찰에서 불기소 통지가 왔어요')).toBe('검찰 불기소');
    expect(picked('harassment_type', '과장이 자기 차 세차를 시켜요')).toBe('사적 심부름·강요');
    expect(picked('major_violation', '횡단보도 건너던 사람을 쳤어요')).toBe('횡단보도 보행자 보호 위반');
    expect(picked('damage_cause', '택배 기사님이 던져서 모니터가 깨졌어요')).toBe('업체의 작업·운송 중');
    expect(said('offender_identified', '옆집 아저씨가 제 차를 긁었어요')).toBeUndefined();
    expect(said('offender_identified', '윗집이 물 새는 걸 모른 척해요 윗집이 한 거 맞아요')).toBe(true);
  });
  it('reads how money went over, how long before the end notice came, and a settlement not signed', () => {
    expect(picked('transfer_method', '토스로 200 보내줬어요')).toBe('계좌이체');
    expect(picked('transfer_method', '현금으로 100 주고 나머지는 계좌로 보냈어요')).toBe('계좌이체와 현금 둘 다');
    expect(situationCountsIn('이틀 전에 갑자기 해고 통보를 받았어요').dismissal_notice_days).toBe(2);
    expect(situationCountsIn('당일에 말로 해고당했어요').dismissal_notice_days).toBe(0);
    expect(situationCountsIn('사장이 오늘까지만 일하라고 해서 잘렸어요').dismissal_notice_days).toBe(0);
    expect(situationCountsIn('당일에 갑자기 문자로 잘렸어요').dismissal_notice_days).toBe(0);
    expect(situationCountsIn('오늘까지 보고서 제출하라고 했어요').dismissal_notice_days).toBeUndefined();
  });
  it('reads the days of notice named after the notice, never a day of the month', () => {
    expect(situationCountsIn('해고 예고를 5일 전에 한거잖아요').dismissal_notice_days).toBe(5);
    expect(situationCountsIn('열흘 전에 통보받았어요').dismissal_notice_days).toBe(10);
    // "11월 30일까지만 나오래요 … 해고": the 30th is the last day, not thirty days of notice.
    expect(situationCountsIn('11월 30일까지만 나오래요. 해고 예고를 5일 전에 한거잖아요').dismissal_notice_days).toBe(5);
    expect(situationCountsIn('12월 3일에 해고 통보를 받았어요').dismissal_notice_days).toBeUndefined();
    expect(situationCountsIn('30일까지 나오라고 통보했어요').dismissal_notice_days).toBeUndefined();
    expect(said('settlement_signed', '합의서는 아직 안 썼어요')).toBe(false);
  });
});

describe('yes/no facts from everyday phrasing', () => {
  it('reads work still going on, and habits told in the present', () => {
    expect(said('still_employed', '4개월째 다니는중')).toBe(true);
    expect(said('still_employed', '12월 15일까지만 다니기로 함')).toBe(true);
    expect(said('still_ongoing', '거절했는데도 매일 회사 앞에서 기다려요')).toBe(true);
    expect(said('still_ongoing', '올해 8월부터 따라다니고 협박해요')).toBe(true);
    expect(said('still_ongoing', '3월부터 일했어요')).toBeUndefined();
    expect(said('still_ongoing', '신고했더니 그 뒤로는 안 와')).toBe(false);
  });
  it('counts offenders and reads one said to be alone', () => {
    expect(said('multiple_offenders', '공원에서 고딩 셋이 돈 내놓으라고 해서')).toBe(true);
    expect(said('multiple_offenders', '남자 네명한테 집단으로 맞음')).toBe(true);
    expect(said('multiple_offenders', '상대는 혼자였고요')).toBe(false);
    expect(said('multiple_offenders', '애 셋이에요')).toBeUndefined();
  });
  it('reads records and their absence', () => {
    expect(said('prior_violation', '예전에 처벌받은 적은 없어요')).toBe(false);
    expect(said('prior_violation', '전과는 없어')).toBe(false);
    expect(said('prior_violation', '5년 전에도 한번 걸려서 벌금 낸 적 있어요')).toBe(true);
  });
  it('reads talk of settling, offered or absent', () => {
    expect(said('settlement_talks', '걔 가족이 합의하자고 연락옴')).toBe(true);
    expect(said('settlement_talks', '글쓴이는 사과하겠다고 연락 왔어요')).toBe(true);
    expect(said('settlement_talks', '합의 얘기는 아직 없어요')).toBe(false);
  });
  it('reads minors, incapacity and contact', () => {
    expect(said('victim_minor', '딸은 17살이에요')).toBe(true);
    expect(said('victim_minor', '저 중학생인데')).toBe(true);
    expect(said('victim_minor', '저는 25살이에요')).toBe(false);
    expect(said('victim_incapacitated', '술 취해 잠든 사이에')).toBe(true);
    expect(said('victim_incapacitated', '술은 마셨지만 정신은 있었어요')).toBe(false);
    expect(said('physical_contact', '자꾸 어깨를 주무르고')).toBe(true);
    expect(said('physical_contact', '손댄건 없고')).toBe(false);
  });
  it('reads work documents, hearings and pay said to include more', () => {
    expect(said('dismissal_in_writing', '팀장이 문자로 내일부터 나오지 말라고 했어요')).toBe(false);
    expect(said('dismissal_in_writing', '해고통지서는 받았는데')).toBe(true);
    expect(said('disciplinary_hearing', '징계위원회도 안 열고')).toBe(false);
    expect(said('inclusive_wage', '시급에 퇴직금 포함이라고 안준대')).toBe(true);
    expect(said('inclusive_wage', '계약서에 포괄임금 같은 말은 없었어요')).toBe(false);
    expect(said('contract_copy_received', '계약서는 썼는데 사장이 자기가 갖고 있고 나는 안줌')).toBe(false);
    expect(said('resignation_signed', '사직서 안 쓰면 징계한다고 해서 결국 사직서 썼어요')).toBe(true);
    expect(said('resignation_signed', '사직서는 절대 안 쓴다고 했어요')).toBe(false);
  });
  it('reads family and estate facts', () => {
    expect(said('lifetime_gifts', '생전에 시동생한테 1억 줬었음')).toBe(true);
    expect(said('special_contribution', '제가 5년 동안 엄마 간병했어요')).toBe(true);
    expect(said('special_contribution', '제가 10년간 어머니 모시고 병간호했어요')).toBe(true);
    // Hitting back after a connective: "막다가", "뿌리치려다".
    expect(said('fought_back', '상대가 먼저 주먹 날려서 저도 막다가 한대 쳤어요')).toBe(true);
    // Agreed with the person named between; property not yet talked of.
    expect(said('custody_agreed', '양육권은 제가 갖기로 합의했고')).toBe(true);
    expect(said('property_agreed', '재산은 아직 얘기 못했어요')).toBe(false);
    expect(said('already_used_estate', '형 차는 벌써 팔았어')).toBe(true);
    expect(said('separate_property', '집이 결혼 전에 내가 산거라')).toBe(true);
    expect(said('unilateral_transfer', '엄마 통장에서 돈을 다 찾아 썼어요')).toBe(true);
    expect(said('spouse_agrees', '이혼하자니까 절대 안 해준대요')).toBe(false);
    expect(said('child_safety_concern', '아이들한테 술먹고 소리지르고 때린적도 있어서')).toBe(true);
  });
});

describe('the youngest child of several', () => {
  it.each([
    ['큰애 12살 작은애 8살 전남편 월급 500쯤', 8],
    ['큰애 9살 작은애 5살이에요', 5],
    ['손주는 6살이에요 할머니도 면접교섭 청구 할수있나요', 6],
    ['애는 4살 7살 둘이고요', 4],
    ['아이 둘(7살, 4살) 양육권을 서로 가지겠대요', 4],
    ['아들 9살·6살 있어요', 6],
  ])('"%s" → %d', (text, age) => {
    expect(situationCountsIn(text).youngest_child_age).toBe(age);
  });
});

describe('family and traffic choices in everyday words', () => {
  it.each([
    ['divorce_status', '와이프가 바람난걸 알았어요 이혼소송 하려는데 와이프는 이혼 못한대요', '이혼 전(고민 중)'],
    ['divorce_status', '저는 이혼소송 준비중이에요', '이혼 전(고민 중)'],
    ['divorce_status', '상간녀한테 위자료 청구하려고요 아직 이혼은 안할거에요', '이혼 전(고민 중)'],
    ['divorce_status', '와이프랑 협의이혼 하려는데 애 하나 있고', undefined],
    ['divorce_ground', '남편이 3년전 나가서 연락이 끊겼어요 살았는지 죽었는지도 몰라요', '3년 이상 생사불명'],
    ['divorce_ground', '남편 도박 때문에 빚이 2억 생겨서', '성격 차이 등 기타 중대한 사유'],
    ['fault_party', '시어머니가 10년동안 저한테 폭언하고 남편은 방관만 했어요', '상대방'],
    ['casualty_level', '음주로 화물차 몰다가 가드레일 들이받음', '물건만 파손'],
    ['casualty_level', '세워둔 차를 살짝 박았는데 그냥 나왔어요 사람 다친건 없어요', '물건만 파손'],
    // A hurt the other side claims and took to a doctor is somebody hurt, never a thing only broken.
    ['casualty_level', '앞차 박았어 상대방 목 아프대서 병원갔대', '다친 사람 있음'],
    ['settlement_status', '경찰조사 받았고 합의하고싶은데 기사님이 300 달라고 하세요', '합의 전(이야기 중)'],
    ['settlement_status', '상대 변호사가 합의금 1000 제시하면서 합의서 보내왔는데', '합의 전(이야기 중)'],
    ['protective_order_status', '신고는 안했는데 이제 무서움 접근금지 같은거 없음', '아직 없음'],
    ['protective_order_status', '경찰에 신고는 했고 아직 보호조치는 안나왔어요', '아직 없음'],
    ['statement_truth', '완전 헛소문이고 어제 올라왔어요', '사실이 아닌 거짓 내용'],
    ['heir_relationship', '작은아버지가 자식없이 돌아가셨는데 저희 아빠는 먼저 돌아가셔서', '4촌 이내 친척'],
    ['will_type', '형이 공증받아서 유언장 만들었어요', '공정증서(공증) 유언'],
    ['will_type', '병원에서 말로 유언을 남겼다는데', '구수증서(위급할 때 말로 남긴 유언)'],
  ])('%s: "%s" → %s', (field, text, option) => {
    expect(picked(field, text)).toBe(option);
  });
});

describe('ages and resignations told about other times', () => {
  it('takes the age at the time, not today\'s', () => {
    expect(said('victim_minor', '친척오빠가 제가 17살때 여러번 강제로 했어요 지금 22살이고')).toBe(true);
  });
  it('does not take a resignation demanded for one made', () => {
    expect(said('still_employed', '육아휴직 신청했더니 대표가 그럼 퇴사하고 나중에 다시 들어오래 지금도 회사는 다님')).toBeUndefined();
  });
});

describe('payments missed for whole years', () => {
  it.each([
    ['양육비 판결 받았는데 잠적함 한번도 안줬고 벌써 2년째임', 24],
    ['월 60씩 받기로 돼있는데 1년째 한푼도 안줘요', 12],
    ['양육비 다섯달째 안줌', 5],
    ['마지막 두달치 알바비 아직 못받음', 2],
  ])('"%s" → %d', (text, months) => {
    expect(situationCountsIn(text).missed_payments).toBe(months);
  });
});

describe('more everyday words for criminal and family facts', () => {
  it.each([
    ['contact_cut_off', '6월까지 갚는다더니 연락도 안 받아요', true],
    ['contact_cut_off', '6월까지 갚는다더니 번호도 바꿨어요', true],
    ['false_pretext', '전세금 모자란다고 2천 빌려감 근데 그때 이미 빚이 엄청 많았대', true],
    ['false_pretext', '어머니 멀쩡하시고 그돈으로 도박했대요', true],
    ['handled_money_for_others', '내 통장으로 돈 받아서 다른 계좌로 보내주는 일 했는데', true],
    ['actually_drove', '킥보드 타다가 음주측정 요구받았는데 거부하고', true],
    ['actually_drove', '집앞 골목에서 차 몇미터 옮겼는데 누가 신고해서', true],
    ['violence_repeated', '아빠가 엄마를 또 때렸어', true],
  ])('%s: "%s" → %s', (field, text, expected) => {
    expect(said(field, text)).toBe(expected);
  });
  it.each([
    ['heir_relationship', '형이 죽었는데 빚만 남겼대', '형제자매'],
    ['admits_allegation', '회사돈 일부 쓴건 맞는데 나중에 채워넣을 생각이었어요', '일부만 인정함'],
    ['admits_allegation', '난 전과없고 잘못한거 없음', '부인함'],
    ['admits_allegation', '술집에서 시비붙어서 한대 친거 맞아 인정은 할거야', '인정함'],
    ['breach_type', '퇴사한 직원이 회사 설계도면을 경쟁사로 빼갔어요', '영업비밀·자료 유출'],
    ['breach_type', '대표이사가 자기 친척회사에 회사 건물을 시세 반값에 넘겼어요', '회사 임원·직원의 손해 행위'],
    ['damage_intent', '윗집 아저씨가 내 차 타이어를 송곳으로 찔러놨어', '일부러 한 것 같음'],
    ['filming_issue_type', '누가 내 인스타 사진으로 딥페이크 음란물 만들어서 뿌렸대', '합성·딥페이크로 만들어짐'],
    ['filming_issue_type', '내 사진 인터넷에 올린다고 협박함', '퍼뜨리겠다고 협박받음'],
    // Filmed with consent, the spreading only threatened.
    ['filming_issue_type', '사귈때 동의하고 찍은 영상을 헤어지고 나서 퍼뜨리겠다고 협박해요', '퍼뜨리겠다고 협박받음'],
    ['filming_issue_type', '헤어지자니까 영상 단톡방에 뿌릴거라고 해요', '퍼뜨리겠다고 협박받음'],
    ['vehicle_type', '집앞 골목에서 차 몇미터 옮겼는데', '승용·승합·화물차'],
  ])('%s: "%s" → %s', (field, text, option) => {
    expect(picked(field, text)).toBe(option);
  });
});

describe('divorce grounds and a divorce done when support was set', () => {
  it.each([
    ['divorce_ground', '남편이 2년 전에 집을 나가서 생활비도 한푼 안 보내요', '악의의 유기(가출·생활비 끊음 등)'],
    ['divorce_ground', '아내가 시부모님한테 막말하고 명절에도 안 가요', '내 부모에 대한 배우자의 심히 부당한 대우'],
    ['divorce_ground', '남편이 상습적으로 저를 때려서 이혼했어요', '폭언·폭행 등 심히 부당한 대우(배우자·시댁·처가)'],
    ['divorce_status', '이혼하면서 양육비를 월 50으로 정했는데', '이혼 완료'],
  ])('%s: "%s" → %s', (field, text, option) => {
    expect(picked(field, text)).toBe(option);
  });
});

describe('civil and administrative facts said in everyday ways', () => {
  it.each([
    ['counterparty_acknowledged', '10/31까지 입금해준댔는데 한푼도안줌', true],
    ['counterparty_acknowledged', '그쪽에서 잘못 들어온거 인정은 하는데 아직 안돌려줘요', true],
    ['counterparty_acknowledged', '제가 받은 쪽인데 1200 더 들어온건 맞아요', true],
    ['counterparty_acknowledged', '환불은 안 해준다고 했어요', undefined],
    ['return_requested', '반환청구는 아직 안했어요', false],
    ['return_requested', '청약철회 하려는데 아직 업체에 연락은 못했어요', false],
    ['offender_identified', '쇼핑몰 해킹당해서 제 개인정보 유출됐대요', true],
    ['offender_identified', '이사업체 직원이 옮기다가 TV를 떨어뜨려서', true],
    ['offender_identified', '블박엔 안찍혀있고 누군지 모름', false],
    ['offender_identified', '치고 그냥 가버렸어요 택시 번호는 찍어놨어요', true],
    ['offender_identified', '불송치래요 가해자 신상은 다 알아요', true],
    ['offender_identified', 'cctv 보니까 누군지 나와서 바로 고소했어요', true],
    ['offender_identified', '불기소 났대 가해자는 같은 회사 사람', true],
    ['offender_identified', '전화번호는 바꿨어요', undefined],
    ['still_residing', '보증금 3천 못받고 이사했어요', false],
    ['still_residing', '이사는 벌써 나왔어요', false],
    ['still_residing', '2년 살다가 나왔는데 보증금을 아직 못 받았어요', false],
    ['still_residing', '집주인이 안고쳐줘요 아직 거기 살아요', true],
    ['still_residing', '아직 못받고 이사도 못가고 있어요', true],
    ['still_residing', '집주인이 자기 아들 들어와 산다고 나가래요', true],
    ['auction_started', '경매 들어간다는 통지 받음', true],
    ['auction_started', '경매넘어갔단 통지는 아직 없어요', false],
    ['prior_mortgage', '등기부 보니까 압류 걸려있어요', true],
    ['deposit_insurance', 'HUG 가입 안함', false],
    ['performance_started', '중도금 날짜는 아직 안됐음', false],
    ['guarantee_in_writing', '보증서에 제가 직접 사인했고', true],
    ['guarantee_in_writing', '보증선다고 말로만 했는데 서명은 안받았어요', false],
    ['business_debt', '삼촌 가게 인테리어비용으로 빌려드렸는데', true],
    ['business_debt', '결혼자금 모자르다고 해서 빌려줌', false],
    ['threatened', '욕하거나 그런건 없었어요', false],
    ['prior_discharge', '회생이나 파산은 처음이에요', false],
    ['prior_notice_given', '징계위 출석해서 진술은 했어요', true],
    ['prior_notice_given', '징계위원회 출석통지도 못받았어요', false],
    ['prior_notice_given', '의견 내라는 안내는 없었어요', false],
    ['reason_given', '사유서는 받았는데 납득이 안가요', true],
    ['reason_given', '이유도 제대로 안알려주고', false],
    ['has_enforceable_title', '판결같은건 아직 없음', false],
    ['medical_records_obtained', '진료기록 사본은 떼어놨어요', true],
    ['liability_insurance', '적재물보험으로 처리해준대요', true],
    ['settlement_signed', '합의서 쓴거 없음', false],
    ['settlement_signed', '각서 쓰면 환불해준대서 서명해버렸어요', true],
    ['disclosure_doc_received', '확인설명서엔 아무것도 안써있었구요', true],
    ['remedy_filed', '분납 신청은 해놨어요', true],
    ['remedy_filed', '조세심판원에서 기각 결정 받았어요', true],
    ['remedy_filed', '재신청은 아직', false],
    ['remedy_filed', '납부고지서 받았고 아직 아무것도 안했음', false],
    ['interest_agreed', '2억을 연 12%로 빌려줬고', true],
    ['joint_guarantee', '연대보증인지는 기억이 안나요', undefined],
    ['third_party_contacted', '안갚으면 회사에 찾아간다고 협박', undefined],
    ['asset_transferred', '작년에 집 팔아서 병원비 냈고요', true],
    ['offender_identified', '이삿짐센터가 옮기다가 TV 액정을 깨 먹고', true],
    ['offender_identified', '누가 일부러 긁어놨어 범인은 모르고', false],
    ['still_residing', '세입자가 나가면서 벽지를 다 망가뜨려놓고 갔어요', false],
    ['penalty_clause', '계약서엔 취소시 환불불가 이렇게만 써있어요', true],
    ['penalty_clause', '배로 물어준다는 조항 있는데', true],
    ['paid_knowingly', '관리비를 이중으로 냈는데', false],
    ['prior_discharge', '회생이나 파산 해본적 없고', false],
    ['remedy_filed', '행정소송은 11월 20일에 냈고', true],
    ['remedy_filed', '행정심판은 아직 안 냈고', false],
  ])('%s: %s', (field, text, expected) => {
    expect(said(field, text)).toBe(expected);
  });

  it.each([
    ['notice_sent', '윗집에 말했더니 보험 있다고', true],
    ['notice_sent', '메일로 달라고 요청했는데 읽씹', true],
    ['notice_sent', '업체에 카톡으로 사진 보내고 AS 요청했더니', true],
    ['notice_sent', '아직 말은 못해봤어요', false],
    ['written_contract', '올 1월에 약정서 썼는데', true],
    ['written_contract', '공증도 받았어요', true],
    ['evidence', '설계도랑 신청서 사본 다 있음', true],
    ['police_report', '금감원에 민원 넣었어요', true],
    ['police_report', '경찰 고소는 다음주에 하려구요', false],
    ['notice_sent', '업체에 배상해달라고 했어요', true],
  ])('%s: %s', (field, text, expected) => {
    expect(said(field, text, moreBooleanWords)).toBe(expected);
  });

  it.each([
    ['collector_type', '카드사 추심 직원이 엄마한테 전화했대요', '은행·카드사 등 금융회사'],
    ['construction_issue', '업체가 추가공사비 2천을 더 달래요', '추가 공사비 요구'],
    ['construction_issue', '두달 됐는데 벌써 들뜨고 AS 요청했더니', '하자(누수·마감 불량 등)'],
    ['broker_issue', '중개사가 불법건축물이란걸 말 안해줘서 손해봤어요', '설명이 틀리거나 빠져서 손해를 봄'],
    ['admin_area', '출국명령 받았어요 12월 3일까지 나가야된대요', '출입국·체류'],
    ['admin_area', '조세심판원에서 기각 결정 종부세 문제입니다', '세금·과태료·과징금'],
    ['alcohol_level', '음주측정 거부했다고 면허취소', '측정 거부·모름'],
  ])('%s: %s', (field, text, expected) => {
    expect(picked(field, text)).toBe(expected);
  });

  it.each([
    ['월 2부 이자 받기로 했어요', 'interest_rate', 24],
    ['재산은 하나도 없어요', 'asset_value', 0],
    ['재산세 체납이 있어요', 'asset_value', undefined],
  ])('%s', (text, field, expected) => {
    expect(situationCountsIn(text)[field]).toBe(expected);
  });
});

describe('civil and administrative facts told in passing', () => {
  it.each([
    ['deposit_insurance', '보증보험은 가입 안 했어요', false],
    ['deposit_insurance', 'HUG 보증보험 가입했어요', true],
    ['still_residing', '지금 그 집 살아요', true],
    ['still_residing', '다음 달에 이사 가야 해요', true],
    ['auction_started', '경매 통지서가 날아왔어요', true],
    ['interest_agreed', '연 10%로 차용증에 적었어요', true],
    ['interest_agreed', '이자 약정은 따로 없었어요', false],
    ['offender_identified', '누가 올렸는지는 알아요', true],
    ['offender_identified', '동업자가 퍼뜨렸어요', true],
    ['offender_identified', '카드사에서 고객 정보가 유출됐대요', true],
    ['prior_violation', '3년 전에도 음주로 한번 걸렸었어요', true],
    ['third_party_contacted', '회사에 연락한대요', undefined],
    ['third_party_contacted', '엄마한테 전화했어요', true],
    ['remedy_filed', '의견제출 하려고 해요', false],
    ['threatened', '새벽에 와서 욕하고 갔어요', true],
    ['has_enforceable_title', '판결 받은 건 없고 가압류래요', false],
  ])('%s in "%s" is %s', (field, text, value) => {
    expect(said(field, text)).toBe(value);
  });

  it.each([
    ['license_reason', '음주측정 거부로 면허가 취소됐어요', '음주측정 거부'],
    ['license_reason', '음주로 면허 취소됐어요', '음주운전'],
    ['commercial_issue', '건물주가 월세를 200에서 300으로 올리겠대요', '월세·보증금 인상'],
    ['admin_stage', '고지서 지난달 30일에 받았어요', '처분서·고지서를 받음'],
  ])('%s in "%s" is %s', (field, text, option) => {
    expect(picked(field, text)).toBe(option);
  });
});

describe('more facts told in passing', () => {
  it.each([
    ['still_ongoing', '올봄부터 계속 그래요', true],
    ['penalty_clause', '계약서에 중도해지 조건이 적혀있어요', true],
    ['return_requested', '아직 판매자한테 연락은 안 했어요', false],
    ['counterparty_acknowledged', '헤어지니까 준 거라고 우겨요', false],
  ])('%s in "%s" is %s', (field, text, value) => {
    expect(said(field, text)).toBe(value);
  });
});

describe('family, criminal and administrative facts in the forms people type (round 18)', () => {
  const more = { ...situationBooleans };
  it.each([
    // Nothing set for support: never agreed, nothing fixed.
    ['court_order_exists', '헤어질때 양육비는 정한 적이 없어요', false],
    ['court_order_exists', '면접교섭은 따로 정해진 건 하나도 없어요', false],
    ['court_order_exists', '양육비 정하고 싶은데 방법이 있나요', undefined],
    // The spouse refusing the divorce.
    ['spouse_agrees', '남편한테 이혼하자니까 죽어도 안 한대요', false],
    ['spouse_agrees', '이혼은 싫대요 애들 때문에', false],
    ['spouse_agrees', '이혼하면 뭐부터 해야 하나요', undefined],
    ['spouse_agrees', '남편은 이혼에 동의를 안 해줘서 소송밖에 없대요', false],
    ['spouse_agrees', '아내도 이혼에 동의했어요', true],
    // A remedy filed with a particle on 청구; a suit not yet brought.
    ['remedy_filed', '교원소청 청구는 했는데 결과가 안나왔어요', true],
    ['remedy_filed', '이의신청 신청은 해놨어요', true],
    ['remedy_filed', '취소소송은 아직 안 냈어요', false],
    // No notice beforehand.
    ['prior_notice_given', '미리 안내도 없이 끊겼어요', false],
    ['prior_notice_given', '미리 준비해 둔 서류가 있어요', undefined],
    // The blood test by its everyday name.
    ['blood_test_requested', '불면 안될거같아서 피검사 요구했어요', true],
    ['blood_test_requested', '혈액검사 해달라고 했는데 무시함', true],
    ['blood_test_requested', '피검사는 못 했어요', false],
    // A fine before, with 은.
    ['prior_violation', '예전에 음주로 벌금 낸적은 있어요', true],
    // Knowing the marriage, with an adverb before the verb.
    ['third_party_knew_marriage', '그 여자도 남편 유부남인거 다 알았어요', true],
    ['third_party_knew_marriage', '결혼한 걸 분명히 알았는데도 만났어요', true],
    // Money taken out of the deceased's account.
    ['unilateral_transfer', '엄마 돌아가시고 오빠가 엄마 계좌에서 돈 빼갔어요', true],
    ['unilateral_transfer', '아빠 통장에서 삼천 인출했대요', true],
    ['unilateral_transfer', '통장에 남은 돈이 얼마인지 몰라요', undefined],
    // The other parent out of work; not the writer.
    ['payer_employed', '애아빠 요즘 백수래요', false],
    ['payer_employed', '저는 백수인데 걔는 돈 잘 벌어요', undefined],
    // Children neglected.
    ['child_safety_concern', '전처가 애를 방치해서 걱정이에요', true],
    ['child_safety_concern', '애들 밥도 제대로 안 챙겨준대요', true],
    // Who raises them agreed; the home still unsettled or settled.
    ['custody_agreed', '양육은 남편이 맡기로 얘기했어요', true],
    ['property_agreed', '집 문제는 아직 합의가 안 됐어요', false],
    ['property_agreed', '재산은 각자 명의대로 가져가기로 했어요', true],
    // No account or card handed over.
    ['handled_money_for_others', '체크카드 넘긴 적은 없어요', false],
    ['handled_money_for_others', '계좌 빌려준 건 없고 돈만 보냈어요', false],
    // Contact still possible, told with 아직.
    ['contact_cut_off', '판매자랑 연락은 아직 돼요', false],
    ['personal_info_leaked', '시키는대로 앱까지 설치했어요', true],
    // Who did it known, with 다 and the ㄹ-less 아는.
    ['offender_identified', '범인이 누군지 다 아는데 경찰이 안잡아요', true],
    // Living apart told of the writer, the victim still with the one who hits told after it.
    ['living_together', '저는 직장 때문에 따로 살아요 동생은 아직 아빠랑 같이 살고요', true],
    ['living_together', '같이 살고 있는데 따로 살고 싶어요', true],
    ['living_together', '지금은 따로 살아요', false],
  ])('%s: %s', (field, text, value) => {
    expect(said(field, text, more)).toBe(value);
  });

  it.each([
    ['heir_relationship', '남편이 지난 3월 2일에 사망했어요', '배우자'],
    ['heir_relationship', '엄마가 병원에서 유언장을 써두셨는데 내용이 이상해요', '자녀(손자녀 포함)'],
    ['heir_relationship', '저희 자녀들은 아무것도 못 받았어요', '자녀(손자녀 포함)'],
    ['divorce_ground', '남편이 회사 여직원이랑 바람펴서 집을 나갔어요', '배우자의 외도'],
    ['current_caregiver', '이혼할때 양육권은 전처가 가져갔어요', '상대방이 키우고 있음'],
    ['current_caregiver', '양육권 제가 가져오고 싶어요', undefined],
    ['protective_order_status', '잠정조치 신청은 아직 못 했어요', '아직 없음'],
    ['will_dispute_reason', '삼촌이 할아버지를 데리고 가서 강제로 유언장 쓰게 했어요', '위조·강요 의심'],
    ['admin_stage', '속도위반 과태료가 날아왔어요', '처분서·고지서를 받음'],
    ['admin_stage', '통지서 받은 게 지난주예요', '처분서·고지서를 받음'],
    ['admin_stage', '과태료 나올까봐 걱정돼요', undefined],
    ['breach_type', '잔금 치르기 전에 매도인이 딴 사람한테 팔아버렸어요', '부동산 이중매매'],
    ['breach_type', '담보로 잡은 차를 다른 사람한테 팔았어요', undefined],
    ['casualty_level', '상대 운전자가 허리 아프다고 병원 다녀요', '다친 사람 있음'],
    ['casualty_level', '사고는 없었고 병원 갈 일도 없어요', '사고 없음'],
    ['divorce_status', '남편 상대로 이혼소송 걸려고 하는데 비용이 얼마나 들어요', '이혼 전(고민 중)'],
    ['divorce_status', '아내가 이혼 소송 걸었어요', '이혼 소송·조정 중'],
    ['divorce_ground', '남편이 장모님인 저희 어머니께 소리 지르고 욕했어요', '내 부모에 대한 배우자의 심히 부당한 대우'],
  ])('%s: %s', (field, text, option) => {
    expect(picked(field, text)).toBe(option);
  });
});
