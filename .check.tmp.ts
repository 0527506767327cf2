import { readFileSync } from 'node:fs';
import { detectEmergency } from '/work/wt/emergency/src/korean/emergency.js';
const rows = [...readFileSync('/work/wt/emergency/eval/intake/dev.jsonl','utf8').split('\n'), ...readFileSync('/work/wt/emergency/eval/intake/dev-emergency.jsonl','utf8').split('\n')].filter(Boolean).map((l) => JSON.parse(l));
let miss = 0, fa = 0, caseFa = 0, n = 0, nm = 0;
const t0 = performance.now();
for (const r of rows) {
  const res = detectEmergency(r.text);
  if (r.kind === 'emergency') { n++; if (!res.emergency) { miss++; console.log('MISS', r.id, r.gold.kind, r.text); } }
  else if (r.kind === 'near_miss') { nm++; if (res.emergency) { fa++; console.log('FA  ', r.id, res.kind, res.span, '|', r.text); } }
  else if (res.emergency) { caseFa++; console.log('CASE', r.id, r.kind, res.kind, res.span); }
}
console.log({ n, miss, nm, fa, caseFa, ms: Math.round(performance.now() - t0) });
