import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import { fixtureDocuments } from '../../knowledge/testing/fixture.js';
import { classifyWithRules, compactWithWords, containsKeyword, defaultWeights, outermost } from './classify.js';

const meta = { version: 'test', loaded_at: '2026-11-22T00:00:00Z', warnings: [] };
const kb = new KnowledgeBase(fixtureDocuments(), meta);

/** The fixture with WAGE_ARREARS's keywords replaced, to compare one sheet wording with another. */
function withWageKeywords(keywords: string[]): KnowledgeBase {
  const documents = fixtureDocuments();
  for (const group of documents.k1) for (const scenario of group.scenarios) if (scenario.scenario_code === 'WAGE_ARREARS') scenario.keywords = keywords;
  return new KnowledgeBase(documents, meta);
}
const scoreOf = (text: string, knowledge: KnowledgeBase, scenario: string, weights = defaultWeights) =>
  classifyWithRules(text, knowledge, 10, weights).candidates.find((c) => c.scenario === scenario)?.score ?? 0;
/** Keywords alone: the wording model lends every scenario some likelihood, which would blur what keywords give. */
const keywordsOnly = { ...defaultWeights, wording: 0 };

describe('keyword matching across words', () => {
  it('does not read a short keyword out of the end of one word and the start of the next', () => {
    expect(containsKeyword(compactWithWords('세명이서 둘러싸고 발로 차고'), '고발', true)).toBe(false);
    expect(containsKeyword(compactWithWords('빚 갚으라고 소리질러요'), '고소', true)).toBe(false);
  });

  it('finds a short keyword inside a word, even after a false start earlier in the text', () => {
    expect(containsKeyword(compactWithWords('차고 발로 찼고 고발하고 싶어요'), '고발', true)).toBe(true);
    expect(containsKeyword(compactWithWords('사기로고소했어요'), '고소', true)).toBe(true);
  });

  it('lets longer and multi-word keywords ignore spacing', () => {
    expect(containsKeyword(compactWithWords('임금 체불 신고'), '임금체불', true)).toBe(true);
    expect(containsKeyword(compactWithWords('월급 안 줌'), '월급안줌', false)).toBe(true);
  });
});

describe('numbers as keywords', () => {
  it('matches a number only as whole numbers', () => {
    expect(containsKeyword(compactWithWords('3.3 떼는 프리랜서'), '33', true)).toBe(true);
    expect(containsKeyword(compactWithWords('3.3%떼고'), '33', true)).toBe(true);
    expect(containsKeyword(compactWithWords('계좌 110-482-193355'), '33', true)).toBe(false);
  });
});

describe('evidence for a scenario', () => {
  it('finds nothing when only a stray word of a multi-word keyword occurs', () => {
    // 취소 is one word of ADMIN_APPEAL's "처분 취소"; a restaurant booking is no legal problem.
    expect(classifyWithRules('식당 예약 취소하는 법 알려줘', kb).candidates).toEqual([]);
  });

  it('still lets the stray word rank scenarios once some keyword speaks', () => {
    const scenarios = classifyWithRules('처분 취소 소송을 하고 싶어요', kb).candidates.map((c) => c.scenario);
    expect(scenarios[0]).toBe('ADMIN_APPEAL');
    const mixed = classifyWithRules('예약 취소했는데 알바비도 못 받았어요', kb).candidates.map((c) => c.scenario);
    expect(mixed).toContain('ADMIN_APPEAL');
    expect(mixed[0]).toBe('WAGE_ARREARS');
  });

  it('takes a close echo of a typical expression as evidence without any keyword', () => {
    expect(classifyWithRules('구청 처분이 너무 억울해요', kb).candidates[0]?.scenario).toBe('ADMIN_APPEAL');
  });
});

describe('the wording of the typical expressions', () => {
  it('leans an account told in words no keyword has towards the scenario whose expressions it shares', () => {
    const text = '사장님이 석달 치 돈을 안 줘요';
    expect(scoreOf(text, kb, 'WAGE_ARREARS')).toBeGreaterThan(scoreOf(text, kb, 'WAGE_ARREARS', keywordsOnly));
    expect(classifyWithRules(text, kb).candidates[0]?.scenario).toBe('WAGE_ARREARS');
  });

  it('is no evidence of a legal problem on its own', () => {
    expect(classifyWithRules('오늘 점심 뭐 먹을지 추천해 줘요', kb).candidates).toEqual([]);
  });
});

describe('where a negative keyword counts', () => {
  /** The fixture with WAGE_ARREARS keyed on 피고소인 and set against 고소인 조사, as SUSPECT_SUMMONS is. */
  function withNegative(negatives: string[]): KnowledgeBase {
    const documents = fixtureDocuments();
    for (const group of documents.k1)
      for (const scenario of group.scenarios) if (scenario.scenario_code === 'WAGE_ARREARS') Object.assign(scenario, { keywords: ['피고소인'], negative_keywords: negatives });
    return new KnowledgeBase(documents, meta);
  }
  /** How much the negative takes off WAGE_ARREARS's score for the text. */
  const penalty = (text: string, negative: string) =>
    scoreOf(text, withNegative([]), 'WAGE_ARREARS', keywordsOnly) - scoreOf(text, withNegative([negative]), 'WAGE_ARREARS', keywordsOnly);

  it('does not count against it ("피고소인 조사" holds 고소인 조사)', () => {
    const text = '피고소인 조사 받으러 오래요';
    expect(scoreOf(text, withNegative(['고소인 조사']), 'WAGE_ARREARS', keywordsOnly)).toBe(scoreOf(text, withNegative([]), 'WAGE_ARREARS', keywordsOnly));
  });

  it('counts a number only as a whole number ("3.3" is not in 330만원)', () => {
    expect(penalty('피고소인인데 합의금 330만원 달래요', '3.3')).toBe(0);
    expect(penalty('피고소인인데 3.3 떼고 받았어요', '3.3')).toBeGreaterThan(0);
  });

  it('counts a short one-word negative only inside one word ("형이 혼자" holds no 이혼)', () => {
    expect(penalty('피고소인인데 형이 혼자 다 가져갔어요', '이혼')).toBe(0);
    expect(penalty('피고소인인데 이혼 소송 중이에요', '이혼')).toBeGreaterThan(0);
  });

  it('still counts where it stands on its own', () => {
    const text = '저는 피고소인인데 상대방은 고소인 조사를 받았대요';
    expect(scoreOf(text, withNegative(['고소인 조사']), 'WAGE_ARREARS', keywordsOnly)).toBeLessThan(scoreOf(text, withNegative([]), 'WAGE_ARREARS', keywordsOnly));
  });

  it('does not count what a side note denies ("유언장은 없고"), as a keyword there would not count', () => {
    expect(penalty('피고소인인데 유언장은 없고 재산은 좀 있어요', '유언장')).toBe(0);
    expect(penalty('피고소인이에요. 합의금은 못 냈어요', '합의금')).toBe(0);
    expect(penalty('피고소인인데 유언장이 나왔어요', '유언장')).toBeGreaterThan(0);
  });

  it('still counts a negative that is itself the denial ("차용증은 안")', () => {
    expect(penalty('피고소인인데 차용증은 안 썼어요', '차용증은 안')).toBeGreaterThan(0);
  });
});

describe('note-style keywords and conjugated tellings', () => {
  it('reads the stem with an ending that closes its last syllable', () => {
    // 잠적함 → 잠적하, which "잠적한" and "잠적할" close with ㄴ and ㄹ.
    const knowledge = withWageKeywords(['사장 잠적함']);
    expect(classifyWithRules('가게 사장 잠적한 지 한 달째예요', knowledge).candidates[0]?.scenario).toBe('WAGE_ARREARS');
    expect(classifyWithRules('이러다 사장 잠적할 것 같아요', knowledge).candidates[0]?.scenario).toBe('WAGE_ARREARS');
  });
});

describe('case markers inside a multi-word keyword', () => {
  it('finds "사장 잠적" told as "사장이 잠적했어요"', () => {
    const knowledge = withWageKeywords(['사장 잠적']);
    expect(classifyWithRules('사장이 잠적했어요', knowledge).candidates[0]?.scenario).toBe('WAGE_ARREARS');
  });
});

describe('one stretch of text, one piece of evidence', () => {
  it('keeps only the hits that no longer hit contains', () => {
    expect(outermost(['사장잠수', '잠수', '임금체불', '체불', '임금체불'])).toEqual(['사장잠수', '임금체불']);
    expect(outermost(['알바비', '주휴수당'])).toEqual(['알바비', '주휴수당']);
  });

  it('does not let a sheet that spells one phrase many ways outscore one that spells it once', () => {
    const text = '편의점 사장이 알바비 안 주고 잠수탔어요';
    const once = withWageKeywords(['알바비 안 줌']);
    const many = withWageKeywords(['알바비 안 줌', '알바비 안줌', '알바비 안', '알바비']);
    expect(scoreOf(text, many, 'WAGE_ARREARS', keywordsOnly)).toBe(scoreOf(text, once, 'WAGE_ARREARS', keywordsOnly));
  });

  it('gives a stray word its partial credit once, however many phrases of the sheet hold it', () => {
    // Only 사장 of these phrases occurs; the first keyword makes the text evidence at all.
    const text = '체불 문제인데 사장이 연락을 안 받아요';
    const once = withWageKeywords(['체불', '사장 잠수']);
    const many = withWageKeywords(['체불', '사장 잠수', '사장 도주', '사장 폐업']);
    const stray = scoreOf(text, many, 'WAGE_ARREARS', keywordsOnly);
    expect(stray).toBeGreaterThan(scoreOf(text, withWageKeywords(['체불']), 'WAGE_ARREARS', keywordsOnly));
    expect(stray).toBe(scoreOf(text, once, 'WAGE_ARREARS', keywordsOnly));
  });
});

describe('an echo of typical expressions as evidence', () => {
  // Four scenarios whose expressions all end "…하려면 어떻게 해요": that ending is glue, not content.
  const documents = fixtureDocuments();
  const wage = documents.k1.find((group) => group.level2 === 'LABOR_WAGE')!;
  const asking = (code: string, start: string) => ({ scenario_code: code, scenario_name: code, keywords: [], typical_expressions: [`${start} 신고하려면 어떻게 해요`], negative_keywords: [] });
  wage.scenarios.push(asking('OVERTIME_PAY', '야근수당 못 받은 거'), asking('MINIMUM_WAGE', '최저시급 안 주는 사장'), asking('WEEKLY_HOLIDAY_PAY', '주휴수당 떼먹은 사장'), asking('LEAVE_DENIAL', '연차 못 쓰게 하는 회사'));
  const knowledge = new KnowledgeBase(documents, meta);

  it('is no evidence when it shares only the wording of a question', () => {
    expect(classifyWithRules('영화표 환불하려면 어떻게 해요', knowledge).candidates).toEqual([]);
  });

  it('is evidence when it shares content of one scenario', () => {
    expect(classifyWithRules('야근수당 못 받았는데 어떻게 해요', knowledge).candidates[0]?.scenario).toBe('OVERTIME_PAY');
  });
});

describe('procedure scenarios and the problem an account tells', () => {
  /** The fixture with ADMIN_APPEAL as a procedure whose sheet also lists a wish to start it. */
  function withProcedure(procedure: boolean): KnowledgeBase {
    const documents = fixtureDocuments();
    for (const group of documents.k1)
      for (const scenario of group.scenarios)
        if (scenario.scenario_code === 'ADMIN_APPEAL') Object.assign(scenario, { keywords: ['행정심판', '다투고 싶'], procedure });
    return new KnowledgeBase(documents, meta);
  }

  it('gives a wish to start the procedure no weight when the account names a problem', () => {
    const told = '월급을 석달째 못 받았어요 다투고 싶어요';
    expect(scoreOf(told, withProcedure(false), 'ADMIN_APPEAL')).toBeGreaterThan(0);
    expect(scoreOf(told, withProcedure(true), 'ADMIN_APPEAL', keywordsOnly)).toBe(0);
  });

  it('still reads the wish when the account names no problem', () => {
    expect(scoreOf('이 처분 다투고 싶어요', withProcedure(true), 'ADMIN_APPEAL')).toBeGreaterThan(0);
  });

  it('still reads words about the procedure itself beside a problem', () => {
    expect(scoreOf('월급을 못 받았어요 행정심판 해야 하나요', withProcedure(true), 'ADMIN_APPEAL')).toBeGreaterThan(0);
  });
});

describe('what the person asks about', () => {
  const withoutRequest = { ...defaultWeights, request: 0 };
  const scoreWith = (text: string, scenario: string, weights = defaultWeights) => classifyWithRules(text, kb, 10, weights).candidates.find((c) => c.scenario === scenario)?.score ?? 0;

  it.each([
    ['알바비가 체불됐어요. 구청 처분도 받았는데 행정심판 할 수 있나요?', 'ADMIN_APPEAL', 'WAGE_ARREARS'],
    ['행정심판 끝났어요. 그런데 밀린 알바비는 어떻게 받아요?', 'WAGE_ARREARS', 'ADMIN_APPEAL'],
  ])('%s: the keyword of the question counts again (%s), the story told before it does not (%s)', (text, asked, told) => {
    expect(scoreWith(text, asked)).toBeGreaterThan(scoreWith(text, asked, withoutRequest));
    expect(scoreWith(text, told)).toBe(scoreWith(text, told, withoutRequest));
  });

  it('gives nothing extra when the whole account is one question', () => {
    const text = '알바비 체불인데 행정심판 할 수 있나요?';
    expect(scoreWith(text, 'ADMIN_APPEAL')).toBe(scoreWith(text, 'ADMIN_APPEAL', withoutRequest));
  });
});

describe('a procedure asked about beside a named problem', () => {
  /** The fixture with ADMIN_APPEAL as a procedure with a word about the procedure itself and a bare one. */
  const documents = fixtureDocuments();
  for (const group of documents.k1)
    for (const scenario of group.scenarios) if (scenario.scenario_code === 'ADMIN_APPEAL') Object.assign(scenario, { keywords: ['행정심판', '심판'], procedure: true });
  const procedureKb = new KnowledgeBase(documents, meta);
  const scoreWith = (text: string, request: number) => classifyWithRules(text, procedureKb, 10, { ...defaultWeights, request }).candidates.find((c) => c.scenario === 'ADMIN_APPEAL')?.score ?? 0;

  it('counts a word about the procedure itself in the question again ("합의금 얼마 줘야 하나요")', () => {
    const text = '알바비가 체불됐어요. 행정심판 할 수 있나요?';
    expect(scoreWith(text, defaultWeights.request)).toBeGreaterThan(scoreWith(text, 0));
  });

  it('does not count the bare procedure word every victim asks about ("고소할 수 있나요")', () => {
    const text = '알바비가 체불됐어요. 심판 받을 수 있나요?';
    expect(scoreWith(text, defaultWeights.request)).toBe(scoreWith(text, 0));
  });
});

describe('a thing a side note denies', () => {
  it('is no evidence for its scenario', () => {
    const denied = scoreOf('월급 체불로 노동청에 진정했어요. 행정심판은 안 했어요', kb, 'ADMIN_APPEAL');
    expect(denied).toBeLessThan(scoreOf('월급 체불로 노동청에 진정했어요. 행정심판도 했어요', kb, 'ADMIN_APPEAL'));
  });

  it('is no evidence either when the side note says it is not the case ("X 아닌데")', () => {
    const ruledOut = scoreOf('행정심판 아닌데 월급 체불로 노동청에 진정했어요', kb, 'ADMIN_APPEAL', keywordsOnly);
    expect(ruledOut).toBeLessThan(scoreOf('행정심판 했는데 월급 체불로 노동청에 진정했어요', kb, 'ADMIN_APPEAL', keywordsOnly));
  });
});

describe('the shipped knowledge', () => {
  it('reads leaving a shop without paying as a theft, whichever side tells it', async () => {
    const { loadKnowledge } = await import('../../knowledge/compile.js');
    const shipped = await loadKnowledge('knowledge/yaml');
    const top = (text: string) => classifyWithRules(text, shipped).candidates[0]?.scenario;
    expect(top('마트에서 계산 안하고 나왔다고 경찰에서 연락왔어요')).toBe('THEFT');
    expect(top('무인 아이스크림 가게인데 애들이 계산을 안 하고 나가요')).toBe('THEFT');
    expect(top('식당에서 계산하고 나왔는데 영수증이 이상해요')).not.toBe('THEFT');
  });
});
