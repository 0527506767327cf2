import { describe, expect, it } from 'vitest';
import { bigrams } from './classify.js';
import { buildExpressionEchoes } from './expression-echo.js';

const grams = (texts: string[]) => texts.map(bigrams);
// Three scenarios whose expressions end alike ("어떻게해요") and differ in content.
const echoes = buildExpressionEchoes([
  grams(['월급을못받았는데어떻게해요', '알바비체불']),
  grams(['보증금을못받았는데어떻게해요']),
  grams(['교통사고가났는데어떻게해요']),
]);

describe('echoes of typical expressions', () => {
  it('scores a text that repeats an expression in full as a whole echo', () => {
    const [wage] = echoes.of(bigrams('월급을못받았는데어떻게해요'));
    expect(wage!.best).toBeCloseTo(1, 10);
    expect(wage!.sharesContent).toBe(true);
  });

  it('weighs the wording every scenario shares at nothing', () => {
    const all = echoes.of(bigrams('영화표환불은어떻게해요'));
    for (const echo of all) {
      expect(echo.best).toBe(0);
      expect(echo.sharesContent).toBe(false);
    }
  });

  it('ranks the scenario whose content the text shares above the others', () => {
    const [wage, deposit, accident] = echoes.of(bigrams('보증금을아직못받았어요'));
    expect(deposit!.best).toBeGreaterThan(wage!.best);
    expect(deposit!.best).toBeGreaterThan(accident!.best);
    expect(deposit!.sharesContent).toBe(true);
  });

  it('ignores expressions too short to echo', () => {
    const short = buildExpressionEchoes([grams(['체불']), grams(['보증금반환'])]);
    expect(short.of(bigrams('체불'))[0]!.best).toBe(0);
  });
});
