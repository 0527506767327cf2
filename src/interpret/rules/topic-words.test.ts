import { describe, expect, it } from 'vitest';
import { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import { fixtureDocuments } from '../../knowledge/testing/fixture.js';
import { topicsNamed } from './topic-words.js';

const meta = { version: 'test', loaded_at: '2026-11-22T00:00:00Z', warnings: [] };
const kb = new KnowledgeBase(fixtureDocuments(), meta);

describe('topics named by the words of K1 group names', () => {
  it('names a group by a word of its name at the start of a word, with or without a particle', () => {
    expect(topicsNamed('임금 문제요', kb)).toEqual(['LABOR_WAGE']);
    expect(topicsNamed('임금이요', kb)).toEqual(['LABOR_WAGE']);
    expect(topicsNamed('행정 쪽이랑 임금 관련이요', kb)).toEqual(['ADMIN_REMEDY', 'LABOR_WAGE']);
  });

  it('does not read a name out of the middle of another word, nor from small talk', () => {
    expect(topicsNamed('노임금 얘기', kb)).toEqual([]);
    expect(topicsNamed('안녕하세요 반가워요', kb)).toEqual([]);
  });

  it('reads a name through the same lookalike blanking as classification', () => {
    const documents = fixtureDocuments();
    documents.k1.find((group) => group.level2 === 'LABOR_WAGE')!.level2_name = '사기';
    const renamed = new KnowledgeBase(documents, meta);
    expect(topicsNamed('사기 당한 것 같아요', renamed)).toEqual(['LABOR_WAGE']);
    expect(topicsNamed('팀 사기 올리는 방법 좀', renamed)).toEqual([]);
  });

  it('leaves out a name word that K1 mostly uses in other groups', () => {
    // 절차 is in ADMIN_REMEDY's name, but here the wage group's texts use it more.
    const documents = fixtureDocuments();
    const wage = documents.k1.find((group) => group.level2 === 'LABOR_WAGE')!;
    wage.scenarios[0]!.typical_expressions = [...wage.scenarios[0]!.typical_expressions, '체불 신고 절차', '진정 절차가 궁금해요'];
    const shared = new KnowledgeBase(documents, meta);
    expect(topicsNamed('절차 문의요', kb)).toEqual(['ADMIN_REMEDY']);
    expect(topicsNamed('절차 문의요', shared)).toEqual([]);
  });

  it('names every group of a field by the name of the field, only where K1 itself uses the name, mostly in that field', () => {
    expect(topicsNamed('노동 쪽 문제요', kb)).toEqual([]);
    const documents = fixtureDocuments();
    const wage = documents.k1.find((group) => group.level2 === 'LABOR_WAGE')!;
    wage.scenarios[0]!.typical_expressions = [...wage.scenarios[0]!.typical_expressions, '노동청에 진정 넣으려고요'];
    const used = new KnowledgeBase(documents, meta);
    expect(topicsNamed('노동 쪽 문제요', used)).toEqual(['LABOR_WAGE']);
    expect(topicsNamed('노래 가사 좀 알려줘', used)).toEqual([]);
  });
});
