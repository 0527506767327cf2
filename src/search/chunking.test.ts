import { describe, expect, it } from 'vitest';
import { statuteDocument } from '../../test/support/corpus-documents.js';
import { paragraphChunks } from './chunking.js';

const filler = (n: number) => '사용자는 근로자에게 이 조에서 정한 바에 따라 필요한 조치를 하여야 한다. '.repeat(n);

describe('paragraph chunks of long articles', () => {
  it('splits a long article at each circled number, naming the article as parent', () => {
    const article = statuteDocument('statute:근로기준법:제74조', { article: '제74조', title: '임산부의 보호', text: `① ${filler(20)}\n1. 첫째 호\n② ${filler(20)}\n⑪ 열한째 항` });
    const chunks = paragraphChunks(article, 500);
    expect(chunks.map((c) => [c.id, c.paragraph, c.parent_id])).toEqual([
      ['statute:근로기준법:제74조:제1항', '제1항', 'statute:근로기준법:제74조'],
      ['statute:근로기준법:제74조:제2항', '제2항', 'statute:근로기준법:제74조'],
      ['statute:근로기준법:제74조:제11항', '제11항', 'statute:근로기준법:제74조'],
    ]);
    // Items (호) stay with their 항; every chunk keeps the article's law, label and title.
    expect(chunks[0]!.text).toContain('1. 첫째 호');
    expect(chunks.every((c) => c.law === '근로기준법' && c.article === '제74조' && c.title === '임산부의 보호')).toBe(true);
  });

  it('reads 항 numbers past twenty', () => {
    const article = statuteDocument('a', { article: '제2조', text: `① ${filler(30)}\n㉑ 스물한째\n㊱ 서른여섯째` });
    expect(paragraphChunks(article, 500).map((c) => c.paragraph)).toEqual(['제1항', '제21항', '제36항']);
  });

  it('leaves short articles, single-paragraph articles, chunks and other documents whole', () => {
    expect(paragraphChunks(statuteDocument('a', { text: `① 짧다\n② 짧다` }), 500)).toEqual([]);
    expect(paragraphChunks(statuteDocument('a', { text: filler(40) }), 500)).toEqual([]);
    expect(paragraphChunks(statuteDocument('a', { text: `① ${filler(20)}\n② ${filler(20)}`, parent_id: 'p' }), 500)).toEqual([]);
    expect(paragraphChunks(statuteDocument('a', { doc_type: 'manual', text: `① ${filler(20)}\n② ${filler(20)}` }), 500)).toEqual([]);
  });
});
