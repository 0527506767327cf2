import { describe, expect, it } from 'vitest';
import { meantMatch } from './restated-count.js';

const HOURS = /주\s?(\d{1,2})\s?시간/;

describe('a count said again as a correction', () => {
  it('takes the corrected count over the first', () => {
    expect(meantMatch(HOURS, '주 15시간 넘게... 정확히는 주 18시간 일하고')?.[1]).toBe('18');
    expect(meantMatch(HOURS, '주 20시간 아니 주 25시간이요')?.[1]).toBe('25');
  });
  it('keeps the first when the later one is no correction', () => {
    expect(meantMatch(HOURS, '주 40시간 일하는데 친구는 주 20시간이래요')?.[1]).toBe('40');
    expect(meantMatch(HOURS, '시간은 모르겠어요')).toBeNull();
  });
});
