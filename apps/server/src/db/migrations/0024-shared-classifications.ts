import { type Kysely, type Migration, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema types.
type AnyDb = Kysely<any>;

/**
 * A leader may knowingly seat a second active member in a classification when approving an application
 * (docs/product-rules.md "Joining"), so the database no longer refuses two active holders: the unique index
 * becomes a plain one with the same columns, still serving the holder lookups. Approvals now settle two racing
 * for one classification by locking the group row (PostgreSQL) or SQLite's single writer.
 */
export const sharedClassifications: Migration = {
  async up(db: AnyDb) {
    await db.schema.dropIndex('memberships_active_classification').execute();
    await sql`create index memberships_active_classification
      on memberships (group_id, lower(classification))
      where status = 'active' and classification is not null`.execute(db);
  },
  // Fails while a classification is shared: a leader has to change one holder's first.
  async down(db: AnyDb) {
    await db.schema.dropIndex('memberships_active_classification').execute();
    await sql`create unique index memberships_active_classification
      on memberships (group_id, lower(classification))
      where status = 'active' and classification is not null`.execute(db);
  },
};
