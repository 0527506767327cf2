/**
 * `npm run eval:recommend -- [--split dev|test|all] [--verbose]`: runs the
 * recommend assistant (rules interpreter, shipped catalogue, a temp SQLite
 * index) on hand-written queries and checks every returned pop-up against the
 * query's gold facets, read from the raw catalogue fields, not from the
 * assistant's own parse. Tune on dev; report test.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { tokenize } from '../../src/korean/tokenize.js';
import { SearchIndex } from '../../src/search/search-index.js';
import { migrate, openStore } from '../../src/store/database.js';
import { readCatalogue } from '../../src/workflows/recommend/catalogue/files.js';
import type { Popup } from '../../src/workflows/recommend/catalogue/schema.js';
import type { RecommendItemView } from '../../src/workflows/recommend/service.js';
import { openRecommend } from '../../src/workflows/recommend/setup.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const split = args.includes('--split') ? args[args.indexOf('--split') + 1]! : 'test';
const verbose = args.includes('--verbose');
const REFERENCE_DATE = '2026-11-24';

const Gold = z.object({
  intent: z.enum(['recommend', 'smalltalk', 'identity', 'thanks']).default('recommend'),
  regions: z.array(z.object({ kind: z.enum(['city', 'district', 'dong', 'zone']), value: z.string() })).default([]),
  period: z.tuple([z.string(), z.string()]).optional(),
  late: z.boolean().default(false),
  price: z.enum(['무료', '프리미엄']).optional(),
  amenities: z.array(z.string()).default([]),
  categories: z.array(z.string()).default([]),
});
type Gold = z.infer<typeof Gold>;
const Line = z.object({ query: z.string().min(1), gold: Gold });

const HARD = new Set(['기간', '지역', '야간', '무료']);

/** The gold facets and, for each, whether a returned item satisfies it (from its raw fields). */
function goldChecks(gold: Gold): [string, (item: RecommendItemView) => boolean][] {
  const checks: [string, (item: RecommendItemView) => boolean][] = [];
  if (gold.late) checks.push(['야간', (i) => i.close_time >= '21:00']);
  if (gold.price) checks.push([gold.price, (i) => i.price_tier === gold.price]);
  for (const amenity of gold.amenities) checks.push([amenity, (i) => (i.amenities as string[]).includes(amenity)]);
  if (gold.regions.length > 0) checks.push(['지역', (i) => gold.regions.some((r) => ({ city: i.city, district: i.district, dong: i.dong, zone: i.zone })[r.kind] === r.value)]);
  if (gold.period) {
    const [from, to] = gold.period;
    checks.push(['기간', (i) => i.start_date <= to && i.end_date >= from]);
  }
  if (gold.categories.length > 0) checks.push(['카테고리', (i) => gold.categories.includes(i.category)]);
  return checks;
}

const files = split === 'all' ? ['dev', 'test'] : [split];
const lines = files.flatMap((name) =>
  readFileSync(path.join(here, `${name}.jsonl`), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => {
      const parsed = Line.safeParse(JSON.parse(l));
      if (!parsed.success) throw new Error(`${name}.jsonl:${i + 1}: ${parsed.error.issues[0]!.message}`);
      return parsed.data;
    }),
);

const catalogue = readCatalogue();
/** A catalogue pop-up in the API's item shape, to ask whether any item could meet every gold facet. */
const asItem = (p: Popup) =>
  ({ close_time: p.hours.close, price_tier: p.price_tier, amenities: p.amenities, category: p.category, start_date: p.period.start, end_date: p.period.end, ...p.location }) as unknown as RecommendItemView;

/**
 * The best coverage any set of shown pop-ups could reach: coverage is the mean share
 * of facets each shown pop-up meets, so it is bounded by the best single pop-up that
 * is still open and keeps every hard facet.
 */
function coverageCeiling(checks: [string, (item: RecommendItemView) => boolean][]): number {
  if (checks.length === 0) return 1;
  let best = 0;
  for (const popup of catalogue.popups) {
    if (popup.period.end < REFERENCE_DATE) continue;
    const item = asItem(popup);
    const met = checks.map(([name, ok]) => [name, ok(item)] as const);
    if (met.some(([name, ok]) => HARD.has(name) && !ok)) continue;
    best = Math.max(best, met.filter(([, ok]) => ok).length / met.length);
  }
  return best;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'sangdam-eval-recommend-'));
const store = openStore({ dataDir });
await migrate(store);
const { service } = await openRecommend({ index: new SearchIndex(store, tokenize), knowledge: { dir: path.resolve(here, '../../knowledge') } });

let bypassRight = 0;
let facetsRight = 0;
let recommendQueries = 0;
let items = 0;
let itemsMeetingHard = 0;
let pairs = 0;
let pairsMet = 0;
let withItems = 0;
let coverageSum = 0;
let ceilingSum = 0;
let noResultWithAlternatives = 0;
let satisfiable = 0;
let satisfiableCoverageSum = 0;
let triggered = 0;
let fixed = 0;
for (const { query, gold } of lines) {
  const result = await service.recommend({ query, reference_date: REFERENCE_DATE, max_results: 5 });
  const wantBypass = gold.intent !== 'recommend';
  if (result.bypass_retrieval === wantBypass) bypassRight++;
  else if (verbose) console.error(`bypass wrong: ${query}`);
  if (wantBypass) continue;
  recommendQueries++;
  const checks = goldChecks(gold);
  const wanted = checks.map(([name]) => name).sort();
  if (JSON.stringify(wanted) === JSON.stringify([...result.validation.required_facets].sort())) facetsRight++;
  else if (verbose) console.error(`facets: ${query}\n  gold ${wanted.join(',')}  read ${[...result.validation.required_facets].sort().join(',')}`);
  for (const item of result.items) {
    items++;
    const failed = checks.filter(([name, ok]) => HARD.has(name) && !ok(item)).map(([name]) => name);
    if (failed.length === 0) itemsMeetingHard++;
    else if (verbose) console.error(`hard facet broken (${failed.join(',')}): ${query} → ${item.id}`);
    for (const [, ok] of checks) {
      pairs++;
      if (ok(item)) pairsMet++;
    }
  }
  const attainable = catalogue.popups.some((p) => p.period.end >= REFERENCE_DATE && checks.every(([, ok]) => ok(asItem(p))));
  if (attainable) {
    satisfiable++;
    satisfiableCoverageSum += result.items.length > 0 ? result.validation.coverage : 0;
    if (verbose && result.validation.coverage < 1) console.error(`attainable but not covered (${result.validation.missing_facets.join(',')}): ${query}`);
  }
  if (result.items.length > 0) {
    withItems++;
    coverageSum += result.validation.coverage;
    ceilingSum += coverageCeiling(checks);
  } else if (result.alternatives.length > 0) noResultWithAlternatives++;
  if (result.corrections.length > 0) {
    triggered++;
    if (result.validation.missing_facets.length === 0) fixed++;
  }
}
await store.close();
rmSync(dataDir, { recursive: true, force: true });

const ratio = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 1000) / 1000);
console.log(
  JSON.stringify(
    {
      split,
      queries: lines.length,
      smalltalk_queries: lines.length - recommendQueries,
      bypass_accuracy: ratio(bypassRight, lines.length),
      facet_extraction_exact: ratio(facetsRight, recommendQueries),
      items_returned: items,
      hard_constraint_satisfaction: ratio(itemsMeetingHard, items),
      gold_facet_satisfaction: ratio(pairsMet, pairs),
      queries_with_items: withItems,
      facet_coverage_after_correction: ratio(coverageSum, withItems),
      facet_coverage_ceiling_of_catalogue: ratio(ceilingSum, withItems),
      queries_fully_satisfiable: satisfiable,
      facet_coverage_when_satisfiable: ratio(satisfiableCoverageSum, satisfiable),
      no_result_with_alternatives: noResultWithAlternatives,
      corrections_triggered: triggered,
      corrections_fixed: fixed,
    },
    null,
    2,
  ),
);
