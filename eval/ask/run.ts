/**
 * `npm run eval:ask -- [--split dev|test|both] [--part verifier|e2e|both]`:
 * (a) the grounding verifier on the stored (documents, answer, grounded?)
 * cases, precision and recall per kind; (b) plain-language questions answered
 * end to end against ../shared/corpus/statutes.jsonl. Both need the shared
 * corpus and skip with a notice without it. Tune only on dev.
 */
import { runEndToEnd, openStatuteAsk } from './end-to-end.js';
import { loadStatutes } from './statutes.js';
import { runVerifierCases, scoreVerifier } from './verifier.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const splitArg = option('--split', 'both');
const part = option('--part', 'both');
const splits = splitArg === 'both' ? ['dev', 'test'] : [splitArg];

const statutes = loadStatutes();
if (!statutes) process.exit(0);

const report: Record<string, unknown> = {};
if (part !== 'e2e') {
  report.verifier = Object.fromEntries(splits.map((split) => [split, scoreVerifier(runVerifierCases(split, statutes))]));
}
if (part !== 'verifier') {
  const ask = await openStatuteAsk();
  try {
    const results = [];
    for (const split of splits) results.push(await runEndToEnd(split, ask));
    report.end_to_end = results;
  } finally {
    await ask.close();
  }
}
console.log(JSON.stringify(report, null, 2));
