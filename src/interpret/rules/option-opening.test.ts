import { describe, expect, it } from 'vitest';
import { optionNamedFirst } from './option-opening.js';

const stance = ['인정함', '일부만 인정함', '부인함', '아직 정하지 못함'];

describe('an option named first', () => {
  it('takes the option a reply opens with, by its label or its verb', () => {
    expect(optionNamedFirst('부인함 빌린건 맞는데 사기는 아니에요', stance)).toBe('부인함');
    expect(optionNamedFirst('부인해요 빌린건 맞는데 갚을려고 했고 사기친거 아니에요', stance)).toBe('부인함');
    expect(optionNamedFirst('일부만 인정함 돈은 받았어요', stance)).toBe('일부만 인정함');
    expect(optionNamedFirst('아직 정하지 못함', stance)).toBe('아직 정하지 못함');
  });

  it('leaves a reply that names another option later, or opens with something else, to the other readings', () => {
    expect(optionNamedFirst('인정함 아니고 부인함이요', stance)).toBeNull();
    expect(optionNamedFirst('빌린건 맞는데 사기는 아니에요', stance)).toBeNull();
    expect(optionNamedFirst('부인하고 싶은데 증거가 있어서요', stance)).toBeNull();
  });
});
