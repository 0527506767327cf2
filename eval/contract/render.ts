/**
 * Writes an eval case as a Korean labour contract. Three wordings per clause
 * (style 0–2) and two layouts (제N조 articles or "항목:" headings), so the
 * analyser is measured on phrasing it was not written against line by line.
 */
import type { EvalCase } from './case.js';

const won = (n: number) => `${n.toLocaleString('en-US')}원`;
const dateKo = (iso: string, style: number) => {
  const [y, m, d] = iso.split('-').map(Number);
  return style === 1 ? `${y}. ${m}. ${d}.` : style === 2 ? iso : `${y}년 ${m}월 ${d}일`;
};
const timeKo = (hhmm: string, style: number) => {
  if (style !== 1) return hhmm;
  const [h, m] = hhmm.split(':').map(Number);
  const period = h! < 12 ? '오전' : '오후';
  const hour = h! % 12 === 0 ? 12 : h! % 12;
  return `${period} ${hour}시${m ? ` ${m}분` : ''}`;
};
const pick = <T>(style: number, options: readonly T[]): T => options[style % options.length]!;
const DAY_NAMES = '월화수목금토일';

export function renderContract(c: EvalCase): string {
  const s = c.style;
  const items: Array<[string, string]> = [];
  items.push(['근로계약기간', c.end ? `${dateKo(c.start, s)}부터 ${dateKo(c.end, s)}까지` : pick(s, [`근로개시일 ${dateKo(c.start, s)}, 기간의 정함이 없음`, `${dateKo(c.start, s)}부터 기간의 정함 없이 근무한다.`, `계약기간: ${dateKo(c.start, s)}부터 정함 없음`])]);
  if (c.place) items.push(['근무장소', c.place]);
  if (c.duties) items.push(['업무내용', c.duties]);
  const dayText = c.days >= 2 && c.days <= 7 ? pick(s, [`주 ${c.days}일`, `${DAY_NAMES[0]}요일~${DAY_NAMES[c.days - 1]}요일`, `주 ${c.days}일 근무`]) : `주 ${c.days}일`;
  const breakText =
    c.breakMinutes === 0
      ? pick(s, ['휴게시간 없음', '휴게시간은 없다', '휴게: 없음'])
      : c.breakAt
        ? `휴게시간 ${c.breakAt}~${addMinutes(c.breakAt, c.breakMinutes)}`
        : pick(s, [`휴게시간 ${c.breakMinutes}분`, `휴게시간은 ${c.breakMinutes % 60 === 0 ? `${c.breakMinutes / 60}시간` : `${c.breakMinutes}분`}`, `휴게 ${c.breakMinutes}분`]);
  items.push(['근로시간', `근무일: ${dayText}\n근로시간: ${timeKo(c.from, s)}~${timeKo(c.to, s)} (${breakText})`]);
  if (c.holidayWork) {
    items.push(['휴일근로', `휴일근무: 월 ${c.holidayWork.daysPerMonth}회 일요일 출근, 회당 ${c.holidayWork.hoursPerDay}시간`]);
  }
  const restText = c.restDay === 'stated' ? pick(s, ['주휴일: 매주 일요일', '휴일: 매주 일요일 및 근로자의 날', '매주 일요일을 주휴일로 한다.']) : c.restDay === 'none' ? pick(s, ['휴일 없이 근무한다.', '주휴일은 없음', '휴일: 없음']) : '';
  if (restText) items.push(['휴일', restText]);
  items.push(['임금', wageText(c)]);
  if (c.probation) {
    items.push(['수습', pick(s, [`입사 후 ${c.probation.months}개월은 수습기간으로 하며 수습기간 중 임금은 정상 임금의 ${c.probation.percent}%를 지급한다.`, `수습기간: ${c.probation.months}개월, 이 기간 급여는 ${c.probation.percent}%만 지급`, `수습 ${c.probation.months}개월 동안 임금의 ${c.probation.percent}%를 지급한다.`])]);
  }
  if (c.annualLeave === 'granted') items.push(['연차유급휴가', pick(s, ['연차유급휴가는 근로기준법에서 정하는 바에 따라 부여한다.', '연차휴가: 근로기준법에 따름', '연차는 법에 따라 부여한다.'])]);
  if (c.annualLeave === 'denied') items.push(['연차유급휴가', pick(s, ['연차휴가는 부여하지 않는다.', '연차 없음', '연차휴가는 사용할 수 없다.'])]);
  const insurance = {
    lawful: pick(s, ['4대보험은 관계 법령에 따라 가입하며 보험료는 법정 비율에 따라 각자 부담한다.', '사회보험: 고용보험, 산재보험, 국민연금, 건강보험 적용', '4대보험 가입(법정 비율 부담)']),
    optout: pick(s, ['4대보험은 가입하지 않는다.', '근로자의 요청으로 4대보험에 가입하지 않고 3.3%를 원천징수한다.', '사회보험: 근로자 희망에 따라 가입하지 않음']),
    workerpays: pick(s, ['4대보험료는 사업주 부담분까지 근로자가 모두 부담한다.', '사회보험료는 사업주 부담분도 근로자가 낸다.', '4대보험료 중 사업주 부담분을 근로자가 부담한다.']),
    unstated: '',
  }[c.insurance];
  if (insurance) items.push(['사회보험', insurance]);
  const duties: string[] = [];
  if (c.penalty) duties.push(pick(s, ['계약기간 중 퇴사하면 위약금 1,000,000원을 회사에 지급한다.', '근로자가 1년 안에 그만두면 교육비 500,000원을 반환한다.', '무단 퇴사 시 손해배상액으로 월급의 50%를 배상한다.']));
  if (c.advanceOffset) duties.push(pick(s, ['입사 시 지급한 전차금 2,000,000원은 매월 임금에서 공제한다.', '가불금은 다음 달 급여에서 차감한다.', '회사가 빌려준 대여금은 월급에서 상계한다.']));
  if (c.forcedSavings) duties.push(pick(s, ['급여의 10%를 회사 명의 통장에 강제 적립하고 퇴사 시 돌려준다.', '매월 임금의 5%를 적립하며 회사가 관리한다.', '회사가 관리하는 통장에 매월 200,000원을 저축한다.']));
  if (duties.length > 0) items.push(['근로자의 의무', duties.join('\n')]);
  const ending: string[] = [];
  if (c.atWill) ending.push(pick(s, ['회사는 필요하다고 판단하면 언제든지 근로자를 해고할 수 있다.', '회사는 이유를 불문하고 계약을 해지할 수 있다.', '지각 1회 등 사소한 잘못도 해고 사유로 한다.']));
  if (c.noNotice) ending.push(pick(s, ['해고는 예고 없이 즉시 할 수 있다.', '회사는 통보 없이 당일 해고할 수 있다.', '해고 시 즉시 효력이 발생하며 해고예고수당은 없다.']));
  if (c.oralNotice) ending.push(pick(s, ['해고 통보는 구두로 한다.', '해고는 문자로 알린다.', '해고 사실은 말로 통보한다.']));
  if (c.severanceIncluded) ending.push(pick(s, ['퇴직금은 월 급여에 포함하여 지급한다.', '근로자는 퇴직금을 청구하지 않는다.', '퇴직금은 매월 임금에 포함되어 있다.']));
  if (ending.length > 0) items.push(['계약의 종료', ending.join('\n')]);
  if (c.age !== undefined) items.push(['근로자 정보', `나이: ${c.age}세${c.age < 18 && c.guardianConsent ? '\n친권자 동의서 및 가족관계증명서를 제출받았다.' : ''}`]);
  if (c.size !== undefined) items.push(['사업장', `상시 근로자 수: ${c.size}명`]);
  return layout(c, items);
}

function wageText(c: EvalCase): string {
  const s = c.style;
  const label = { hourly: pick(s, ['시급', '시간급', '시급']), daily: pick(s, ['일급', '일당', '일급']), monthly: pick(s, ['월급', '월 기본급', '기본급']), annual: '연봉' }[c.wage.type];
  const lines = [`${label} ${won(c.wage.amount)}`];
  for (const allowance of c.allowances ?? []) lines.push(`${allowance.name} ${won(allowance.amount)}`);
  if (c.comprehensive) lines.push(pick(s, ['위 임금은 연장·야간·휴일근로수당을 포함한 포괄임금이다.', '월급에는 연장근로수당, 야간근로수당 일체를 포함한다.', '포괄임금제로 하며 제수당을 포함한다.']));
  if (c.weeklyHolidayPay === 'paid') lines.push(pick(s, ['주휴수당은 근로기준법에 따라 별도 지급한다.', '주 15시간 이상 근무 시 주휴수당을 지급한다.', '주휴수당 지급']));
  if (c.weeklyHolidayPay === 'excluded') lines.push(pick(s, ['주휴수당은 지급하지 않는다.', '주휴수당 없음', '시급에는 주휴수당이 포함되지 않으며 따로 지급하지 않는다.']));
  const promised = c.premiums ?? {};
  const kinds = [promised.overtime && '연장', promised.night && '야간', promised.holiday && '휴일'].filter(Boolean);
  if (kinds.length > 0) lines.push(pick(s, [`${kinds.join('·')}근로에는 통상임금의 50%를 가산하여 지급한다.`, `${kinds.join(', ')}근로 시 1.5배 지급`, `${kinds.join('·')}근로수당은 통상임금의 50%를 가산한다.`]));
  if (c.payDay === 'regular') lines.push(pick(s, ['임금은 매월 10일에 지급한다', '지급일: 매월 25일', '매월 말일 지급']) + (c.payMethod ? pick(s, [' (근로자 명의 계좌로 이체).', ', 계좌이체', ', 통장 입금']) : '.'));
  if (c.payDay === 'irregular') lines.push(pick(s, ['임금은 회사 사정에 따라 지급한다.', '급여는 분기마다 지급한다.', '임금은 2개월마다 한 번 지급한다.']) + (c.payMethod ? ' 계좌로 이체한다.' : ''));
  if (c.payDay === 'unstated' && c.payMethod) lines.push('임금은 계좌로 지급한다.');
  if (c.withheld) lines.push(pick(s, ['임금의 일부는 자사 상품권으로 지급한다.', '급여의 20%는 퇴사할 때까지 유보한다.', '임금 일부를 현물로 지급할 수 있다.']));
  return lines.join('\n');
}

function addMinutes(hhmm: string, minutes: number): string {
  const [h, m] = hhmm.split(':').map(Number);
  const total = h! * 60 + m! + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function layout(c: EvalCase, items: ReadonlyArray<[string, string]>): string {
  const header = pick(c.style, ['표준근로계약서', '근로계약서', '단시간근로자 근로계약서']);
  const parties = '사업주 (주)가나다(이하 "갑")와 근로자 홍길동(이하 "을")은 다음과 같이 근로계약을 체결한다.';
  const body =
    c.style === 2
      ? items.map(([title, text]) => `${title}: ${text}`)
      : items.map(([title, text], i) => `제${i + 1}조(${title}) ${text}`);
  return [header, '', parties, '', ...body, '', '갑: (주)가나다 대표 김대표 (인)', '을: 홍길동 (인)', ''].join('\n');
}
