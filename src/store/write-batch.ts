/**
 * Writes that land together, all or none. On Postgres each statement is a
 * round trip, so the writes are joined into one statement (all but the last as
 * data-modifying CTEs), atomic by itself; on SQLite there are no round trips
 * and they run one after another, in the caller's transaction or their own.
 *
 * The parts of one statement all see the rows as they were before it, in no
 * set order: a batch must not hold two writes to the same rows (delete the rows
 * of a table in one batch and insert their replacements in the next).
 */
import { sql, type Compilable, type Kysely, type OperationNodeSource, type Transaction } from 'kysely';
import type { StoreDialect } from './database.js';
import type { Database } from './schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** An insert, update or delete query. */
export interface BatchedWrite extends Compilable, OperationNodeSource {
  execute(): Promise<unknown>;
}

/** `build` makes the writes on the connection they will run on (a transaction SQLite opens for them, if needed). */
export async function writeTogether(db: Db, dialect: StoreDialect, build: (db: Db) => BatchedWrite[]): Promise<void> {
  if (dialect === 'postgres') {
    const writes = build(db);
    if (writes.length <= 1) {
      await writes[0]?.execute();
      return;
    }
    const ctes = writes.slice(0, -1).map((write, i) => sql`${sql.id(`write_${i}`)} as (${write})`);
    await sql`with ${sql.join(ctes)} ${writes.at(-1)!}`.execute(db);
    return;
  }
  const runInOrder = async (on: Db) => {
    for (const write of build(on)) await write.execute();
  };
  await (db.isTransaction ? runInOrder(db) : db.transaction().execute(runInOrder));
}
