import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManualDir, shippedManualDir } from './manual.js';

describe('starter corpus', () => {
  it('ships at least 300 explanations, each citing a law and article', () => {
    const { documents, skipped } = readManualDir(shippedManualDir);
    expect(skipped).toEqual([]);
    expect(documents.length).toBeGreaterThanOrEqual(300);
    expect(documents.every((d) => d.doc_type === 'manual' && d.law && /^제\d+조(의\d+)?$/.test(d.article ?? ''))).toBe(true);
    expect(documents.every((d) => d.title!.includes('해설'))).toBe(true);
    expect(new Set(documents.map((d) => d.id)).size).toBe(documents.length);
  });

  it('reports bad lines with their place and keeps the rest', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sangdam-manual-'));
    const good = { id: 'manual:민법:제750조:1', doc_type: 'manual', law: '민법', article: '제750조', title: '불법행위 (해설)', text: '설명', source: 'sangdam 해설' };
    writeFileSync(path.join(dir, 'x.jsonl'), [JSON.stringify(good), '{oops', JSON.stringify({ ...good, id: 'b', article: '부칙' }), JSON.stringify({ ...good, id: 'c', doc_type: 'statute' })].join('\n'));
    const { documents, skipped } = readManualDir(dir);
    expect(documents.map((d) => d.id)).toEqual(['manual:민법:제750조:1']);
    expect(skipped.map((s) => s.where)).toEqual(['x.jsonl:2', 'x.jsonl:3', 'x.jsonl:4']);
    expect(skipped[1]!.reason).toContain('제36조');
  });
});
