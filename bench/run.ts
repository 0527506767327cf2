/**
 * `npm run bench`: runs every bench/*.bench.ts (or the ones named on the command
 * line) and prints one JSON line per measurement. Each bench measures ratios
 * against a baseline in the same process, because these machines are noisy.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();

for (const file of files) {
  const module = (await import(pathToFileURL(path.join(dir, file)).href)) as { run: () => Promise<object[]> };
  for (const measurement of await module.run()) console.log(JSON.stringify({ file, ...measurement }));
}
