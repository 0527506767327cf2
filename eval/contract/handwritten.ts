/**
 * Contracts written by hand in free form (numbered items, clock words, prose),
 * each with the terms it states so the gold script can score it. Four are in
 * dev, three held out in test.
 */
import type { EvalCase } from './case.js';

export interface HandwrittenCase {
  terms: EvalCase;
  text: string;
}

export const handwrittenCases: HandwrittenCase[] = [
  {
    terms: { id: 'dev-hand-convenience-store', split: 'dev', style: 0, start: '2025-01-06', size: 6, place: '경기도 성남시 편의점', duties: '계산 및 진열', days: 5, from: '22:00', to: '07:00', breakMinutes: 60, wage: { type: 'hourly', amount: 10_030 }, weeklyHolidayPay: 'unstated', restDay: 'stated', payDay: 'regular', payMethod: true, annualLeave: 'granted', insurance: 'lawful' },
    text: `편의점 근로계약서
1. 계약기간: 2025. 1. 6.부터 정함 없음
2. 근무 장소: 경기도 성남시 편의점
3. 업무 내용: 계산 및 진열
4. 근무 요일: 월, 화, 수, 목, 금
5. 근무 시간: 밤 10시부터 오전 7시까지 (휴게 1시간)
6. 휴일: 매주 토요일, 일요일 휴무
7. 임금: 시급 10,030원, 매월 5일 본인 통장으로 입금
8. 연차: 근로기준법에 따름
9. 4대보험: 법에 따라 가입
상시 근로자 6명`,
  },
  {
    terms: { id: 'dev-hand-factory', split: 'dev', style: 0, start: '2024-04-01', size: 30, place: '충남 아산시 공장', duties: '생산 설비 운전', days: 6, from: '08:00', to: '18:00', breakMinutes: 60, wage: { type: 'monthly', amount: 2_900_000 }, restDay: 'stated', payDay: 'regular', payMethod: true, annualLeave: 'granted', insurance: 'lawful', premiums: { overtime: true }, penalty: true },
    text: `근로계약서
제1조(기간) 근로 개시일은 2024년 4월 1일로 한다.
제2조(장소 및 업무) 근무지: 충남 아산시 공장 / 담당업무: 생산 설비 운전
제3조(근로시간) 월요일부터 토요일까지 오전 8시부터 오후 6시까지 근무하며, 휴게시간은 12시부터 13시까지로 한다.
제4조(휴일) 주휴일은 일요일로 한다.
제5조(임금) 월급 2,900,000원으로 하고, 연장근로에 대하여는 통상임금의 50%를 가산하여 지급한다. 임금은 매월 말일에 계좌이체로 지급한다.
제6조(연차) 연차유급휴가는 법에 따른다.
제7조(보험) 4대보험에 가입한다.
제8조(손해배상) 근로자가 3개월 이내에 퇴사하는 경우 위약금 500,000원을 지급한다.
제9조(기타) 상시 근로자 수는 30명이다.`,
  },
  {
    terms: { id: 'dev-hand-restaurant-small', split: 'dev', style: 0, start: '2026-02-02', size: 3, place: '서울 용산구 식당', duties: '홀 서빙', days: 6, from: '11:00', to: '22:00', breakMinutes: 60, wage: { type: 'monthly', amount: 2_600_000 }, restDay: 'stated', payDay: 'regular', payMethod: true, annualLeave: 'unstated', insurance: 'lawful', severanceIncluded: true },
    text: `식당 직원 근로계약서
- 근무시작일: 2026년 2월 2일
- 근무장소: 서울 용산구 식당
- 업무: 홀 서빙
- 근무일: 주 6일 (매주 월요일 휴무)
- 근무시간: 11:00~22:00, 휴게시간 1시간
- 급여: 월 2,600,000원 (매월 10일 계좌 지급)
- 퇴직금은 월급에 포함하여 지급한다.
- 4대보험 가입
- 상시 근로자 3명`,
  },
  {
    // The layout of the Ministry of Employment and Labor's standard form, filled in.
    terms: { id: 'dev-hand-standard-form', split: 'dev', style: 0, start: '2026-03-01', place: '서울특별시 중구 세종대로 사무실', duties: '고객 응대 및 사무', days: 5, from: '09:00', to: '18:00', breakMinutes: 60, breakAt: '12:00', wage: { type: 'monthly', amount: 2_100_000 }, restDay: 'stated', payDay: 'regular', payMethod: true, annualLeave: 'granted', insurance: 'lawful' },
    text: `표준근로계약서(기간의 정함이 없는 경우)

(주)한빛 (이하 "사업주"라 함)과(와) 김근로 (이하 "근로자"라 함)은 다음과 같이 근로계약을 체결한다.

1. 근로개시일 : 2026년 3월 1일부터
2. 근 무 장 소 : 서울특별시 중구 세종대로 사무실
3. 업무의 내용 : 고객 응대 및 사무
4. 소정근로시간 : 09시 00분부터 18시 00분까지 (휴게시간 : 12시 00분 ~ 13시 00분)
5. 근무일/휴일 : 매주 5일(또는 매일단위)근무, 주휴일 매주 일요일
6. 임 금
  - 월(일, 시간)급 : 2,100,000원
  - 상여금 : 있음 ( ) 원, 없음 (V)
  - 기타급여(제수당 등) : 있음 ( ), 없음 (V)
  - 임금지급일 : 매월(매주 또는 매일) 25일(휴일의 경우는 전일 지급)
  - 지급방법 : 근로자에게 직접지급( ), 근로자 명의 예금통장에 입금(V)
7. 연차유급휴가
  - 연차유급휴가는 근로기준법에서 정하는 바에 따라 부여함
8. 사회보험 적용여부(해당란에 체크)
  ☑ 고용보험 ☑ 산재보험 ☑ 국민연금 ☑ 건강보험
9. 근로계약서 교부
  - 사업주는 근로계약을 체결함과 동시에 본 계약서를 사본하여 근로자의 교부요구와 관계없이 근로자에게 교부함(근로기준법 제17조 이행)
10. 기 타
  - 이 계약에 정함이 없는 사항은 근로기준법령에 의함

2026년 2월 20일`,
  },
  {
    terms: { id: 'test-hand-academy', split: 'test', style: 0, start: '2025-09-01', end: '2026-02-28', size: 8, place: '부산 해운대구 학원', duties: '초등부 수학 강의', days: 5, from: '14:00', to: '21:00', breakMinutes: 30, wage: { type: 'monthly', amount: 1_800_000 }, restDay: 'stated', payDay: 'regular', payMethod: true, annualLeave: 'granted', insurance: 'lawful', probation: { months: 3, percent: 90 } },
    text: `강사 근로계약서
제1조(계약기간) 2025년 9월 1일부터 2026년 2월 28일까지로 한다.
제2조(근무장소) 부산 해운대구 학원
제3조(업무) 업무 내용: 초등부 수학 강의
제4조(근로시간) 근무일은 월요일부터 금요일까지, 근무시간은 14:00~21:00로 하며 휴게시간은 30분으로 한다.
제5조(휴일) 매주 토요일과 일요일은 휴일로 한다.
제6조(임금) 월급 1,800,000원을 매월 15일 근로자 계좌로 지급한다.
제7조(수습) 수습기간 3개월 동안은 임금의 90%를 지급한다.
제8조(연차) 연차휴가는 근로기준법에 따른다.
제9조(사회보험) 4대보험에 가입한다.
제10조 상시 근로자 수: 8명`,
  },
  {
    terms: { id: 'test-hand-delivery', split: 'test', style: 0, start: '2026-03-02', place: '인천 서구 물류센터', duties: '택배 분류 및 포장', days: 5, from: '09:00', to: '18:00', breakMinutes: 60, wage: { type: 'daily', amount: 88_000 }, weeklyHolidayPay: 'excluded', restDay: 'stated', payDay: 'irregular', payMethod: true, annualLeave: 'granted', insurance: 'optout', advanceOffset: true },
    text: `일용 근로계약서
1. 근로개시일: 2026-03-02
2. 근무장소: 인천 서구 물류센터
3. 업무내용: 택배 분류 및 포장
4. 근로시간: 주 5일, 09:00~18:00 (휴게 12:00~13:00)
5. 주휴일: 매주 일요일
6. 임금: 일당 88,000원, 주휴수당 없음. 임금은 회사 사정에 따라 지급하며 계좌로 이체한다.
7. 가불금은 다음 달 임금에서 공제한다.
8. 근로자의 요청으로 4대보험에 가입하지 않는다.
9. 연차휴가: 근로기준법에 따름`,
  },
  {
    terms: { id: 'test-hand-minor-cafe', split: 'test', style: 0, start: '2025-07-21', size: 5, place: '대전 유성구 카페', duties: '음료 제조', days: 2, from: '10:00', to: '18:00', breakMinutes: 60, wage: { type: 'hourly', amount: 10_030 }, weeklyHolidayPay: 'unstated', restDay: 'stated', payDay: 'regular', payMethod: true, annualLeave: 'granted', insurance: 'lawful', age: 17, guardianConsent: false },
    text: `청소년 근로계약서
1. 근로개시일: 2025년 7월 21일
2. 근무장소: 대전 유성구 카페
3. 업무내용: 음료 제조
4. 근무일: 토요일, 일요일
5. 근로시간: 10:00~18:00 (휴게 1시간)
6. 휴일: 매주 월요일
7. 임금: 시급 10,030원, 매월 10일 계좌 지급
8. 연차: 법에 따름
9. 4대보험: 가입
10. 근로자 나이: 만 17세
11. 상시 근로자 수 5명`,
  },
];
