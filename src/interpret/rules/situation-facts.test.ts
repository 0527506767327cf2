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
    expect(situationCountsIn('딸 하나고 7살이에요')).toMatchObject({ youngest_child_age: 7 });
    expect(situationCountsIn('이자는 연 12%로 하기로')).toMatchObject({ interest_rate: 12 });
  });
  it('finds nothing in a sentence without counts', () => {
    expect(situationCountsIn('사장이 욕을 해요')).toEqual({});
  });
});

describe('everyday words for choices and yes/no facts of round 2', () => {
  it('reads settlement talks, outcomes and grounds from plain words', () => {
    expect(picked('settlement_status', '상대방이 합의하자고 연락 왔어요 아직 얘기 중이고')).toBe('합의 전(이야기 중)');
    expect(picked('settlement_status', '합의금 1000 달래요 너무 많아서요')).toBe('금액이 맞지 않음');
    expect(picked('accused_case_outcome', '성추행으로 고소당했는데 무혐의 나왔어요')).toBe('무혐의·불송치로 끝남');
    expect(picked('divorce_ground', '남편 외도 때문에 이혼소송 냈어요')).toBe('배우자의 외도');
    expect(picked('debt_cause', '코인하다가 빚이 7천 생겼어요')).toBe('주식·코인 투자');
    expect(picked('tax_kind', '종소세 1800만원 추징한대요')).toBe('종합소득세');
    expect(picked('construction_issue', '업체가 공사 중간에 연락 끊겼어요')).toBe('공사 중단·업체 연락 두절');
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
    expect(picked('harassment_type', '부장이 맨날 회의때 욕하고 소리질러요')).toBe('폭언·욕설');
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
    expect(said('already_used_estate', '형 차는 벌써 팔았어')).toBe(true);
    expect(said('separate_property', '집이 결혼 전에 내가 산거라')).toBe(true);
    expect(said('unilateral_transfer', '엄마 통장에서 돈을 다 찾아 썼어요')).toBe(true);
    expect(said('spouse_agrees', '이혼하자니까 절대 안 해준대요')).toBe(false);
    expect(said('child_safety_concern', '아이들한테 술먹고 소리지르고 때린적도 있어서')).toBe(true);
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
    ['still_residing', '보증금 3천 못받고 이사했어요', false],
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
