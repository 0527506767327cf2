import { describe, expect, it } from 'vitest';
import { tokenize } from '../../korean/tokenize.js';
import type { AskRequest, AskSource } from '../ask-port.js';
import { RulesAskInterpreter } from './ask.js';

// Written for these tests in the style of statute text.
const wages: AskSource = {
  law: '근로기준법',
  article: '제36조',
  title: '금품 청산',
  text: '① 사용자는 근로자가 퇴직한 경우에는 그 지급 사유가 발생한 때부터 14일 이내에 임금, 보상금, 그 밖의 모든 금품을 지급하여야 한다. <개정 2020.5.26>\n② 특별한 사정이 있을 경우에는 당사자 사이의 합의에 의하여 기일을 연장할 수 있다.',
  score: 3,
};
const leave: AskSource = { law: '근로기준법', article: '제60조', title: '연차 유급휴가', text: '사용자는 1년간 80퍼센트 이상 출근한 근로자에게 15일의 유급휴가를 주어야 한다.', score: 1 };
const framing = { insufficient: '근거 부족 — 답하기 어려워요.', unanswerable: '답변 불가 — 명시적인 내용이 없어요.' };

const request = (question: string, sources: AskSource[]): AskRequest => ({ question, sources, context: '', framing, terms: tokenize(question) });
const rules = new RulesAskInterpreter();

describe('offline ask interpreter', () => {
  it('answers with the sentence that shares the question terms, cited, without amendment notes, in retrieval order', async () => {
    const answer = await rules.generate(request('퇴직한 근로자에게 임금 지급 기한은 며칠 이내인가요', [wages, leave]));
    expect(answer.split('\n')[0]).toBe('사용자는 근로자가 퇴직한 경우에는 그 지급 사유가 발생한 때부터 14일 이내에 임금, 보상금, 그 밖의 모든 금품을 지급하여야 한다 (근로기준법 제36조).');
  });

  it('says 근거 부족 and shows what was found when nothing answers the question', async () => {
    const answer = await rules.generate(request('화성 탐사선 발사 일정', [leave]));
    expect(answer.split('\n')).toEqual([framing.insufficient, '- 사용자는 1년간 80퍼센트 이상 출근한 근로자에게 15일의 유급휴가를 주어야 한다 (근로기준법 제60조).']);
    expect(await rules.generate(request('임금', []))).toBe(framing.insufficient);
  });

  it('regenerates with direct quotes only, or 답변 불가', async () => {
    expect(await rules.regenerateStrict(request('퇴직한 근로자 임금 지급 기한', [wages]))).toContain('14일 이내에 임금');
    expect(await rules.regenerateStrict(request('화성 탐사선 발사 일정', [leave]))).toBe(framing.unanswerable);
    expect(await rules.judge()).toBeNull();
  });
});
