import { describe, expect, it } from 'vitest';
import { dayCuesOf, dayStemsOf, withQuestionDayCues } from './question-day-cues.js';

describe('cue words a date question gives for its own day', () => {
  it.each([
    ['징계(또는 발령)를 통보받은 날은 언제인가요? 구제신청 기한 계산에 필요해요.', ['통보받']],
    ['사고가 난 날(질병이라면 처음 진단받은 날)은 언제인가요?', ['진단받']],
    ['돌아가신 날(상속이 시작된 날)이 언제인가요?', ['돌아가']],
    ['언제 있었던 일인가요? 정확한 날짜가 기억나지 않으면 대략적인 시기도 괜찮아요.', []],
  ])('"%s" → %j', (question, stems) => {
    expect(dayStemsOf(question)).toEqual(stems);
  });
  it('adds them to the asked field only', () => {
    const table = { incident_date: { cues: /사고/, fallback: true }, disposition_date: { cues: /통지/ } };
    const merged = withQuestionDayCues(table, new Map([['incident_date', '사고가 난 날(질병이라면 처음 진단받은 날)은 언제인가요?']]));
    expect(merged.incident_date!.cues.test('8월에 진단받았고')).toBe(true);
    expect(merged.disposition_date!.cues.test('8월에 진단받았고')).toBe(false);
    expect(table.incident_date.cues.test('8월에 진단받았고')).toBe(false);
  });
  it('names the day by the noun of a noun-and-받 stem, which an account splits around the date', () => {
    expect(dayCuesOf('징계(또는 발령)를 통보받은 날은 언제인가요?')).toEqual(['통보받', '통보']);
    expect(dayCuesOf('돌아가신 날(상속이 시작된 날)이 언제인가요?')).toEqual(['돌아가']);
    const table = { incident_date: { cues: /징계/, fallback: true } };
    const merged = withQuestionDayCues(table, new Map([['incident_date', '징계(또는 발령)를 통보받은 날은 언제인가요?']]));
    expect(merged.incident_date!.cues.test('발령 통보는 11월 16일에 받았어요')).toBe(true);
    expect(merged.incident_date!.cues.test('11월 16일에 입사했어요')).toBe(false);
  });
});
