import type { Migration, MigrationProvider } from 'kysely';
import type { MigrationDialect } from './columns.js';
import { foundation } from './0001_foundation.js';
import { intake } from './0002_intake.js';
import { search } from './0003_search.js';
import { contract } from './0004_contract.js';
import { searchVectors } from './0005_search_vectors.js';
import { searchPartitions } from './0006_search_partitions.js';
import { searchChunks } from './0007_search_chunks.js';

/**
 * Migrations are listed in code (not read from a folder) so that the compiled
 * server and the tests apply exactly the same set. Names sort in apply order.
 */
export function migrationProvider(dialect: MigrationDialect): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '0001_foundation': foundation(dialect),
    '0002_intake': intake(dialect),
    '0003_search': search(dialect),
    '0004_contract': contract(dialect),
    '0005_search_vectors': searchVectors(dialect),
    '0006_search_partitions': searchPartitions(dialect),
    '0007_search_chunks': searchChunks(),
  };
  return { getMigrations: async () => migrations };
}
