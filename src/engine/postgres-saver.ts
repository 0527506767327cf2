/**
 * LangGraph's Postgres checkpointer, saving a checkpoint in one statement. The
 * library writes one row per changed channel, each its own round trip inside a
 * transaction; the intake state has 35 channels and a turn changes about half
 * of them, so a turn paid some twenty round trips for its checkpoint. Here the
 * channel rows go in as arrays (unnest) in a data-modifying CTE beside the
 * checkpoint row: one round trip, and atomic as a single statement is. Rows are
 * the library's own (its serialiser, its tables), so either saver reads them.
 */
import type { RunnableConfig } from '@langchain/core/runnables';
import type { ChannelVersions, Checkpoint, CheckpointMetadata } from '@langchain/langgraph-checkpoint';
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
}
