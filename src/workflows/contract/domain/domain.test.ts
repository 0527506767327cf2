import { describe, expect, it } from 'vitest';
import { readContractReview } from '../../../knowledge/contract-review.js';
import { analyzeContract } from './analyze.js';
import { segmentClauses } from './segment.js';

const review = readContractReview('./knowledge');
const analyze = (text: string, workplace5plus?: boolean) => analyzeContract(text, review, { referenceDate: '2026-03-01', workplace5plus });

const fullTime = (extra: string, pay = '월급 2,156,880원') =>
  [
    '제1조(근로계약기간) 2026년 1월 2일부터 기간의 정함 없음',
    '제2조(근무장소) 서울 종로구',
    '제3조(업무내용) 사무 보조',
    '제4조(근로시간) 근무일: 주 5일',
    '근로시간: 09:00~18:00 (휴게시간 12:00~13:00)',
    '제5조(휴일) 주휴일: 매주 일요일',
    `제6조(임금) ${pay}`,
    '임금은 매월 25일 근로자 계좌로 지급한다.',
    '제7조(연차유급휴가) 근로기준법에 따라 부여한다.',
    '제8조(사회보험) 4대보험은 관계 법령에 따라 가입한다.',
    extra,
  ].join('\n');

describe('segmentClauses', () => {
  it('splits 제N조 articles with their titles and offsets', () => {
    const text = '근로계약서\n제1조(근무장소) 서울\n제2조(임금) 시급 10,320원';
    const clauses = segmentClauses(text);
    expect(clauses.map((c) => [c.ref, c.title])).toEqual([
      ['제1조', '근무장소'],
      ['제2조', '임금'],
    ]);
    expect(text.slice(clauses[1]!.start, clauses[1]!.end)).toBe('제2조(임금) 시급 10,320원');
  });

  it('falls back to numbered items and "항목:" headings', () => {
    const clauses = segmentClauses('1. 근무장소: 서울\n2. 임금: 월 250만원\n휴일: 매주 일요일');
    expect(clauses.map((c) => c.ref)).toEqual(['1.', '2.', '휴일']);
  });
});

describe('wage arithmetic (contract-checks.md)', () => {
  it('gives 209 paid hours for a 40-hour week and no unpaid wage at exactly the 2026 minimum', () => {
    const { wage, findings, overall_risk } = analyze(fullTime(''));
    expect(wage).toMatchObject({ year: 2026, minimum_wage: 10320, weekly_hours: 40, weekly_holiday_hours: 8, monthly_paid_hours: 209, ordinary_hourly: 10320 });
    expect(wage).toMatchObject({ contract_monthly_pay: 2156880, legal_monthly_minimum: 2156880, unpaid_monthly: 0, unpaid_yearly: 0 });
    expect(findings).toEqual([]);
    expect(overall_risk).toBe('LOW');
  });

  it('computes the overtime premium for a 45-hour week and the unpaid difference', () => {
    const text = fullTime('').replace('09:00~18:00', '09:00~19:00');
    const { wage, findings } = analyze(text);
    // 5 overtime hours a week: 5 × 365/7/12 × 10,320 × 1.5 on top of 10,320 × 209.
    const overtime = 5 * (365 / 7 / 12) * 10320 * 1.5;
    expect(wage.legal_monthly_minimum).toBe(Math.round(10320 * 209 + overtime));
    expect(wage.unpaid_monthly).toBe(wage.legal_monthly_minimum! - 2156880);
    expect(wage.unpaid_yearly).toBe(wage.unpaid_monthly! * 12);
    expect(findings.map((f) => f.code)).toEqual(['OVERTIME_PREMIUM']);
  });

  it('pays a part-timer under 15 hours no weekly holiday hours', () => {
    const text = fullTime('', '시급 10,320원').replace('주 5일', '주 2일').replace('09:00~18:00 (휴게시간 12:00~13:00)', '10:00~16:00 (휴게시간 30분)');
    const { wage, findings } = analyze(text);
    expect(wage).toMatchObject({ weekly_hours: 11, weekly_holiday_hours: 0, monthly_paid_hours: 48, contract_monthly_pay: 10320 * 48, unpaid_monthly: 0 });
    expect(findings.map((f) => f.code)).not.toContain('WEEKLY_HOLIDAY_PAY');
  });

  it('does not read "주휴일은 없음" (no rest day) as "no 주휴수당"', () => {
    const text = fullTime('', '시급 10,320원').replace('주휴일: 매주 일요일', '주휴일은 없음').replace('임금은 매월', '주휴수당은 지급한다. 임금은 매월');
    const { findings, wage } = analyze(text);
    expect(findings.map((f) => f.code)).toEqual(['WEEKLY_REST_DAY']);
    expect(wage.contract_monthly_pay).toBe(10320 * 209);
  });

  it('counts weekly holiday work 365/7/12 times a month, with 50 % up to 8 hours and 100 % beyond', () => {
    const text = fullTime('제9조(휴일근로) 휴일근무: 매주 일요일 출근, 회당 10시간. 휴일근로에는 통상임금의 50%를 가산하여 지급한다.');
    const { wage, findings } = analyze(text);
    const perMonth = 365 / 7 / 12;
    expect(wage.legal_monthly_minimum).toBe(Math.round(10320 * 209 + perMonth * 8 * 10320 * 1.5 + perMonth * 2 * 10320 * 2));
    expect(findings.map((f) => f.code)).toEqual([]);
  });

  it('uses 90 % of the minimum only for a lawful probation cut', () => {
    const lawful = analyze(fullTime('제9조(수습) 수습기간 3개월 동안 임금의 90%를 지급한다.'));
    expect(lawful.wage.contract_monthly_pay).toBe(Math.round(2156880 * 0.9));
    expect(lawful.wage.legal_monthly_minimum).toBe(Math.round(10320 * 209 * 0.9));
    expect(lawful.findings.map((f) => f.code)).toEqual([]);
    const unlawful = analyze(fullTime('제9조(수습) 수습기간 6개월 동안 임금의 90%를 지급한다.'));
    expect(unlawful.wage.legal_monthly_minimum).toBe(10320 * 209);
    expect(unlawful.findings.map((f) => f.code)).toEqual(['PROBATION_WAGE']);
  });
});

describe('workplace size', () => {
  const longHours = fullTime('제9조(해고) 회사는 필요하다고 판단하면 언제든지 해고할 수 있다.').replace('09:00~18:00', '08:00~20:00').replace('주 5일', '주 6일');

  it('reports premiums, the 52-hour cap and at-will dismissal as violations at 5+ workplaces, assuming 5+ when unstated', () => {
    const { findings, wage } = analyze(longHours);
    expect(findings.filter((f) => f.violation).map((f) => f.code).sort()).toEqual(['MAX_WORKING_HOURS', 'OVERTIME_PREMIUM', 'UNFAIR_DISMISSAL_CLAUSE'].sort());
    expect(wage.assumptions.some((line) => line.includes('5명 이상'))).toBe(true);
  });

  it('turns them into LOW notes under 5 employees, with no premium in the legal minimum', () => {
    const { findings, overall_risk, wage } = analyze(longHours, false);
    expect(findings.filter((f) => f.violation)).toEqual([]);
    expect(findings.every((f) => f.code === 'SMALL_WORKPLACE_NOTE' && f.severity === 'LOW')).toBe(true);
    expect(findings).toHaveLength(3);
    expect(overall_risk).toBe('LOW');
    const overtimeHours = (66 - 40) * (365 / 7 / 12);
    expect(wage.legal_monthly_minimum).toBe(Math.round(10320 * 209 + overtimeHours * 10320));
  });
});

describe('findings and summary', () => {
  it('words a finding from the knowledge rule and cites its clause', () => {
    const { findings, summary_text } = analyze(fullTime('제9조(위약금) 1년 안에 퇴사하면 위약금 1,000,000원을 배상한다.'));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ code: 'PENALTY_CLAUSE', severity: 'HIGH', clause: '제9조', legal_basis: '근로기준법 제20조' });
    expect(summary_text).toContain('[전체 위험도] HIGH');
    expect(summary_text).toContain('[체불 예상액] 월 0원 / 연 0원');
    expect(summary_text).toContain('* HIGH 위험 (1건):\n  - [제9조] 위약금 예정\n    사유: ');
    expect(summary_text).toContain('    법적근거: 근로기준법 제20조');
    expect(summary_text).toContain('[분석 요약]');
  });

  it('lists missing written terms', () => {
    const { findings } = analyze('근로계약서\n임금: 월급 2,500,000원\n근로시간: 09:00~18:00 (휴게 1시간)');
    const written = findings.find((f) => f.code === 'WRITTEN_TERMS');
    expect(written?.severity).toBe('MEDIUM');
    expect(written?.reason).toContain('근무 장소와 업무');
  });
});
