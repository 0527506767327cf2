import { describe, expect, it } from 'vitest';
import { withoutLookalikes } from './lookalikes.js';

describe('everyday words that hold a legal keyword', () => {
  it.each([
    ['너무 속상해요', '상해'],
    ['팀 사기가 떨어져서 회식했어요', '사기'],
    ['오늘도 사기 충전!', '사기'],
    ['이 캐릭 완전 사기캐임', '사기'],
    ['사기업 다니는데요', '사기'],
    ['업무 강도가 너무 세요', '강도'],
    ['회사 때려치고 싶다', '때려'],
    ['멘탈 털렸어요', '털'],
    ['회사가 지각 두번 했다고 정직 3개월을 때렸어요', '때'],
    ['구청에서 영업정지 두달 때린대요', '때'],
    ['이혼하면 양육권은 누가 가져가요?', '누가'],
    ['집은 누가 가져가나요', '누가'],
  ])('blanks the look-alike in "%s"', (text, keyword) => {
    expect(withoutLookalikes(text)).not.toContain(keyword);
  });

  it.each([
    ['맞아서 상해 진단 3주 나왔어요', '상해'],
    ['중고거래 사기 당했어요', '사기'],
    ['사기를 당해서 돈이 떨어졌어요', '사기'],
    ['강도가 칼을 들고 들어왔어요', '강도'],
    ['남편이 때려서 멍들었어요', '때려'],
    ['집이 털렸어요', '털'],
    ['징계 얘기 꺼냈더니 팀장이 뺨을 때렸어요', '때렸'],
    ['현관 앞 택배를 누가 가져가요', '누가 가져가'],
    ['지갑을 누가 가져갔어요', '누가 가져'],
  ])('keeps the keyword in "%s"', (text, keyword) => {
    expect(withoutLookalikes(text)).toContain(keyword);
  });
});
