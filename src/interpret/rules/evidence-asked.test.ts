import { describe, expect, it } from 'vitest';
import { evidenceOfQuestion, recordsListed } from './evidence-asked.js';

const WAGE = '시급이나 월급을 확인할 자료가 있나요? 근로계약서, 급여명세서, 통장 입금 내역, 채용공고 캡처 같은 것들이요.';
const NOTICE = '해고를 통보받은 문자·카톡·녹음 같은 기록이 있나요?';
const PROPERTY = '상대방 명의 재산을 확인할 자료(등기부등본, 통장 사본, 급여명세서 등)가 있나요?';

describe('records the evidence question lists', () => {
  it('lists the record words of the question', () => {
    expect(recordsListed(WAGE)).toEqual(['근로계약서', '급여명세서', '내역', '캡처']);
    expect(recordsListed(NOTICE)).toEqual(['문자', '카톡', '녹음']);
    expect(recordsListed(PROPERTY)).toEqual(['등기부등본', '사본', '급여명세서']);
  });
  it.each([
    [WAGE, '월급 180 받는데 주 48시간 일함 이거 최저임금 위반 아님? 근로계약서 있음', true],
    [WAGE, '근로계약서는 안 썼어요', false],
    [NOTICE, '카톡 캡처는 해놨고 녹음도 있어요', true],
    // The notice that came by text is how it happened, not a record said to be kept.
    [NOTICE, '오늘 퇴근하면서 낼부터 안나와도 된다고 문자받았어요', false],
    [PROPERTY, '남편 명의로 상가랑 집 있고 등기부등본 떼봤어요', true],
  ])('%s | "%s" → %s', (question, text, expected) => {
    expect(evidenceOfQuestion(question, text)).toBe(expected);
  });
});
