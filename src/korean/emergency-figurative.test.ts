import { describe, expect, it } from 'vitest';
import { detectEmergency } from './emergency.js';
import { isFigurative } from './emergency-figurative.js';

describe('isFigurative: danger words as a figure of speech', () => {
  it.each(['치킨 너무 맛있어서 기절하는줄', '회사 생활이 감옥이에요 갇힌 기분', '시험기간이라 도서관에 갇혀 사는중 살려줘', '출근길 지옥철에 끼여서 숨막혀 죽는줄'])(
    '%s is a figure, no emergency',
    (text) => {
      expect(isFigurative(text.replace(/\s+/g, ''))).toBe(true);
      expect(detectEmergency(text).emergency).toBe(false);
    },
  );

  it.each([
    ['남편이 저를 방에 가둬놔서 갇혀 살아요 지금도 못나가요', 'violence'],
    ['도서관 열람실에 갇혔어요 문이 안 열려요', 'general'],
    ['기절하는 줄 알았는데 지금 피가 계속 나요', 'general'],
    ['집에 연기가 가득해요 숨막혀요', 'general'],
  ])('%s still stops', (text, kind) => {
    const found = detectEmergency(text);
    expect(found.emergency).toBe(true);
    expect(found.kind ?? 'general').toBe(kind);
  });
});

describe('detectEmergency: smoke and screens', () => {
  it('reads smoke from someone smoking as a nuisance, and a fire named as a fire', () => {
    expect(detectEmergency('옆집에서 베란다로 담배를 피워서 연기가 다 들어와요. 관리실에 몇 번이나 얘기했는데 지금도 그래요').emergency).toBe(false);
    expect(detectEmergency('옆집에서 담배 피우다 불이 났어요 연기가 들어와요').emergency).toBe(true);
  });

  it('reads a "now" of what is on a screen as the screen\'s, not the writer\'s', () => {
    expect(detectEmergency('지금 넷플 보는데 주인공이 납치당하는 장면 너무 무섭다').emergency).toBe(false);
    expect(detectEmergency('지금 드라마에서 여자가 끌려가는데 저거 납치죄 맞죠?').emergency).toBe(false);
    expect(detectEmergency('지금 넷플 보는데 밖에서 누가 문을 계속 두드려요 무서워요')).toMatchObject({ emergency: true, kind: 'stalking' });
  });
});
