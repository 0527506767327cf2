import { describe, expect, it } from 'vitest';
import { resolveKind } from './emergency-victim.js';

describe('resolveKind', () => {
  it.each([
    // A child named as the one harmed.
    ['violence', '삼촌이 조카를 계속 때리고 있어요', 'child'],
    ['violence', '아들이 선배들한테 끌려갔대요', 'child'],
    // The child only watches or does the harm: the adult is the victim.
    ['violence', '남편이 애 앞에서 저를 때리고 있어요', 'violence'],
    ['child', '할아버지를 손주가 때리고 있어요', 'violence'],
    // A blade or a height turned on oneself.
    ['violence', '커터칼로 손목 긋고 있어요', 'self_harm'],
    ['stalking', '지금 철길 앞에 서 있어요', 'self_harm'],
    // Kept somewhere for sex.
    ['violence', '방에서 안 보내주고 같이 자자고 해요', 'sexual'],
    // The writer or the child is named with a school year.
    ['violence', '아빠가 지금 때리고 있어요', 'child', '저 중2인데 아빠가 지금 때리고 있어요'],
    ['violence', '선배들이 노래방에 가두고 때린대요', 'child', '제 아들 고1인데 선배들이 노래방에 가두고 때린대요'],
    // Nothing to correct.
    ['violence', '남편이 저를 때리고 있어요', 'violence'],
    ['stalking', '전남친이 집 앞에 서 있어요', 'stalking'],
  ] as const)('%s: %s → %s', (kind, text, expected, whole?: string) => {
    expect(resolveKind(kind, text, whole)).toBe(expected);
  });

  it('does not read 문자해요 as self-harm', () => {
    expect(resolveKind('violence', '폭력 진행중이라 숨어서 문자해요')).toBe('violence');
  });
});
