import { describe, expect, it } from 'vitest';
import { standardEndings } from './chat-spellings.js';

describe('standardEndings', () => {
  it.each([
    ['스토커가 문앞에 잇어요', '스토커가 문앞에 있어요'],
    ['남편이 칼 들고잇음', '남편이 칼 들고있음'],
    ['도와주세여 누가 문 부수고있어여', '도와주세요 누가 문 부수고있어요'],
    // Other words are left alone.
    ['여기 여의도 여자화장실', '여기 여의도 여자화장실'],
    ['다리를 이어요', '다리를 이어요'],
  ])('%s → %s', (text, standard) => {
    expect(standardEndings(text)).toBe(standard);
  });
});
