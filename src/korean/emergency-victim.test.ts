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
    // Nothing to correct.
    ['violence', '남편이 저를 때리고 있어요', 'violence'],
    ['stalking', '전남친이 집 앞에 서 있어요', 'stalking'],
  ] as const)('%s: %s → %s', (kind, text, expected) => {
    expect(resolveKind(kind, text)).toBe(expected);
  });

  it('does not read 문자해요 as self-harm', () => {
    expect(resolveKind('violence', '폭력 진행중이라 숨어서 문자해요')).toBe('violence');
  });
});
