import { describe, expect, it } from 'vitest';
import { optionByConcept } from './option-concepts.js';

describe('options named in everyday words', () => {
  it('reads family and work relations', () => {
    const heirs = ['배우자', '자녀(손자녀 포함)', '부모·조부모', '형제자매', '4촌 이내 친척', '기타'];
    expect(optionByConcept('막내딸이에요', heirs)).toBe('자녀(손자녀 포함)');
    expect(optionByConcept('제 집사람이요', heirs)).toBe('배우자');
    expect(optionByConcept('큰누나예요', heirs)).toBe('형제자매');
    expect(optionByConcept('외할머니요', heirs)).toBe('부모·조부모');
    const roles = ['사장(대표)', '상사', '동료', '부하 직원', '고객·거래처·원청', '기타'];
    expect(optionByConcept('부장님이요', roles)).toBe('상사');
    expect(optionByConcept('제 후배예요', roles)).toBe('부하 직원');
  });

  it('reads who looks after a child from the one named as doing it', () => {
    const carers = ['내가 키우고 있음', '상대방이 키우고 있음', '번갈아 또는 함께', '조부모 등 다른 사람'];
    // A bare 아빠 or 엄마 is the child's other parent; the writer's own parents are grandparents.
    expect(optionByConcept('아빠가 키우고있다니까요', carers)).toBe('상대방이 키우고 있음');
    expect(optionByConcept('엄마가 데리고 있어요', carers)).toBe('상대방이 키우고 있음');
    expect(optionByConcept('전남편이 키우고 있어요', carers)).toBe('상대방이 키우고 있음');
    expect(optionByConcept('우리 엄마가 봐줘요', carers)).toBe('조부모 등 다른 사람');
    expect(optionByConcept('친정 엄마가 키워요', carers)).toBe('조부모 등 다른 사람');
    expect(optionByConcept('시어머니가 키우고 있어요', carers)).toBe('조부모 등 다른 사람');
    expect(optionByConcept('고모가 키우고 있어요', carers)).toBe('조부모 등 다른 사람');
    expect(optionByConcept('누나가 키워요', carers)).toBe('조부모 등 다른 사람');
    expect(optionByConcept('제가 키워요', carers)).toBe('내가 키우고 있음');
    // To an heir question the writer's own father is the deceased, not the option 부모·조부모.
    const heirs = ['배우자', '자녀(손자녀 포함)', '부모·조부모', '형제자매', '4촌 이내 친척', '기타'];
    expect(optionByConcept('저희 아버지가 돌아가셨고 저는 아들이에요', heirs)).toBe('자녀(손자녀 포함)');
    expect(optionByConcept('내가 데리고 있어요', carers)).toBe('내가 키우고 있음');
  });

  it('reads who gave, received, bought or sold', () => {
    const deposit = ['계약금을 준 쪽', '계약금을 받은 쪽'];
    expect(optionByConcept('제가 송금했어요', deposit)).toBe('계약금을 준 쪽');
    expect(optionByConcept('저는 받았죠', deposit)).toBe('계약금을 받은 쪽');
    const sale = ['매수인(사는 쪽)', '매도인(파는 쪽)'];
    expect(optionByConcept('차 산 사람이요', sale)).toBe('매수인(사는 쪽)');
    expect(optionByConcept('제가 팔았어요', sale)).toBe('매도인(파는 쪽)');
    const lease = ['임차인(세입자)', '임대인(집주인)'];
    expect(optionByConcept('전세 살고 있어요', lease)).toBe('임차인(세입자)');
  });

  it('reads who did it to whom', () => {
    const role = ['피해자', '가해자', '서로 과실을 다툼', '모름'];
    expect(optionByConcept('버스가 제 차를 박았어요', role)).toBe('피해자');
    expect(optionByConcept('제가 주차하다 옆 차를 박았어요', role)).toBe('가해자');
  });

  it('prefers the option that leaves nothing unsaid, and names none on a tie', () => {
    const method = ['계좌이체', '현금', '계좌이체와 현금 둘 다'];
    expect(optionByConcept('현찰로 줬어요', method)).toBe('현금');
    expect(optionByConcept('반은 현금 반은 토스로', method)).toBe('계좌이체와 현금 둘 다');
    const admits = ['인정함', '일부만 인정함', '부인함', '아직 정하지 못함'];
    expect(optionByConcept('제가 한 거 맞아요', admits)).toBe('인정함');
    expect(optionByConcept('일부는 맞는데 나머진 아니에요', admits)).toBe('일부만 인정함');
    expect(optionByConcept('엄마예요', ['자녀를 키우는 부모', '자녀와 떨어져 사는 부모'])).toBeNull();
  });

  it('reads a threat to spread a recording told as what the other side says it will do', () => {
    const kinds = ['몰래 찍힘', '찍는 건 동의했지만 허락 없이 퍼짐', '합성·딥페이크로 만들어짐', '퍼뜨리겠다고 협박받음'];
    expect(optionByConcept('영상통화하다가 녹화됐는데 돈 안보내면 지인들한테 뿌린대요', kinds)).toBe('퍼뜨리겠다고 협박받음');
    expect(optionByConcept('인스타에 올린다고 협박해요', kinds)).toBe('퍼뜨리겠다고 협박받음');
  });

  it('reads kinds of harm and of measure', () => {
    const discipline = ['견책·경고', '감봉', '정직', '강등', '전보·전직', '대기발령', '기타'];
    expect(optionByConcept('급여를 삭감당했어요', discipline)).toBe('감봉');
    expect(optionByConcept('다른 지점으로 보내버렸어요', discipline)).toBe('전보·전직');
    expect(optionByConcept('자택 대기하래요', discipline)).toBe('대기발령');
    const harassment = ['폭언·욕설', '폭행', '따돌림·업무 배제', '부당한 업무 지시', '사적 심부름·강요', '기타'];
    expect(optionByConcept('팀에서 왕따시켜요', harassment)).toBe('따돌림·업무 배제');
    expect(optionByConcept('고함을 질러요', harassment)).toBe('폭언·욕설');
  });

  it('reads vehicles, damage and who is at fault', () => {
    expect(optionByConcept('1톤 트럭이요', ['승용·승합·화물차', '오토바이', '전동킥보드 등 개인형 이동장치', '자전거', '기타'])).toBe('승용·승합·화물차');
    const casualty = ['사고 없음', '물건만 파손', '다친 사람 있음', '중상(생명 위험·장애 우려)', '사망', '모름'];
    expect(optionByConcept('가드레일만 찌그러졌어요', casualty)).toBe('물건만 파손');
    expect(optionByConcept('아내 탓이죠', ['상대방', '나', '둘 다', '잘 모르겠음'])).toBe('상대방');
    expect(optionByConcept('월급이랑 차 둘 다요', ['급여', '예금 통장', '부동산', '자동차'])).toBeNull();
  });

  it('reads relatives, money troubles and delays', () => {
    const heirs = ['배우자', '자녀(손자녀 포함)', '부모·조부모', '형제자매', '4촌 이내 친척', '기타'];
    expect(optionByConcept('작은아버지예요', heirs)).toBe('4촌 이내 친척');
    const relation = ['배우자·직계가족 또는 함께 사는 친족', '따로 사는 그 밖의 친족', '가족·친척 아님'];
    expect(optionByConcept('함께 사는 사촌이에요', relation)).toBe('배우자·직계가족 또는 함께 사는 친족');
    expect(optionByConcept('수술비 때문에', ['생활비·의료비', '사업 실패', '도박'])).toBe('생활비·의료비');
    expect(optionByConcept('완공이 계속 미뤄져요', ['하자(누수·마감 불량 등)', '공사 지연', '공사 중단·업체 연락 두절'])).toBe('공사 지연');
    const commercial = ['권리금 회수', '계약갱신 거절·나가 달라는 요구', '월세·보증금 인상', '보증금 반환·원상복구', '기타'];
    expect(optionByConcept('보증금을 안 돌려줘요', commercial)).toBe('보증금 반환·원상복구');
  });

  it('does not take a denied word as said', () => {
    const casualty = ['사고 없음', '물건만 파손', '다친 사람 있음', '중상(생명 위험·장애 우려)', '사망', '모름'];
    expect(optionByConcept('아무도 안 다쳤어요', casualty)).toBe('사고 없음');
    expect(optionByConcept('한 명 다쳤어요', casualty)).toBe('다친 사람 있음');
    expect(optionByConcept('저도 잘못이 있어요 제 과실도 있고요', ['상대방', '나', '둘 다', '잘 모르겠음'])).toBe('둘 다');
    expect(optionByConcept('주차위반 스티커요', ['과태료', '과징금', '범칙금(교통 스티커 등)', '이행강제금', '모름'])).toBe('범칙금(교통 스티커 등)');
    expect(optionByConcept('집이 넘어갔어요', ['급여', '예금 통장', '부동산', '자동차', '보증금·기타 채권', '모름'])).toBe('부동산');
  });

  it('lets a word of a label said as it is outweigh a paraphrase of another', () => {
    const offense = ['사기', '횡령·배임', '절도·손괴', '폭행', '상해', '협박', '기타'];
    expect(optionByConcept('밀쳤다고 상해로 고소당했어요', offense)).toBeNull();
    expect(optionByConcept('밀쳤다고 고소당했어요', offense)).toBe('폭행');
    expect(optionByConcept('버스 기사예요', ['승용·승합·화물차', '오토바이', '자전거', '기타'])).toBe('승용·승합·화물차');
  });

  it('reads everyday descriptions of sides, stages and causes', () => {
    const side = ['피해자', '가해자로 지목됨', '기타'];
    expect(optionByConcept('제가 도둑맞은 거에요', side)).toBe('피해자');
    expect(optionByConcept('회사에서 제가 돈 빼돌렸다고 의심해요', side)).toBe('가해자로 지목됨');
    expect(optionByConcept('제가 실수로 차를 긁었는데 고소당했어요', side)).toBe('가해자로 지목됨');
    const stage = ['아직 아무것도 안 함', '신고·고소함', '수사 중', '소송·재판 중', '판결·처분 이후'];
    expect(optionByConcept('벌금 나왔어요 약식명령으로', stage)).toBe('판결·처분 이후');
    expect(optionByConcept('경찰에 고소장만 내놓은 상태에요', stage)).not.toBe('소송·재판 중');
    expect(optionByConcept('집 팔고 낸 세금이요', ['종합소득세', '부가가치세', '양도소득세', '기타·모름'])).toBe('양도소득세');
  });

  it('does not count what the reply denies or refuses right after naming it', () => {
    const casualty = ['사고 없음', '물건만 파손', '다친 사람 있음', '중상(생명 위험·장애 우려)', '사망', '모름'];
    expect(optionByConcept('차만 찌그러졌어요 다친 사람은 없고', casualty)).toBe('물건만 파손');
    const goal = ['돈을 돌려받고 싶음', '처벌을 원함', '대응 방법 문의', '합의·조정', '변호사 상담 연결'];
    expect(optionByConcept('무조건 처벌이요 합의 생각 없어요', goal)).toBe('처벌을 원함');
  });

  it('weighs who the person says they are over whom they mention', () => {
    expect(optionByConcept('건물주에요 세입자가 월세를 안내서요', ['임차인(세입자)', '임대인(집주인)'])).toBe('임대인(집주인)');
    expect(optionByConcept('세입자예요 집주인이 연락이 안 돼요', ['임차인(세입자)', '임대인(집주인)'])).toBe('임차인(세입자)');
  });

  it('reads a third party doing the harm as the person being the victim, and "X은 됐고" as declining X', () => {
    expect(optionByConcept('직원이 회삿돈을 빼돌렸어요 제가 사장이에요', ['피해자', '가해자로 지목됨', '기타'])).toBe('피해자');
    const goal = ['돈을 돌려받고 싶음', '처벌을 원함', '대응 방법 문의', '합의·조정', '변호사 상담 연결'];
    expect(optionByConcept('처벌은 됐고 돈이라도 받고 싶어요', goal)).toBe('돈을 돌려받고 싶음');
    expect(optionByConcept('회사에서 제 정보가 유출됐어요', ['기업·기관의 개인정보 유출', '개인이 내 정보·사진을 퍼뜨림', '기타'])).toBe('기업·기관의 개인정보 유출');
    expect(optionByConcept('제 잘못이 커요 솔직히', ['상대방', '나', '둘 다', '잘 모르겠음'])).toBe('나');
  });

  it('reads debts, hidden cameras and the borrowing side', () => {
    expect(optionByConcept('재산은 거의 없고 빚만 있어요', ['빚이 더 많음', '재산이 더 많음', '비슷하거나 모름'])).toBe('빚이 더 많음');
    expect(optionByConcept('화장실에서 몰카 찍혔어요', ['기업·기관의 개인정보 유출', '개인이 내 정보·사진을 퍼뜨림', '몰래 녹음·촬영·위치추적', '기타'])).toBe('몰래 녹음·촬영·위치추적');
    expect(optionByConcept('빌려쓴 쪽이에요', ['청구하는 쪽', '청구받는 쪽'])).toBe('청구받는 쪽');
  });

  it('names nothing when the reply uses none of the words', () => {
    expect(optionByConcept('잘 모르겠어요', ['층간소음', '누수(윗집·옆집)'])).toBeNull();
    expect(optionByConcept('2번', ['층간소음', '누수(윗집·옆집)'])).toBeNull();
  });
});

describe('everyday words for options, by area of law', () => {
  it('reads agencies, offences and where a case stands', () => {
    const agency = ['경찰', '검찰', '특별사법경찰 등 기타 기관', '모름'];
    expect(optionByConcept('지검에서 연락왔어요', agency)).toBe('검찰');
    expect(optionByConcept('파출소에서 전화왔어요', agency)).toBe('경찰');
    const offence = ['사기', '횡령·배임', '절도·손괴', '폭행', '상해', '협박', '성범죄', '명예훼손', '모욕', '스토킹', '교통사고', '기타'];
    expect(optionByConcept('헤어진 남친이 계속 집앞에 찾아와요', offence)).toBe('스토킹');
    expect(optionByConcept('회사 돈 몰래 쓴 걸로 신고 들어왔대요', offence)).toBe('횡령·배임');
    expect(optionByConcept('제 가방 뺏어갔어요', ['피해자', '가해자로 지목됨', '기타'])).toBe('피해자');
    const admits = ['인정함', '일부만 인정함', '부인함', '아직 정하지 못함'];
    expect(optionByConcept('밀친건 맞는데 때린적은 없어요', admits)).toBe('일부만 인정함');
    const order = ['아직 없음', '신청해서 기다리는 중', '긴급응급조치·잠정조치를 받음', '조치를 받았는데도 또 연락·접근함'];
    expect(optionByConcept('접근금지 받았는데 또 왔어요', order)).toBe('조치를 받았는데도 또 연락·접근함');
    expect(optionByConcept('접근금지 신청했는데 아직 결정 안 났어요', order)).toBe('신청해서 기다리는 중');
  });

  it('reads traffic violations and harm', () => {
    const violation = ['신호·지시 위반', '중앙선 침범', '철길건널목 통과 방법 위반', '횡단보도 보행자 보호 위반', '어린이보호구역 안전운전 위반', '해당 없음·모름'];
    expect(optionByConcept('빨간불인데 그냥 지나갔어요', violation)).toBe('신호·지시 위반');
    expect(optionByConcept('건널목 건너는 사람을 쳤어요', violation)).toBe('횡단보도 보행자 보호 위반');
    expect(optionByConcept('학교 앞에서 애를 쳤어요', violation)).toBe('어린이보호구역 안전운전 위반');
    expect(optionByConcept('엄마가 깨어나질 못하세요', ['사망', '중증 장애·의식불명', '추가 치료·후유증', '잘 모르겠음'])).toBe('중증 장애·의식불명');
  });

  it('reads work, family and money matters', () => {
    const accident = ['작업 중 사고', '출퇴근 중 사고', '업무로 생긴 질병', '과로·스트레스로 생긴 질병', '기타'];
    expect(optionByConcept('퇴근길에 오토바이 사고났어요', accident)).toBe('출퇴근 중 사고');
    expect(optionByConcept('프레스에 손이 끼었어요', accident)).toBe('작업 중 사고');
    const ground = ['배우자의 외도', '악의의 유기(가출·생활비 끊음 등)', '폭언·폭행 등 심히 부당한 대우(배우자·시댁·처가)', '내 부모에 대한 배우자의 심히 부당한 대우', '3년 이상 생사불명', '성격 차이 등 기타 중대한 사유'];
    expect(optionByConcept('시어머니가 저한테 막말해요', ground)).toBe('폭언·폭행 등 심히 부당한 대우(배우자·시댁·처가)');
    expect(optionByConcept('그냥 너무 안맞아요', ground)).toBe('성격 차이 등 기타 중대한 사유');
    const role = ['돈을 빌려준 사람(채권자)', '보증을 선 사람(보증인)', '돈을 빌린 사람(주채무자)'];
    expect(optionByConcept('형 대출에 제가 도장 찍어줬어요', role)).toBe('보증을 선 사람(보증인)');
    expect(optionByConcept('제가 돈 빌려준 사람이고요 친구가 보증섰어요', role)).toBe('돈을 빌려준 사람(채권자)');
    expect(optionByConcept('토토랑 바카라요', ['생활비·의료비', '사업 실패', '주식·코인 투자', '도박', '기타'])).toBe('도박');
  });

  it('reads carers, kin at odds, school staff, soldiers and leave', () => {
    expect(optionByConcept('둘이 같이 키워요', ['내가 키우고 있음', '상대방이 키우고 있음', '번갈아 또는 함께', '조부모 등 다른 사람'])).toBe('번갈아 또는 함께');
    const ground = ['배우자의 외도', '악의의 유기(가출·생활비 끊음 등)', '폭언·폭행 등 심히 부당한 대우(배우자·시댁·처가)', '내 부모에 대한 배우자의 심히 부당한 대우', '3년 이상 생사불명', '성격 차이 등 기타 중대한 사유'];
    expect(optionByConcept('처가 식구들이 저희 엄마한테 막말해요', ground)).toBe('내 부모에 대한 배우자의 심히 부당한 대우');
    const official = ['국가공무원', '지방공무원', '국공립 교원', '사립학교 교원', '경찰·소방 등 특정직', '군인', '기타'];
    expect(optionByConcept('공립 중학교 선생님이에요', official)).toBe('국공립 교원');
    expect(optionByConcept('육군 중사에요', official)).toBe('군인');
    const leave = ['연차휴가', '출산전후휴가', '배우자 출산휴가', '육아휴직', '육아기 근로시간 단축', '기타'];
    expect(optionByConcept('임신해서 출산휴가 쓰려고요', leave)).toBe('출산전후휴가');
    expect(optionByConcept('남편이라 배우자 출산휴가요', leave)).toBe('배우자 출산휴가');
  });
});


describe('who did what, in the words people use', () => {
  const position = ['청구하는 쪽', '청구받는 쪽'];
  const side = ['피해자', '가해자로 지목됨', '기타'];
  const ender = ['내가 끝내려 함', '상대방이 끝내겠다고 함', '서로 합의해서 끝냄', '아직 아무도 말하지 않음'];
  it('reads a demand reported as made of the person as the side claimed against', () => {
    expect(optionByConcept('집주인이 수리비 물어내라고 난리예요', position)).toBe('청구받는 쪽');
    expect(optionByConcept('은행에서 돌려달래요', position)).toBe('청구받는 쪽');
    expect(optionByConcept('제가 번호를 잘못 입력해서 잘못 보냈어요', position)).toBe('청구하는 쪽');
  });

  it('reads the one who did it and the one sued as the accused', () => {
    expect(optionByConcept('제가 먼저 민 쪽이에요', side)).toBe('가해자로 지목됨');
    expect(optionByConcept('상간남으로 소송 당했습니다', side)).toBe('가해자로 지목됨');
  });

  it('reads an organisation acting from its side as the other side', () => {
    expect(optionByConcept('학원 측에서 그만 나오라고 해지하겠대요', ender)).toBe('상대방이 끝내겠다고 함');
  });

  it('reads everyday words for cash, selling, injuries and police', () => {
    expect(optionByConcept('봉투에 담아서 드렸어요', ['계좌이체', '현금', '계좌이체와 현금 둘 다'])).toBe('현금');
    expect(optionByConcept('상가를 팔기로 했는데요', ['매수인(사는 쪽)', '매도인(파는 쪽)'])).toBe('매도인(파는 쪽)');
    expect(optionByConcept('행인이 전치 3주래요', ['사고 없음', '물건만 파손', '다친 사람 있음', '모름'])).toBe('다친 사람 있음');
    expect(optionByConcept('강남서 형사라고 했어요', ['경찰', '검찰', '특별사법경찰 등 기타 기관', '모름'])).toBe('경찰');
    expect(optionByConcept('미끄러지면서 부딪혀서 깨졌어요', ['일부러 한 것 같음', '실수·사고로 보임', '모름'])).toBe('실수·사고로 보임');
  });
});

describe('more everyday words for options', () => {
  it('reads sites, landlords, claimants and fights', () => {
    expect(optionByConcept('업체 웹사이트에서 주문했어요', ['온라인 쇼핑몰·SNS 마켓', '방문판매·전화권유', '오프라인 매장'])).toBe('온라인 쇼핑몰·SNS 마켓');
    expect(optionByConcept('우리 빌라에 세 든 사람이 안 나가요', ['임차인(세입자)', '임대인(집주인)'])).toBe('임대인(집주인)');
    expect(optionByConcept('빌려주고 못 받은 돈 받으려고요', ['청구하는 쪽', '청구받는 쪽'])).toBe('청구하는 쪽');
    expect(optionByConcept('길에서 싸움 나서 얻어맞았어요', ['폭행·싸움', '동물(개물림 등)', '기타'])).toBe('폭행·싸움');
  });

  it('tells a severe injury from an injury and relatives living apart from family at home', () => {
    const casualty = ['사고 없음', '물건만 파손', '다친 사람 있음', '중상(생명 위험·장애 우려)', '사망', '모름'];
    expect(optionByConcept('상대가 의식이 없대요 크게 다쳐서', casualty)).toBe('중상(생명 위험·장애 우려)');
    expect(optionByConcept('팔 삐었대요', casualty)).toBe('다친 사람 있음');
    const family = ['배우자·직계가족 또는 함께 사는 친족', '따로 사는 그 밖의 친족', '가족·친척 아님'];
    expect(optionByConcept('지방 사는 외삼촌이요', family)).toBe('따로 사는 그 밖의 친족');
  });
});

describe('what the person did, against what others did', () => {
  it('weighs the role the person is the subject of above another person’s', () => {
    const roles = ['돈을 빌려준 사람(채권자)', '보증을 선 사람(보증인)', '돈을 빌린 사람(주채무자)'];
    expect(optionByConcept('제가 빌린 사람이고 형이 보증 서줬어요', roles)).toBe('돈을 빌린 사람(주채무자)');
  });
});

describe('money owed to the person and delays', () => {
  it('reads money to be received as the creditor, and a passed completion date as a delay', () => {
    expect(optionByConcept('저는 받아야 할 쪽이에요', ['채권자(받을 돈이 있음)', '채무자(갚아야 하거나 압류당함)', '기타'])).toBe('채권자(받을 돈이 있음)');
    expect(optionByConcept('완공일 훨씬 지났어요', ['하자(누수·마감 불량 등)', '공사 지연', '공사 중단·업체 연락 두절'])).toBe('공사 지연');
  });
});

describe('who did what, said with a pronoun or a role noun', () => {
  it('reads the person hit and the person who borrowed', () => {
    const side = ['피해자', '가해자로 지목됨', '기타'];
    expect(optionByConcept('동료가 절 밀쳤어요', side)).toBe('피해자');
    expect(optionByConcept('다친 쪽이에요 제가', side)).toBe('피해자');
    const position = ['청구하는 쪽', '청구받는 쪽'];
    expect(optionByConcept('내가 빌렸는데 갚을 돈이 없어', position)).toBe('청구받는 쪽');
    expect(optionByConcept('카드사가 다 내놓으라고 소송했어요', position)).toBe('청구받는 쪽');
  });

  it('reads the person’s own side ending it', () => {
    expect(optionByConcept('우리 쪽에서 먼저 해지한다고 했어요', ['내가 끝내려 함', '상대방이 끝내겠다고 함', '서로 합의해서 끝냄'])).toBe('내가 끝내려 함');
  });

  it('reads papers served, a hospital trip, a stop when hit, debt said as loans and the other side’s reported refusal', () => {
    const role = ['채권자(받을 돈이 있음)', '채무자(갚아야 하거나 압류당함)', '세입자(임차인)', '입찰자·낙찰자', '기타'];
    expect(optionByConcept('법원에서 지급명령 받았어요 갚으라고', role)).toBe('채무자(갚아야 하거나 압류당함)');
    const casualty = ['사고 없음', '물건만 파손', '다친 사람 있음', '중상(생명 위험·장애 우려)', '사망', '모름'];
    expect(optionByConcept('상대 운전자 목 잡고 내리더니 병원 갔대요', casualty)).toBe('다친 사람 있음');
    expect(optionByConcept('신호대기중에 뒤에서 쾅 박았어요', ['피해자', '가해자', '서로 과실을 다툼', '모름'])).toBe('피해자');
    expect(optionByConcept('대출이 더 많아요', ['빚이 더 많음', '재산이 더 많음', '비슷하거나 모름'])).toBe('빚이 더 많음');
    expect(optionByConcept('집주인이 갑자기 안 판대요', ['내가 끝내려 함', '상대방이 끝내겠다고 함', '서로 합의해서 끝냄', '아직 아무도 말하지 않음'])).toBe('상대방이 끝내겠다고 함');
    expect(optionByConcept('다음주에 경찰 조사 받으러 가야돼요', ['아직 조사 전', '조사 중', '무혐의·불송치로 끝남', '기소되어 재판 중', '무죄 판결 받음'])).toBe('아직 조사 전');
  });
});

describe('an offence told by what was done', () => {
  const offence = ['사기', '횡령·배임', '절도·손괴', '폭행', '상해', '협박', '성범죄', '명예훼손', '모욕', '스토킹', '교통사고', '기타'];
  it.each([
    ['내가 음주운전하다 사람 쳐서 재판중인데 피해자가 합의 안해준대', '교통사고'],
    ['제가 때린 쪽인데 피해자가 합의금 500 달래요', '폭행'],
    ['중고로 판다고 돈만 받고 잠수탔어요', '사기'],
  ])('"%s" → %s', (text, option) => {
    expect(optionByConcept(text, offence)).toBe(option);
  });
});

describe('leave named in everyday words', () => {
  const leave = ['연차휴가', '출산전후휴가', '배우자 출산휴가', '육아휴직', '육아기 근로시간 단축', '기타'];
  it.each([
    ['출산휴가 쓰겠다고 했더니 대표가 그럼 그만두라고 했어요', '출산전후휴가'],
    ['와이프 출산해서 배우자 출산휴가 10일 쓴다니까', '배우자 출산휴가'],
  ])('"%s" → %s', (text, option) => {
    expect(optionByConcept(text, leave)).toBe(option);
  });
});

describe('a denial and a stage not yet begun, told in plain words', () => {
  it('reads no wrong done as a denial', () => {
    const stance = ['인정함', '일부만 인정함', '부인함', '아직 정하지 못함'];
    for (const reply of ['저는 잘못한거 없는데요', '전 잘못한 게 없어요', '난 잘못한거 하나도 없어', '죄 지은 거 없어요', '잘못한게없는데요']) {
      expect(optionByConcept(reply, stance)).toBe('부인함');
    }
  });

  it('reads nothing done yet as the stage before', () => {
    const stages = ['이혼 전(고민 중)', '협의이혼 진행 중', '이혼 소송·조정 중', '이혼 완료'];
    for (const reply of ['아직 아무것도 안했어요 상담 먼저 받으려고요', '아직 아무것도 안 했어', '아직 시작도 안했어요', '암것도 안했어요', '상담부터 받아보려구요']) {
      expect(optionByConcept(reply, stages)).toBe('이혼 전(고민 중)');
    }
  });
});
