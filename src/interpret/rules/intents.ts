/**
 * What a message is, apart from its content: a restart, a request to finish, a
 * question to the bot, or small talk. Interpretation data only; the graph
 * decides what each intent means.
 */
import { normalizeText } from '../../korean/normalize.js';
import type { MessageIntent } from '../intake-port.js';
import { questionsToBot } from './bot-questions.js';

const RESTART = /처음부터\s?다시|다시\s?처음부터|처음으로\s?(?:돌아|다시)|새로\s?시작(?:할게요?|해요|$)|다시\s?시작(?:할게요?|해요|해\s?주세요|$)|리셋|초기화/;
const END = /^(?:(?:이제\s?|그냥\s?)?그만\s?(?:할게요?|할래요?|하고\s?싶|할게여|할께요?|하자)|상담\s?(?:끝|종료)|종료(?:할게요?|해\s?주세요)?|여기까지\s?(?:할게요?|할래요?)|이제\s?됐어요?)[.!~ ]*$/;
const SMALLTALK = /^(?:안녕(?:하세요)?|하이|ㅎㅇ|hello|hi|hey|test|테스트|ㅋ+|ㅎ+|감사(?:합니다|해요)?|고마워(?:요)?|뭐\s?해|누구(?:세요|야)|심심해|날씨)[.!?~ ]*$/i;

export function intentWithRules(input: string): MessageIntent {
  const text = normalizeText(input);
  if (RESTART.test(text)) return { intent: 'restart' };
  if (END.test(text)) return { intent: 'end' };
  const asked = questionsToBot(text);
  // Only asking: a question to the bot. Asking beside an answer: the answer is content, the question is noted.
  if (asked.questions.length > 0) return /[\p{L}\p{N}]/u.test(asked.rest) ? { intent: 'content', asks_bot: asked } : { intent: 'question_to_bot' };
  if (SMALLTALK.test(text) || !/[\p{L}\p{N}]/u.test(text)) return { intent: 'smalltalk' };
  return { intent: 'content' };
}
