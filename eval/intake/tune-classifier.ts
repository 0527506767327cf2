/**
 * `npx tsx eval/intake/tune-classifier.ts [knowledge-dir]`: grid search of the
 * rules classifier's weights and the graph's decision thresholds on the
 * DEVELOPMENT split only. The weights not in the grid stay at their defaults:
 * with thousands of typical expressions a full product of every weight would
 * take hours, so the grid holds the weights under study. Prints the best
 * settings by the sum of accounts settled right away, accounts offered the right
 * scenario, and out-of-scope messages that find no scenario (ties broken by the
 * first): thresholds that only serve accounts would settle small talk into a
 * case. The held-out split is never read here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { classifyWithRules, defaultWeights, type ClassifierWeights } from '../../src/interpret/rules/classify.js';
import { loadKnowledge } from '../../src/knowledge/compile.js';
import { decideScenario } from '../../src/workflows/intake/domain/decide-scenario.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const kb = await loadKnowledge(path.resolve(process.argv[2] ?? path.join(here, '../../knowledge')));
// Every development batch: dev.jsonl and dev-<batch>.jsonl.
const lines = readdirSync(here)
  .filter((name) => /^dev(-[\w-]+)?\.jsonl$/.test(name))
  .flatMap((name) => readFileSync(path.join(here, name), 'utf8').split('\n'))
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as { kind: string; text: string; gold: { scenario?: string } });
const cases = lines.filter((c) => c.kind === 'case');
const outOfScope = lines.filter((c) => c.kind === 'out_of_scope');

const weightGrid: { [K in keyof ClassifierWeights]?: number[] } = {
  expression: [4, 8],
  wording: [1, 2, 3, 4],
  wordingTemperature: [2, 4, 6, 8],
};
const thresholdGrid = { margin: [0.02, 0.03, 0.05], min: [0.1, 0.15, 0.2] };

/** Every combination of the grid's values, over the default weights. */
function weightSettings(): ClassifierWeights[] {
  let settings: ClassifierWeights[] = [defaultWeights];
  for (const [key, values] of Object.entries(weightGrid) as Array<[keyof ClassifierWeights, number[]]>) {
    settings = settings.flatMap((w) => values.map((v) => ({ ...w, [key]: v })));
  }
  return settings;
}

interface Result {
  direct: number;
  withMenus: number;
  unrelated: number;
  settings: string;
}
const total = (r: Result) => r.direct + r.withMenus + r.unrelated;
const results: Result[] = [];
for (const weights of weightSettings()) {
  const ranked = cases.map((c) => classifyWithRules(c.text, kb, 10, weights));
  const smallTalk = outOfScope.map((c) => classifyWithRules(c.text, kb, 10, weights));
  for (const margin of thresholdGrid.margin)
    for (const min of thresholdGrid.min) {
      const thresholds = { unrelatedBelow: 0.05, classifyMinScore: min, classifyMargin: margin, menuSize: 4 };
      let direct = 0;
      let withMenus = 0;
      const unrelated = smallTalk.filter((r) => decideScenario(r, thresholds, () => true).kind === 'unrelated').length;
      ranked.forEach((r, i) => {
        const decision = decideScenario(r, thresholds, () => true);
        const gold = cases[i]!.gold.scenario!;
        if (decision.kind === 'decided' && decision.scenario === gold) direct++;
        if ((decision.kind === 'decided' && decision.scenario === gold) || (decision.kind === 'ambiguous' && decision.scenarios.includes(gold))) withMenus++;
      });
      results.push({ direct, withMenus, unrelated, settings: JSON.stringify({ ...weights, margin, min }) });
    }
}
// All count: settling right away, offering the right scenario when unsure, and leaving small talk alone.
results.sort((a, b) => total(b) - total(a) || b.direct - a.direct);
console.log(`dev cases: ${cases.length}, out of scope: ${outOfScope.length}; the five best (direct, with menus, out of scope):`);
for (const r of results.slice(0, 5)) {
  console.log(`${(r.direct / cases.length).toFixed(3)} ${(r.withMenus / cases.length).toFixed(3)} ${(r.unrelated / outOfScope.length).toFixed(3)}  ${r.settings}`);
}
