import { describe, expect, it } from 'vitest';
import { harmAndWorkWords } from './harm-and-work-words.js';

const said = (field: string, text: string) => {
  const cues = harmAndWorkWords[field]!;
  return cues.no.test(text) ? false : cues.yes.test(text) ? true : undefined;
};

describe('everyday words for criminal, labour and family facts', () => {
  it.each([
    ['weapon_used', '전남편이 회칼 들고 찾아와서 죽이겠다고 함', true],
    // Bare hands only; a blow dodged, unless a hurt follows.
    ['weapon_used', '주먹으로만 몇대 맞았어요', false],
    ['weapon_used', '발로만 찼는데 갈비뼈가 나갔대요', false],
    ['injury', '피하느라 맞지는 않았어요', false],
    ['injury', '다행히 맞진 않았는데 넘어져서 무릎이 까졌어요', true],
    ['prior_violation', '3년전에 벌금 200 받은적은 있어요', true],
    ['victim_identifiable', '가게 이름까지 다 적어놨더라고요', true],
    ['victim_identifiable', '이름은 안 나왔는데 다들 알아요', undefined],
    ['victim_identifiable', '회식자리에서 팀장이 저보고 돼지라고 했어요', true],
    ['victim_identifiable', '단톡에서 나한테 거지새끼라고 욕함', true],
    ['victim_identifiable', '저한테 갚으라고 해요', undefined],
    ['weapon_used', '걔가 먼저 병 던져서 나도 주먹으로 몇대 침', true],
    ['weapon_used', '휴대폰으로 제 얼굴을 때려서 광대뼈 골절됐어요', true],
    ['weapon_used', '모니터랑 티비를 망치로 다 박살냄', true],
    ['weapon_used', '칼 얘기는 없었고요', false],
    ['weapon_used', '병원 가서 진단서 뗐어요', undefined],
    ['injury', '저는 팔꿈치 까졌고요', true],
    ['injury', '목에 자국 남았어요', true],
    ['injury', '갈비뼈 금갔고 4주 나왔어요', true],
    ['injury', '다친건 아니고 너무 기분나빠', false],
    ['injury', '뒤에서 박았어요 목이랑 허리 아파요', true],
    ['injury', '허리가 좀 결려요', true],
    ['injury', '다리 아픈 건 없어요', false],
    ['injury', '머리가 아파요 스트레스 때문에', undefined],
    ['still_ongoing', '인스타 부계정으로 계속 디엠해요', true],
    ['still_ongoing', '요새도 매일 옴 신고는 아직', true],
    ['still_ongoing', '접근금지명령 받았는데 그저께 또 문자옴', true],
    ['still_ongoing', '번호 바꾸고 나서는 안와요', false],
    ['still_ongoing', '갑자기 계정 삭제하고 연락두절', false],
    ['settlement_talks', '그쪽 가족이 합의금 얘기하러 연락왔어', true],
    ['settlement_talks', '서로 없던일로 하자고 얘기중이에요', true],
    ['settlement_talks', '작성자가 사과문 올리겠다고 쪽지옴', true],
    ['police_report', '바로 112 불렀어요', true],
    ['police_report', '경찰청 사이버신고 해놨어요', true],
    ['police_report', '아직 경찰엔 못감', false],
    ['police_report', '경찰 부르려다 그냥 내보냈어요', false],
    ['police_report', '캡처는 다 해뒀어요 경찰에 고소장 낼 생각입니다', false],
    ['police_report', '지급정지는 방금 신청했고 경찰서에 가려고 해요', false],
    ['police_report', '같이 사는 오빠라 신고하기도 애매하고', false],
    ['still_ongoing', '전남친이 매일 연락하고 집앞에 찾아옴', true],
    ['still_ongoing', '전남편이 계속 집 근처를 서성이고 문자를 보내요', true],
    ['still_ongoing', '그 후로도 마주칠 때마다 노려보고 욕해요', true],
    ['still_ongoing', '매일 연락하더니 갑자기 연락두절', false],
    ['evidence', '취업규칙 사본이랑 발령문 가지고 있음', true],
    ['evidence', '작업일지에 다 적혀있어요', true],
    ['evidence', '카톡으로 급여 얘기한건 남아있어요', true],
    ['evidence', '사본 달라니까 안줌', undefined],
    ['reported_to_company', '회사 고충처리위원회에 신고했는데', true],
    ['reported_to_company', '인사팀에 말하면 불이익 받을까봐 아직 말 못했어요', false],
    ['still_employed', '지금도 회사는 다님', true],
    ['still_employed', '지금은 휴직중', true],
    ['still_employed', 'pc방 야간 시급 9500 받는중', true],
    ['still_employed', '알바하는 술집 손님이 자꾸 번호 달래요', true],
    ['still_employed', '주말특근 수당 못받음 지금은 관둠', false],
    ['still_employed', '현장은 10월 31일에 끝났고 돈은 아직', false],
    ['still_employed', '알바 구하는 중인데 사장이 이상해요', undefined],
    ['injury', '때리진 않았고 다친데도 없음', false],
    ['injury', '병원은 안 갔어요 아픈 데는 없고요', false],
    ['weapon_used', '친구가 맥주병으로 제 머리를 내리쳐서 꿰맸어요', true],
    ['weapon_used', '동네 형 둘이 각목으로 때림', true],
    ['physical_contact', '몸 평가하고 번호 달라고 함 만지진 않았어', false],
    ['physical_contact', '회식 때마다 본부장이 제 허리를 감싸고 옆에 앉으래요', true],
    ['retaliation', '거절했더니 다음 인사평가에서 최하점을 받았어요', true],
    ['reported_to_company', '회사엔 얘기했는데 그냥 참으래요', true],
    ['reported_to_company', '사장한테 말했는데 손님이라 어쩔수없대', true],
    ['reported_to_company', '거래처 직원이 자꾸 치근덕대서 과장님께 말했는데 넘어가재요', true],
    ['reported_to_company', '인사팀에 말하긴 무서워서 아직 안함', false],
    ['reported_to_company', '회사에 신고하기가 겁나요 잘릴까봐', false],
    ['payment_stop_requested', '아직 은행에는 연락 못했어요', false],
    ['prior_violation', '예전에 벌금 100 받은적 있음', true],
    ['fought_back', '다친 데는 없는데 저는 손 안 댔어요', false],
    ['other_side_started', '옆자리 놈이 내 뒤통수 때림 그래서 나도 밀쳤는데', true],
    ['public_setting', '손님이 다른손님들 다 보는데서 소리지름', true],
    ['contact_cut_off', '판매자 폰 꺼져있음', true],
    ['contact_cut_off', '갚는다 했는데 지금은 전화도 안 받아요', true],
    ['multiple_offenders', '고딩 한놈이 내 폰 뺏고 튐', false],
    ['multiple_offenders', '한놈씩 돌아가면서', undefined],
    ['employer_control', '배차 시간이랑 코스 다 회사가 정하고', true],
    ['employer_control', '시키는 대로 그림 그렸어요', true],
    ['inclusive_wage', '연봉계약서에 고정OT 포함이라고', true],
    ['inclusive_wage', '퇴직금이 월급에 녹아있었다고 안주겠대', true],
    ['withdrawal_blocked', '수익금 찾으려니까 수수료 선입금하래요', true],
    ['withdrawal_blocked', '돈 빼달라니까 계속 미뤄요', true],
    ['full_attendance', '한번도 안빠졌어요', true],
    ['written_contract', '근로계약서 싸인은 했는데', true],
    ['written_contract', '계약서 쓰자고 해도 계속 미뤘어요', false],
    ['contract_copy_received', '사본 달라니까 사장이 나중에 준다고 하고 안줌', false],
    ['resignation_signed', '사직서 써줬어요', true],
    ['resignation_signed', '아직 아무것도 서명안했음', false],
    ['retaliation', '육아휴직 신청했더니 대표가 그럼 퇴사하고 나중에 다시 들어오래', true],
    ['third_party_knew_marriage', '그 여자도 남편 애 있는거 다 알고 만난거더라구요', true],
    ['third_party_knew_marriage', '남편 회사 여직원이 유부남인 거 알면서 1년 넘게 만났더라고요', true],
    ['evidence_secretly_obtained', '남편 차 블랙박스 보다가 통화한거 들었어요', true],
    ['child_taken', '애 보러 온다고 데려가놓고 안돌려보내요', true],
    ['child_safety_concern', '애들 앞에서 술먹고 물건 던지는 사람이라', true],
    ['court_order_exists', '협의이혼할때 양육권은 제가 가져왔는데', true],
    ['court_order_exists', '양육비 판결 받았는데 잠적함', true],
    ['court_order_exists', '이혼할때 양육비 얘기를 아예 안했어요', false],
    ['payer_employed', '지금 중소기업 다니는걸로 알아요', true],
    ['living_together', '아직 같이 살아요', true],
    ['violence_repeated', '새아빠한테 맞는걸 몇번 봤어요', true],
    ['immediate_danger', '남편이 요새 술먹고 때려서 빨리 끝내고싶어요', true],
    ['asset_hiding_risk', '남편이 상가 팔려고 내놨어요', true],
    ['fought_back', '제 멱살을 잡고 흔들었어요 저도 뿌리치면서 밀었고요', true],
    ['fought_back', '제가 먼저 욕하면서 어깨를 쳤고 상대가 저를 넘어뜨렸어요', true],
    ['fought_back', '나는 그냥 가만히 있었음', false],
    ['other_side_started', '제가 먼저 욕하면서 어깨를 쳤고', false],
    ['public_setting', '부장이 다른팀원들 다있는데서 저보고 욕했어요', true],
    ['public_setting', '10명정도 있었음', true],
    ['victim_identifiable', '닉이 내 본명이라 다 앎', true],
    ['victim_identifiable', '댓글에 제 가게 상호 박아놓고', true],
    ['physical_contact', '야한농담하고 카톡 보내요 만진건 없어요', false],
    ['content_distributed', '인터넷에 올린다고 협박함 아직 올리진 않았어', false],
    ['contact_info_given', '아무도 없길래 그냥 나왔어요', false],
    ['civil_waiver_clause', '민사상 청구 안한다는 조항이 들어있네요', true],
    ['civil_waiver_clause', '합의서에 민사 포기 문구 넣어야 하나요', undefined],
  ])('%s: "%s" → %s', (field, text, expected) => {
    expect(said(field, text)).toBe(expected);
  });
});

describe('a report only wished for', () => {
  it('is no report made', async () => {
    const { booleanFields } = await import('./field-cues.js');
    expect(booleanFields.police_report!.yes.test('모르는 번호로 문자가 왔었어요 경찰에 신고하고싶어요')).toBe(false);
    expect(booleanFields.police_report!.yes.test('경찰에 신고했어요')).toBe(true);
  });
});

describe('labour claims and notices by text', () => {
  it.each([
    ['agency_claim_filed', '퇴직금 안주겠대 노동청에 진정넣음', true],
    ['agency_claim_filed', '사장은 못준대 노동청 진정은 아직 못넣음', false],
    ['dismissal_in_writing', '오늘 퇴근하면서 낼부터 안나와도 된다고 문자받았어요', false],
  ])('%s: "%s" → %s', (field, text, expected) => {
    expect(said(field, text)).toBe(expected);
  });
});

describe('a weapon said to be carried, a danger gone', () => {
  it.each([
    ['weapon_used', '전 남편이 칼 갖고 있다고 죽여버린다고 해요', true],
    ['immediate_danger', '경찰 불렀는데 그냥 가버림 지금은 아빠 나가서 없어', false],
  ])('%s: "%s" → %s', (field, text, expected) => {
    expect(said(field, text)).toBe(expected);
  });
});

describe('child support circumstances', () => {
  it.each([
    ['income_changed', '애가 고등학생이 되면서 학원비가 너무 늘었어요', true],
    ['notice_sent', '판결문 있어 문자로 달라고 해도 씹음', true],
  ])('%s: "%s" → %s', (field, text, expected) => {
    expect(said(field, text)).toBe(expected);
  });
});
