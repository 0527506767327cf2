import { describe, expect, it } from 'vitest';
import { scenarioDateCues, scenarioMoneyCues, withMoreWords, withScenarioCues } from './scenario-cues.js';

describe('withScenarioCues', () => {
  const base = { amount: { cues: /빌려/, fallback: true }, deposit_amount: { cues: /보증금/ } };
  const merged = withScenarioCues(base, { contract_price: { cues: /매매가/ }, amount: { cues: /수리비/ } });

  it('puts fields only the scenario cues know first, so a tie goes to the narrower field', () => {
    expect(Object.keys(merged)).toEqual(['contract_price', 'amount', 'deposit_amount']);
  });

  it('gives a field in both tables the cues of both and keeps its fallback', () => {
    expect(merged.amount!.cues.test('수리비')).toBe(true);
    expect(merged.amount!.cues.test('빌려')).toBe(true);
    expect(merged.amount!.fallback).toBe(true);
  });
});

describe('withMoreWords', () => {
  it('says yes or no on the words of either table and keeps the rest', () => {
    const merged = withMoreWords({ injury: { yes: /다쳤/, no: /안 다쳤/ }, evidence: { yes: /녹음/, no: /없/ } }, { injury: { yes: /부러/, no: /멀쩡/ } });
    expect([merged.injury!.yes.test('팔 부러짐'), merged.injury!.no.test('멀쩡해요'), merged.evidence!.yes.test('녹음')]).toEqual([true, true, true]);
  });
});

describe('date cues for deadlines and payments', () => {
  it.each([
    ['due_date', '변제기는 '],
    ['due_date', '완공 약속'],
    ['due_date', '설치해준다던 '],
    ['last_payment_date', '마지막으로 50 들어왔어요'],
    ['court_date', '잔금 납부기한이 '],
  ])('%s is cued by "%s"', (field, words) => {
    expect(scenarioDateCues[field]!.cues.test(words)).toBe(true);
  });
});

describe('a paper received, said in note style', () => {
  it('"받음" names the day a court paper came, as "받았어요" does', () => {
    expect(scenarioDateCues.document_received_date!.cues.test('압류통지서는 11월 18일에 받음')).toBe(true);
    expect(scenarioDateCues.document_received_date!.cues.test('11월 18일에 이사함')).toBe(false);
  });
});

describe('money received back', () => {
  it('reads 받고 after a sum as received, but not a call or a text received ("전화받고 3천만원을 보냈어요")', () => {
    const repaid = scenarioMoneyCues.repaid_amount!.cues;
    expect(repaid.test('500 중에 200 받고 나머지는')).toBe(true);
    expect(repaid.test('검찰청이라는 전화받고')).toBe(false);
    expect(repaid.test('문자 받고')).toBe(false);
  });
});
