/** npm run eval:contract -- prints nothing; this helper prints one rendered case: tsx eval/contract/show.ts <id> */
import { evalCases } from './cases.js';
import { goldOf } from './gold.js';
import { renderContract } from './render.js';

const c = evalCases.find((candidate) => candidate.id === process.argv[2]);
if (!c) {
  console.error(`unknown case; one of: ${evalCases.map((candidate) => candidate.id).join(', ')}`);
  process.exit(1);
}
console.log(renderContract(c));
console.log(JSON.stringify(goldOf(c), null, 1));
