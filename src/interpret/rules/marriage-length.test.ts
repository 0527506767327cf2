import { describe, expect, it } from 'vitest';
import { marriageYears, measuresMarriage } from './marriage-length.js';

describe('the length of a marriage told in passing', () => {
  it.each([
    ['남편이 바람을 피워서 이혼하려고 해요. 결혼 십이년 됐고 애는 둘이에요', 12],
    ['결혼생활 십년 넘게 했는데 남편 외도로 재산분할 하고 싶어요', 10],
    ['결혼한지 12년 됐어요', 12],
    ['결혼한 지 벌써 이십년이에요', 20],
    ['결혼하고 7년동안 날린돈이 2억이 넘어요', 7],
    ['결혼 15년차 집이 남편명의인데', 15],
    ['혼인 기간이 오년이에요', 5],
    ['12년 결혼생활이 이렇게 끝나네요', 12],
    ['결혼한 지 1년 반 됐어요', 1],
  ])('%s → %i', (text, years) => {
    expect(marriageYears(text)).toBe(years);
  });

  it('reads no length from years before the wedding or from a wedding year', () => {
    expect(marriageYears('결혼 3년 전에 산 아파트예요')).toBeUndefined();
    expect(marriageYears('2014년에 결혼했어요')).toBeUndefined();
    expect(marriageYears('결혼 준비하다 파혼했어요')).toBeUndefined();
  });

  it('tells a span of years that measures the marriage from one that dates an event', () => {
    expect(measuresMarriage('결혼 ')).toBe(true);
    expect(measuresMarriage('결혼한지 벌써 ')).toBe(true);
    expect(measuresMarriage('바람 핀 건 ')).toBe(false);
  });
});
