import { type Kysely, sql } from "kysely";
import type { TDialect } from "./frozen";

/** Every table of the product. Portable SQL: bigint ms timestamps, text JSON, no dialect tricks. */
export function initialMigration(dialect: TDialect) {
  const serialId = dialect === "postgres" ? "bigserial" : "integer";
  const blob = dialect === "postgres" ? "bytea" : "blob";
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("users")
        .addColumn("id", sql.raw(serialId), (c) =>
          dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("sessions")
        .addColumn("id", sql.raw(serialId), (c) =>
          dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .addColumn("revoked_at", "bigint")
        .execute();
      await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();
      await db.schema
        .createTable("user_privileges")
        .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("privilege_id", "integer", (c) => c.notNull())
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .addColumn("granted_at", "bigint", (c) => c.notNull())
        .addColumn("granted_by", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("user_privileges_pk", ["user_id", "privilege_id"])
        .execute();
      await db.schema
        .createTable("token_balances")
        .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("entity_type", "text", (c) => c.notNull())
        .addColumn("available", "integer", (c) => c.notNull())
        .addColumn("day_key", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("token_balances_pk", ["user_id", "entity_type"])
        .execute();
      await db.schema
        .createTable("login_attempts")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("window_start", "bigint", (c) => c.notNull())
        .addColumn("failures", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("reading_practices")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("level", "integer", (c) => c.notNull())
        .addColumn("page_type", "text", (c) => c.notNull())
        .addColumn("test_group", "text")
        .addColumn("question_count", "integer", (c) => c.notNull())
        .addColumn("question_types", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("reading_practices_level_idx")
        .on("reading_practices")
        .columns(["level", "page_type"])
        .execute();
      await db.schema
        .createTable("attempts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("test_taker_id", "text", (c) => c.notNull())
        .addColumn("practice_ids", "text", (c) => c.notNull())
        .addColumn("tokens_spent", "integer", (c) => c.notNull())
        .addColumn("started_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("attempts_user_idx").on("attempts").columns(["user_id", "started_at"]).execute();
      await db.schema
        .createTable("submissions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("test_taker_id", "text", (c) => c.notNull())
        .addColumn("start_ts", "bigint", (c) => c.notNull())
        .addColumn("elapsed_seconds", "integer", (c) => c.notNull())
        .addColumn("submitted_at", "bigint", (c) => c.notNull())
        .addColumn("total_correct", "integer", (c) => c.notNull())
        .addColumn("question_count", "integer", (c) => c.notNull())
        .addColumn("band", "real", (c) => c.notNull())
        .addColumn("payload_hash", "text", (c) => c.notNull())
        // The idempotency key: one submission per learner and test-taker id.
        .addUniqueConstraint("submissions_user_taker_uq", ["user_id", "test_taker_id"])
        .execute();
      await db.schema
        .createIndex("submissions_user_idx")
        .on("submissions")
        .columns(["user_id", "submitted_at"])
        .execute();
      await db.schema
        .createTable("submission_passages")
        .addColumn("submission_id", "text", (c) => c.notNull().references("submissions.id").onDelete("cascade"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("practice_id", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("correct_count", "integer", (c) => c.notNull())
        .addColumn("question_count", "integer", (c) => c.notNull())
        .addColumn("standard_answers", "text", (c) => c.notNull())
        .addColumn("user_answers", "text", (c) => c.notNull())
        .addColumn("correct_table", "text", (c) => c.notNull())
        .addColumn("highlights", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("submission_passages_pk", ["submission_id", "position"])
        .execute();
      await db.schema
        .createTable("writing_items")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("part", "integer", (c) => c.notNull())
        .addColumn("title", "text")
        .addColumn("publish_time", "bigint", (c) => c.notNull())
        .addColumn("themes", "text", (c) => c.notNull())
        .addColumn("content", "text", (c) => c.notNull())
        .addColumn("requirement", "text")
        .addColumn("pics", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("writing_items_part_idx")
        .on("writing_items")
        .columns(["part", "publish_time"])
        .execute();
      await db.schema
        .createTable("writing_themes")
        .addColumn("group_name", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("name_en", "text", (c) => c.notNull())
        .addColumn("name_cn", "text")
        .addColumn("name_jp", "text")
        .addColumn("position", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("writing_themes_pk", ["group_name", "key"])
        .execute();
      await db.schema
        .createTable("essays")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("writing_practice_id", "text", (c) => c.notNull())
        .addColumn("part", "integer", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("word_count", "integer", (c) => c.notNull())
        .addColumn("time_spent", "integer", (c) => c.notNull())
        .addColumn("feedback", "text")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("essays_user_idx").on("essays").columns(["user_id", "created_at"]).execute();
      await db.schema
        .createTable("images")
        .addColumn("sha256", "text", (c) => c.primaryKey())
        .addColumn("mime", "text", (c) => c.notNull())
        .addColumn("bytes", sql.raw(blob), (c) => c.notNull())
        .addColumn("original_name", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("app_meta")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        "app_meta",
        "images",
        "essays",
        "writing_themes",
        "writing_items",
        "submission_passages",
        "submissions",
        "attempts",
        "reading_practices",
        "login_attempts",
        "token_balances",
        "user_privileges",
        "sessions",
        "users",
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
