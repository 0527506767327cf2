import { describe, expect, it } from 'vitest';
import { perpetratorRoles } from './perpetrator-role.js';

const roleIn = (text: string) => Object.entries(perpetratorRoles).find(([, pattern]) => pattern.test(text))?.[0];

describe('who harassed the person at work, by role', () => {
  it.each([
    ['부장이 매일 회의 때 욕을 하고 소리를 질러요', '상사'],
    ['팀장한테 매일 욕을 먹고 있어요', '상사'],
    ['과장님한테 괴롭힘 당하고 있어요', '상사'],
    ['실장에게서 폭언 들은 게 한두 번이 아니에요', '상사'],
    ['사장한테 맞았어요', '사장(대표)'],
    ['동료들한테 따돌림 당해요', '동료'],
    ['거래처 부장이 회식때 손을 잡고 안 놔줬어요', '고객·거래처·원청'],
    ['손님한테 쌍욕 듣고 울었어요', '고객·거래처·원청'],
  ])('%s → %s', (text, role) => {
    expect(roleIn(text)).toBe(role);
  });

  it('names no one by a role only told or asked', () => {
    expect(roleIn('팀장한테 말했는데 아무것도 안 해줘요')).toBeUndefined();
    expect(roleIn('과장에게 보고했더니 참으래요')).toBeUndefined();
  });
});
