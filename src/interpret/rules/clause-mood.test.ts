import { describe, expect, it } from 'vitest';
import { cueMood, moodAfter } from './clause-mood.js';

const REPORT = /경찰\s?신고|회사에\s?신고/;
const REFUND = /환불해\s?달라고/;
/** A cue that ends in its own verb, as the account's report cue does. */
const REPORTED = /신고(?:는|도)?\s?했/;

describe('the mood of the clause a cue stands in', () => {
  it.each([
    // Asked, planned or advised: no fact at all.
    ['동료가 따돌림 당하는걸 봤는데 저도 회사에 신고해야 할까요? 괜히 나섰다가 찍힐까봐요', REPORT, undefined],
    ['은행에 지급정지 신청은 했어요 경찰신고는 내일 가려구요', REPORT, undefined],
    // Denied, with a reason or a light noun between the cue and the ending.
    ['빚있다고 떠벌렸어요 경찰신고는 무서워서 못했어요 통화녹음은 있어요', REPORT, 'denied'],
    ['이사가게 돼서 환불받고 싶어요 아직 환불해달라고 말은 안했어요', REFUND, 'denied'],
    // Told: the clause ends where the next one starts, whatever that one says.
    ['경찰신고 했는데 아직 연락이 안 와요', REPORT, 'told'],
    ['경찰신고 했고 합의는 안 했어요', REPORT, 'told'],
    // A casual past closed with 어 and no stop: what comes after is another clause.
    ['지갑 잃어버림 신고는 했어 찾을수있을까', REPORTED, 'told'],
    ['어제 신고했어 잡을수있을까', REPORTED, 'told'],
    // The clause after it tells its own mood only: a denial there is no denial of the report.
    ['신고는 했어 합의는 안 했고', REPORTED, 'told'],
    ['회사에 신고한 뒤로 팀장이 저를 업무에서 빼요', REPORT, 'told'],
  ])('%s', (text, cue, mood) => {
    expect(cueMood(cue, text)).toBe(mood);
  });

  it('reads a told occurrence over a denied or planned one', () => {
    expect(cueMood(REPORT, '경찰신고 했어요 회사에 신고는 아직 못 했어요')).toBe('told');
  });

  it('gives the ending to another act when a new argument stands between', () => {
    const text = '알바하는 곳 사장이 계약서를 안 썼어요';
    expect(moodAfter(text, '알바하는 곳'.length)).toBe('told');
  });

  it('closes the clause at a connective the cue itself ends in', () => {
    const text = '계약서는 썼고 완공 예정이었는데 안 나타나요';
    expect(moodAfter(text, '계약서는 썼'.length)).toBe('told');
  });

  it('does not take what somebody says is so for advice, nor an emphatic question mark for a question', () => {
    expect(moodAfter('포괄임금 계약이래요', '포괄임금'.length)).toBe('told');
    expect(moodAfter('저 갱신 요구했었거든요??', '저 갱신 요구'.length)).toBe('told');
    expect(moodAfter('친구는 경찰 부르라던데 그래도 되나요', '친구는 경찰'.length)).toBe('unreal');
  });

  it('does not read a state as an act denied', () => {
    expect(moodAfter('차용증엔 이자 안써있어요', '차용증엔 '.length)).toBe('told');
  });

  it('reads "-거나 한 건 없어요" as not done', () => {
    expect(moodAfter('만지거나 한건 없어요', '만지'.length)).toBe('denied');
    expect(moodAfter('때리거나 그런 건 없었어요', '때리'.length)).toBe('denied');
    expect(moodAfter('만지거나 해서 신고했어요', '만지'.length)).toBe('told');
  });

  it('reads "한 적 없어요" as never done', () => {
    expect(moodAfter('고소한 적은 없어요', '고소'.length)).toBe('denied');
  });
});
