import { describe, expect, it } from 'vitest';
import { actNotDone, actsAskedBy } from './acts-not-done.js';

const POLICE = '경찰에 신고하셨나요?';
const LABOUR_OFFICE = '고용노동부(노동청)에 임금체불 진정을 이미 넣으셨나요?';
const ACCIDENT = '근로복지공단에 산재(요양급여) 신청을 하셨나요?';
const COMPANY = '회사(인사팀, 대표, 고충 처리 담당자 등)에 이 일을 알리거나 신고하셨나요?';
const APPEAL = '소청심사(교원은 교원소청, 군인은 항고)를 이미 청구하셨나요?';

describe('the acts a question asks about', () => {
  it('takes the procedures and offices the asking sentence names as words of their own', () => {
    expect(actsAskedBy(POLICE)).toEqual(['신고', '경찰']);
    expect(actsAskedBy(ACCIDENT)).toEqual(['신청', '산재', '근로복지공단']);
  });
  it('finds none where the question asks about something else or somebody else', () => {
    // Advice after the question, a third party's doing, a thing received.
    expect(actsAskedBy('지금도 연락이나 찾아오는 일이 계속되고 있나요? 지금 바로 위험하다면 이 상담보다 112 신고가 먼저예요.')).toEqual([]);
    expect(actsAskedBy("회사가 산재 신청 대신 '공상'으로 처리하자거나, 치료비만 주겠다고 한 적이 있나요?")).toEqual([]);
    expect(actsAskedBy('신고하거나 문제를 제기한 뒤에 해고, 부서 이동, 따돌림 같은 불이익을 받으셨나요?')).toEqual([]);
    expect(actsAskedBy('이미 법원에 상속포기나 한정승인을 신고하셨나요?')).toEqual(['신고']);
    // 경찰청 and 전입신고 hold the words only inside longer ones.
    expect(actsAskedBy('이미 경찰청 이의신청이나 행정심판을 내셨나요?')).toEqual(['이의신청', '행정심판']);
    expect(actsAskedBy('전입신고를 하셨나요?')).toEqual([]);
  });
  it("reads the person's own act where another's verb only describes the thing acted on", () => {
    expect(actsAskedBy("혹시 회사가 내민 사직서나 '합의 퇴사' 서류에 서명하신 적이 있나요?")).toEqual(['사직서']);
    expect(actNotDone("혹시 회사가 내민 사직서나 '합의 퇴사' 서류에 서명하신 적이 있나요?", '직원은 20명정도 되는 회사고 사직서는 절대 안썼어요')).toBe(true);
  });
});

describe('an asked act said not done', () => {
  it.each([
    [POLICE, '잠수탐 경찰엔 아직'],
    [POLICE, '은행에 지급정지 신청은 했는데 경찰은 아직이에요'],
    [POLICE, '신고는아직이요 녹음 있어요'],
    [POLICE, '신고는 아직 못했어요'],
    [POLICE, '경찰에는 말 안했어요'],
    [POLICE, '내일 경찰서 가서 신고하려고'],
    [POLICE, '신고할까 고민중이에요'],
    [POLICE, '아직 아무한테도 말 못했어요'],
    [LABOUR_OFFICE, '노동청 진정은 아직이에요'],
    [LABOUR_OFFICE, '진정 넣을까 고민중'],
    [LABOUR_OFFICE, '노동청에 진정하려고 준비중이에요'],
    [ACCIDENT, '아직 근로복지공단엔 신청 안 했어요'],
    [ACCIDENT, '회사에서는 산재 신청하지 말래요 아직 신청 안했어요'],
    [COMPANY, '회사엔 아직 말 안했어요'],
    [APPEAL, '소청심사 청구할 예정이에요'],
    // Two of the act's words in one.
    [ACCIDENT, '회사가 공상처리 하자는데 산재신청은 아직 안했어요'],
    [POLICE, '경찰신고는 무서워서 못했어요'],
    // The act's paper.
    [LABOUR_OFFICE, '80 못받았어요 진정서는 아직 안냈어요'],
    // Never done.
    [POLICE, '어제도 맞았어요 신고한적은 없어요'],
    [LABOUR_OFFICE, '노동청에 진정 넣은 적 한 번도 없어요'],
  ])('%s / "%s"', (question, text) => {
    expect(actNotDone(question, text)).toBe(true);
  });

  it.each([
    // Done, or done and something still awaited.
    [POLICE, '경찰에 신고했어요'],
    [POLICE, '고소했는데 아직이요'],
    [POLICE, '신고했는데 아직 연락이 없어요'],
    // Somebody else's act never done, the words joined to no act.
    [POLICE, '경찰신고했는데 가해자는 사과한 적 없어요'],
    // Somebody else's plan, told.
    [POLICE, '상대가 저를 신고하려고 한대요'],
    // An act addressed to a place the question does not name.
    [POLICE, '회사에 신고는 아직 안 했고요'],
    // The company's doing, not the person's.
    [POLICE, '회사는 아직 아무것도 안 했어요'],
    // A condition, not a plan.
    [POLICE, '신고하면 학원 못다니게 될까봐 무서워요'],
    // A filing the question does not ask about.
    [POLICE, '전입신고 안했어요'],
    [COMPANY, '회사는 아직 월급을 안 줬어요'],
    // Nothing done to the other side; a favour the employer withholds; an act told at second hand.
    [POLICE, '밀쳤어요 저는 아무것도 안 했고요'],
    [ACCIDENT, '사장은 산재 처리 안 해준대요'],
    [POLICE, '걔는 신고 안 했대요'],
    // A wish alone is left to the question.
    [POLICE, '사기로 고소하고 싶어요'],
  ])('not %s / "%s"', (question, text) => {
    expect(actNotDone(question, text)).toBe(false);
  });
});
