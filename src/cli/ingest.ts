/** `sangdam ingest <jsonl|legalize-kr|law-go-kr|precedents> <path>` and `sangdam search "…"`. */
import type { Command } from 'commander';
import { tokenize } from '../korean/tokenize.js';
import { docTypes, type DocType } from '../search/corpus.js';
import { isGitClone } from '../search/ingest/legalize-kr-history.js';
import { ingestJsonl, ingestLawGoKr, ingestLegalizeKr, ingestPrecedents, type IngestReport, type Progress } from '../search/ingest/run.js';
import type { Config } from '../config.js';
import { denseRetrieval, embeddingsFromConfig } from '../search/embeddings.js';
import { Retriever } from '../search/retriever.js';
import { VectorIndex } from '../search/vector-index.js';
import { SearchIndex } from '../search/search-index.js';
import { shippedThesaurusFile, Thesaurus } from '../search/thesaurus.js';
import { migrate, openStore, type Store } from '../store/database.js';
import { todayIn } from '../server/context.js';
import { ReferenceDate } from '../workflows/intake/reference-date.js';
import { configOrExit } from './load-config.js';

async function withIndex<T>(work: (index: SearchIndex, store: Store, config: Config) => Promise<T>): Promise<T> {
  const config = configOrExit();
  const store = openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrate(store);
    return await work(new SearchIndex(store, tokenize), store, config);
  } finally {
    await store.close();
  }
}

/** A one-line progress bar on stderr, redrawn in place on a terminal. */
function progressBar(label: string): Progress {
  const tty = process.stderr.isTTY;
  return (done, total) => {
    const text = total ? `${label} ${done}/${total} (${Math.round((done / total) * 100)}%)` : `${label} ${done}`;
    if (tty) process.stderr.write(`\r${text}   `);
    else if (total === done || done % 20000 === 0) process.stderr.write(`${text}\n`);
  };
}

const ingestKinds = ['jsonl', 'legalize-kr', 'law-go-kr', 'precedents'] as const;
type IngestKind = (typeof ingestKinds)[number];

export function registerIngestCommands(program: Command): void {
  program
    .command('ingest')
    .description('법령·판례 자료를 검색 색인에 넣습니다 (같은 id는 갱신되므로 다시 실행해도 안전합니다)')
    .argument('<kind>', ingestKinds.join(' | '))
    .argument('<path>', 'JSONL 파일(.gz 가능)이나 폴더, legalize-kr 저장소, 또는 law.go.kr XML 파일이나 폴더')
    .option('--as-of <date>', '이 날짜에 시행 중인 판을 기준으로 상태를 표시 (기본: 오늘). legalize-kr git 클론이면 그날 시행 중이던 판을 git 이력에서 읽습니다')
    .action(async (kind: string, source: string, options: { asOf?: string }) => {
      const asOf = options.asOf ?? todayIn(configOrExit().timezone);
      const valid = ReferenceDate.safeParse(asOf);
      if (!valid.success) {
        console.error(`--as-of ${asOf}: YYYY-MM-DD 형식의 실제 날짜를 주세요.`);
        process.exitCode = 2;
        return;
      }
      if (!ingestKinds.includes(kind as IngestKind)) {
        console.error(`알 수 없는 종류 "${kind}": ${ingestKinds.join(', ')} 중 하나를 주세요.`);
        process.exitCode = 2;
        return;
      }
      const started = performance.now();
      const fromHistory = kind === 'legalize-kr' && options.asOf !== undefined && isGitClone(source);
      const ingesters: Record<IngestKind, (index: SearchIndex) => Promise<IngestReport>> = {
        jsonl: (index) => ingestJsonl(index, source, asOf, progressBar('documents')),
        'legalize-kr': (index) => ingestLegalizeKr(index, source, asOf, progressBar('laws'), fromHistory),
        'law-go-kr': (index) => ingestLawGoKr(index, source, asOf, progressBar('files')),
        precedents: (index) => ingestPrecedents(index, source, progressBar('decisions')),
      };
      if (fromHistory) console.log(`${asOf}에 시행 중이던 판을 git 이력에서 읽습니다.`);
      const report = await withIndex(ingesters[kind as IngestKind]);
      process.stderr.write('\n');
      console.log(`ingested ${report.ingested} documents in ${((performance.now() - started) / 1000).toFixed(1)} s; skipped ${report.skipped.length}`);
      for (const s of report.skipped.slice(0, 50)) console.log(`  skipped ${s.where}: ${s.reason}`);
      if (report.skipped.length > 50) console.log(`  … and ${report.skipped.length - 50} more`);
      if (report.ingested === 0) process.exitCode = 1;
    });

  program
    .command('embed')
    .description('검색 문서의 임베딩 벡터를 만듭니다 (SANGDAM_EMBEDDINGS 설정 필요; 이미 있는 것은 건너뜀)')
    .option('--batch <n>', '한 번에 보낼 문서 수', '64')
    .action(async (options: { batch: string }) => {
      const batch = Number(options.batch);
      if (!Number.isInteger(batch) || batch < 1 || batch > 2048) {
        console.error('--batch는 1에서 2048 사이의 정수여야 해요.');
        process.exitCode = 2;
        return;
      }
      const embeddings = embeddingsFromConfig(configOrExit());
      if (!embeddings) {
        console.error('임베딩이 꺼져 있어요: SANGDAM_EMBEDDINGS=openai 또는 ollama 와 SANGDAM_EMBEDDINGS_MODEL 을 설정하세요.');
        process.exitCode = 2;
        return;
      }
      const started = performance.now();
      try {
        const done = await withIndex((_index, store) => {
          const bar = progressBar('embedded');
          return new VectorIndex(store).embedMissing(embeddings, batch, (done) => bar(done, null));
        });
        process.stderr.write('\n');
        console.log(`embedded ${done} documents with ${embeddings.model} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      } catch (error) {
        console.error(`임베딩 서버 호출이 실패했어요 (${(error as Error).message}). 만든 벡터는 저장되었으니 다시 실행하면 이어서 합니다.`);
        process.exitCode = 1;
      }
    });

  program
    .command('search')
    .description('검색 색인에서 법령·해설을 찾습니다')
    .argument('<query>', '찾을 내용')
    .option('--k <n>', '결과 수', '10')
    .option('--doc-type <type>', docTypes.join(' | '))
    .option('--law <name>', '법령 이름으로 한정')
    .action(async (query: string, options: { k: string; docType?: string; law?: string }) => {
      const k = Number(options.k);
      if (!Number.isInteger(k) || k < 1 || k > 100) {
        console.error('--k는 1에서 100 사이의 정수여야 해요.');
        process.exitCode = 2;
        return;
      }
      if (options.docType && !docTypes.includes(options.docType as DocType)) {
        console.error(`--doc-type은 ${docTypes.join(', ')} 중 하나여야 해요.`);
        process.exitCode = 2;
        return;
      }
      const hits = await withIndex((index, store, config) =>
        new Retriever(index, Thesaurus.fromFile(shippedThesaurusFile), { dense: denseRetrieval(config, store) }).retrieve(query, k, {
          docType: options.docType as DocType | undefined,
          law: options.law,
        }),
      );
      if (hits.length === 0) console.log('결과가 없어요.');
      for (const [i, hit] of hits.entries()) {
        console.log(`${i + 1}. ${hit.law ?? ''} ${hit.article ?? ''} ${hit.title ? `(${hit.title})` : ''}  [${hit.doc_type}, ${hit.score}]`);
        console.log(`   ${hit.text.replace(/\s+/g, ' ').slice(0, 160)}`);
      }
    });
}
