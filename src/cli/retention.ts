import type { Command } from 'commander';
import { createCheckpointer } from '../engine/checkpointer.js';
import { applyRetention, type RetentionReport } from '../store/retention.js';
import { migrate, openStore } from '../store/database.js';
import { configOrExit } from './load-config.js';

const units: Record<string, number> = { d: 86_400_000, h: 3_600_000 };

/** "90d" or "12h" → milliseconds, or null. */
export function parseAge(text: string): number | null {
  const match = /^(\d{1,5})([dh])$/.exec(text.trim());
  if (!match || Number(match[1]) === 0) return null;
  return Number(match[1]) * units[match[2]!]!;
}

function printReport(report: RetentionReport): void {
  const verb = report.dryRun ? 'would delete' : 'deleted';
  const sessions = Object.values(report.sessions).reduce((a, b) => a + b, 0);
  console.log(`${report.dryRun ? '[dry run] ' : ''}${verb} ${sessions} sessions last active before ${report.cutoff}, with ${report.checkpointThreads} checkpoint threads`);
  for (const [table, count] of Object.entries(report.rows).sort()) console.log(`  ${table.padEnd(28)} ${count}`);
}

export function registerRetentionCommand(program: Command): void {
  program
    .command('retention')
    .description('오래된 상담 세션과 그 체크포인트·파생 데이터를 삭제합니다')
    .requiredOption('--older-than <age>', '마지막 활동이 이보다 오래된 세션 (예: 90d, 12h)')
    .option('--dry-run', '삭제하지 않고 삭제될 행 수만 보고합니다')
    .option('--json', '보고서를 JSON 한 줄로 출력합니다')
    .action(async (options: { olderThan: string; dryRun?: boolean; json?: boolean }) => {
      const age = parseAge(options.olderThan);
      if (age === null) {
        console.error(`--older-than "${options.olderThan}": expected a positive number of days or hours such as 90d or 12h`);
        process.exit(2);
      }
      const config = configOrExit();
      const store = openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
      try {
        await migrate(store);
        const checkpointer = await createCheckpointer(store);
        const report = await applyRetention(store, {
          cutoff: new Date(Date.now() - age),
          dryRun: options.dryRun ?? false,
          deleteThread: (id) => checkpointer.deleteThread(id),
        });
        if (options.json) console.log(JSON.stringify(report));
        else printReport(report);
      } finally {
        await store.close();
      }
    });
}
