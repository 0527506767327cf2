/**
 * The rendered eval contracts: 50 cases, half dev (for tuning the analyser)
 * and half test (held out). Each feature the issue lists appears in both splits.
 */
import type { EvalCase } from './case.js';

type Terms = Omit<EvalCase, 'id' | 'split' | 'style'>;

const office: Terms = {
  start: '2025-03-01',
  size: 12,
  place: '서울특별시 강남구 테헤란로 1 본사 사무실',
  duties: '회계 및 사무 보조',
  days: 5,
  from: '09:00',
  to: '18:00',
  breakMinutes: 60,
  breakAt: '12:00',
  wage: { type: 'monthly', amount: 2_500_000 },
  restDay: 'stated',
  payDay: 'regular',
  payMethod: true,
  annualLeave: 'granted',
  insurance: 'lawful',
};

const partTime: Terms = {
  start: '2025-06-01',
  size: 7,
  place: '서울 마포구 합정동 카페',
  duties: '음료 제조 및 매장 응대',
  days: 3,
  from: '10:00',
  to: '16:00',
  breakMinutes: 30,
  wage: { type: 'hourly', amount: 10_500 },
  weeklyHolidayPay: 'paid',
  restDay: 'stated',
  payDay: 'regular',
  payMethod: true,
  annualLeave: 'granted',
  insurance: 'lawful',
};

const pairs: Array<[string, Terms, Terms]> = [
  // [name, dev terms, test terms]
  ['lawful-monthly', { ...office }, { ...office, start: '2026-01-02', wage: { type: 'monthly', amount: 2_400_000 } }],
  ['lawful-hourly-parttime', { ...partTime }, { ...partTime, start: '2024-09-01', wage: { type: 'hourly', amount: 9_900 } }],
  ['below-minimum-monthly', { ...office, wage: { type: 'monthly', amount: 1_900_000 } }, { ...office, start: '2026-04-01', wage: { type: 'monthly', amount: 2_100_000 } }],
  ['hourly-no-weekly-holiday', { ...partTime, days: 5, weeklyHolidayPay: 'excluded', wage: { type: 'hourly', amount: 10_030 } }, { ...partTime, days: 4, from: '09:00', to: '14:30', start: '2026-02-01', weeklyHolidayPay: 'unstated', wage: { type: 'hourly', amount: 10_320 } }],
  ['comprehensive-long-hours', { ...office, to: '21:00', comprehensive: true, wage: { type: 'monthly', amount: 2_600_000 } }, { ...office, start: '2024-05-01', to: '20:00', comprehensive: true, wage: { type: 'monthly', amount: 2_300_000 } }],
  ['comprehensive-with-fixed-overtime', { ...office, to: '19:00', comprehensive: true, wage: { type: 'monthly', amount: 2_200_000 }, allowances: [{ name: '고정연장근로수당', amount: 500_000 }] }, { ...office, start: '2026-03-01', to: '19:00', comprehensive: true, wage: { type: 'monthly', amount: 2_300_000 }, allowances: [{ name: '고정연장근로수당', amount: 550_000 }] }],
  ['overtime-no-premium', { ...office, to: '20:00', wage: { type: 'monthly', amount: 3_000_000 } }, { ...office, start: '2024-02-01', days: 6, to: '17:00', wage: { type: 'monthly', amount: 2_800_000 } }],
  ['over-52-hours', { ...office, days: 6, from: '08:00', to: '19:00', premiums: { overtime: true }, wage: { type: 'monthly', amount: 3_800_000 } }, { ...office, start: '2026-07-01', days: 6, from: '07:00', to: '17:30', premiums: { overtime: true }, wage: { type: 'monthly', amount: 3_900_000 } }],
  ['probation-lawful', { ...office, wage: { type: 'monthly', amount: 2_200_000 }, probation: { months: 3, percent: 90 } }, { ...office, start: '2026-01-05', wage: { type: 'monthly', amount: 2_300_000 }, probation: { months: 3, percent: 90 } }],
  ['probation-unlawful', { ...office, end: '2025-08-31', wage: { type: 'monthly', amount: 2_200_000 }, probation: { months: 3, percent: 80 } }, { ...office, start: '2024-03-01', duties: '건물 청소 및 미화', wage: { type: 'monthly', amount: 2_100_000 }, probation: { months: 6, percent: 90 } }],
  ['minor', { ...partTime, age: 17, days: 5, from: '13:00', to: '22:00', breakMinutes: 60, guardianConsent: false }, { ...partTime, start: '2026-07-15', age: 16, days: 2, from: '10:00', to: '15:00', guardianConsent: true, wage: { type: 'hourly', amount: 10_320 } }],
  ['small-workplace', { ...office, size: 4, to: '20:00', annualLeave: 'denied', atWill: true, wage: { type: 'monthly', amount: 2_700_000 } }, { ...partTime, size: 3, start: '2024-08-01', days: 5, from: '18:00', to: '24:00', breakMinutes: 30, wage: { type: 'hourly', amount: 10_000 }, annualLeave: 'unstated', oralNotice: true }],
  ['insurance-share', { ...office, insurance: 'workerpays' }, { ...partTime, start: '2026-05-01', insurance: 'workerpays', wage: { type: 'hourly', amount: 10_400 } }],
  ['insurance-optout', { ...partTime, insurance: 'optout' }, { ...office, start: '2024-10-01', insurance: 'optout', wage: { type: 'monthly', amount: 2_200_000 } }],
  ['penalty', { ...office, penalty: true }, { ...office, start: '2026-02-01', penalty: true, wage: { type: 'monthly', amount: 2_600_000 } }],
  ['advance-offset-savings', { ...office, advanceOffset: true, forcedSavings: true }, { ...office, start: '2024-01-02', advanceOffset: true, forcedSavings: true, wage: { type: 'monthly', amount: 2_100_000 } }],
  ['severance-included', { ...office, severanceIncluded: true, wage: { type: 'monthly', amount: 2_300_000 } }, { ...office, start: '2026-06-01', severanceIncluded: true, wage: { type: 'monthly', amount: 2_250_000 } }],
  ['missing-break', { ...office, breakMinutes: 0, breakAt: undefined, to: '17:00' }, { ...partTime, start: '2024-11-01', days: 5, from: '11:00', to: '16:00', breakMinutes: 0 }],
  ['night-work', { ...office, from: '22:00', to: '07:00', breakAt: '02:00', wage: { type: 'monthly', amount: 2_900_000 } }, { ...partTime, start: '2026-03-01', days: 4, from: '20:00', to: '02:00', breakMinutes: 30, wage: { type: 'hourly', amount: 11_000 }, premiums: { night: true } }],
  ['at-will-dismissal', { ...office, atWill: true, noNotice: true }, { ...office, start: '2024-06-01', atWill: true, oralNotice: true }],
  ['daily-wage-holiday-work', { ...partTime, days: 5, from: '09:00', to: '18:00', breakMinutes: 60, wage: { type: 'daily', amount: 100_000 }, weeklyHolidayPay: 'paid', holidayWork: { daysPerMonth: 2, hoursPerDay: 8 } }, { ...partTime, start: '2026-01-10', days: 5, from: '08:00', to: '17:00', breakMinutes: 60, wage: { type: 'daily', amount: 84_000 }, weeklyHolidayPay: 'unstated', holidayWork: { daysPerMonth: 1, hoursPerDay: 10 }, premiums: { holiday: true } }],
  ['no-rest-day-no-leave', { ...office, restDay: 'none', annualLeave: 'denied', days: 5 }, { ...partTime, start: '2026-04-01', days: 5, from: '10:00', to: '15:00', breakMinutes: 30, restDay: 'none', annualLeave: 'denied', wage: { type: 'hourly', amount: 10_500 } }],
  ['night-and-holiday-no-premium', { ...partTime, days: 4, from: '21:00', to: '03:00', breakMinutes: 30, wage: { type: 'hourly', amount: 12_000 }, holidayWork: { daysPerMonth: 2, hoursPerDay: 6 } }, { ...office, start: '2025-11-01', from: '14:00', to: '23:00', breakAt: '18:00', wage: { type: 'monthly', amount: 2_800_000 }, holidayWork: { daysPerMonth: 1, hoursPerDay: 9 } }],
  // Added after the held-out run found "주휴일은 없음" read as "no 주휴수당" (docs/contract.md).
  ['no-rest-day-paid-holiday-pay', { ...partTime, days: 5, from: '12:00', to: '17:00', breakMinutes: 30, restDay: 'none', wage: { type: 'hourly', amount: 10_400 } }, { ...office, start: '2024-12-02', restDay: 'none', wage: { type: 'monthly', amount: 2_300_000 } }],
  ['missing-terms-irregular-pay', { ...office, place: undefined, restDay: 'unstated', annualLeave: 'unstated', payDay: 'irregular', payMethod: false }, { ...office, start: '2026-08-01', duties: undefined, payDay: 'unstated', payMethod: false, withheld: true, annualLeave: 'unstated' }],
];

const styles: ReadonlyArray<0 | 1 | 2> = [0, 1, 2];

export const evalCases: EvalCase[] = pairs.flatMap(([name, dev, test], i) => [
  { id: `dev-${name}`, split: 'dev' as const, style: styles[i % 3]!, ...dev },
  { id: `test-${name}`, split: 'test' as const, style: styles[(i + 1) % 3]!, ...test },
]);
