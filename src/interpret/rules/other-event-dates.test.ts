import { describe, expect, it } from 'vitest';
import type { FieldDef, K2Question } from '../../knowledge/schema.js';
import { parseAnswerInContext } from './answers.js';
import { withoutOtherEventDates } from './other-event-dates.js';

const ref = '2026-11-22';
const asked = (field: string, question: string): K2Question => ({ field, question, answer_type: 'date', required: true, critical: false, reask_hint: '' });
const dismissal = asked('employment_end', '해고된 날(회사가 더는 나오지 말라고 한 날)은 언제인가요? 구제신청 기한을 계산하는 데 꼭 필요해요.');
const endLabel: FieldDef = { field: 'employment_end', type: 'date', label: '퇴사일(또는 해고일)' };
const summons = asked('summons_date', "출석하라고 한 날짜가 언제인가요? 아직 정해지지 않았다면 '미정'이라고 해 주세요.");
const summonsLabel: FieldDef = { field: 'summons_date', type: 'date', label: '출석 요구일(조사 예정일)' };
const deadline = asked('due_date', '상대방은 언제까지 그 약속을 지키기로 했나요?');
const loanDeadline = asked('due_date', "언제까지 갚기로 약속했나요? 날짜를 정하지 않았다면 '정하지 않음'이라고 해 주세요.");
const dueLabel: FieldDef = { field: 'due_date', type: 'date', label: '지급·이행 기한' };
const read = (text: string, question: K2Question, field: FieldDef) => parseAnswerInContext(text, question, field, ref);

describe('a date of another event than the one asked', () => {
  it('is not the day of a dismissal when it dates the hiring', () => {
    for (const text of ['입사한지 2년 됐어요 2024년 10월', '입사한 지 2년 됐어요 2024년 10월이요', '입사한지2년됐어 2024년10월', '2024년 10월에 입사했어요', '입사는 2024년 10월이에요', '24년 10월 입사했습니다']) {
      expect(read(text, dismissal, endLabel), text).toEqual({ value: null, unknown: false });
    }
  });

  it('leaves the day of the dismissal when the hiring is dated beside it', () => {
    expect(read('2022년 3월에 입사했고 2024년 10월에 잘렸어요', dismissal, endLabel).value).toBe('2024-10');
    expect(read('입사는 22년 3월이고 해고는 24년 10월이에요', dismissal, endLabel).value).toBe('2024-10');
  });

  it('is not the day of a summons when it dates the act', () => {
    for (const text of ['지난달 술자리에서 때렸어요', '지난달에 술먹고 때렸어', '지난달술자리에서때렸습니다', '지난 달 술자리에서 폭행했어요']) {
      expect(read(text, summons, summonsLabel), text).toEqual({ value: null, unknown: false });
    }
  });

  it('is not a deadline when it dates a purchase or a loan', () => {
    for (const text of ['10월 5일에 샀어요', '10월5일에 샀음', '10월 5일날 구매했습니다']) {
      expect(read(text, deadline, dueLabel), text).toEqual({ value: null, unknown: false });
    }
    expect(read('작년 3월에 빌려줬어요', loanDeadline, dueLabel)).toEqual({ value: null, unknown: false });
  });

  it('still reads the replies that date the asked event', () => {
    expect(read('2024년 10월에 잘렸어요', dismissal, endLabel).value).toBe('2024-10');
    expect(read('24년 10월에 짤렸어', dismissal, endLabel).value).toBe('2024-10');
    expect(read('2024년 10월이요', dismissal, endLabel).value).toBe('2024-10');
    expect(read('다음주 화요일 출석하래요', summons, summonsLabel).value).toBe('2026-11-24');
    expect(read('다음주 화요일에 경찰서 오래요', summons, summonsLabel).value).toBe('2026-11-24');
    expect(read('출석요구 받았어요 다음주 화요일이요', summons, summonsLabel).value).toBe('2026-11-24');
    expect(read('폭행으로 신고당했어요 다음주 화요일이요', summons, summonsLabel).value).toBe('2026-11-24');
    expect(read('12월 10일까지 주기로 했어요', deadline, dueLabel).value).toBe('2026-12-10');
    expect(read('10월 5일까지 입금해 준다고 했어요', deadline, dueLabel).value).toBe('2026-10-05');
    expect(read('내년 3월까지 갚는다고 했어요', loanDeadline, dueLabel).value).toBe('2027-03');
  });

  it('leaves a date counted from another event the reply dates', () => {
    const since = asked('incident_date', '괴롭힘은 언제부터 시작됐나요?');
    expect(withoutOtherEventDates('입사하고 한달 지나서부터요 입사는 올해 3월', since.question, 'incident_date', ref)).toBeNull();
  });

  it('takes a word the question itself uses as the asked event', () => {
    const delivered = asked('due_date', '대금은 언제까지 받기로 하셨나요? 따로 정하지 않았다면 물건을 넘기거나 일을 끝낸 날을 알려 주세요.');
    expect(read('10월 5일에 일 끝났어요', delivered, dueLabel).value).toBe('2026-10-05');
  });
});
