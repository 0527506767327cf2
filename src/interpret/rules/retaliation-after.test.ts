import { describe, expect, it } from 'vitest';
import { retaliationTold } from './retaliation-after.js';

describe('a harm that followed speaking up', () => {
  it.each([
    '팀장 폭언을 인사팀에 신고했는데 그 다음부터 저한테만 일을 안줘요',
    '대표가 허벅지를 만졌어요 싫다고 했더니 다음날부터 저를 투명인간 취급해요',
    '회사 인사팀에 얘기했더니 그 거래처 담당에서 저를 빼버렸어요',
    '과장이 야한 농담을 보내요 회사에 알렸더니 저를 지방 지점으로 발령냈어요',
    '심부름을 계속 시켜서 거절했더니 그 뒤로 회의에서 저를 빼요',
    '연차 쓰겠다고 했더니 팀장이 평가에 반영하겠다고 하고 실제로 최하점 줬어요',
  ])('"%s"', (text) => {
    expect(retaliationTold(text)).toBe(true);
  });
  it.each([
    // The harm fell on the other side, came before, or nothing followed.
    '인사팀에 신고했는데 가해자를 다른 부서로 보냈대요',
    '신고했는데 아직 아무 조치가 없어요',
    '팀장이 저를 무시해요. 인사팀에 신고할까 고민이에요',
  ])('not "%s"', (text) => {
    expect(retaliationTold(text)).toBe(false);
  });
});
