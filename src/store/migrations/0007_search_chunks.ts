import type { Kysely } from 'kysely';

/** Chunks of a long article are found by their parent, to replace them when the article is ingested again. */
export function searchChunks() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.createIndex('search_document_parent').on('search_document').column('parent_id').execute();
    },
  };
}
