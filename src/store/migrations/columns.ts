import { sql, type ColumnDataType, type Expression } from 'kysely';

export type MigrationDialect = 'sqlite' | 'postgres';

/** An auto-incrementing integer key in either dialect. */
export function idColumn(dialect: MigrationDialect): ColumnDataType | Expression<unknown> {
  return dialect === 'postgres' ? sql`serial` : sql`integer`;
}
