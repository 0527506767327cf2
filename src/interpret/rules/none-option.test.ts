import { describe, expect, it } from 'vitest';
import { noneOptionDenied } from './none-option.js';

const ORDER = ['아직 없음', '신청해서 기다리는 중', '긴급응급조치·잠정조치를 받음', '조치를 받았는데도 또 연락·접근함'];

describe('noneOptionDenied', () => {
  it.each(['없어요', '접근금지 그런건 안받았어요 지금은 연락 없어요', '아뇨 신청 안했어요', '지금은 연락 없어요 올해는 한번도 안왔어요'])('%s → 아직 없음', (reply) => {
    expect(noneOptionDenied(reply, ORDER)).toBe('아직 없음');
  });

  it.each(['신청했는데 아직 결정이 안 났어요', '잠정조치 받았어요', '받았는데도 또 찾아와요', '네'])('%s → nothing', (reply) => {
    expect(noneOptionDenied(reply, ORDER)).toBeNull();
  });

  it('needs a none-yet option among the choices', () => {
    expect(noneOptionDenied('없어요', ['상사', '동료', '고객·거래처·원청'])).toBeNull();
  });
});
