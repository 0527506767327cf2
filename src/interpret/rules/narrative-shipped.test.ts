/**
 * Facts the testers found asked again although the first account told them, read
 * by the rules over the shipped knowledge base (its real questions and fields).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import { loadKnowledge } from '../../knowledge/compile.js';
import { analyseNarrativeWithRules } from './narrative.js';

let shipped: KnowledgeBase;
beforeAll(async () => {
  shipped = await loadKnowledge('knowledge/yaml');
});

describe('facts testers found asked again (fifth pass)', () => {
  const read = (scenario: string, text: string) =>
    Object.fromEntries(Object.entries(analyseNarrativeWithRules(text, shipped.scenario(scenario)!, shipped.fields(), '2026-11-30')).map(([field, fact]) => [field, fact.value]));

  it('reads the police come as a report made, and not come as none', () => {
    expect(read('INJURY_ASSAULT', '술집에서 모르는 남자가 주먹으로 얼굴 때려서 코뼈 부러졌어요 경찰은 왔었어요').police_report).toBe(true);
    expect(read('INJURY_ASSAULT', '길에서 맞았어요 경찰이 출동했고 진단 4주 나왔어요').police_report).toBe(true);
    expect(read('SIMPLE_ASSAULT', '술집에서 맞았는데 경찰은 안 왔어요').police_report).toBe(false);
  });

  it('reads a company pushing 공상 in place of an industrial-accident claim', () => {
    expect(read('INDUSTRIAL_ACCIDENT', '프레스에 손가락이 끼었어요 회사는 산재처리 하지말고 공상으로 하자는데 어떡하죠').private_settlement_offered).toBe(true);
    expect(read('INDUSTRIAL_ACCIDENT', '허리를 다쳤는데 사장이 공상으로 처리해준대요').private_settlement_offered).toBe(true);
  });

  it('reads the year of the job one is in as the tenure', () => {
    expect(read('DISMISSAL_NOTICE', '회사에서 해고한다고 통보받았어요 직원은 40명이고 정규직 5년차에요').tenure_band).toBe('1년 이상');
    expect(read('DISMISSAL_NOTICE', '입사 2년차인데 갑자기 해고 통보 받았어요').tenure_band).toBe('1년 이상');
  });

  it('reads the kind of work a question lists when the account names one', () => {
    expect(read('UNFAIR_DISMISSAL', '팀장이 내일부터 나오지 말래요 입사한지 2년됐고 정규직이에요').contract_type).toBe('정규직');
    expect(read('UNFAIR_DISMISSAL', '계약직인데 정규직 전환 해준다더니 잘렸어요').contract_type).toBeUndefined();
  });

  it('reads a day named as the payday that passed as the oldest due date', () => {
    expect(read('WAGE_ARREARS', '지난달 10일 월급날이었는데 아직도 못받았어요 월급 320이에요').due_date).toBe('2026-10-10');
    expect(read('WAGE_ARREARS', '10월 25일이 월급일인데 월급이 안들어왔어요').due_date).toBe('2026-10-25');
  });
});

describe('who did it, named in the account', () => {
  it('reads someone named as the one the harm came from as the offender identified', () => {
    const read = (text: string) => analyseNarrativeWithRules(text, shipped.scenario('VICTIM_COMPLAINT')!, shipped.fields(), '2026-11-30').offender_identified?.value;
    expect(read('10년전에 아버지한테 맞고 자랐는데 지금이라도 고소할수 있나요')).toBe(true);
    expect(read('대학 동기한테 사기 당했어요 고소하고 싶어요')).toBe(true);
  });
});

describe('a moment ago', () => {
  it('dates an account told as a moment ago today, when it names no day', () => {
    const read = (text: string) => analyseNarrativeWithRules(text, shipped.scenario('PHISHING')!, shipped.fields(), '2026-11-30').incident_date?.value;
    expect(read('방금 검찰청이라고 전화와서 안전계좌로 500만원 보냈어요 어떡해요')).toBe('2026-11-30');
    expect(read('한시간 전에 딸이라고 카톡와서 200 보냈어요')).toBe('2026-11-30');
    expect(read('어제 검찰청이라고 전화와서 500만원 보냈는데 방금 사기인걸 알았어요')).toBe('2026-11-29');
  });
});

describe('the other side', () => {
  it('reads no one in what someone owns ("회사돈"), and a colleague of the same intake (동기) as the one who acted', () => {
    const read = (text: string) => analyseNarrativeWithRules(text, shipped.scenario('ONLINE_DEFAMATION')!, shipped.fields(), '2026-11-30').counterparty?.value;
    expect(read('단톡방에서제가회사돈훔쳤다고소문냈어요같은팀동기가요 완전거짓말임')).toBe('동기');
    expect(read('회사 동기가 블라인드에 제가 회삿돈 횡령했다고 글 올렸어요')).toBe('동기');
  });
});

describe('first accounts of round 18 (criminal, family, administrative)', () => {
  const read = (scenario: string, text: string) =>
    Object.fromEntries(Object.entries(analyseNarrativeWithRules(text, shipped.scenario(scenario)!, shipped.fields(), '2026-11-30')).map(([field, fact]) => [field, fact.value]));

  it('reads no incident date from an earlier time of the same kind', () => {
    expect(read('DUI', '어제 회식하고 운전하다 걸렸어요 3년전에도 한번 걸려서 벌금 냈었어요').incident_date).toBe('2026-11-29');
    expect(read('DUI_REFUSAL', '측정 거부했어요 2020년에 음주로 벌금 받은적은 있어요').incident_date).toBeUndefined();
    expect(read('DOMESTIC_VIOLENCE', '남편이 술만 마시면 때려요 어제도 맞았어요').incident_date).toBe('2026-11-29');
  });

  it('reads the victim still living with the one who hits, whoever else lives apart', () => {
    expect(read('DOMESTIC_VIOLENCE', '언니가 형부한테 맞고 살아요 저는 결혼해서 따로 살고요. 언니는 아직 형부랑 같이 살아요').living_together).toBe(true);
    expect(read('DOMESTIC_VIOLENCE', '남편한테 맞고 애들이랑 친정으로 와서 지금은 따로 살아요').living_together).toBe(false);
  });

  it('reads a family member who hit someone with the car as the person\'s side, whose punishment is feared', () => {
    const facts = read('TRAFFIC_ACCIDENT_CRIMINAL', '엄마가 골목에서 할머니를 치셨어요 처벌 무겁게 받는다고 해서 걱정이에요');
    expect(facts.accident_role).toBe('가해자');
    expect(facts.desired_goal).toBeUndefined();
  });

  it('reads a case that is still reachable and a police report told in a casual past', () => {
    expect(read('ONLINE_TRADE_FRAUD', '번개장터에서 폰 샀는데 안와요 연락은 아직 돼요 내일 보낸대요').contact_cut_off).toBe(false);
    expect(read('THEFT', '도서관에서 지갑 없어짐 신고는 했어 찾을수있을까').police_report).toBe(true);
  });
});

describe('the goal of an account that ends on a question', () => {
  const goal = (scenario: string, text: string) => analyseNarrativeWithRules(text, shipped.scenario(scenario)!, shipped.fields(), '2026-11-30').desired_goal?.value;
  it('names no goal where the person only asks how to go on or whether a lawyer is needed', () => {
    expect(goal('SUSPECT_SUMMONS', '경찰에서 폭행으로 출석하래요 변호사 사야되나요')).toBeUndefined();
    expect(goal('RAPE', '술 취해서 기억이 없는데 눈떠보니 모텔이었어요 어떻게 해야 할지 모르겠어요')).toBeUndefined();
  });
  it('reads the goal told as a wish', () => {
    expect(goal('SUSPECT_SUMMONS', '경찰에서 폭행으로 출석하래요 변호사 상담 받고 싶어요')).toBe('변호사 상담 연결');
    expect(goal('THREAT', '죽인다고 문자가 계속 와요 어떻게 대응해야 할지 알고 싶어요')).toBe('대응 방법 문의');
  });
});

describe('the day who did it became known', () => {
  const read = (text: string) => analyseNarrativeWithRules(text, shipped.scenario('INSULT')!, shipped.fields(), '2026-11-30');
  it('is the day an insult was said to the person\'s face', () => {
    expect(read('팀 단톡방에서 팀장이 저한테 돌대가리라고 했어요 11월 2일이요').offender_known_date?.value).toBe('2026-11-02');
  });
  it('is not read where the writer learned of it later', () => {
    expect(read('11월 2일에 누가 익명 게시판에 제 욕을 썼어요').offender_known_date).toBeUndefined();
  });
});
