import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { lawNameIndex } from '../query.js';
import { citedArticles } from '../retriever.js';
import { parsePrecedentLine } from './precedents.js';

const realFile = path.resolve('../shared/eval/precedent_refs_dev.jsonl.gz');
const haveReal = existsSync(realFile);
if (!haveReal) console.warn(`[skip] precedent JSONL test on real data: ${realFile} is absent`);

describe('precedent JSONL', () => {
  it.skipIf(!haveReal)('reads the real precedent_refs_dev lines, and the cited articles come back out of the text', () => {
    const lines = gunzipSync(readFileSync(realFile)).toString('utf8').split('\n').filter(Boolean).slice(0, 200);
    const names = lawNameIndex(['민법', '형법', '민사소송법', '가사소송법', '근로기준법', '형사소송법']);
    let withRefs = 0;
    for (const [i, line] of lines.entries()) {
      const row = JSON.parse(line) as { case_no: string; positives: { law: string; article: string }[] };
      const parsed = parsePrecedentLine(line, `dev:${i + 1}`);
      expect(parsed.ok).toBe(true);
      if (parsed.ok !== true) continue;
      expect(parsed.document).toMatchObject({ doc_type: 'precedent', law: null, article: null });
      expect(parsed.document.title).toContain(row.case_no);
      const cited = citedArticles(parsed.document, names).map((c) => `${c.law}|${c.article}`);
      const known = row.positives.filter((p) => names.some(([, law]) => law === p.law));
      if (known.length > 0) withRefs++;
      for (const p of known) expect(cited).toContain(`${p.law}|${p.article}`);
    }
    expect(withRefs).toBeGreaterThan(50);
  });

  it('takes the Korean field names of the law.go.kr API too', () => {
    const line = JSON.stringify({ 사건번호: '2019다12345', 사건명: '임금', 선고일자: '2020.01.09', 법원명: '대법원', 판시사항: '퇴직금 지급', 참조조문: '근로기준법 제36조' });
    expect(parsePrecedentLine(line, 'k:1')).toMatchObject({
      ok: true,
      document: { id: 'precedent:2019다12345', title: '대법원 2020-01-09 2019다12345 임금', text: '[판시사항] 퇴직금 지급\n[참조조문] 근로기준법 제36조' },
    });
  });

  it.each([
    ['broken JSON', '{"case_no": ', /not valid JSON/],
    ['no case number', JSON.stringify({ issues: '무엇' }), /no case number/],
    ['neither 판시사항 nor 판결요지', JSON.stringify({ case_no: '2020도1', refs_raw: '형법 제1조' }), /neither 판시사항 nor 판결요지/],
    ['a wrong field type', JSON.stringify({ case_no: '2020도1', issues: 7 }), /field issues/],
  ])('explains %s', (_name, line, reason) => {
    expect(parsePrecedentLine(line, 'bad:1')).toEqual({ ok: false, skipped: { where: 'bad:1', reason: expect.stringMatching(reason) } });
  });
});
