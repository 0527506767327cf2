import { describe, expect, it } from 'vitest';
import { deniesBeingThing, deniesMarkedThing, withoutDeniedAsides, withoutThingsRuledOut } from './denied-asides.js';

describe('a side note that denies a thing', () => {
  it.each(['사고는 없었어요', '유언장은 없고요', '경찰에 신고는 아직 안 했어요', '이혼은 안했고', '근로계약서도 안썼었고', '회생이나 파산은 해본 적 없고'])('%s denies what it marks', (clause) => {
    expect(deniesMarkedThing(clause)).toBe(true);
  });

  it.each([
    // What someone else failed to give is the problem itself.
    '월급은 안 줘요',
    '보증금은 못 받았어요',
    // No marked thing: "차용증 없이 빌려줬어요" tells how the loan was made.
    '차용증 없이 빌려줬어요',
    // The marked thing is not what is denied.
    '저는 돈이 없어서 그런데 방법이 있나요',
    // A lack the other side reports is the problem told.
    '빌려간 돈 절반 갚고는 이제 없다고 배째요',
    '보증금은 돈이 없대요',
  ])('%s is no side note', (clause) => {
    expect(deniesMarkedThing(clause)).toBe(false);
  });

  it.each(['음주운전 아닌데', '음주운전은 아니고', '음주는 아니에요', '제가 가해자가 아니라'])('%s says a thing is not the case', (clause) => {
    expect(deniesBeingThing(clause)).toBe(true);
  });

  it.each([
    // Asked, or a bare final "아니에요" that is as often a question without its mark.
    '이거 사기 아닌가요',
    '이거 보이스피싱 아니에요?',
    '이거 사기 아니에요',
    // "아니" alone is an answer, not a thing ruled out.
    '아니요',
  ])('%s rules nothing out', (clause) => {
    expect(deniesBeingThing(clause)).toBe(false);
  });

  it('keeps a denial asked back, which affirms the thing ("사기가 아니고 뭐예요")', () => {
    expect(withoutDeniedAsides('돈만 받고 잠수탔어요 이게 사기가 아니고 뭐예요')).toBeNull();
    expect(withoutDeniedAsides('음주운전 아닌데 벌점 초과로 면허정지 됐어요')).toBe('벌점 초과로 면허정지 됐어요');
  });

  it('drops the denying clauses and keeps the rest of the account', () => {
    expect(withoutDeniedAsides('오토바이 타다가 음주 단속됐어요 사고는 없었어요')).toBe('오토바이 타다가 음주 단속됐어요');
    expect(withoutDeniedAsides('퇴직금 달라니까 못 준대요')).toBeNull();
  });

  it('drops the link that leads into a thing ruled out, and only the ruled-out things when asked so', () => {
    expect(withoutDeniedAsides('면허취소 됐어요 술 먹고 운전한거 아니고 벌점때문에요')).toBe('면허취소 됐어요 벌점때문에요');
    expect(withoutThingsRuledOut('합의는 안 했고 술 먹고 싸운거 아니고 그냥 말다툼이었어요')).toBe('합의는 안 했고 그냥 말다툼이었어요');
    expect(withoutThingsRuledOut('사고는 없었어요')).toBeNull();
  });
});
