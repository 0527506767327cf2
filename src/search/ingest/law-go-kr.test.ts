import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenize } from '../../korean/tokenize.js';
import { storeTargets } from '../../../test/support/stores.js';
import { SearchIndex } from '../search-index.js';
import { lawGoKrDocuments } from './law-go-kr.js';
import { ingestLawGoKr } from './run.js';
import { parseXml } from './xml.js';

const fixtures = path.resolve('src/search/ingest/fixtures/law-go-kr');
const lawXml = readFileSync(path.join(fixtures, 'law-근로기준법.xml'), 'utf8');
const precedentXml = readFileSync(path.join(fixtures, 'prec-2008스113.xml'), 'utf8');

describe('law.go.kr law text XML', () => {
  const { documents, skipped } = lawGoKrDocuments(lawXml, 'law.xml', '2026-11-22');
  const byArticle = new Map(documents.map((d) => [d.article, d]));

  it('makes one document per article, with chapter path, title and paragraphs', () => {
    expect(skipped).toEqual([]);
    expect([...byArticle.keys()]).toEqual(['제1조', '제36조', '제43조의2']);
    expect(byArticle.get('제1조')).toMatchObject({ law: '근로기준법', title: '목적', chapter: '제1장 총칙', promulgated: '2021-04-06', effective: '2021-04-06' });
    expect(byArticle.get('제1조')!.text.startsWith('이 법은 헌법에 따라')).toBe(true);
    const a36 = byArticle.get('제36조')!;
    expect(a36).toMatchObject({ id: 'statute:근로기준법:제36조', chapter: '제3장 임금', title: '금품 청산' });
    expect(a36.text.split('\n')).toEqual([
      '① 사용자는 근로자가 사망 또는 퇴직한 경우에는 그 지급 사유가 발생한 때부터 14일 이내에 임금, 보상금, 그 밖의 모든 금품을 지급하여야 한다.',
      '② 제1항에 따른 금품의 지급은 다음 각 호의 어느 하나에 해당하는 경우 기일을 연장할 수 있다.',
      '1. 당사자 사이의 합의가 있는 경우',
      '가. 서면으로 합의한 경우 & 그 밖의 경우',
    ]);
  });

  it('leaves out deleted articles and 부칙, and flags an article whose 시행일자 is still ahead', () => {
    expect(byArticle.has('제35조')).toBe(false);
    expect(documents.some((d) => d.text.includes('부칙'))).toBe(false);
    expect(byArticle.get('제43조의2')).toMatchObject({ effective: '2027-12-01', version_status: 'not_yet_in_force' });
    expect(byArticle.get('제36조')!.version_status).toBe('in_force');
  });
});

describe('law.go.kr precedent XML', () => {
  it('keeps 판시사항, 판결요지 and 참조조문, one line each', () => {
    const { documents, skipped } = lawGoKrDocuments(precedentXml, 'prec.xml', '2026-11-22');
    expect(skipped).toEqual([]);
    expect(documents).toHaveLength(1);
    const doc = documents[0]!;
    expect(doc).toMatchObject({ id: 'precedent:2008스113:160319', doc_type: 'precedent', title: '대법원 2011-07-29 2008스113 양육비', promulgated: '2011-07-29' });
    expect(doc.text).toContain('[판시사항] [1] 과거의 양육비에 관한 권리가 재산권에 해당하는지 여부(소극) [2] 과거의 양육비 청구권의 소멸시효');
    expect(doc.text).toContain('[참조조문] [1] 민법 제837조, 제837조의2 [2] 민법 제162조');
    expect(doc.text).not.toContain('주 문');
  });
});

describe('law.go.kr XML that is broken', () => {
  it.each([
    ['an empty file', '', /empty file/],
    ['a file cut off mid-article', lawXml.slice(0, lawXml.indexOf('금품 청산') + 20), /truncated file/],
    ['a file cut off inside a tag', lawXml.slice(0, lawXml.indexOf('<조문단위') + 6), /truncated file|malformed tag/],
    ['mismatched tags', '<법령><기본정보></법령>', /<\/법령> closes <기본정보>/],
    ['another document kind', '<LawSearch><totalCnt>0</totalCnt></LawSearch>', /neither <법령>/],
    ['a law file without a name', '<법령><기본정보><법령ID>1</법령ID></기본정보></법령>', /법령명_한글/],
  ])('reports %s as one skipped file with the reason', (_name, xml, reason) => {
    const { documents, skipped } = lawGoKrDocuments(xml, 'bad.xml', '2026-11-22');
    expect(documents).toEqual([]);
    expect(skipped).toEqual([{ where: 'bad.xml', reason: expect.stringMatching(reason) }]);
  });

  it('reads entities, numeric references and self-closing elements', () => {
    const root = parseXml('<a x="1 &amp; 2"><b/><c>&#54620;&#xAE00; &lt;ok&gt;</c></a>');
    expect(root.attributes.x).toBe('1 & 2');
    expect(root.children.map((c) => c.name)).toEqual(['b', 'c']);
    expect(root.children[1]!.text).toBe('한글 <ok>');
  });
});

for (const target of storeTargets('law.go.kr ingest')) {
  describe.skipIf(!target.enabled)(`sangdam ingest law-go-kr into ${target.dialect}`, () => {
    let dir: string;
    let index: SearchIndex;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      const opened = await target.open();
      cleanup = opened.cleanup;
      index = new SearchIndex(opened.store, tokenize);
      dir = mkdtempSync(path.join(tmpdir(), 'sangdam-law-go-kr-'));
      copyFileSync(path.join(fixtures, 'law-근로기준법.xml'), path.join(dir, 'law.xml'));
      copyFileSync(path.join(fixtures, 'prec-2008스113.xml'), path.join(dir, 'prec.xml'));
      writeFileSync(path.join(dir, 'empty.xml'), '');
      writeFileSync(path.join(dir, 'truncated.xml'), precedentXml.slice(0, 400));
    });
    afterAll(async () => {
      rmSync(dir, { recursive: true, force: true });
      await cleanup?.();
    });

    it('ingests the good files, reports each broken one, and is idempotent', async () => {
      const first = await ingestLawGoKr(index, dir, '2026-11-22');
      expect(first.ingested).toBe(4);
      expect(first.skipped.map((s) => s.where).sort()).toEqual(['empty.xml', 'truncated.xml']);
      expect(first.skipped.find((s) => s.where === 'truncated.xml')!.reason).toMatch(/truncated file/);
      const again = await ingestLawGoKr(index, dir, '2026-11-22');
      expect(again.ingested).toBe(4);
      expect(await index.count()).toBe(4);
      expect((await index.search('금품 청산 퇴직 14일', 1, { docType: 'statute' }))[0]!.article).toBe('제36조');
      expect((await index.search('양육비 재산권', 1, { docType: 'precedent' }))[0]!.id).toBe('precedent:2008스113:160319');
    });
  });
}
