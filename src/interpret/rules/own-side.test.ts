import { describe, expect, it } from 'vitest';
import { anotherPersonDoes, otherDid, ownSide, personDid, selfDid } from './own-side.js';

describe('selfDid', () => {
  it('finds an act whose subject is the person, within one clause', () => {
    expect(selfDid('술 먹고 제가 홧김에 발로 차서 부쉈어요', /^(?:차서|부쉈)/)).toBe(true);
    expect(selfDid('제가 자리 비운 사이에 누가 부쉈어요', /^부쉈/)).toBe(false);
    expect(selfDid('제가 신호대기중인데 뒤에서 박았어요', /^박았/)).toBe(false);
  });
});

describe('anotherPersonDoes', () => {
  it('tells another person as the one doing it only where the writer is not', () => {
    expect(anotherPersonDoes('옆집 아줌마가 키우고 있어요')).toBe(true);
    expect(anotherPersonDoes('친구가 데리고 있어요')).toBe(true);
    expect(anotherPersonDoes('남편이 데려갔다가 제가 데려왔어요')).toBe(false);
    expect(anotherPersonDoes('제가 키워요')).toBe(false);
    expect(anotherPersonDoes('같이 키워요')).toBe(false);
  });
});

describe('personDid and otherDid', () => {
  const lent = /^빌려(?:줬|준)/;
  it('gives an act with no other subject in its clause to the writer', () => {
    expect(personDid(lent)('회사 후배한테 돈 빌려준건데 연락이 없네')).toBe(true);
    expect(personDid(lent)('저는 작년에 빌려 줬어요')).toBe(true);
    expect(personDid(lent)('삼촌이 빌려준 돈을 제가 갚고 있어요')).toBe(false);
    expect(otherDid(lent)('삼촌이 빌려준 돈을 제가 갚고 있어요')).toBe(true);
  });
  it('does not take reported words or adverbs for the doer', () => {
    expect(personDid(/^취소/)('상대는 그냥 취소했대요')).toBe(false);
    expect(personDid(/^취소/)('같이 가려던 여행 예약 취소했더니 수수료를 떼네요')).toBe(true);
  });
  it('reads words the writer quoted and then said as the writer\'s, and a verb in -다가 as no subject', () => {
    expect(personDid(/^해지하겠/)('결혼정보회사 가입했다가 해지하겠다고 했더니 위약금을 내래요')).toBe(true);
    expect(personDid(/^취소한다/)('상대가 취소한다고 했대요')).toBe(false);
    expect(ownSide('원룸 가계약금 보냈는데 취소한다고 했더니 못돌려준대요', 'cancelled_by')).toBe('내가 끝내려 함');
    expect(ownSide('원장이 갑자기 이번달까지만 하라고 계약 해지 통보 문자 보냄', 'cancelled_by')).toBe('상대방이 끝내겠다고 함');
  });
  it('does not take a subject inside a quotation or in an earlier casual clause for the doer', () => {
    const report = /^(?:고소|신고)/;
    expect(otherDid(report)('동생이 제가 돈 훔쳤다고 고소했어요')).toBe(true);
    expect(personDid(report)('걔가 먼저 때렸어 그래서 바로 신고했어')).toBe(true);
  });
});

describe('ownSide', () => {
  it('reads the person as victim or accused only from what is said about them', () => {
    expect(ownSide('저는 가해자 쪽이에요 상대가 전치 3주래요', 'case_side')).toBe('가해자로 지목됨');
    expect(ownSide('폭행 피해자인데 합의하자네요', 'case_side')).toBe('피해자');
    expect(ownSide('제가 운전하다가 횡단보도에서 피해자분을 다치게 했어요', 'case_side')).toBeUndefined();
    expect(ownSide('회사가 저를 업무상 배임으로 고소했어요', 'case_side')).toBe('가해자로 지목됨');
    expect(ownSide('제가 상간소송을 당했어요', 'case_side')).toBe('가해자로 지목됨');
    // A complaint the person means to make; not one the other side means to make against them.
    expect(ownSide('총무가 회비 800만원을 자기 맘대로 써버렸어요 횡령으로 고소하고 싶어요', 'case_side')).toBe('피해자');
    expect(ownSide('상대가 저를 고소하려고 해요', 'case_side')).toBeUndefined();
    expect(ownSide('사장이 저보고 돈 훔쳤다고 해요', 'case_side')).toBe('가해자로 지목됨');
    expect(ownSide('노트북을 도둑맞았어요', 'case_side')).toBe('피해자');
    expect(ownSide('두 명이 지갑 뺏어갔어요', 'case_side')).toBe('피해자');
    // Ran off with it; somebody came in on the writer.
    expect(ownSide('동호회 회장이 회비 들고 날랐어요', 'case_side')).toBe('피해자');
    expect(ownSide('곗돈 모아둔거 계주가 들고 튀었어요', 'case_side')).toBe('피해자');
    expect(ownSide('새벽에 누가 창문 열고 들어왔어요', 'case_side')).toBe('피해자');
    expect(ownSide('누가 들어왔다고 옆집이 저를 신고했어요', 'case_side')).toBe('가해자로 지목됨');
    expect(ownSide('쌍방폭행으로 신고당했어요', 'case_side')).toBe('가해자로 지목됨');
    expect(ownSide('예전 비번으로 들어갔는데 주거침입으로 신고당함', 'case_side')).toBe('가해자로 지목됨');
    expect(ownSide('유부남인줄 몰랐는데 그 와이프한테서 상간녀 소송 들어옴', 'case_side')).toBe('가해자로 지목됨');
  });
  it('tells who hit whom in a crash', () => {
    expect(ownSide('저희가 뒤에서 받혔어요', 'accident_role')).toBe('피해자');
    expect(ownSide('제가 뒤에서 박았어요 ㅠ', 'accident_role')).toBe('가해자');
    // Waiting at the lights and hit from behind: the person is the one hit, not the one hitting.
    expect(ownSide('제가 신호대기중인데 뒤에서 박았어요', 'accident_role')).toBe('피해자');
    expect(ownSide('오토바이가 저를 치고 도망갔어요', 'accident_role')).toBe('피해자');
    expect(ownSide('과실비율 가지고 싸우는 중이에요', 'accident_role')).toBe('서로 과실을 다툼');
    expect(ownSide('골목에서 사람을 살짝 친 것 같은데', 'accident_role')).toBe('가해자');
    // A parent driving, told by the family with the honorific.
    expect(ownSide('엄마가 후진하다가 할머니를 치셨어요', 'accident_role')).toBe('가해자');
    expect(ownSide('아버지가 횡단보도에서 학생을 치셨는데 다행히 경상이래요', 'accident_role')).toBe('가해자');
    // The person or their family, on foot, hit by a vehicle.
    expect(ownSide('우리 딸이 학교 앞에서 오토바이에 부딪혔어요', 'accident_role')).toBe('피해자');
    expect(ownSide('제가 자전거 타다가 버스에 부딪혔어요', 'accident_role')).toBe('피해자');
    expect(ownSide('제 차가 앞차에 부딪혔어요', 'accident_role')).not.toBe('피해자');
  });
  it('reads the claimant and the one claimed from', () => {
    expect(ownSide('제가 빌린 쪽인데요 이자를 달래요', 'user_position')).toBe('청구받는 쪽');
    expect(ownSide('모르는 사람이 제 통장으로 120만원을 잘못 보냈대요', 'user_position')).toBe('청구받는 쪽');
    expect(ownSide('계좌번호 잘못 눌러서 모르는 사람한테 보냈어요', 'user_position')).toBe('청구하는 쪽');
    expect(ownSide('위약금으로 240을 내래요', 'user_position')).toBe('청구받는 쪽');
    expect(ownSide('아는 언니한테 1억 빌려줬어요', 'user_position')).toBe('청구하는 쪽');
  });
  it('reads tenants, landlords, creditors and debtors', () => {
    expect(ownSide('집주인이 세입자가 고치라네요', 'lease_role')).toBe('임차인(세입자)');
    expect(ownSide('상가 건물주입니다. 임차인이 월세를 안 내요', 'lease_role')).toBe('임대인(집주인)');
    expect(ownSide('저는 세입자고 보증금 9천이에요', 'party_role')).toBe('세입자(임차인)');
    expect(ownSide('통장이 압류당했어요', 'party_role')).toBe('채무자(갚아야 하거나 압류당함)');
    expect(ownSide('거래처가 안 줘서 지급명령 신청하려고요', 'party_role')).toBe('채권자(받을 돈이 있음)');
  });
  it('reads who ends a contract', () => {
    expect(ownSide('업체가 일방적으로 계약 깼어요', 'cancelled_by')).toBe('상대방이 끝내겠다고 함');
    expect(ownSide('청소 용역 계약을 저희 쪽에서 해지하려고요', 'cancelled_by')).toBe('내가 끝내려 함');
    expect(ownSide('계약을 했어요', 'cancelled_by')).toBeUndefined();
  });
});

describe('ownSide from acts on things of the person', () => {
  it('makes the person the victim of acts on their things or of an affair of their spouse', () => {
    expect(ownSide('전남친이 제 차 유리를 망치로 깨부쉈어요', 'case_side')).toBe('피해자');
    expect(ownSide('우리 가게 직원이 1년 동안 매출을 빼돌렸어요', 'case_side')).toBe('피해자');
    expect(ownSide('남편 회사 여직원이랑 바람난 거 알게 됐어요', 'case_side')).toBe('피해자');
  });
  it('reads the side from the direction of the verb when the person is not named', () => {
    expect(ownSide('빌려준 건데 석 달째 안 갚아요', 'user_position')).toBe('청구하는 쪽');
    expect(ownSide('오피스텔 매도했는데 매수자가 잔금을 미뤄요', 'sale_role')).toBe('매도인(파는 쪽)');
    expect(ownSide('빌라 계약했는데 매도인이 갑자기 못 팔겠대요', 'sale_role')).toBe('매수인(사는 쪽)');
    expect(ownSide('둘째는 혼자 키우고 있어요', 'parent_role')).toBe('자녀를 키우는 부모');
    expect(ownSide('아이는 애 아빠가 키우는데 못 만나게 해요', 'parent_role')).toBe('자녀와 떨어져 사는 부모');
    expect(ownSide('스튜디오 예약 해지했더니 위약금을 달래요', 'cancelled_by')).toBe('내가 끝내려 함');
    expect(ownSide('계주가 곗돈을 빼돌려서 잠적했어요', 'case_side')).toBe('피해자');
    expect(ownSide('그 사람 아내가 저한테 소송을 건대요', 'case_side')).toBe('가해자로 지목됨');
  });
});

describe('ownSide from reports against the person and harm taken', () => {
  it('reads the accused from an offence the person is reported or sued for', () => {
    expect(ownSide('편의점에서 계산 안하고 나왔다고 절도로 신고당했어요', 'case_side')).toBe('가해자로 지목됨');
    expect(ownSide('술 취해서 유리문을 실수로 깼는데 사장님이 재물손괴로 신고했대요', 'case_side')).toBe('가해자로 지목됨');
    expect(ownSide('만나던 여자 남편한테서 소장이 날아옴', 'case_side')).toBe('가해자로 지목됨');
    expect(ownSide('내가 음주운전하다 사람 쳐서 재판중인데', 'case_side')).toBe('가해자로 지목됨');
  });
  it('reads the victim from a blow taken, things gone or another who broke in', () => {
    expect(ownSide('길에서 모르는 사람한테 맞아서 전치 3주 나왔어요', 'case_side')).toBe('피해자');
    expect(ownSide('노트북이랑 현금 합쳐서 250만원 없어졌어요', 'case_side')).toBe('피해자');
    expect(ownSide('누가 우리집 베란다로 들어왔다가 도망감', 'case_side')).toBe('피해자');
    expect(ownSide('퇴사한 직원이 회사 설계도면을 경쟁사로 빼갔어요', 'case_side')).toBe('피해자');
    expect(ownSide('집주인이 다른 사람한테 더 비싸게 팔고 등기까지 넘겼어요', 'case_side')).toBe('피해자');
  });
  it('does not take a report the person made for one against them', () => {
    // A complaint the person made makes them the one wronged, never the accused.
    expect(ownSide('경찰에 절도로 신고했어요', 'case_side')).toBe('피해자');
  });
});

describe('ownSide from complaints made, things taken and accusations quoted', () => {
  it.each([
    ['동업하던 친구가 공동계좌에서 4천500을 써버렸어요. 횡령으로 고소했고요', '피해자'],
    ['성추행으로 고소한 상대 변호사가 합의금 1000 제시하면서 합의서 보내왔는데', '피해자'],
    ['카페에서 화장실 간사이에 노트북 누가 들고감 150짜리임', '피해자'],
    ['모자쓴 남자가 커터칼 들이대면서 포스기 돈 다 털어감', '피해자'],
    ['안방 서랍 다 뒤져져있었어요 현금이랑 시계 없어짐', '피해자'],
    ['전남친이 비번 알고 제 원룸에 몰래 들어와 있었어요', '피해자'],
    ['차 담보로 돈 빌려간 사람이 그 차를 몰래 중고로 팔아버렸어요', '피해자'],
    ['상간녀한테 위자료 3천 청구하려고요', '피해자'],
    ['제가 술먹고 택시기사님을 때려서 기사님이 전치2주 나오셨어요', '가해자로 지목됨'],
    ['한명이 끝까지 합의 안해줘서 공탁 걸어놨어요 저는 피고인입니다', '가해자로 지목됨'],
    ['무인점포에서 과자 몇개 계산 안하고 나왔다고 점주가 경찰에 신고했대요', '가해자로 지목됨'],
  ])('"%s" → %s', (text, side) => {
    expect(ownSide(text, 'case_side')).toBe(side);
  });
  it('does not take a report the other side made for the person’s own', () => {
    expect(ownSide('점주가 경찰에 신고했대요', 'case_side')).toBeUndefined();
  });
});

describe('accident role of a pedestrian struck', () => {
  it('reads "저를 쳤어요" as the victim', () => {
    expect(ownSide('횡단보도 건너는데 우회전 차가 안멈추고 저를 쳤어요', 'accident_role')).toBe('피해자');
  });
});

describe('parent role from child support paid or received', () => {
  it.each([
    ['양육비 월80씩 주고있는데 회사 짤려서 지금 수입이 없어요', '자녀와 떨어져 사는 부모'],
    ['양육비는 이혼할 때 정한 월 50만원 그대로예요 올려 받을 수 있을까요?', '자녀를 키우는 부모'],
    ['전남편이 양육비 월 50씩 주고 있는데 줄이재요', undefined],
  ])('"%s" → %s', (text, role) => {
    expect(ownSide(text, 'parent_role')).toBe(role);
  });
});

describe('accident role of the driver who broke the rule', () => {
  it.each([
    ['제가 중앙선 넘어서 마주오던 차랑 부딪혔어요', '가해자'],
    ['신호 무시하고 교차로 지나가다 오토바이랑 부딪혔어요', '가해자'],
    // The other driver's violation makes the writer the one hit.
    ['상대 차가 신호 무시하고 달려와서 부딪혔어요', '피해자'],
  ])('"%s" → %s', (text, role) => {
    expect(ownSide(text, 'accident_role')).toBe(role);
  });
});

describe('a violation that is not the person\'s own', () => {
  it.each([
    ['교차로에서 신호 받고 가는데 옆에서 신호위반 차가 박았어요'],
    ['차선변경하다 옆차랑 부딪혔는데 상대는 내가 100이라그러고 블박 보면 상대도 과속했거든'],
  ])('"%s" is not read as the one who caused it', (text) => {
    expect(ownSide(text, 'accident_role')).not.toBe('가해자');
  });
});

describe('sides read from everyday acts in civil accounts', () => {
  it.each([
    ['user_position', '거래처에서 물품대금을 두번 보냈다고 돌려달래요 제가 받은 쪽인데', '청구받는 쪽'],
    ['user_position', '단체 손님이 예약 취소하고 위약금 못낸다고 버팀', '청구하는 쪽'],
    ['user_position', '계좌번호 한자리 잘못 눌러서 모르는 사람한테 250 보냄', '청구하는 쪽'],
    ['user_position', '관리비를 자동이체랑 계좌이체로 두번 냈어요', '청구하는 쪽'],
    ['party_role', '살고있는 빌라가 경매 넘어갔대요', '세입자(임차인)'],
    ['party_role', '통장이 갑자기 막혔는데 은행가보니 가압류래', '채무자(갚아야 하거나 압류당함)'],
    ['party_role', '재산명시명령 받았어요 12월 9일에 법원 나오래요', '채무자(갚아야 하거나 압류당함)'],
    ['party_role', '소액소송 하려는데 상대가 이사가서 주소를몰라', '채권자(받을 돈이 있음)'],
    ['party_role', '근저당 잡아놨는데 안갚아서 경매 신청했음', '채권자(받을 돈이 있음)'],
    ['lease_role', '오피스텔 세놨는데 월세를 안보냄', '임대인(집주인)'],
    ['lease_role', '상가 월세를 갑자기 350에서 450으로 올린대', '임차인(세입자)'],
    ['loan_role', '친구한테 천만원 빌려줄때 친구 아버지가 보증선다고 했어요', '돈을 빌려준 사람(채권자)'],
    ['parent_role', '이혼한 전처가 애를 안보여줘요', '자녀와 떨어져 사는 부모'],
    ['loan_role', '동생 대출에 보증을 섰는데 동생이 안갚아서 은행이 저한테 갚으래요', '보증을 선 사람(보증인)'],
    ['deposit_side', '오피스텔 가계약금 30 쏴드렸는데', '계약금을 준 쪽'],
    ['cancelled_by', '집주인이 딴사람이랑 계약한다고 없던일로 하재요', '상대방이 끝내겠다고 함'],
    ['cancelled_by', '업체에 이메일로 해지한다고 통보했음', '내가 끝내려 함'],
    ['accident_role', '배달하다가 제가 주차된 차 옆을 긁었어요', '가해자'],
    ['user_position', '관리비를 자동이체랑 직접납부로 이중으로 냈는데', '청구하는 쪽'],
    ['user_position', '계약서에 위약금 10% 있어서 300 청구하려고요', '청구하는 쪽'],
  ])('%s: %s', (field, text, side) => {
    expect(ownSide(text, field)).toBe(side);
  });
});

describe('sides in civil disputes told by the other side acting', () => {
  it.each([
    ['본사에서 가맹계약을 해지한다고 통보가 왔어요', 'cancelled_by', '상대방이 끝내겠다고 함'],
    ['매수인이 갑자기 못사겠다고 해요', 'cancelled_by', '상대방이 끝내겠다고 함'],
    ['제가 못사겠다고 했어요', 'cancelled_by', undefined],
    ['세입자가 계약금 100 보내고 나서 연락이 없어요', 'deposit_side', '계약금을 받은 쪽'],
    ['위약금 청구서가 날아왔어요', 'user_position', '청구받는 쪽'],
    ['빌려준 사람이 이자를 쳐서 달라는데요', 'user_position', '청구받는 쪽'],
    ['엉뚱한 계좌로 이체함', 'user_position', '청구하는 쪽'],
    ['내가 빌려준 돈인데 빌린 사람이 잠수탐', 'loan_role', '돈을 빌려준 사람(채권자)'],
    ['승소판결 받았는데 안 갚아요', 'party_role', '채권자(받을 돈이 있음)'],
    ['재산명시 신청 하려는데요', 'party_role', '채권자(받을 돈이 있음)'],
  ])('"%s" → %s %s', (text, field, side) => {
    expect(ownSide(text, field)).toBe(side);
  });
});

describe('the side told through a thing of the writer’s', () => {
  it('somebody else acting on it makes the writer the one harmed', () => {
    expect(ownSide('제 차를 주차장에서 누가 후진하다 박고 갔는데 블박에 다 찍혔어요.', 'accident_role')).toBe('피해자');
    expect(ownSide('우리 가게 간판을 누군가 부숴놨어요', 'case_side')).toBe('피해자');
  });
  it('the writer backing into something is not harmed by anyone', () => {
    expect(ownSide('제 차를 빼다가 기둥에 긁었어요', 'accident_role')).not.toBe('피해자');
  });
});

describe('the victim from an account that opens with another person’s act', () => {
  it('reads the writer as the one it was done to, whatever the verb', () => {
    expect(ownSide('조기축구회 총무가 회비 800만원을 개인 용도로 다 써버렸어요', 'case_side')).toBe('피해자');
    expect(ownSide('동업자가 가게 통장에서 3천을 빼서 자기 빚 갚았어요', 'case_side')).toBe('피해자');
    expect(ownSide('밤에 자고 있는데 누가 창문으로 들어왔어요', 'case_side')).toBe('피해자');
  });

  it('does not read it when the writer acts first, when a paper is the subject, or when the doer is the victim of the writer', () => {
    expect(ownSide('제가 음주하고 싸우다가 상대 코뼈를 부러뜨렸어요', 'case_side')).toBeUndefined();
    expect(ownSide('출석요구서가 왔어요 어떻게 해야 하나요', 'case_side')).toBeUndefined();
    expect(ownSide('피해자가 합의금으로 2천 달래요', 'case_side')).toBeUndefined();
    expect(ownSide('술먹고 식당 유리문 발로 차서 깨뜨림.. 사장님이 신고했고 70 물어내래', 'case_side')).toBeUndefined();
    expect(ownSide('사장님이 재물손괴로 신고했고 유리값 물어내래요', 'case_side')).toBeUndefined();
    expect(ownSide('경찰서에서 조사받으러 오래요 동업자 일 때문에요', 'case_side')).toBeUndefined();
  });
});

describe('accident roles from a hit-and-run report and a hit with no other doer', () => {
  it('reads the driver reported for leaving, or who hit a thing with no other doer, as the one at fault', () => {
    expect(ownSide('살짝 닿았는데 그냥 갔어요 근데 뺑소니로 신고됐다고 경찰서에서 연락왔어요', 'accident_role')).toBe('가해자');
    expect(ownSide('어제 밤에 주차된 차를 박았는데 무서워서 그냥 왔어요', 'accident_role')).toBe('가해자');
  });

  it('reads another driver who hit and left as hitting the writer, and a report the writer made as theirs', () => {
    expect(ownSide('자전거 타다가 뒤에서 오던 택시가 치고 그냥 가버렸어요', 'accident_role')).toBe('피해자');
    expect(ownSide('신호대기중인데 뒤에서 박았어요', 'accident_role')).toBe('피해자');
    expect(ownSide('뺑소니로 신고했어요 번호판 찍어놨어요', 'accident_role')).toBeUndefined();
    expect(ownSide('스쿨존에서 애가 갑자기 뛰어나와서 쳤어 애는 다리 다쳐서 3주 나옴', 'accident_role')).not.toBe('피해자');
    expect(ownSide('제 차가 앞차를 박았어요', 'accident_role')).not.toBe('피해자');
  });
});

describe('the one claimed from by a penalty held back or demanded', () => {
  it('reads a penalty deducted from a refund or a share demanded as claimed from the writer', () => {
    expect(ownSide('헬스장 중도해지했더니 위약금 30만원 떼고 준대요', 'user_position')).toBe('청구받는 쪽');
    expect(ownSide('2천만원짜리 계약인데 30% 물어내래요', 'user_position')).toBe('청구받는 쪽');
  });

  it('does not read a penalty the writer deducts or a rate alone', () => {
    expect(ownSide('이자는 연 5%로 하기로 했어요', 'user_position')).toBeUndefined();
  });
});

describe('the victim of a crash from the other driver’s violation', () => {
  it('reads another driver who broke the rule as having hit the writer', () => {
    expect(ownSide('상대가 신호위반했어요', 'accident_role')).toBe('피해자');
    expect(ownSide('그 차가 중앙선 넘어왔어요', 'accident_role')).toBe('피해자');
  });

  it('leaves the writer’s own violation to the at-fault readings before it', () => {
    expect(ownSide('제가 신호위반했어요', 'accident_role')).not.toBe('피해자');
    expect(ownSide('제가 중앙선 넘어서 마주오던 차랑 부딪혔어요', 'accident_role')).toBe('가해자');
  });
});

describe('a violation of the other driver too', () => {
  it('is a fault shared, not the writer hit', () => {
    expect(ownSide('차선변경하다 옆차랑 부딪혔는데 블박 보면 상대도 과속했거든', 'accident_role')).not.toBe('피해자');
  });
});

describe('an act quoted in what the police called about', () => {
  it.each(['마트에서 계산 안하고 나왔다고 경찰에서 연락왔어요', '편의점에서 물건 가져갔다고 경찰서에서 전화왔어요', '무인점포에서 과자 안 찍고 나갔다고 경찰한테 전화 왔어요'])(
    'is what the person is accused of: %s',
    (text) => expect(ownSide(text, 'case_side')).toBe('가해자로 지목됨'),
  );
  it.each(['범인 잡았다고 경찰에서 연락왔어요', '남편이 때렸다고 경찰에서 연락왔어요', '사건 접수됐다고 경찰에서 문자왔어요', '불송치 결정 나왔다고 경찰에서 문자 왔어요'])(
    'is not, when it is news or another\'s act: %s',
    (text) => expect(ownSide(text, 'case_side')).toBeUndefined(),
  );
  it('leaves a theft reported by its victim to the victim', () => {
    expect(ownSide('누가 제 지갑 훔쳐갔다고 신고했더니 경찰에서 연락왔어요', 'case_side')).toBe('피해자');
  });
});

describe('the victim named after the writer\'s own act', () => {
  it('is the other side, not the writer', () => {
    expect(ownSide('횡단보도에서 제가 사람을 쳤어요 피해자가 전치 4주래요', 'accident_role')).toBe('가해자');
    expect(ownSide('제가 사고 피해자예요 뒤에서 박혔어요', 'accident_role')).toBe('피해자');
  });
});
