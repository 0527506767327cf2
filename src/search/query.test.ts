import { describe, expect, it } from 'vitest';
import { lawNameIndex, understandQuery } from './query.js';
import { Thesaurus } from './thesaurus.js';

const names = lawNameIndex(['근로기준법', '민법', '민사소송법', '주택임대차보호법', '형법']);
const thesaurus = new Thesaurus([
  { everyday: ['월급', '알바비'], legal: ['임금'] },
  { everyday: ['짤렸', '잘렸'], legal: ['해고'] },
  { everyday: ['집주인'], legal: ['임대인'] },
]);

describe('query understanding', () => {
  it('finds citations in every written form, with the law named before them', () => {
    expect(understandQuery('근로기준법 제36조', names, thesaurus).citations).toEqual([{ law: '근로기준법', article: '제36조' }]);
    expect(understandQuery('근기법 36조 위반인가요', names, thesaurus).citations).toEqual([{ law: '근로기준법', article: '제36조' }]);
    expect(understandQuery('근로기준법 제43조의2와 같은 법 제109조', names, thesaurus).citations).toEqual([
      { law: '근로기준법', article: '제43조의2' },
      { law: '근로기준법', article: '제109조' },
    ]);
    expect(understandQuery('36조가 뭐예요', names, thesaurus).citations).toEqual([]);
  });

  it('prefers the longest law name ("민사소송법" is not "민법")', () => {
    expect(understandQuery('민사소송법 제1조', names, thesaurus)).toMatchObject({ laws: ['민사소송법'], citations: [{ law: '민사소송법', article: '제1조' }] });
    expect(understandQuery('주택임대차보호법이랑 민법', names, thesaurus).laws).toEqual(['주택임대차보호법', '민법']);
  });

  it('adds statute words for everyday ones, keeping the original text', () => {
    const q = understandQuery('집주인이 짤렸다고 월급을 안 줘요', names, thesaurus);
    expect(q.expanded.startsWith('집주인이 짤렸다고 월급을 안 줘요')).toBe(true);
    expect(q.expanded).toContain('임금');
    expect(q.expanded).toContain('해고');
    expect(q.expanded).toContain('임대인');
    expect(understandQuery('날씨가 좋네요', names, thesaurus).expanded).toBe('날씨가 좋네요');
  });

  it('reports a broken thesaurus file with its location', () => {
    expect(() => Thesaurus.fromFile('/nonexistent/thesaurus.yaml')).toThrowError(/thesaurus\.yaml/);
  });
});
