/**
 * First accounts the testers found settled into the wrong scenario, and variants of
 * each in other wording (반말, 존댓말, typos), read by the real classifier over the
 * shipped knowledge base and decided as the graph decides (decide-scenario.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import { loadKnowledge } from '../../knowledge/compile.js';
import { decideScenario, type ScenarioDecision } from '../../workflows/intake/domain/decide-scenario.js';
import { defaultIntakeSettings } from '../../workflows/intake/deps.js';
import { classifyWithRules } from './classify.js';

let shipped: KnowledgeBase;
beforeAll(async () => {
  shipped = await loadKnowledge('knowledge/yaml');
});

const decide = (text: string): ScenarioDecision =>
  decideScenario(classifyWithRules(text, shipped), defaultIntakeSettings, (code) => shipped.scenario(code) !== undefined);

/** The scenario settled without a menu, or null when the graph would ask. */
const settled = (text: string) => {
  const decision = decide(text);
  return decision.kind === 'decided' ? decision.scenario : null;
};

/** The scenarios the person is offered: the one settled, or the menu's. */
const offered = (text: string) => {
  const decision = decide(text);
  return decision.kind === 'decided' ? [decision.scenario] : decision.kind === 'ambiguous' ? decision.scenarios : [];
};

describe('school violence told by a parent', () => {
  // The taxonomy has no school-violence scenario: being hit at school is an assault.
  it.each([
    '애가 학교에서 같은 반 애들한테 맞고 왔어요 학폭위 열어달라 했는데…',
    '우리 아들 학교에서 반 애들한테 맞고 왔는데 담임쌤은 그냥 애들 장난이래요',
    '중2 딸이 같은반 애들한테 괴롭힘 당하고 맞았대요 학교폭력으로 신고하려구요',
    '애가 학교에서 맞고 왔어 학폭위 열어달라니까 선생님이 애들끼리 장난이래',
    '초등학생 아들이 같은반 친구한테 맞고와서 학교폭력 신고할려고 하는데 어떻게 해야되나요',
  ])('%s is an assault', (text) => {
    expect(settled(text)).toBe('SIMPLE_ASSAULT');
  });

  it('is neither workplace harassment nor domestic violence when no one was hit', () => {
    const scenarios = offered('우리 딸이 학교에서 같은 반 애들한테 따돌림 당하고 있어요 학폭 신고 어떻게 해요');
    expect(scenarios).not.toContain('WORKPLACE_HARASSMENT');
    expect(scenarios).not.toContain('DOMESTIC_VIOLENCE');
  });
});

describe('a threat to spread a recording of an intimate video call', () => {
  it.each([
    '영상통화하다가 녹화됐는데 돈 안보내면 지인들한테 뿌린대요',
    '영통하다가 몸캠 찍혔는데 돈 안주면 카톡 친구들한테 영상 보낸대요 어떡해요',
    '랜덤채팅에서 만난 여자랑 영상통화 했는데 녹화했다고 300만원 보내래요 안보내면 유포한대',
    '몸캠피싱 당했어요 연락처 다 털렸고 돈 안보내면 가족한테 보낸다고 해요',
    '영상 통화 하다 녹화 됫는데 돈 안 보내면 지인들 한테 뿌린데요 ㅠㅠ',
  ])('%s is about the recording, not a romance scam', (text) => {
    expect(settled(text)).toBe('ILLEGAL_FILMING');
  });
});

describe('a life-insurance payout refused', () => {
  // No insurance scenario in the taxonomy: the insurer not paying what the policy
  // promises is a breach of contract, and nothing about it is a traffic accident.
  it.each([
    '남편이 극단적 선택을 했는데 보험사가 자살이라 보험금 못준대요',
    '남편이 스스로 목숨을 끊었는데 생명보험 사망보험금을 보험사가 지급 거절했어요',
    '아빠가 자살하셨는데 보험회사에서 면책이라고 보험금을 안 준대요 우울증 치료받고 있었어요',
    '보험사가 사망보험금 안준대 자살은 보장 안된다고',
    '엄마가 극단적선택 하셨는데 보험사에서 보험금 지급이 안된다네요 2년 안 지났다고',
  ])('%s is the insurer breaking its contract', (text) => {
    expect(settled(text)).toBe('CONTRACT_BREACH');
  });

  it('leaves an insurer haggling over a crash with the traffic accident', () => {
    expect(settled('신호대기 중에 뒤에서 박았는데 상대 보험사가 합의금을 너무 적게 불러요')).toBe('TRAFFIC_ACCIDENT_DAMAGES');
  });
});

describe("one's own leak that damaged the flat below", () => {
  it.each([
    '우리집 보일러 배관이 터져서 아랫집 천장에 물이 샜는데 아랫집이 배상하래요',
    '저희 집 화장실에서 물이 새서 아랫집 천장이 다 젖었대요 수리비 전부 물어내라는데 얼마나 줘야 돼요',
    '세탁기 호스 빠져서 아래층에 물 샜는데 아래층 사람이 손해배상 청구한대',
    '울집 보일러 배관 터져가지고 아랫집 천정에 물샜는데 배상하라네요',
  ])('%s is a dispute between neighbours, not a tenant asking for repairs', (text) => {
    expect(settled(text)).toBe('NEIGHBOR_NUISANCE');
  });
});

describe('a cash courier summoned by the police', () => {
  it.each([
    '알바로 현금 전달만 했는데 보이스피싱 수거책이라고 경찰에서 출석하래요',
    '채용공고 보고 현금 수거 알바 했는데 경찰서에서 피의자로 출석요구 왔어요',
    '구인광고 보고 돈 받아서 송금만 했는데 사기 방조로 조사받으러 오래 나 어떡해',
    '알바라고 해서 현금 받아다 전해줬을 뿐인데 경찰서에서 출석하라고 문자 왔어요',
  ])('%s is a suspect summoned', (text) => {
    expect(settled(text)).toBe('SUSPECT_SUMMONS');
  });

  it('is offered the suspect side first when only the interview is told', () => {
    expect(offered('고액 알바인줄 알고 돈 받아서 전달했는데 보이스피싱 수거책이라고 경찰 조사 받으래요')[0]).toBe('SUSPECT_SUMMONS');
  });

  it('leaves the victim of the phishing a phishing victim', () => {
    expect(settled('보이스피싱 당해서 3천만원 잃었어요 경찰에 신고했어요')).toBe('PHISHING');
  });
});

describe('a licence suspended for points, drink driving ruled out', () => {
  it.each([
    '음주운전 아닌데 벌점 초과로 면허정지 됐어요',
    '음주운전 아니고 속도위반 벌점이 쌓여서 면허 정지래요',
    '음주운전은 아니고 신호위반이랑 과속 벌점 때문에 면허정지 통지서 받았습니다',
    '음주 아닌데 면허 정지 먹었어 벌점 넘어서',
  ])('%s is the licence case', (text) => {
    expect(settled(text)).toBe('DRIVER_LICENSE_REVOCATION');
  });
});

describe('accounts the fourth testers\' pass found turned away or misfiled', () => {
  it.each([
    ['사장이 월급을 두달째 안줘요', 'WAGE_ARREARS'],
    ['월급을 세달째 못받고 있어요', 'WAGE_ARREARS'],
    ['사장이월급을두달째안줘요진짜짜증나', 'WAGE_ARREARS'],
    ['제가 집주인인데 세입자가 월세를 4달째 안내요', 'RENT_ARREARS'],
    ['방금 검찰이라고 전화와서 시키는대로 300만원 이체했어요 사기같아요', 'PHISHING'],
  ])('%s is %s', (text, scenario) => {
    expect(settled(text)).toBe(scenario);
  });
});
