import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statuteDocument } from '../../test/support/corpus-documents.js';
import { storeTargets } from '../../test/support/stores.js';
import type { Store } from '../store/database.js';
import { parseStatuteLine } from './ingest/jsonl.js';
import { SearchIndex } from './search-index.js';

// A stand-in tokenizer (words and Hangul bigrams); the index must not depend on which one it gets.
const tokenize = (text: string) => {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const bigrams = words.flatMap((w) => (w.length > 2 ? Array.from({ length: w.length - 1 }, (_, i) => w.slice(i, i + 2)) : []));
  return [...words, ...bigrams];
};

const doc = statuteDocument;

const docs = [
  doc('a36', { article: '제36조', title: '금품 청산', text: '사용자는 근로자가 사망 또는 퇴직한 경우에는 그 지급 사유가 발생한 때부터 14일 이내에 임금, 보상금, 그 밖의 모든 금품을 지급하여야 한다.' }),
  doc('a43', { article: '제43조', title: '임금 지급', text: '임금은 통화로 직접 근로자에게 그 전액을 지급하여야 한다.' }),
  doc('a23', { article: '제23조', title: '해고 등의 제한', text: '사용자는 근로자에게 정당한 이유 없이 해고, 휴직, 정직, 전직, 감봉, 그 밖의 징벌을 하지 못한다.' }),
  doc('h3', { law: '주택임대차보호법', article: '제3조', title: '대항력 등', text: '임대차는 그 등기가 없는 경우에도 임차인이 주택의 인도와 주민등록을 마친 때에는 그 다음 날부터 제삼자에 대하여 효력이 생긴다.' }),
  doc('future', { article: '제36조의2', title: '미래 조항', text: '임금 지급에 관한 새 규정', effective: '2027-01-01', version_status: 'not_yet_in_force' }),
  doc('m1', { doc_type: 'manual', law: '근로기준법', article: '제36조', title: '퇴직 후 임금 정산 해설', text: '퇴직하면 14일 안에 밀린 임금을 모두 받아야 해요.' }),
];

for (const target of storeTargets('search index')) {
  describe.skipIf(!target.enabled)(`SearchIndex on ${target.dialect}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    let index: SearchIndex;
    beforeAll(async () => {
      ({ store, cleanup } = await target.open());
      index = new SearchIndex(store, tokenize);
      await index.upsert(docs);
    });
    afterAll(() => cleanup?.());

    it('ranks the article that answers the question first', async () => {
      const hits = await index.search('퇴직한 근로자 금품 청산 14일', 3, { docType: 'statute' });
      expect(hits[0]!.id).toBe('a36');
      expect(hits[0]!.score).toBeGreaterThan(0);
      expect((await index.search('해고 정당한 이유', 1))[0]!.id).toBe('a23');
      expect((await index.search('주택 인도 주민등록 대항력', 1))[0]!.law).toBe('주택임대차보호법');
    });

    it('filters by doc type, law and effective date', async () => {
      expect((await index.search('임금', 10, { docType: 'manual' })).map((h) => h.id)).toEqual(['m1']);
      expect((await index.search('임차인 주택', 10, { law: '근로기준법' })).every((h) => h.law === '근로기준법')).toBe(true);
      expect((await index.search('새 규정', 10)).map((h) => h.id)).not.toContain('future');
      expect((await index.search('새 규정', 10, { asOf: '2027-02-01' })).map((h) => h.id)).toContain('future');
    });

    it('is idempotent by id and replaces a changed document', async () => {
      const before = await index.count();
      await index.upsert([doc('a43', { article: '제43조', title: '임금 지급', text: '임금은 매월 1회 이상 일정한 날짜를 정하여 지급하여야 한다.' })]);
      expect(await index.count()).toBe(before);
      expect((await index.search('매월 일정한 날짜', 1))[0]!.id).toBe('a43');
      expect(await index.search('통화로 직접 전액', 5)).not.toContainEqual(expect.objectContaining({ id: 'a43' }));
    });

    it('takes the last of repeated ids within one batch', async () => {
      const before = await index.count();
      await index.upsert([doc('dup', { article: '제200조', text: '첫 번째 본문' }), doc('dup', { article: '제200조', text: '두 번째 본문' })]);
      expect(await index.count()).toBe(before + 1);
      expect((await index.article('근로기준법', '제200조'))!.text).toBe('두 번째 본문');
    });

    it('indexes each 항 of a long article and replaces old chunks when the article changes', async () => {
      const long = (n: number) => Array.from({ length: n }, (_, i) => `${String.fromCodePoint(0x2460 + i)} ${'근로시간 연장 한도 합의 '.repeat(40)}${i === 1 ? '야간근로수당 가산' : ''}`).join('\n');
      await index.upsert([doc('statute:근로기준법:제53조', { article: '제53조', title: '연장 근로의 제한', text: long(3) })]);
      const chunk = (await index.search('야간근로수당 가산', 5, { docType: 'statute' }))[0]!;
      expect(chunk).toMatchObject({ id: 'statute:근로기준법:제53조:제2항', paragraph: '제2항', parent_id: 'statute:근로기준법:제53조', article: '제53조' });
      // A lookup by article gives the whole article, not one of its chunks.
      expect((await index.article('근로기준법', '제53조'))!.id).toBe('statute:근로기준법:제53조');
      // Ingested again with fewer 항: the chunk that no longer exists is gone.
      await index.upsert([doc('statute:근로기준법:제53조', { article: '제53조', title: '연장 근로의 제한', text: long(1) })]);
      expect((await index.documents(['statute:근로기준법:제53조:제2항', 'statute:근로기준법:제53조:제3항'])).length).toBe(0);
      expect((await index.search('야간근로수당 가산', 5, { docType: 'statute' })).map((h) => h.id)).not.toContain('statute:근로기준법:제53조:제2항');
    });

    it('finds what passes the filters when the best-ranked candidates do not', async () => {
      const crowd = Array.from({ length: 12 }, (_, i) => doc(`crowd${i}`, { article: `제${300 + i}조`, text: '상여금 상여금 상여금 지급' }));
      await index.upsert([...crowd, doc('lone', { law: '최저임금법', article: '제6조', text: '상여금 산입 범위에 관한 긴 설명이 이어지는 조문' })]);
      expect((await index.search('상여금', 1, { law: '최저임금법' })).map((h) => h.id)).toEqual(['lone']);
    });

    it('finds a word indexed after a search that missed it, and a document that changed its kind', async () => {
      expect(await index.search('청약철회', 5)).toEqual([]);
      await index.upsert([doc('kind', { article: '제400조', text: '청약철회 기간' })]);
      expect((await index.search('청약철회', 5, { docType: 'statute' })).map((h) => h.id)).toEqual(['kind']);
      await index.upsert([doc('kind', { doc_type: 'manual', article: '제400조', text: '청약철회 기간' })]);
      expect(await index.search('청약철회', 5, { docType: 'statute' })).toEqual([]);
      expect((await index.search('청약철회', 5)).map((h) => h.id)).toEqual(['kind']);
    });

    it('looks up one article and answers nothing for empty queries', async () => {
      expect((await index.article('근로기준법', '제36조'))!.title).toBe('금품 청산');
      expect(await index.article('근로기준법', '제999조')).toBeUndefined();
      expect(await index.search('!!! ...', 5)).toEqual([]);
      expect(await index.search('"OR" AND NOT *', 5)).toEqual([]);
    });
  });
}

describe('JSONL statute lines', () => {
  it('turns a line into a document and explains bad ones', () => {
    const good = parseStatuteLine(JSON.stringify({ law: '민법', article: '제 750 조', title: '불법행위의 내용', text: '고의 또는 과실로…', effective: '2020-01-01' }), 'f:1', '2026-11-22');
    expect(good).toMatchObject({ ok: true, document: { id: 'statute:민법:제750조', version_status: 'in_force' } });
    expect(parseStatuteLine('{"law": ', 'f:2', '2026-11-22')).toEqual({ ok: false, skipped: { where: 'f:2', reason: 'not valid JSON' } });
    expect(parseStatuteLine(JSON.stringify({ law: '민법', text: 'x' }), 'f:3', '2026-11-22')).toMatchObject({ ok: false, skipped: { reason: expect.stringContaining('article') } });
    expect(parseStatuteLine(JSON.stringify({ law: '민법', article: '부칙', text: 'x' }), 'f:4', '2026-11-22')).toMatchObject({ ok: false, skipped: { reason: expect.stringContaining('제36조') } });
    expect(parseStatuteLine(JSON.stringify({ law: '민법', article: '제1조', text: '삭제', deleted: true }), 'f:5', '2026-11-22')).toMatchObject({ ok: false });
    expect(parseStatuteLine('   ', 'f:6', '2026-11-22')).toEqual({ ok: 'ignored' });
    expect(parseStatuteLine(JSON.stringify({ law: '근로기준법', article: '제1조', text: 'x', effective: '2027-01-01' }), 'f:7', '2026-11-22')).toMatchObject({ document: { version_status: 'not_yet_in_force' } });
  });
});
