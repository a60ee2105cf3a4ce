import type { Kysely } from "kysely";

/**
 * Assignments and marking.
 *
 * - assignments: work a teacher set a class (`kind` test | passages | writing). Reading names its passages
 *   ("|"-joined practice ids, in part order) and an optional time limit; writing names its task. Withdrawn ones
 *   keep their row (`deleted_at`), so the work learners did for them keeps its link.
 * - attempts.assignment_id: the assignment an attempt was started for (null: the learner's own practice). A
 *   partial unique index makes it one attempt per learner and assignment, even for starts racing each other.
 * - essays.sent_class_id / sent_at / assignment_id: the class (its teacher) an essay was sent to, when, and the
 *   writing assignment it answers, if any. Null: not sent, and no teacher ever sees it.
 * - essay_marks: a teacher's marks of a sent essay (four criterion bands, the overall band as computed when
 *   saved, comments on text ranges as JSON); the learner sees them once `returned_at` is set.
 */
export const assignmentsAndMarkingMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("assignments")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("class_id", "text", (c) => c.notNull().references("classes.id"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("practice_ids", "text")
      .addColumn("writing_item_id", "text")
      .addColumn("opens_at", "bigint", (c) => c.notNull())
      .addColumn("due_at", "bigint", (c) => c.notNull())
      .addColumn("time_limit_minutes", "integer")
      .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .addColumn("deleted_at", "bigint")
      .execute();
    await db.schema.createIndex("assignments_class_idx").on("assignments").columns(["class_id", "due_at"]).execute();

    await db.schema.alterTable("attempts").addColumn("assignment_id", "text").execute();
    await db.schema
      .createIndex("attempts_assignment_user_idx")
      .on("attempts")
      .columns(["assignment_id", "user_id"])
      .unique()
      .where("assignment_id", "is not", null)
      .execute();

    await db.schema.alterTable("essays").addColumn("sent_class_id", "text").execute();
    await db.schema.alterTable("essays").addColumn("sent_at", "bigint").execute();
    await db.schema.alterTable("essays").addColumn("assignment_id", "text").execute();
    await db.schema.createIndex("essays_sent_class_idx").on("essays").columns(["sent_class_id", "sent_at"]).execute();
    // An assignment's essays (the handed-in counts of a class's list), never a scan of every learner's essays.
    await db.schema
      .createIndex("essays_assignment_idx")
      .on("essays")
      .columns(["assignment_id", "user_id"])
      .where("assignment_id", "is not", null)
      .execute();

    await db.schema
      .createTable("essay_marks")
      .addColumn("essay_id", "text", (c) => c.primaryKey().references("essays.id").onDelete("cascade"))
      .addColumn("teacher_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("band_task", "real")
      .addColumn("band_coherence", "real")
      .addColumn("band_lexical", "real")
      .addColumn("band_grammar", "real")
      .addColumn("overall", "real")
      .addColumn("comments", "text", (c) => c.notNull())
      .addColumn("general_comment", "text", (c) => c.notNull())
      .addColumn("saved_at", "bigint", (c) => c.notNull())
      .addColumn("returned_at", "bigint")
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("essay_marks").execute();
    await db.schema.dropIndex("essays_assignment_idx").execute();
    await db.schema.dropIndex("essays_sent_class_idx").execute();
    for (const column of ["assignment_id", "sent_at", "sent_class_id"]) {
      await db.schema.alterTable("essays").dropColumn(column).execute();
    }
    await db.schema.dropIndex("attempts_assignment_user_idx").execute();
    await db.schema.alterTable("attempts").dropColumn("assignment_id").execute();
    await db.schema.dropTable("assignments").execute();
  },
};
