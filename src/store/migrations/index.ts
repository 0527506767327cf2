import type { Migration, MigrationProvider } from 'kysely';
import type { MigrationDialect } from './columns.js';
import { foundation } from './0001_foundation.js';

/**
 * Migrations are listed in code (not read from a folder) so that the compiled
 * server and the tests apply exactly the same set. Names sort in apply order.
 */
export function migrationProvider(dialect: MigrationDialect): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '0001_foundation': foundation(dialect),
  };
  return { getMigrations: async () => migrations };
}
