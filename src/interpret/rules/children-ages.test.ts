import { describe, expect, it } from 'vitest';
import { minorsByAges } from './children-ages.js';
import { countsIn } from './counts.js';

describe('children told by their ages', () => {
  it('are counted, minors only', () => {
    expect(countsIn('애들은 7살 4살이에요').children).toBe(2);
    expect(countsIn('큰애가 10살이고 작은애가 7살이요').children).toBe(2);
    expect(countsIn('애들 7살 4살').children).toBe(2);
    expect(minorsByAges('아들 12세 딸 9세예요')).toBe(2);
    expect(minorsByAges('애들은 일곱살 네살')).toBe(2);
    expect(minorsByAges('아이 아빠는 40살이고 애는 5살이에요')).toBe(1);
    expect(minorsByAges('애들은 25살 22살이에요')).toBe(0);
  });

  it('are not counted from the youngest alone, or from living together', () => {
    expect(minorsByAges('막내가 5살이에요')).toBeUndefined();
    expect(minorsByAges('애들이랑 같이 살아요')).toBeUndefined();
    expect(minorsByAges('애가 두세 명 있어요')).toBeUndefined();
  });
});
