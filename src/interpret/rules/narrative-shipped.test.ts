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

/** The values the rules read from an account under a scenario of the shipped knowledge base, by field. */
const factValues = (scenario: string, text: string, referenceDate: string) =>
  Object.fromEntries(Object.entries(analyseNarrativeWithRules(text, shipped.scenario(scenario)!, shipped.fields(), referenceDate)).map(([field, fact]) => [field, fact.value]));

describe('facts testers found asked again (fifth pass)', () => {
  const read = (scenario: string, text: string) => factValues(scenario, text, '2026-11-30');

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

describe('facts of the round 18 accounts (labour and civil)', () => {
  const read = (scenario: string, text: string) => factValues(scenario, text, '2026-11-29');

  it('reads a sum paid in full as the whole price too, and the day the work ended as the day it was handed over', () => {
    const facts = read('CONTRACT_CONSTRUCTION', '주방 공사 끝난게 9월 20일이고 650 다 냈는데 싱크대가 내려앉았어요');
    expect(facts).toMatchObject({ amount: 6_500_000, contract_price: 6_500_000, received_date: '2026-09-20' });
    expect(read('CONTRACT_SERVICE_DEFECT', '스튜디오에 선금 50 냈는데 사진이 다 흔들렸어요').contract_price).toBeUndefined();
  });

  it('reads the first sum lent out of which a part came back', () => {
    expect(read('LOAN_PARTIAL', '친구한테 빌려준 500중에 200만 받았어요')).toMatchObject({ amount: 5_000_000, repaid_amount: 2_000_000 });
  });

  it('reads no copy handed over where no contract was written, and a contract written whatever came after', () => {
    expect(read('NO_WRITTEN_CONTRACT', '식당에서 일한지 두달짼데 근로계약서 안썼어요')).toMatchObject({ written_contract: false, contract_copy_received: false });
    expect(read('NO_WRITTEN_CONTRACT', '근로계약서 쓰긴 했는데 사장님이 가져가서 안줬어요')).toMatchObject({ written_contract: true, contract_copy_received: false });
    expect(read('LOAN_NONPAYMENT', '사촌한테 400 빌려줬는데 서류는 따로 안썼어요').written_contract).toBe(false);
  });

  it('reads who claims from whom by a loan made or money come in from a stranger', () => {
    expect(read('LOAN_INTEREST', '거래처 사장한테 3천 빌려주면서 이자 연 10% 받기로 했어요').user_position).toBe('청구하는 쪽');
    expect(read('MISTRANSFER', '모르는 사람한테서 30만원이 들어왔는데 은행에서 돌려달라고 연락왔어요').user_position).toBe('청구받는 쪽');
  });

  it('reads acts done and not done in the wordings people use', () => {
    expect(read('FORCED_RESIGNATION', '과장이 계속 눈치줘서 결국 사직서 써버렸어요').resignation_signed).toBe(true);
    expect(read('MEDICAL_MALPRACTICE', '수술 후에 마비가 왔어요 진료기록부 사본은 떼놨고 아무것도 서명한거 없어요')).toMatchObject({ medical_records_obtained: true, settlement_signed: false });
    expect(read('CONTRACT_TERMINATION', '헬스장 계약 해지하려는데 계약서에 중도 해지하면 위약금 낸다고 써있어요').penalty_clause).toBe(true);
    expect(read('CONTRACT_DEPOSIT', '가계약금 30 보냈는데 이틀 뒤에 취소한다니까 못돌려준대요').cancelled_by).toBe('내가 끝내려 함');
    expect(read('LEASE_DEPOSIT', '만기 한달 전에 카톡으로 나간다고 했는데 보증금을 안줘요').notice_sent).toBe(true);
    expect(read('LEASE_DEPOSIT', '집주인이 문자로 나가라고 했어요').notice_sent).toBeUndefined();
  });

  it('reads a hearing held or skipped, a discharge had before and a writer not known', () => {
    expect(read('UNFAIR_DISCIPLINE', '감봉 3개월 받았는데 소명기회는 주긴 줬어요').disciplinary_hearing).toBe(true);
    expect(read('UNFAIR_DISCIPLINE', '징계위원회 같은것도 없이 바로 정직 먹었어요').disciplinary_hearing).toBe(false);
    expect(read('BANKRUPTCY', '예전에 파산 면책 받았었는데 또 빚이 생겼어요').prior_discharge).toBe(true);
    expect(read('DEFAMATION_DAMAGES', '블로그에 저 사기꾼이라는 글이 올라왔는데 누가 썼는지는 몰라요').offender_identified).toBe(false);
    expect(read('ILLEGAL_COLLECTION', '대부업체에서 직장으로 계속 전화와요').third_party_contacted).toBe(true);
  });

  it('reads a nuisance that has stopped, and the promised day gone by while still unpaid', () => {
    expect(read('NEIGHBOR_NUISANCE', '옆집 공사 소음이 심했는데 지금은 공사 끝나서 멈췄어요').still_ongoing).toBe(false);
    expect(read('LOAN_NONPAYMENT', '지인이 4월 30일까지 갚는다고 했는데 아직도 안갚아요').due_date).toBe('2026-04-30');
  });
});

describe('a choice the account rules out', () => {
  it('is not picked, and the reason told instead is', () => {
    const reason = (text: string) => analyseNarrativeWithRules(text, shipped.scenario('DRIVER_LICENSE_REVOCATION')!, shipped.fields(), '2026-11-29').license_reason?.value;
    expect(reason('면허취소 됐어요 술 먹고 운전한거 아니고 벌점때문에요')).toBe('벌점·누산점수 초과');
    expect(reason('술먹고 운전했다가 면허취소됐어요')).toBe('음주운전');
  });
});

describe('facts of the round 18 long accounts', () => {
  const read = (scenario: string, text: string) => factValues(scenario, text, '2026-11-29');

  it('reads a report not made or only feared as none', () => {
    expect(read('TRAFFIC_ACCIDENT_DAMAGES', '뒤에서 박았어요 경찰 신고는 안하고 보험처리만 했어요').police_report).toBe(false);
    expect(read('DOMESTIC_VIOLENCE', '동생은 경찰에 신고하는걸 무서워해서 한번도 신고 안했어요').police_report).toBe(false);
    expect(read('DOMESTIC_VIOLENCE', '남편이 때려서 경찰에 신고했어요').police_report).toBe(true);
  });

  it('reads the person\'s own schedule over a weekly count told of someone else', () => {
    expect(read('WEEKLY_HOLIDAY_PAY', '카페에서 하루 6시간씩 주4일 일해요 같이 일하는 친구는 주 10시간이라 안된대요').weekly_hours).toBe(24);
    expect(read('OVERTIME_PAY', '야근수당을 못받아요 주 60시간은 일해요 주말출근도 하고요').weekly_hours).toBe(60);
  });

  it('reads the months of pay not received times the month\'s pay', () => {
    expect(read('WAGE_ARREARS', '마지막 두달 월급 안받았어요 월 250이요').unpaid_wage).toBe(5_000_000);
  });

  it('never dates the incident to a day still to come', () => {
    const reply = (text: string) => analyseNarrativeWithRules(text, shipped.scenario('RENT_ARREARS')!, shipped.fields(), '2026-11-30', { requireCue: true }).incident_date;
    expect(reply('계약은 내년 6월까지에요')).toBeUndefined();
    expect(reply('계약은 작년 6월에 했어요')?.value).toBe('2025-06');
  });

  it('reads a number taken back in the same breath as the one said in its place', () => {
    expect(read('INJURY_ASSAULT', '술자리에서 맞았어요 전치 2주.. 아 3주로 바뀜 재검사에서 금간게 나와서').diagnosis_weeks).toBe(3);
    expect(read('UNFAIR_DISMISSAL', '해고된 날이 11월 2일.. 아니 3일이라고 했나 3일 화요일이요').employment_end).toBe('2026-11-03');
  });
});

describe('facts of the round 18c accounts', () => {
  const read = (scenario: string, text: string) => factValues(scenario, text, '2026-11-29');

  it('reads written notice given or not, a claim filed by hearsay, and one still to make', () => {
    expect(read('UNFAIR_DISMISSAL', '원장이 다음날 해고통지서를 줬어요').dismissal_in_writing).toBe(true);
    expect(read('UNFAIR_DISMISSAL', '잘렸는데 서면통보는 없었어요').dismissal_in_writing).toBe(false);
    expect(read('UNFAIR_DISMISSAL', '종이 같은건 없고 말로만 들었어요').dismissal_in_writing).toBe(false);
    expect(read('WAGE_ARREARS', '아들이 노동청에 진정은 넣었다고 하네요').agency_claim_filed).toBe(true);
    expect(read('UNFAIR_DISMISSAL', '구제신청 하고싶다는데 아직 안했어요').agency_claim_filed).toBe(false);
  });

  it('reads a seller gone, a first offence, pay seized, the weeks of a diagnosis and a resignation forced', () => {
    expect(read('ONLINE_TRADE_FRAUD', '티켓 산다고 돈 보냈는데 판매자 계정이 아예 없어졌어요').contact_cut_off).toBe(true);
    expect(read('ONLINE_TRADE_FRAUD', '카톡도 안읽고 전화하면 없는 번호래요').contact_cut_off).toBe(true);
    expect(read('DUI', '음주 0.05 걸림 처음임')).toMatchObject({ alcohol_level: '0.03% 이상 0.08% 미만', prior_violation: false });
    expect(read('GARNISHMENT', '월급 자체에 압류가 들어왔어요').seized_item).toBe('급여');
    expect(read('TRAFFIC_ACCIDENT_DAMAGES', '뒤에서 박았어요 진단은 2주요').diagnosis_weeks).toBe(2);
    expect(read('INDUSTRIAL_ACCIDENT', '처음엔 6주라더니 수술하고 나서 8주로 진단이 늘었어요').diagnosis_weeks).toBe(8);
    expect(read('FORCED_RESIGNATION', '팀장이 사직서 억지로 쓰게함 이미 냈어요').resignation_signed).toBe(true);
    expect(read('FORCED_RESIGNATION', '사직서 쓰라고 했는데 안 냈어요').resignation_signed).not.toBe(true);
    expect(read('DISMISSAL_NOTICE', '사장이 11월 25일에 말하고 그날 바로 그만두라 했어요').dismissal_notice_days).toBe(0);
  });
});

describe('contact said to have stopped', () => {
  it('reads "이제 연락이 안되네요" as the contact no longer going on', () => {
    const facts = analyseNarrativeWithRules('인스타로 알게된 남자한테 4천 보냈어요 이제 연락이 안되네요', shipped.scenario('ROMANCE_SCAM')!, shipped.fields(), '2026-11-29');
    expect(facts.still_ongoing?.value).toBe(false);
  });
});

describe('the office that acted, where the question asks the place that imposed it', () => {
  it('reads 세무서 as the other side of a tax assessment', () => {
    const facts = analyseNarrativeWithRules('세무서에서 종합소득세 추징한다고 세금 2천 내라고 왔어요', shipped.scenario('TAX_ASSESSMENT')!, shipped.fields(), '2026-11-29');
    expect(facts.counterparty?.value).toBe('세무서');
  });
});

describe('a name told as a name', () => {
  it('is the other side, in an account or in passing in a reply', () => {
    const reply = analyseNarrativeWithRules('사장 이름 최영수', shipped.scenario('WAGE_ARREARS')!, shipped.fields(), '2026-11-30', { requireCue: true });
    expect(reply.counterparty?.value).toBe('사장 최영수');
    const account = analyseNarrativeWithRules('중고나라에서 25만원 보냈는데 잠수탔어요 판매자 닉네임은 아이폰팜이에요', shipped.scenario('ONLINE_TRADE_FRAUD')!, shipped.fields(), '2026-11-30');
    expect(account.counterparty?.value).toBe('판매자 아이폰팜');
  });
});

describe('first accounts of round 18 (criminal, family, administrative)', () => {
  const read = (scenario: string, text: string) => factValues(scenario, text, '2026-11-30');

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

describe('facts of the round 18c accounts, last', () => {
  it('reads a renewal not yet asked, an agreed divorce and a person who did not hit back', () => {
    expect(factValues('COMMERCIAL_LEASE', '카페 하는데 건물주가 나가래요 갱신요구는 아직 안했어요', '2026-11-29').renewal_requested).toBe(false);
    expect(factValues('DIVORCE_BY_AGREEMENT', '남편이랑 합의이혼 하기로 했어요 애는 없어요', '2026-11-29').spouse_agrees).toBe(true);
    expect(factValues('SIMPLE_ASSAULT', '술집에서 뺨을 맞았어요 저는 안 때리고 그냥 피하기만 했어요', '2026-11-29').fought_back).toBe(false);
  });
});
