import { type Kysely, sql } from "kysely";
import type { TDialect } from "./frozen";

/**
 * Sessions a learner can see and end: each gets an opaque `public_id` (the table's ids are sequential,
 * so the API never shows them), the `user_agent` it signed in with (cut to 256 characters; only a
 * device label derived from it is shown) and `last_used_at` (moved at most every few minutes by the
 * auth check). Indexes on `expires_at` and `revoked_at` let the periodic sweep find dead sessions
 * without reading the table, and (user_id, created_at) serves the per-account cap at sign-in.
 */
export function sessionDevicesMigration(dialect: TDialect) {
  // 96 random bits as 24 hex digits; both are cryptographic generators (gen_random_uuid is core since PG 13).
  const randomId =
    dialect === "postgres"
      ? sql`substr(replace(gen_random_uuid()::text, '-', ''), 1, 24)`
      : sql`lower(hex(randomblob(12)))`;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable("sessions")
        .addColumn("public_id", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
      await db.schema
        .alterTable("sessions")
        .addColumn("last_used_at", "bigint", (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update sessions set public_id = ${randomId}, last_used_at = created_at`.execute(db);
      await db.schema.createIndex("sessions_public_id_idx").on("sessions").column("public_id").unique().execute();
      await db.schema.createIndex("sessions_expires_idx").on("sessions").column("expires_at").execute();
      await db.schema.createIndex("sessions_revoked_idx").on("sessions").column("revoked_at").execute();
      await db.schema
        .createIndex("sessions_user_created_idx")
        .on("sessions")
        .columns(["user_id", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const index of [
        "sessions_user_created_idx",
        "sessions_revoked_idx",
        "sessions_expires_idx",
        "sessions_public_id_idx",
      ]) {
        await db.schema.dropIndex(index).execute();
      }
      for (const column of ["last_used_at", "user_agent", "public_id"]) {
        await db.schema.alterTable("sessions").dropColumn(column).execute();
      }
    },
  };
}
