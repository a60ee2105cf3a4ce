import type { TReadingPractice } from "@bandcraft/contract/reading";
import { totalQuestions } from "@bandcraft/domain/question-numbers";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database";

/** The distinct question types of a practice, in order of first use. */
export function questionTypesOf(practice: TReadingPractice): string[] {
  return [...new Set(practice.questionSections.map((s) => s.questionType))];
}

/** Inserts or replaces a practice; the body keeps the whole practice (with answers) as JSON. */
export async function upsertPractice(db: Kysely<Database>, practice: TReadingPractice, now: number): Promise<void> {
  // questionTypes is derived, and always written last so equal practices store byte-equal bodies.
  const { questionTypes: _given, ...rest } = practice;
  const row = {
    id: practice.readingPracticeID,
    title: practice.title,
    level: practice.level,
    page_type: practice.pageType,
    test_group: practice.testGroup ?? null,
    question_count: totalQuestions(practice),
    question_types: questionTypesOf(practice).join("|"),
    body: JSON.stringify({ ...rest, questionTypes: questionTypesOf(practice) }),
    updated_at: now,
  };
  await db
    .insertInto("reading_practices")
    .values({ ...row, created_at: now })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
}

export const countPractices = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom("reading_practices")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
