import { describe, expect, it } from 'vitest';
import { parseAnswerInContext } from './answers.js';
import { answersNothingAsked } from './bare-yes-no.js';

describe('answersNothingAsked', () => {
  it.each([
    ['아니요', '어떤 형태로 일하고 계신가요? 정규직, 계약직, 아르바이트, 일용직 중에서 알려 주세요.'],
    ['네', '폭력을 한 사람은 어떤 관계인가요?'],
    ['ㅇㅇ', '처분을 한 기관은 어디인가요?'],
    ['아뇨..', '상대방은 누구인가요?'],
    ['아직 아무것도 안했어요', '어떤 업종인가요? 일반음식점, 휴게음식점, 노래연습장, 숙박업처럼 알려 주세요.'],
    ['아직이요', '처분을 한 기관은 어디인가요?'],
  ])('a bare %s does not answer "%s"', (reply, question) => {
    expect(answersNothingAsked(reply, question)).toBe(true);
  });

  it.each([
    ['아니요', '외도를 보여 줄 자료로 무엇이 있나요?'],
    ['아니요', '가게나 회사 이름을 알려 주세요.'],
    ['아니요 정규직이에요', '어떤 형태로 일하고 계신가요?'],
    ['네 아르바이트요', '어떤 형태로 일하고 계신가요?'],
    ['어머니요', '폭력을 한 사람은 어떤 관계인가요?'],
    ['아무것도 안했어요', '이미 이의신청이나 행정심판을 하셨나요? 했다면 무엇을 했는지 알려 주세요.'],
    ['치킨집 해요', '어떤 업종인가요?'],
  ])('%s to "%s" is left to the parser', (reply, question) => {
    expect(answersNothingAsked(reply, question)).toBe(false);
  });
});

describe('a string question answered with a bare no', () => {
  const question = {
    field: 'contract_type',
    question: '어떤 형태로 일하고 계신가요? 정규직, 계약직, 아르바이트, 일용직 중에서 알려 주세요.',
    answer_type: 'string' as const,
    required: true,
    critical: false,
    reask_hint: '',
  };

  it('is not understood (the intake asks once more with the hint), while a real answer is kept', () => {
    expect(parseAnswerInContext('아니요', question, undefined, '2026-11-22')).toEqual({ value: null, unknown: false });
    expect(parseAnswerInContext('편의점 아르바이트요', question, undefined, '2026-11-22').value).toContain('아르바이트');
  });
});
