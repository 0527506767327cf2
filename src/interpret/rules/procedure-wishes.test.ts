import { describe, expect, it } from 'vitest';
import { statesWish } from './procedure-wishes.js';

describe('a procedure keyword that only states the wish to start it', () => {
  it('reads wanting, intending and a future or possible act as a wish', () => {
    for (const keyword of ['고소하고싶', '처벌받게하고싶', '고소하려', '경찰에신고하려', '고소할', '고소하면', '고소가능']) expect(statesWish(keyword)).toBe(true);
  });

  it('does not read words about the procedure itself as a wish', () => {
    for (const keyword of ['고소장', '고소했는데', '불송치', '출석요구서', '출석하래', '합의금', '고소하는법']) expect(statesWish(keyword)).toBe(false);
  });
});
