/** `sangdam data popups --seed N`: writes the generated pop-up catalogue (corpus/popups/). */
import type { Command } from 'commander';
import { parseIsoDate } from '../korean/calendar.js';
import { generateCatalogue } from '../workflows/recommend/catalogue/generate.js';
import { shippedPopupDir, writeCatalogue } from '../workflows/recommend/catalogue/files.js';

export const DEFAULT_POPUP_SEED = 4;
export const DEFAULT_POPUP_REFERENCE_DATE = '2026-11-24';

export function registerDataCommand(program: Command): void {
  const data = program.command('data').description('생성형 데모 데이터 / generated demo data');
  data
    .command('popups')
    .description('팝업 카탈로그 생성 (같은 시드면 같은 파일) / generate the pop-up catalogue, reproducibly')
    .option('--seed <n>', 'random seed', String(DEFAULT_POPUP_SEED))
    .option('--reference-date <date>', 'periods are spread around this date (YYYY-MM-DD)', DEFAULT_POPUP_REFERENCE_DATE)
    .option('--count <n>', 'number of pop-ups', '600')
    .option('--out <dir>', 'output folder', shippedPopupDir)
    .action((options: { seed: string; referenceDate: string; count: string; out: string }) => {
      const seed = Number(options.seed);
      const count = Number(options.count);
      if (!Number.isInteger(seed)) return fail(`--seed must be an integer, got "${options.seed}"`);
      if (!Number.isInteger(count) || count < 1 || count > 100_000) return fail(`--count must be an integer from 1 to 100000, got "${options.count}"`);
      if (!parseIsoDate(options.referenceDate)) return fail(`--reference-date must be a real date as YYYY-MM-DD, got "${options.referenceDate}"`);
      const catalogue = generateCatalogue({ seed, referenceDate: options.referenceDate, popups: count });
      const files = writeCatalogue(options.out, catalogue);
      const m = catalogue.manifest;
      console.log(`${m.popups} pop-ups, ${m.zones} zones, ${m.web_updates} web updates (seed ${m.seed}, reference ${m.reference_date})`);
      for (const file of files) console.log(`  ${file}`);
    });
}

function fail(message: string): void {
  console.error(message);
  process.exitCode = 2;
}
