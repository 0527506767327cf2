import { describe, expect, it } from 'vitest';
import { buildWordingModel, wordingFeatures } from './wording-model.js';

const model = buildWordingModel([
  { scenario: 'WAGE', wording: ['월급을못받았어요', '알바비를안줘요', '사장이월급을안줘요'] },
  { scenario: 'DEPOSIT', wording: ['보증금을안돌려줘요', '집주인이보증금을안줘요', '전세금반환'] },
]);
const probability = (text: string, scenario: string, temperature = 1) => model.posterior(text, temperature)[model.scenarios.indexOf(scenario)]!;

describe('wording features', () => {
  it('are the syllable pairs and triples of the text, each once', () => {
    expect([...wordingFeatures('월급월급')].sort()).toEqual(['급월', '급월급', '월급', '월급월'].sort());
  });
});

describe('the wording model', () => {
  it('leans towards the scenario whose wording a text shares, in words no single expression has', () => {
    expect(probability('사장님이알바비를안줘서', 'WAGE')).toBeGreaterThan(0.9);
    expect(probability('집주인이전세금을안돌려줘', 'DEPOSIT')).toBeGreaterThan(0.9);
  });

  it('gives a distribution over the scenarios', () => {
    const posterior = model.posterior('보증금월급', 1);
    expect(posterior.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 10);
  });

  it('says nothing about a text none of whose wording it has seen', () => {
    expect(probability('날씨가좋네', 'WAGE')).toBeCloseTo(probability('날씨가좋네', 'DEPOSIT'), 10);
  });

  it('flattens its confidence with a higher temperature without changing the ranking', () => {
    const sharp = probability('사장님이알바비를안줘서', 'WAGE', 1);
    const flat = probability('사장님이알바비를안줘서', 'WAGE', 4);
    expect(flat).toBeLessThan(sharp);
    expect(flat).toBeGreaterThan(0.5);
  });
});
