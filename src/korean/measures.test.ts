import { describe, expect, it } from 'vitest';
import { dropMeasuredVerbs } from './measures.js';

describe('dropMeasuredVerbs', () => {
  it('takes out a verb that only measures a feeling', () => {
    expect(dropMeasuredVerbs('숨막힐 정도로 답답했어요')).toBe('정도로 답답했어요');
    expect(dropMeasuredVerbs('미칠만큼 화나요')).toBe('만큼 화나요');
    expect(dropMeasuredVerbs('도망가고 싶을 정도로 무서웠어요')).toBe('정도로 무서웠어요');
  });

  it('keeps nouns and amounts before the same words', () => {
    expect(dropMeasuredVerbs('그 정도로 많이 다쳤어요')).toBe('그 정도로 많이 다쳤어요');
    expect(dropMeasuredVerbs('월급만큼 빚이 있어요')).toBe('월급만큼 빚이 있어요');
    expect(dropMeasuredVerbs('석달 만큼 밀렸어요')).toBe('석달 만큼 밀렸어요');
  });
});
