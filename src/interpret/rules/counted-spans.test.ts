import { describe, expect, it } from 'vitest';
import { withoutCountedSpans } from './counted-spans.js';

describe('withoutCountedSpans', () => {
  it('drops how long something has gone on, wherever it stands', () => {
    expect(withoutCountedSpans('사장이 월급을 두달째 안줘요')).toBe('사장이 월급을 안줘요');
    expect(withoutCountedSpans('월세를 석 달 동안 안 냈어요')).toBe('월세를 안 냈어요');
    expect(withoutCountedSpans('사장이월급을두달째안줘요')).toBe('사장이월급을 안줘요');
    expect(withoutCountedSpans('3개월째 못받고 있어요 며칠째 연락도 없고')).toBe(' 못받고 있어요 연락도 없고');
  });
  it('drops a bare span before falling behind or not paying', () => {
    expect(withoutCountedSpans('가게 월세를 두달 밀렸어요')).toBe('가게 월세를 밀렸어요');
    expect(withoutCountedSpans('관리비 3개월 연체됐어요')).toBe('관리비 연체됐어요');
    expect(withoutCountedSpans('월급을 석달 못받았어요')).toBe('월급을 못받았어요');
  });
  it('keeps a bare span that says when or within what time', () => {
    expect(withoutCountedSpans('석달 전에 이사했어요')).toBe('석달 전에 이사했어요');
    expect(withoutCountedSpans('두달 안에 나가래요')).toBe('두달 안에 나가래요');
    expect(withoutCountedSpans('결혼 2년 안됐어요')).toBe('결혼 2년 안됐어요');
  });
  it('keeps spans that are not how long it went on, and words that only end alike', () => {
    expect(withoutCountedSpans('3년 일했어요')).toBe('3년 일했어요');
    expect(withoutCountedSpans('두번째예요')).toBe('두번째예요');
    expect(withoutCountedSpans('가로세달째')).toBe('가로세달째');
  });
});
