import { describe, expect, it } from 'vitest';
import { withKeptAsDone } from './kept-done.js';

describe('an act done with its result kept', () => {
  it.each([
    ['이미 이의신청은 해놨어요', '이미 이의신청은 했어요'],
    ['계약서는 써 뒀고', '계약서는 썼고'],
    ['녹음 받아놨음', '녹음 받았음'],
    ['내용증명 보내 놓았어요', '내용증명 보냈어요'],
  ])('reads "%s" as the plain past', (text, done) => {
    expect(withKeptAsDone(text)).toBe(done);
  });

  it.each([
    // 내놓다 is a verb of its own; a closed syllable takes no contracted past; an attributive is left as it is.
    '돈을 내놨어요',
    '책상에 놨어요',
    '사진 찍어둔거 있어요',
  ])('leaves "%s" as it is', (text) => {
    expect(withKeptAsDone(text)).toBe(text);
  });
});
