/**
 * LangGraph's Postgres checkpointer, saving a checkpoint and a task's pending
 * writes in one statement each. The library writes one row per changed channel
 * (and per pending write), each its own round trip inside a transaction; the
 * intake state has 35 channels and a turn changes about half of them, so a turn
 * paid some twenty round trips for its checkpoint, and a turn that pauses for
 * the person four more for its interrupt (connect, begin, insert, commit). Here
 * the rows go in as arrays (unnest): one round trip each, and atomic as a single
 * statement is. Rows are the library's own (its serialiser, its tables), so
 * either saver reads them.
 */
import type { RunnableConfig } from '@langchain/core/runnables';
import { WRITES_IDX_MAP, type ChannelVersions, type Checkpoint, type CheckpointMetadata, type PendingWrite } from '@langchain/langgraph-checkpoint';
import { PostgresSaver } from '@langchain/langgraph-checkpoint-postgres';
import type pg from 'pg';

const SAVE_CHECKPOINT = `
with blobs as (
  insert into "public".checkpoint_blobs (thread_id, checkpoint_ns, channel, version, type, blob)
  select $1::text, $2::text, b.channel, b.version, b.type, b.blob
  from unnest($7::text[], $8::text[], $9::text[], $10::bytea[]) as b(channel, version, type, blob)
  on conflict (thread_id, checkpoint_ns, channel, version) do nothing
)
insert into "public".checkpoints (thread_id, checkpoint_ns, checkpoint_id, parent_checkpoint_id, checkpoint, metadata)
values ($1::text, $2::text, $3, $4, $5, $6)
on conflict (thread_id, checkpoint_ns, checkpoint_id) do update set checkpoint = excluded.checkpoint, metadata = excluded.metadata`;

/** The library's two write statements, as one: an upsert when every write is a special channel, else insert-if-absent. */
const saveWrites = (onConflict: string) => `
insert into "public".checkpoint_writes (thread_id, checkpoint_ns, checkpoint_id, task_id, idx, channel, type, blob)
select $1::text, $2::text, $3::text, $4::text, w.idx, w.channel, w.type, w.blob
from unnest($5::int[], $6::text[], $7::text[], $8::bytea[]) as w(idx, channel, type, blob)
on conflict (thread_id, checkpoint_ns, checkpoint_id, task_id, idx) ${onConflict}`;
const UPSERT_WRITES = saveWrites('do update set channel = excluded.channel, type = excluded.type, blob = excluded.blob');
const INSERT_WRITES = saveWrites('do nothing');

export class SingleStatementPostgresSaver extends PostgresSaver {
  constructor(private readonly connections: pg.Pool) {
    super(connections);
  }

  override async put(config: RunnableConfig, checkpoint: Checkpoint, metadata: CheckpointMetadata, newVersions: ChannelVersions): Promise<RunnableConfig> {
    if (config.configurable === undefined) throw new Error('Missing "configurable" field in "config" param');
    const { thread_id, checkpoint_ns = '', checkpoint_id } = config.configurable as { thread_id: string; checkpoint_ns?: string; checkpoint_id?: string };
    const [blobs, serializedMetadata] = await Promise.all([
      this._dumpBlobs(thread_id, checkpoint_ns, checkpoint.channel_values, newVersions),
      this._dumpMetadata(metadata),
    ]);
    await this.connections.query(SAVE_CHECKPOINT, [
      thread_id,
      checkpoint_ns,
      checkpoint.id,
      checkpoint_id ?? null,
      this._dumpCheckpoint(checkpoint),
      serializedMetadata,
      blobs.map((b) => b[2]),
      blobs.map((b) => b[3]),
      blobs.map((b) => b[4]),
      blobs.map((b) => (b[5] ? Buffer.from(b[5].buffer, b[5].byteOffset, b[5].byteLength) : null)),
    ]);
    return { configurable: { thread_id, checkpoint_ns, checkpoint_id: checkpoint.id } };
  }

  override async putWrites(config: RunnableConfig, writes: PendingWrite[], taskId: string): Promise<void> {
    const { thread_id, checkpoint_ns, checkpoint_id } = (config.configurable ?? {}) as { thread_id?: string; checkpoint_ns?: string; checkpoint_id?: string };
    const upsert = writes.every(([channel]) => channel in WRITES_IDX_MAP);
    const dumped = await this._dumpWrites(thread_id!, checkpoint_ns!, checkpoint_id!, taskId, writes);
    // The library runs one statement per write, so a key written twice ends as its last write
    // (upsert) or its first (insert-if-absent); one statement may not touch a row twice, so keep that row only.
    const rows = new Map<number, (typeof dumped)[number]>();
    for (const row of upsert ? dumped : [...dumped].reverse()) rows.set(row[4], row);
    const kept = [...rows.values()];
    if (kept.length === 0) return;
    await this.connections.query(upsert ? UPSERT_WRITES : INSERT_WRITES, [
      thread_id,
      checkpoint_ns,
      checkpoint_id,
      taskId,
      kept.map((w) => w[4]),
      kept.map((w) => w[5]),
      kept.map((w) => w[6]),
      kept.map((w) => Buffer.from(w[7].buffer, w[7].byteOffset, w[7].byteLength)),
    ]);
  }
}
