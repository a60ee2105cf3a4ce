import type { Kysely } from "kysely";

/**
 * Schools: teachers' classes and their learners, accounts an administrator can disable, accounts made with a
 * one-time password that must be replaced at first sign-in, and an audit log of what administrators and
 * teachers do.
 *
 * - users.disabled_at: when an administrator disabled the account (null when it may sign in).
 * - users.must_change_password: 1 while the account still has a one-time password.
 * - users.one_time_until: when that one-time password stops working (null for a password of one's own).
 * - users.display_name: the name a teacher gave with the e-mail (optional).
 * - classes: a teacher's class (`id` is an opaque public id); archived classes are kept, read-only.
 * - class_members: which learners are in which class; a learner may be in several.
 * - audit_log: who did what to whom, when; `actor_email` and `target` are kept as text, so an entry outlives
 *   the accounts it names. `id` is random text (no dialect-specific sequence), ordered by (at, id).
 */
export const classesAndAccountsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("users").addColumn("disabled_at", "bigint").execute();
    await db.schema
      .alterTable("users")
      .addColumn("must_change_password", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("users").addColumn("display_name", "text").execute();
    await db.schema.alterTable("users").addColumn("one_time_until", "bigint").execute();

    await db.schema
      .createTable("classes")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("teacher_id", "integer", (c) => c.notNull().references("users.id"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("archived_at", "bigint")
      .execute();
    await db.schema.createIndex("classes_teacher_idx").on("classes").columns(["teacher_id", "created_at"]).execute();

    await db.schema
      .createTable("class_members")
      .addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("added_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("class_members_pk", ["class_id", "user_id"])
      .execute();
    await db.schema.createIndex("class_members_user_idx").on("class_members").column("user_id").execute();

    await db.schema
      .createTable("audit_log")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("at", "bigint", (c) => c.notNull())
      .addColumn("actor_id", "integer")
      .addColumn("actor_email", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("target", "text", (c) => c.notNull())
      .addColumn("detail", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("audit_log_at_idx").on("audit_log").columns(["at", "id"]).execute();
    await db.schema.createIndex("audit_log_action_idx").on("audit_log").columns(["action", "at"]).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("audit_log").execute();
    await db.schema.dropTable("class_members").execute();
    await db.schema.dropTable("classes").execute();
    for (const column of ["one_time_until", "display_name", "must_change_password", "disabled_at"]) {
      await db.schema.alterTable("users").dropColumn(column).execute();
    }
  },
};
