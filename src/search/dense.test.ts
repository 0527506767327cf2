import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { tokenize } from '../korean/tokenize.js';
import { bigramVector, startFakeOpenAi, type FakeOpenAi } from '../../test/support/fake-openai.js';
import { statuteDocument } from '../../test/support/corpus-documents.js';
import { storeTargets } from '../../test/support/stores.js';
import { embeddingsFromConfig, OpenAiCompatibleEmbeddings } from './embeddings.js';
import { Retriever } from './retriever.js';
import { SearchIndex } from './search-index.js';
import { Thesaurus } from './thesaurus.js';
import { VectorIndex } from './vector-index.js';

const statute = (article: string, title: string, text: string) => statuteDocument(`statute:근로기준법:${article}`, { article, title, text });

const docs = [
  statute('제36조', '금품 청산', '사용자는 근로자가 퇴직한 경우 14일 이내에 임금과 그 밖의 모든 금품을 지급하여야 한다.'),
  statute('제23조', '해고 등의 제한', '사용자는 근로자에게 정당한 이유 없이 해고하지 못한다.'),
  statute('제50조', '근로시간', '1주 간의 근로시간은 휴게시간을 제외하고 40시간을 초과할 수 없다.'),
];

// A stand-in model that knows 돈 is about 임금 and 잘림 about 해고, where the words share nothing.
const TOPICS = [/임금|금품|돈/, /해고|잘림/, /근로시간|몇 시간/];
const topicVector = (text: string) => TOPICS.map((topic) => (topic.test(text) ? 1 : 0.01));

for (const target of storeTargets('dense retrieval')) {
  describe.skipIf(!target.enabled)(`dense retrieval on ${target.dialect} against the fake embeddings server`, () => {
    let fake: FakeOpenAi;
    let index: SearchIndex;
    let vectors: VectorIndex;
    let cleanup: () => Promise<void>;
    let embeddings: OpenAiCompatibleEmbeddings;
    beforeAll(async () => {
      fake = await startFakeOpenAi();
      fake.scriptEmbeddings({ kind: 'vectors', embed: topicVector });
      const opened = await target.open();
      cleanup = opened.cleanup;
      index = new SearchIndex(opened.store, tokenize);
      await index.upsert(docs);
      vectors = new VectorIndex(opened.store);
      embeddings = new OpenAiCompatibleEmbeddings('fake-embed', { baseUrl: fake.baseUrl, timeoutMs: 2000, retries: 0 });
    });
    afterAll(async () => {
      await fake.close();
      await cleanup?.();
    });

    it('embeds each document once, in batches, with its law and article', async () => {
      expect(await vectors.embedMissing(embeddings, 2)).toBe(3);
      expect(await vectors.embedMissing(embeddings, 2)).toBe(0);
      const inputs = fake.requests.filter((r) => r.path.endsWith('/embeddings')).map((r) => r.body.input);
      expect(inputs.map((i) => (i as string[]).length)).toEqual([2, 1]);
      expect((inputs[0] as string[])[0]).toMatch(/^근로기준법 제36조 \(금품 청산\)\n사용자는/);
    });

    it('fuses the nearest vectors into the ranking, finding what shares no word with the query', async () => {
      const lexicalOnly = new Retriever(index, Thesaurus.empty());
      const hybrid = new Retriever(index, Thesaurus.empty(), { dense: { embeddings, vectors } });
      const query = '회사에서 잘림 당했어요';
      expect(await lexicalOnly.retrieve(query, 3)).toEqual([]);
      expect((await hybrid.retrieve(query, 3))[0]!.article).toBe('제23조');
      expect((await hybrid.retrieve('돈을 못 받았어요', 1, { docType: 'statute' }))[0]!.article).toBe('제36조');
    });

    it('keeps the lexical ranking when the embeddings server fails', async () => {
      const hybrid = new Retriever(index, Thesaurus.empty(), { dense: { embeddings, vectors } });
      fake.scriptEmbeddings({ kind: 'status', status: 500 });
      try {
        const hits = await hybrid.retrieve('정당한 이유 없이 해고', 2);
        expect(hits[0]!.article).toBe('제23조');
      } finally {
        fake.scriptEmbeddings({ kind: 'vectors', embed: topicVector });
      }
    });
  });
}

describe('embeddings configuration', () => {
  it('is off by default and needs a model when switched on', () => {
    expect(embeddingsFromConfig(loadConfig({}, { configFile: '/nonexistent.json' }))).toBeUndefined();
    expect(() => loadConfig({ SANGDAM_EMBEDDINGS: 'ollama' }, { configFile: '/nonexistent.json' })).toThrowError(/SANGDAM_EMBEDDINGS=ollama needs SANGDAM_EMBEDDINGS_MODEL/);
    expect(() => loadConfig({ SANGDAM_EMBEDDINGS: 'word2vec' }, { configFile: '/nonexistent.json' })).toThrowError(/SANGDAM_EMBEDDINGS/);
    const ollama = embeddingsFromConfig(loadConfig({ SANGDAM_EMBEDDINGS: 'ollama', SANGDAM_EMBEDDINGS_MODEL: 'bge-m3' }, { configFile: '/nonexistent.json' }));
    expect(ollama?.model).toBe('bge-m3');
  });

  it('gives similar texts similar default fake vectors (the fake server stays useful without a script)', () => {
    const cos = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0) / Math.hypot(...a) / Math.hypot(...b);
    expect(cos(bigramVector('퇴직금 지급'), bigramVector('퇴직금을 지급'))).toBeGreaterThan(cos(bigramVector('퇴직금 지급'), bigramVector('주택 임대차')));
  });
});
