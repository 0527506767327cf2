import type { Command } from 'commander';
import { migrate, migrationStatus, openStore } from '../store/database.js';
import { configOrExit } from './load-config.js';

export function registerDbCommand(program: Command): void {
  const db = program.command('db').description('저장소(SQLite 또는 Postgres) 관리');
  db.command('migrate')
    .description('대기 중인 마이그레이션을 적용합니다')
    .action(async () => {
      const config = configOrExit();
      const store = openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
      try {
        await migrate(store);
        const status = await migrationStatus(store);
        console.log(`${store.dialect} ${store.location}: ${status.applied.length} migrations applied, ${status.pending.length} pending`);
      } finally {
        await store.close();
      }
    });
}
