import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeTargets } from '../../../test/support/stores.js';
import { tokenize } from '../../korean/tokenize.js';
import { SearchIndex } from '../search-index.js';
import { lawFilesToDocuments, parseLawMarkdown } from './legalize-kr.js';
import { ingestLegalizeKr } from './run.js';

const sampleRoot = path.resolve('../shared/corpus/legalize-kr-sample');
const haveSample = existsSync(sampleRoot);
if (!haveSample) console.warn(`[skip] legalize-kr sample tests: ${sampleRoot} is absent`);

function lawFolder(name: string) {
  const dir = path.join(sampleRoot, 'kr', name);
  return readdirSync(dir).map((f) => ({ path: `kr/${name}/${f}`, markdown: readFileSync(path.join(dir, f), 'utf8') }));
}

describe.skipIf(!haveSample)('legalize-kr ingester on the real sample files', () => {
  it('picks 법률(법률).md over the repealed 1997 stub and flags the version not yet in force', () => {
    const { documents, skipped } = lawFilesToDocuments(lawFolder('근로기준법'), '2026-11-22');
    expect(skipped).toEqual([expect.objectContaining({ where: 'kr/근로기준법/법률.md', reason: expect.stringContaining('repeal stub') })]);
    const act = documents.filter((d) => d.law === '근로기준법');
    expect(act.length).toBeGreaterThan(120);
    expect(new Set(act.map((d) => d.effective))).toEqual(new Set(['2027-01-01']));
    expect(act.every((d) => d.version_status === 'not_yet_in_force')).toBe(true);
    expect(documents.some((d) => d.law === '근로기준법 시행령' && d.version_status === 'in_force')).toBe(true);
  });

  it('parses article labels, titles, chapters and paragraph markers', () => {
    const { documents } = lawFilesToDocuments(lawFolder('근로기준법'), '2027-06-01');
    const byId = new Map(documents.map((d) => [d.id, d]));
    const art = byId.get('statute:근로기준법:제43조의2')!;
    expect(art).toMatchObject({ article: '제43조의2', title: '체불사업주 명단 공개', chapter: '제3장 임금', version_status: 'in_force' });
    expect(art.text.startsWith('① 고용노동부장관은')).toBe(true);
    expect(art.text).not.toContain('**');
    const definitions = byId.get('statute:근로기준법:제2조')!.text;
    expect(definitions).toContain('\n1. "근로자"란');
    expect(definitions).not.toContain('\\.');
    // 제35조 is "삭제 <2019.1.15>": a deleted article is not a document.
    expect(byId.has('statute:근로기준법:제35조')).toBe(false);
  });

  it('keeps 편 > 장 chapter paths (형법)', () => {
    const { documents } = lawFilesToDocuments(lawFolder('형법'), '2026-11-22');
    expect(documents.find((d) => d.article === '제1조')!.chapter).toBe('제1편 총칙 > 제1장 형법의 적용범위');
    expect(documents.some((d) => d.text.includes('부칙 <'))).toBe(false);
  });
});

describe('legalize-kr ingester on malformed input', () => {
  const good = '---\n제목: 테스트법\n법령구분: 법률\n공포일자: 2020-01-01\n시행일자: 2020-01-01\n---\n# 테스트법\n##### 제1조 (목적)\n목적이다.\n';
  it.each([
    ['no front matter', '# 테스트법\n##### 제1조\n본문', /no YAML front matter/],
    ['broken YAML', '---\n제목: [unclosed\n---\n', /not valid YAML/],
    ['a missing field', '---\n제목: 테스트법\n법령구분: 법률\n공포일자: 2020-01-01\n---\n', /시행일자/],
    ['a bad date', '---\n제목: 테스트법\n법령구분: 법률\n공포일자: 2020-01-01\n시행일자: 언젠가\n---\n', /"언젠가" is not a YYYY-MM-DD date/],
  ])('reports %s with a clear reason and ingests the rest', (_name, markdown, reason) => {
    expect(() => parseLawMarkdown(markdown)).toThrowError(reason);
    const { documents, skipped } = lawFilesToDocuments(
      [
        { path: 'kr/나쁜법/법률.md', markdown },
        { path: 'kr/테스트법/법률.md', markdown: good },
      ],
      '2026-01-01',
    );
    expect(skipped).toEqual([{ where: 'kr/나쁜법/법률.md', reason: expect.stringMatching(reason) }]);
    expect(documents.map((d) => d.id)).toEqual(['statute:테스트법:제1조']);
  });

  it('reports an empty file', () => {
    const { skipped } = lawFilesToDocuments([{ path: 'kr/빈법/법률.md', markdown: '' }], '2026-01-01');
    expect(skipped[0]!.reason).toMatch(/no YAML front matter/);
  });
});

describe.skipIf(!haveSample)('sangdam ingest legalize-kr over a folder with broken files', () => {
  it('ingests the real laws and reports each broken file with its reason', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sangdam-legalize-'));
    const target = storeTargets('legalize-kr ingest')[0]!;
    const { store, cleanup } = await target.open();
    try {
      cpSync(path.join(sampleRoot, 'kr/최저임금법'), path.join(root, 'kr/최저임금법'), { recursive: true });
      mkdirSync(path.join(root, 'kr/깨진법'), { recursive: true });
      writeFileSync(path.join(root, 'kr/깨진법/법률.md'), '---\n제목: 깨진법\n법령구분: 법률\n공포일자: 2020-13-45\n---\n');
      writeFileSync(path.join(root, 'kr/깨진법/시행령.md'), '');
      const index = new SearchIndex(store, tokenize);
      const report = await ingestLegalizeKr(index, root, '2026-11-22');
      expect(report.ingested).toBeGreaterThan(30);
      expect(report.skipped).toEqual([
        { where: 'kr/깨진법/법률.md', reason: expect.stringMatching(/front matter field/) },
        { where: 'kr/깨진법/시행령.md', reason: expect.stringMatching(/no YAML front matter/) },
      ]);
      expect((await index.article('최저임금법', '제6조'))?.title).toBe('최저임금의 효력');
    } finally {
      await cleanup();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
