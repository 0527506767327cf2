import { describe, expect, it } from 'vitest';
import { resolveKind } from './emergency-victim.js';

describe('resolveKind', () => {
  it.each([
    // Armed at the door is violence; a last word at a height is self-harm; a child named with an age.
    ['stalking', '아랫집 남자가 도끼 들고 문앞에 서있어요', 'violence'],
    ['stalking', '골목에서 발소리가 계속 따라와요', 'stalking'],
    ['stalking', '꼭대기층 창문 앞이야 여기서 끝낼래', 'self_harm'],
    ['violence', '동생이 8살인데 집에 불났어요', 'child'],
    ['violence', '남편이 휘발유 통 옆에서 라이터 만지작거려요', 'violence'],
    // A child named as the one harmed.
    ['violence', '삼촌이 조카를 계속 때리고 있어요', 'child'],
    ['violence', '아들이 선배들한테 끌려갔대요', 'child'],
    // The child only watches or does the harm: the adult is the victim.
    ['violence', '남편이 애 앞에서 저를 때리고 있어요', 'violence'],
    ['child', '할아버지를 손주가 때리고 있어요', 'violence'],
    // A blade or a height turned on oneself.
    ['violence', '커터칼로 손목 긋고 있어요', 'self_harm'],
    ['stalking', '지금 철길 앞에 서 있어요', 'self_harm'],
    // A blade or fuel with no one else named acting is in the writer's own hands.
    ['violence', '지금 커터칼 들고 있어요', 'self_harm', '다 끝내려고요 지금 커터칼 들고 있어요'],
    ['violence', '오빠가 커터칼 들고 있어요', 'violence', '죽고싶냐면서 오빠가 커터칼 들고 있어요'],
    // A child dragged into a car or with a mouth taped is the child harmed.
    ['violence', '모르는 남자가 여자애를 억지로 차에 태우고 있어요', 'child'],
    // A child whose body is failing.
    ['violence', '조카가 계단에서 구르더니 눈을 못 떠요', 'child'],
    ['violence', '아기가 침대에서 떨어졌는데 숨을 안 쉬어요', 'child'],
    // Kept somewhere for sex.
    ['violence', '방에서 안 보내주고 같이 자자고 해요', 'sexual'],
    // The writer or the child is named with a school year.
    ['violence', '아빠가 지금 때리고 있어요', 'child', '저 중2인데 아빠가 지금 때리고 있어요'],
    ['violence', '선배들이 노래방에 가두고 때린대요', 'child', '제 아들 고1인데 선배들이 노래방에 가두고 때린대요'],
    // The gravest act of the scene: hands on a body over a locked door; fidgeting (만지작) is no touch.
    ['violence', '기사가 문 잠그고 허벅지를 만졌어요', 'sexual'],
    ['violence', '남편이 라이터를 만지작거려요', 'violence'],
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
