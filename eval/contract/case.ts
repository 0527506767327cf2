/** One eval contract described by its terms; render.ts writes its text, gold.ts its expected findings and wage. */
export interface EvalCase {
  id: string;
  split: 'dev' | 'test';
  /** Which wording of each clause render.ts uses (0–2). */
  style: 0 | 1 | 2;
  start: string;
  end?: string;
  /** Regular employees; undefined when the contract does not say. */
  size?: number;
  place?: string;
  duties?: string;
  days: number;
  from: string;
  to: string;
  breakMinutes: number;
  /** Break written as a time range starting here instead of a length. */
  breakAt?: string;
  wage: { type: 'hourly' | 'daily' | 'monthly' | 'annual'; amount: number };
  allowances?: Array<{ name: string; amount: number }>;
  weeklyHolidayPay?: 'paid' | 'excluded' | 'unstated';
  restDay: 'stated' | 'none' | 'unstated';
  premiums?: { overtime?: boolean; night?: boolean; holiday?: boolean };
  comprehensive?: boolean;
  holidayWork?: { daysPerMonth: number; hoursPerDay: number };
  payDay: 'regular' | 'irregular' | 'unstated';
  payMethod: boolean;
  withheld?: boolean;
  annualLeave: 'granted' | 'denied' | 'unstated';
  insurance: 'lawful' | 'optout' | 'workerpays' | 'unstated';
  probation?: { months: number; percent: number };
  penalty?: boolean;
  advanceOffset?: boolean;
  forcedSavings?: boolean;
  severanceIncluded?: boolean;
  atWill?: boolean;
  noNotice?: boolean;
  oralNotice?: boolean;
  age?: number;
  guardianConsent?: boolean;
}
