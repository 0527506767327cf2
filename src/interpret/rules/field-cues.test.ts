import { describe, expect, it } from 'vitest';
import { booleanFields, choiceFields, counterpartyNamed, counterpartyNouns, moneyFields, STRANGER } from './field-cues.js';

const picked = (field: string, text: string) => Object.entries(choiceFields[field]!).find(([, p]) => p.test(text))?.[0];

describe('case stage in everyday words', () => {
  it.each([
    ['음주로 화물차 몰다가 가드레일 들이받음 지금 검찰 넘어갔대', '수사 중'],
    ['한명이 끝까지 합의 안해줘서 공탁 걸어놨어요 저는 피고인입니다', '소송·재판 중'],
    ['합의서 보내왔는데 재판은 다음달이에요', '소송·재판 중'],
    // A decision not to prosecute closes the investigation, though the complaint is told first.
    ['작년에 동업자를 횡령으로 고소했는데 경찰에서 불송치 결정이 났다고 통지가 왔어요', '판결·처분 이후'],
    ['사기로 고소했는데 검찰에서 불기소 났어요', '판결·처분 이후'],
    ['환급해준다더니 안줌 아직 아무데도 신고안함', '아직 아무것도 안 함'],
    ['둘다 경찰서에 신고는 안했고 서로 없던일로 하자고 얘기중이에요', '아직 아무것도 안 함'],
    ['경찰에 신고했어요', '신고·고소함'],
  ])('"%s" → %s', (text, stage) => {
    expect(picked('case_stage', text)).toBe(stage);
  });
});

describe('shared yes/no facts told in passing', () => {
  const said = (field: string, text: string) => {
    const cues = booleanFields[field]!;
    const yes = cues.yes.test(text);
    return cues.no.test(text) && !(yes && cues.yesWins) ? false : yes ? true : undefined;
  };
  it.each([
    ['police_report', '경찰 신고는 안함', false],
    ['police_report', '경찰은 불렀는데 어떻게 해야되요', true],
    ['police_report', '경찰도 불러서 조서 썼어요', true],
    ['police_report', '경찰은 안 불렀어요', false],
    // A visit to the station whose report is still a plan is none; a visit with the report made is one.
    ['police_report', '내일 경찰서 가서 신고하려고', false],
    ['police_report', '경찰서 가서 신고했어요', true],
    // "-ㄴ 적 없다": never done; "-ㄴ 적 있다": done once.
    ['police_report', '경찰에 신고한적은 없어요', false],
    ['police_report', '고소해 본 적은 한번도 없어요', false],
    ['police_report', '112에 신고한 적 있어요', true],
    // A report threatened at second hand is somebody else's.
    ['police_report', '주차하다 옆차를 긁었는데 차주가 재물손괴로 신고한대요', undefined],
    ['police_report', '회사가 저를 횡령으로 고소한다고 하네요', undefined],
    ['injury', '뺨을 때렸어요 멍은 안들었어요', false],
    ['injury', '피는 안 났고 좀 얼얼해요', false],
    ['injury', '팔에 멍들었어요', true],
    ['injury', '상처가 났어요', true],
    ['notice_sent', '내용증명은 아직이요', false],
    ['notice_sent', '문자로 돌려달라 했어요', true],
    ['notice_sent', '집주인한테 카톡했더니 모른대요', true],
    ['written_contract', '이자는 차용증에 적어놨어요', true],
    ['written_contract', '각서 받아둠', true],
    ['evidence', '캡처는 없고 들은 사람은 있음', true],
    ['evidence', '목격자가 있어요', true],
    // The picture spread is the harm; one kept besides is evidence.
    ['evidence', '전남친이 제 사진을 단톡방에 뿌렸어요', undefined],
    ['evidence', '영상을 인스타에 올렸대요 캡처는 해놨어요', true],
  ])('%s in "%s" is %s', (field, text, value) => {
    expect(said(field, text)).toBe(value);
  });

  it('reads a lawsuit under way and the police only as the other side when not reported to', () => {
    expect(picked('case_stage', '소송까지 하고 있어요')).toBe('소송·재판 중');
    expect(picked('counterparty_type', '옆집 개한테 물렸는데 경찰엔 신고 안했어요')).toBe('개인');
  });
});

describe('a stranger as the other side', () => {
  it.each(['모르는 남자가 시비걸더니 때렸어요', '처음 보는 아저씨가 따라왔어요', '낯선 사람이 문을 두드려요'])('%s', (text) => {
    expect(STRANGER.test(text)).toBe(true);
  });
  it.each(['모르는 번호로 전화가 와요', '그 사람 이름은 모르는데 같은 회사예요'])('not in %s', (text) => {
    expect(STRANGER.test(text)).toBe(false);
  });
});

describe('punishment feared by the person, not wanted', () => {
  it.each(['고액알바라고 해서 체크카드 보냈어요 저 처벌받나요', '제가 형사처벌 받을까요?', '저도 처벌 되나요'])('%s', (text) => {
    expect(picked('desired_goal', text)).not.toBe('처벌을 원함');
  });
  it.each(['저는 가해자 처벌을 원해요', '저 사람 처벌받게 하고 싶어요', '처벌받게 하고싶어요'])('%s is a wish', (text) => {
    expect(picked('desired_goal', text)).toBe('처벌을 원함');
  });
});

describe('a wish denied and consent are no goal', () => {
  it.each([
    '언니가 남편 처벌은 원치 않는다고 해요',
    '피해자인 엄마가 처벌 원하지 않는대서 경찰이 그냥 갔어요',
  ])('%s wants no punishment', (text) => {
    expect(picked('desired_goal', text)).not.toBe('처벌을 원함');
  });
  it.each(['서로 합의하에 만난건데 고소당했어요', '합의된 관계였는데 신고했대요'])('%s is consent, not a settlement', (text) => {
    expect(picked('desired_goal', text)).toBeUndefined();
  });
  it.each(['변호사 상담 받고 싶어요', '진심으로 된 사과 받고싶어요'])('%s wants no money back', (text) => {
    expect(picked('desired_goal', text)).not.toBe('돈을 돌려받고 싶음');
  });
  it('still reads money wished back', () => {
    expect(picked('desired_goal', '보낸 돈 다시 받고 싶어요')).toBe('돈을 돌려받고 싶음');
  });
  it('still reads a settlement wished', () => {
    expect(picked('desired_goal', '그냥 합의하고 끝내고 싶어요')).toBe('합의·조정');
  });
});

describe('the other parent\'s income', () => {
  it.each(['애아빠는 한달에 400 번다던데', '상대방은 월 300 벌고 있어요'])('%s', (text) => {
    expect(moneyFields.other_parent_income!.cues.test(text)).toBe(true);
  });
});

describe('the other side as a company', () => {
  it.each([
    ['인테리어 업체가 공사를 멈췄어요', undefined],
    ['이삿짐센터가 옮기다가 냉장고 찌그러뜨렸어요 업체는 발뺌하고', undefined],
    ['거래처(주)한빛상사에 납품했는데', '법인'],
    ['쇼핑몰에서 개인정보가 유출됐다고 문자가 왔어요', '법인'],
  ])('%s', (text, option) => {
    expect(picked('counterparty_type', text)).toBe(option);
  });
});

describe('counterpartyNouns', () => {
  it('names an elder brother, not the siblings (형제들) or a sister-in-law (형수)', () => {
    expect(counterpartyNouns.exec('형이 아버지 재산을 다 가져갔어요')?.[1]).toBe('형');
    expect(counterpartyNouns.exec('막내한테만 집을 줬어요 나머지 형제들은 못받았어요')?.[1]).toBeUndefined();
  });
});

describe('counterpartyNamed', () => {
  it('takes the one told as doing something, and no place gone to', () => {
    expect(counterpartyNamed('회식자리에서 부장이 뺨을 때리고 욕했어요 병원은 안갔고')).toBe('부장');
    expect(counterpartyNamed('회사에서 동료가 저보고 도둑년이라고 했어요')).toBe('동료');
    expect(counterpartyNamed('병원에 다니고 있어요')).toBeUndefined();
    // A business named by its own name says more than 회사.
    expect(counterpartyNamed('한빛물류에서 일했는데 회사가 월급을 안줘요')).toBe('한빛물류');
    expect(counterpartyNamed('(주)대성산업 직원 30명 넘어요')).toBe('(주)대성산업');
    expect(counterpartyNamed('우리건설에서 일해요')).toBeUndefined();
    expect(counterpartyNamed('건설 현장에서 다쳤어요')).toBeUndefined();
    expect(counterpartyNamed('사장한테 월급을 못 받았어요')).toBe('사장');
    // 형사 (a detective, a criminal case) is no elder brother.
    expect(counterpartyNamed('절도로 고소당했어요 형사처벌 되나요')).toBeUndefined();
    expect(counterpartyNamed('형이 제 돈을 가져갔어요')).toBe('형');
  });
});
