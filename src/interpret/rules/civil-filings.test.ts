import { describe, expect, it } from 'vitest';
import { withoutCivilFilings } from './civil-filings.js';

describe('withoutCivilFilings', () => {
  it('renames an office filing called 신고, keeping the length', () => {
    const said = '전입신고는 했어요 혼인 신고도 했고요';
    const renamed = withoutCivilFilings(said);
    expect(renamed).toBe('전입등록는 했어요 혼인 등록도 했고요');
    expect(renamed.length).toBe(said.length);
  });

  it('leaves a report to the police alone', () => {
    expect(withoutCivilFilings('경찰에 신고했어요 112 신고도 했고요')).toBe('경찰에 신고했어요 112 신고도 했고요');
  });
});
