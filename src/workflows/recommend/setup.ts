/** Opens the recommend assistant over a search index: catalogue loaded and indexed, wording from the knowledge base. */
import { AppError } from '../../errors.js';
import { loadKnowledge } from '../../knowledge/compile.js';
import type { KnowledgeBase } from '../../knowledge/knowledge-base.js';
import type { RecommendTexts } from '../../knowledge/recommend-texts.js';
import type { RecommendInterpreter } from '../../interpret/recommend-port.js';
import { RulesRecommendInterpreter } from '../../interpret/rules/recommend.js';
import { ensureCatalogueIndexed } from '../../search/ingest/catalogue.js';
import type { SearchIndex } from '../../search/search-index.js';
import { readCatalogue, shippedPopupDir } from './catalogue/files.js';
import { recommendDeps, type RecommendSettings } from './deps.js';
import { regionNames, type RegionName } from './domain/regions.js';
import { buildRecommendGraph } from './graph.js';
import { RecommendService } from './service.js';

export interface OpenRecommendOptions {
  index: SearchIndex;
  /** The live knowledge base (the server's, hot-reloaded); or a folder to load once. */
  knowledge: (() => KnowledgeBase) | { dir: string };
  catalogueDir?: string;
  /** Given the catalogue's place names; default: the rules interpreter over them. */
  interpreter?: (places: readonly RegionName[]) => RecommendInterpreter;
  settings?: Partial<RecommendSettings>;
}

export async function openRecommend(options: OpenRecommendOptions) {
  const catalogue = readCatalogue(options.catalogueDir ?? shippedPopupDir);
  await ensureCatalogueIndexed(options.index, catalogue.popups);
  const knowledge = 'dir' in options.knowledge ? constant(await loadKnowledge(options.knowledge.dir)) : options.knowledge;
  const deps = recommendDeps({
    catalogue,
    search: (query, k) => options.index.search(query, k, { docType: 'catalogue' }),
    interpreter: (options.interpreter ?? ((places) => new RulesRecommendInterpreter(places)))(regionNames(catalogue.zones)),
    texts: () => textsOf(knowledge()),
    settings: options.settings,
  });
  const graph = buildRecommendGraph(deps);
  return { deps, graph, service: new RecommendService(graph, deps) };
}

const constant =
  <T>(value: T) =>
  () =>
    value;


function textsOf(knowledge: KnowledgeBase): RecommendTexts {
  const texts = knowledge.recommendTexts();
  if (!texts) {
    throw new AppError(503, 'RECOMMEND_TEXTS_MISSING', '지식 베이스에 팝업 추천 문구(Recommend_Texts 시트)가 없어 추천할 수 없어요. 관리자에게 알려 주세요 (sangdam kb check).');
  }
  return texts;
}
