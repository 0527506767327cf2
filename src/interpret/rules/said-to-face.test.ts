import { describe, expect, it } from 'vitest';
import { offenderKnownAtOnce } from './said-to-face.js';

describe('who did it known the day it happened', () => {
  it.each([
    '회식 자리에서 차장이 저보고 쓰레기라고 했어요',
    '동호회 밴드에서 총무가 나한테 미친놈이라고 욕함',
    '게시판에 올라온 글 바로 봤구요 작성자도 알아요',
  ])('%s', (text) => {
    expect(offenderKnownAtOnce(text)).toBe(true);
  });
  it.each([
    '누가 익명으로 제 욕을 써놨는데 한참 뒤에 알았어요',
    '저한테 돈 갚으라고 해요',
  ])('not %s', (text) => {
    expect(offenderKnownAtOnce(text)).toBe(false);
  });
});
