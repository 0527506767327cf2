import { describe, expect, it } from 'vitest';
import { extractClaims } from './claims.js';
import { fallbackIssueTemplates, renderIssues } from './issues.js';
import { decideAfterHallucination, finalAnswer } from './route.js';
import { verifyAnswer } from './verify.js';

// Written for these tests in the style of statute text; not copied from the corpus.
const wages = {
  law: '근로기준법',
  article: '제36조',
  title: '금품 청산',
  text: '사용자는 근로자가 퇴직한 경우에는 그 지급 사유가 발생한 때부터 14일 이내에 임금, 보상금, 그 밖의 모든 금품을 지급하여야 한다. 다만, 특별한 사정이 있을 경우에는 당사자 사이의 합의에 의하여 기일을 연장할 수 있다. <개정 2020.5.26>',
};
const penalty = {
  law: '근로기준법',
  article: '제109조',
  title: '벌칙',
  text: '① 제36조 또는 제43조를 위반한 자는 3년 이하의 징역 또는 3천만원 이하의 벌금에 처한다.\n② 제36조를 위반한 자에 대하여는 피해자의 명시적인 의사와 다르게 공소를 제기할 수 없다.',
};
const rates = {
  law: '근로기준법',
  article: '제56조',
  title: '연장근로',
  text: '① 사용자는 연장근로에 대하여는 통상임금의 100분의 50 이상을 가산하여 근로자에게 지급하여야 한다.\n② 8시간을 초과한 휴일근로에 대하여는 통상임금의 100분의 100을 가산한다.',
};
const docs = [wages, penalty, rates];

const check = (answer: string) => verifyAnswer({ answer, documents: docs });
const issues = (answer: string) => renderIssues(check(answer).claims, fallbackIssueTemplates);

describe('claim extraction', () => {
  it('reads citations with 항/호 and resolves 같은 법 to the law before it', () => {
    const { claims } = extractClaims('근로기준법 제109조제1항에 따르면 처벌됩니다. 같은 법 제36조도 보세요. 민법 제750조의2 제3호.', ['근로기준법']);
    const citations = claims.filter((c) => c.kind === 'citation').map((c) => c.citation);
    expect(citations).toEqual([
      { law: '근로기준법', lawNamed: true, article: '제109조', paragraph: 1, item: null },
      { law: '근로기준법', lawNamed: true, article: '제36조', paragraph: null, item: null },
      { law: '민법', lawNamed: true, article: '제750조의2', paragraph: null, item: 3 },
    ]);
  });

  it('normalises case numbers, penalties, amounts, dates, deadlines and percentages', () => {
    const { claims } = extractClaims(
      '대법원 2019도12345 판결. 5년 이하의 징역 또는 5천만원 이하의 벌금. 위로금 300만 원. 2024년 1월 5일 시행. 30일 이내. 100분의 50과 20%.',
    );
    const values = claims.filter((c) => c.kind !== 'sentence').map((c) => [c.kind, c.value]);
    expect(values).toHaveLength(8);
    expect(values).toEqual(expect.arrayContaining([
      ['case_number', '2019도12345'],
      ['penalty', '징역:5년이하'],
      ['penalty', '벌금:50000000'],
      ['date', '2024-01-05'],
      ['percentage', 'pct:50'],
      ['percentage', 'pct:20'],
      ['amount', 'amount:3000000'],
      ['deadline', '30일'],
    ]));
  });
});

describe('grounding verifier', () => {
  it('passes faithful quotes and light paraphrases with their citations', () => {
    expect(check('사용자는 근로자가 퇴직한 경우에는 14일 이내에 임금을 지급하여야 한다 (근로기준법 제36조).').grounded).toBe(true);
    expect(check('근로기준법 제109조에 따르면 제36조를 위반한 자는 3년 이하의 징역 또는 3천만원 이하의 벌금에 처합니다.').grounded).toBe(true);
    expect(check('연장근로에는 통상임금의 50% 이상을 가산하여 지급해야 합니다 (근로기준법 제56조).').grounded).toBe(true);
  });

  it('names a citation the documents do not hold', () => {
    expect(issues('폭행한 사람은 처벌됩니다 (형법 제260조).')).toContain("'형법 제260조' 인용이 검색된 문서에 없습니다.");
  });

  it('catches a wrong law name for an article that is present', () => {
    const result = check('사용자는 근로자가 퇴직한 경우에는 14일 이내에 임금을 지급하여야 한다 (민법 제36조).');
    expect(result.grounded).toBe(false);
    expect(result.claims.find((c) => c.kind === 'citation')).toMatchObject({ supported: false, reason: 'wrong_law', evidence: '근로기준법 제36조' });
  });

  it('checks 항 against the provision', () => {
    expect(check('제36조를 위반한 자는 3년 이하의 징역에 처한다 (근로기준법 제109조제1항).').grounded).toBe(true);
    expect(check('제36조를 위반한 자는 3년 이하의 징역에 처한다 (근로기준법 제109조제3항).').grounded).toBe(false);
  });

  it('catches wrong penalties, deadlines, percentages and fabricated case numbers', () => {
    expect(issues('제36조를 위반한 자는 5년 이하의 징역에 처한다 (근로기준법 제109조).')).toContain("'5년 이하의 징역' 형량이 검색된 문서에 없습니다.");
    expect(issues('사용자는 퇴직한 근로자에게 30일 이내에 임금을 지급하여야 한다 (근로기준법 제36조).')).toContain("'30일 이내' 기한·기간이 검색된 문서에 없습니다.");
    expect(check('휴일근로에는 통상임금의 100분의 150을 가산한다 (근로기준법 제56조).').grounded).toBe(false);
    expect(issues('대법원 2019다12345 판결에 따라 임금을 지급하여야 한다 (근로기준법 제36조).')).toContain("'2019다12345' 사건번호가 검색된 문서에 없습니다.");
  });

  it('requires a number to be in the provision the sentence cites', () => {
    const result = check('사용자는 퇴직한 근로자에게 3천만원을 지급하여야 한다 (근로기준법 제36조).');
    expect(result.claims.find((c) => c.kind === 'amount')).toMatchObject({ supported: false });
    expect(check('제36조를 위반하면 3천만원 이하의 벌금에 처한다 (근로기준법 제36조).').claims.find((c) => c.kind === 'penalty')).toMatchObject({
      supported: false,
      reason: 'other_provision',
      evidence: '근로기준법 제109조',
    });
  });

  it('catches flipped conditions and unsupported sentences', () => {
    expect(check('사용자는 연장근로에 대하여는 통상임금의 100분의 50 이하를 가산하여 지급하여야 한다 (근로기준법 제56조).').grounded).toBe(false);
    expect(check('사용자는 퇴직한 근로자에게 금품을 지급하지 않아도 된다 (근로기준법 제36조).').grounded).toBe(false);
    expect(issues('근로자는 퇴직 후 회사에 위로금을 청구할 권리가 있습니다.')).toEqual([
      "'근로자는 퇴직 후 회사에 위로금을 청구할 권리가 있습니다.' 문장은 검색된 문서로 충분히 뒷받침되지 않습니다.",
    ]);
  });

  it('accepts the articles a quoted provision itself refers to', () => {
    expect(check('제43조를 위반한 자는 3천만원 이하의 벌금에 처한다 (근로기준법 제109조).').grounded).toBe(true);
  });

  it('leaves framing sentences out and fails everything against no documents', () => {
    const framing = ['답변 불가 — 찾은 조문에 명시적인 내용이 없어요.'];
    expect(verifyAnswer({ answer: framing[0]!, documents: docs, framing }).grounded).toBe(true);
    expect(verifyAnswer({ answer: '사용자는 임금을 지급하여야 한다 (근로기준법 제36조).', documents: [] }).grounded).toBe(false);
  });

  it('reads law and article from the text of documents sent without fields', () => {
    const bare = [{ text: `근로기준법 제36조(금품 청산) ${wages.text}` }];
    expect(verifyAnswer({ answer: '사용자는 14일 이내에 금품을 지급하여야 한다 (근로기준법 제36조).', documents: bare }).grounded).toBe(true);
    expect(verifyAnswer({ answer: '사용자는 14일 이내에 금품을 지급하여야 한다 (근로기준법 제37조).', documents: bare }).grounded).toBe(false);
  });
});

describe('routing after the check', () => {
  it('ends when grounded, regenerates while retries remain, then ends with the warning block', () => {
    expect(decideAfterHallucination({ grounded: true, retry_count: 0, max_retries: 1 })).toBe('end');
    expect(decideAfterHallucination({ grounded: false, retry_count: 0, max_retries: 1 })).toBe('regenerate_strict');
    expect(decideAfterHallucination({ grounded: false, retry_count: 1, max_retries: 1 })).toBe('end');
    expect(finalAnswer('답', false, ['문제 1'], '⚠️ 경고')).toBe('답\n\n⚠️ 경고\n- 문제 1');
    expect(finalAnswer('답', true, [], '⚠️ 경고')).toBe('답');
  });
});
