import { describe, expect, it } from 'vitest';
import { claimsOverOffences, seeksDamages } from './damages-sought.js';

describe('money asked for a wrong', () => {
  it.each([
    ['허위글 올린 사람한테 손해배상 받고 싶어요', '허위글 올린 사람한테 손해배상 받고 싶어요'],
    ['위자료도 따로 받을 수 있나요', '모욕죄로 벌금 나왔대요 위자료도 따로 받을 수 있나요'],
    // A complaint already made is no wish to punish.
    ['위자료로 천만원 받고 싶어요', '명예훼손으로 고소했고 위자료로 천만원 받고 싶어요'],
    // The complaint declined in a side note is left out of the story.
    ['돈으로 받고 싶어요', '맘카페에 허위글 올렸어요 돈으로 받고 싶어요'],
  ])('%s seeks damages', (asked, story) => {
    expect(seeksDamages(asked, story)).toBe(true);
  });

  it.each([
    // Punishment asked beside the money.
    ['형사고소랑 민사 같이 가능한가요', '이웃이 때려서 이가 부러졌어요 형사고소랑 민사 같이 가능한가요'],
    ['손해배상도 받고 처벌도 원해요', '손해배상도 받고 처벌도 원해요'],
    // A repair bill alone is what any victim names.
    ['수리비 받아낼 수 있나요', '전 애인이 문을 발로 차서 부쉈어요 수리비 받아낼 수 있나요'],
  ])('%s does not', (asked, story) => {
    expect(seeksDamages(asked, story)).toBe(false);
  });
});

describe('the civil claim over the offence', () => {
  const links = new Map([['DEFAMATION_DAMAGES', ['ONLINE_DEFAMATION', 'INSULT']]]);

  it('gives the claim the score of its best offence, and the offence the claim’s', () => {
    const scored = [
      { scenario: 'ONLINE_DEFAMATION', score: 0.8 },
      { scenario: 'INSULT', score: 0.6 },
      { scenario: 'DEFAMATION_DAMAGES', score: 0.35 },
    ];
    expect(claimsOverOffences(scored, links)).toEqual([
      { scenario: 'ONLINE_DEFAMATION', score: 0.35 },
      { scenario: 'INSULT', score: 0.6 },
      { scenario: 'DEFAMATION_DAMAGES', score: 0.8 },
    ]);
  });

  it('leaves the scores when the claim already leads', () => {
    const scored = [
      { scenario: 'DEFAMATION_DAMAGES', score: 0.7 },
      { scenario: 'INSULT', score: 0.5 },
    ];
    expect(claimsOverOffences(scored, links)).toEqual(scored);
  });
});
