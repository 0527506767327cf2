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

  it('names a group typed without spaces, after the particle of the word before', () => {
    expect(topicsNamed('회사랑임금문제요', kb)).toEqual(['LABOR_WAGE']);
    expect(topicsNamed('사장한테임금을못받았어요', kb)).toEqual(['LABOR_WAGE']);
    // 이 begins too many words to be read as a particle.
    expect(topicsNamed('노이임금', kb)).toEqual([]);
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

describe('topics named by a broad word in a problem frame', () => {
  // 돈 used 12 times in the wage group and 6 in the remedy group: the wage group holds 60% of its uses.
  const documents = fixtureDocuments();
  const group = (level2: string) => documents.k1.find((g) => g.level2 === level2)!.scenarios[0]!;
  group('LABOR_WAGE').typical_expressions.push(...Array.from({ length: 12 }, (_, i) => `돈을 ${i}달째 못 받았어요`));
  group('ADMIN_REMEDY').typical_expressions.push(...Array.from({ length: 6 }, (_, i) => `돈 문제로 ${i}번 처분 받았어요`));
  group('ADMIN_REMEDY').typical_expressions.push('집 앞에서 처분 통지를 받았어요');
  const broad = new KnowledgeBase(documents, meta);

  it('names the groups holding most of the word’s K1 uses when the message calls it a problem', () => {
    expect(topicsNamed('돈 문제요', broad)).toEqual(['LABOR_WAGE']);
    expect(topicsNamed('돈 때문에 상담하려고요', broad)).toEqual(['LABOR_WAGE']);
    expect(topicsNamed('돈 일로 왔어요', broad)).toEqual(['LABOR_WAGE']);
  });

  it('names nothing without the problem frame, for a word K1 seldom uses, or for the frame word itself', () => {
    expect(topicsNamed('돈 많이 벌고 싶다', broad)).toEqual([]);
    expect(topicsNamed('집 문제요', broad)).toEqual([]);
    expect(topicsNamed('문제 있어요', broad)).toEqual([]);
    expect(topicsNamed('돈 문제요', kb)).toEqual([]);
  });
});
