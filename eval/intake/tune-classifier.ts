/**
 * `npx tsx eval/intake/tune-classifier.ts`: grid search of the rules
 * classifier's weights and the graph's decision thresholds on the DEVELOPMENT
 * split only. Prints the best settings by the sum of accounts settled right away,
 * accounts offered the right scenario, and out-of-scope messages that find no
 * scenario (ties broken by the first): thresholds that only serve accounts would
 * settle small talk into a case. The held-out split is never read here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { classifyWithRules, type ClassifierWeights } from '../../src/interpret/rules/classify.js';
import { loadKnowledge } from '../../src/knowledge/compile.js';
import { decideScenario } from '../../src/workflows/intake/domain/decide-scenario.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const kb = await loadKnowledge(path.resolve(here, '../../knowledge'));
// Every development batch: dev.jsonl and dev-<batch>.jsonl.
const lines = readdirSync(here)
  .filter((name) => /^dev(-[\w-]+)?\.jsonl$/.test(name))
  .flatMap((name) => readFileSync(path.join(here, name), 'utf8').split('\n'))
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as { kind: string; text: string; gold: { scenario?: string } });
const cases = lines.filter((c) => c.kind === 'case');
const outOfScope = lines.filter((c) => c.kind === 'out_of_scope');

const grid = {
  partial: [0.1, 0.2, 0.3],
  expression: [4, 6, 8, 12],
  negative: [0, 0.25, 0.5, 1],
  saturation: [0.5, 1, 1.5],
  request: [0, 0.5, 1],
  margin: [0.01, 0.02, 0.03, 0.05],
  min: [0.05, 0.1, 0.15],
};

let best = { direct: -1, withMenus: -1, unrelated: -1, settings: '' };
for (const partial of grid.partial)
  for (const expression of grid.expression)
    for (const negative of grid.negative)
      for (const saturation of grid.saturation)
        for (const request of grid.request) {
          const weights: ClassifierWeights = { partial, expression, negative, saturation, request };
          const ranked = cases.map((c) => classifyWithRules(c.text, kb, 10, weights));
          const smallTalk = outOfScope.map((c) => classifyWithRules(c.text, kb, 10, weights));
          for (const margin of grid.margin)
            for (const min of grid.min) {
              const settings = { unrelatedBelow: 0.05, classifyMinScore: min, classifyMargin: margin, menuSize: 4 };
              let direct = 0;
              let withMenus = 0;
              const unrelated = smallTalk.filter((r) => decideScenario(r, settings, () => true).kind === 'unrelated').length;
              ranked.forEach((r, i) => {
                const decision = decideScenario(r, settings, () => true);
                const gold = cases[i]!.gold.scenario;
                if (decision.kind === 'decided' && decision.scenario === gold) direct++;
                if ((decision.kind === 'decided' && decision.scenario === gold) || (decision.kind === 'ambiguous' && decision.scenarios.includes(gold!))) withMenus++;
              });
              // All count: settling right away, offering the right scenario when unsure, and leaving small talk alone.
              const total = direct + withMenus + unrelated;
              if (total > best.direct + best.withMenus + best.unrelated || (total === best.direct + best.withMenus + best.unrelated && direct > best.direct)) {
                best = { direct, withMenus, unrelated, settings: JSON.stringify({ ...weights, margin, min }) };
              }
            }
        }
console.log(
  `dev cases: ${cases.length}, out of scope: ${outOfScope.length}; best direct ${(best.direct / cases.length).toFixed(3)}, with menus ${(best.withMenus / cases.length).toFixed(3)}, out of scope ${(best.unrelated / outOfScope.length).toFixed(3)}: ${best.settings}`,
);
