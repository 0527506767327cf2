import { describe, expect, it } from 'vitest';
import { questionsToBot } from './bot-questions.js';
import { intentWithRules } from './intents.js';

describe('questions to the bot in a reply', () => {
  it.each([
    '해야돼?',
    '얼마 받아야되요?',
    '고소해야 되나요?',
    '고소해야되나요',
    '신고 해야되냐',
    '합의해야돼요?',
    '소송하면 이길 수 있어요?',
    '제가 처벌받을 수도 있나요?',
    '이거 사기 맞나요?',
    '변호사님이세요?',
  ])('%s only asks', (text) => {
    expect(questionsToBot(text)).toEqual({ questions: [text], rest: '' });
    expect(intentWithRules(text).intent).toBe('question_to_bot');
  });

  it.each([
    ['네 신고했어요 근데 고소해야 되나요?', '네 신고했어요', '근데 고소해야 되나요?'],
    ['300만원이요 얼마 받아야되요?', '300만원이요', '얼마 받아야되요?'],
    ['아니요 아직이요. 지금 신청해야 돼요?', '아니요 아직이요.', '지금 신청해야 돼요?'],
    ['회사는 안 줬는데 고소해야 하나요?', '회사는 안 줬는데', '고소해야 하나요?'],
  ])('%s answers and asks', (text, rest, question) => {
    expect(questionsToBot(text)).toEqual({ questions: [question], rest });
    expect(intentWithRules(text)).toEqual({ intent: 'content', asks_bot: { questions: [question], rest } });
  });

  it.each([
    '신고해야 하나 고민이에요',
    '300만원 받아야 되는데요?',
    '500정도?',
    '3월쯤이요?',
    '네 했어요',
    '국민은행이요 계좌번호는 모르겠어요',
    '받아야 할 돈이 300이에요',
  ])('%s asks nothing', (text) => {
    expect(questionsToBot(text)).toEqual({ questions: [], rest: text });
    expect(intentWithRules(text).intent).toBe('content');
  });
});
