import type { TReadingPractice } from "@bandcraft/contract/reading";
import { totalQuestions } from "@bandcraft/domain/question-numbers";
import { type Kysely, sql } from "kysely";
import type { TDatabase } from "../../db/database";
import { listHasKey } from "../../db/list-column";
import { practiceForms } from "./practice-forms";

/** The distinct question types of a practice, in order of first use. */
export function questionTypesOf(practice: TReadingPractice): string[] {
  return [...new Set(practice.questionSections.map((s) => s.questionType))];
}

/**
 * Inserts or replaces a practice. Beside the body it stores the learner's form and the body's
 * SHA-256, and keeps that version as a snapshot, so every submission can reference what it was
 * graded against without copying it.
 */
export async function upsertPractice(db: Kysely<TDatabase>, practice: TReadingPractice, now: number): Promise<void> {
  // questionTypes is derived, and always written last so equal practices store byte-equal bodies.
  const { questionTypes: _given, ...rest } = practice;
  const body = JSON.stringify({ ...rest, questionTypes: questionTypesOf(practice) });
  const { learnerBody, sha } = practiceForms(body);
  const row = {
    id: practice.readingPracticeID,
    title: practice.title,
    level: practice.level,
    page_type: practice.pageType,
    test_group: practice.testGroup ?? null,
    question_count: totalQuestions(practice),
    question_types: questionTypesOf(practice).join("|"),
    body,
    learner_body: learnerBody,
    body_sha: sha,
    updated_at: now,
  };
  await db
    .insertInto("practice_snapshots")
    .values({ sha256: sha, body, created_at: now })
    .onConflict((oc) => oc.column("sha256").doNothing())
    .execute();
  await db
    .insertInto("reading_practices")
    .values({ ...row, created_at: now })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
}

export const countPractices = async (db: Kysely<TDatabase>) =>
  Number(
    (
      await db
        .selectFrom("reading_practices")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The level column is the truth (a soft delete sets it to -1 without rewriting the body). */
export const fromRow = (row: { body: string; level: number }): TReadingPractice => ({
  ...(JSON.parse(row.body) as TReadingPractice),
  level: row.level,
});

/** The stored practice (with its key), or undefined. */
export async function findPractice(db: Kysely<TDatabase>, id: string): Promise<TReadingPractice | undefined> {
  const row = await db
    .selectFrom("reading_practices")
    .select(["body", "level"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? fromRow(row) : undefined;
}

/** What a start gives a learner: the learner's form (JSON text) and what the attempt keeps of it. */
export interface TGivenPractice {
  id: string;
  learnerBody: string;
  /** The version given: the practice_snapshots row the paper will be graded against. */
  sha: string;
  title: string;
  questionCount: number;
}

const GIVEN_COLUMNS = ["id", "learner_body", "body_sha", "title", "question_count"] as const;

type TGivenRow = {
  id: string;
  learner_body: string | null;
  body_sha: string | null;
  title: string;
  question_count: number;
};

const given = (row: TGivenRow | undefined): TGivenPractice | undefined =>
  row?.learner_body && row.body_sha
    ? {
        id: row.id,
        learnerBody: row.learner_body,
        sha: row.body_sha,
        title: row.title,
        questionCount: row.question_count,
      }
    : undefined;

/** A live practice (never a deleted one) as a start gives it. */
export async function findGivenPractice(db: Kysely<TDatabase>, id: string): Promise<TGivenPractice | undefined> {
  const row = await db
    .selectFrom("reading_practices")
    .select(GIVEN_COLUMNS)
    .where("id", "=", id)
    .where("level", ">=", 0)
    .executeTakeFirst();
  return given(row);
}

/** Filters of a random start: a part level and/or a question type. */
export interface TPracticeFilter {
  level?: number | undefined;
  questionType?: string | undefined;
}

function filtered(db: Kysely<TDatabase>, filter: TPracticeFilter) {
  let query = db.selectFrom("reading_practices").where("level", ">=", 0);
  if (filter.level !== undefined) query = query.where("level", "=", filter.level);
  if (filter.questionType !== undefined) query = query.where(listHasKey("question_types", filter.questionType));
  return query;
}

/** How many practices a learner may be given for these filters (never a deleted one). */
export async function countCandidates(db: Kysely<TDatabase>, filter: TPracticeFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The candidate at a position in a stable order (for a uniform random pick), as a start gives it. */
export async function candidateAt(db: Kysely<TDatabase>, filter: TPracticeFilter, offset: number) {
  const row = await filtered(db, filter).select(GIVEN_COLUMNS).orderBy("id").limit(1).offset(offset).executeTakeFirst();
  return given(row);
}

/** Complete tests (a testGroup with parts 1, 2 and 3) of a page type, for a random pack. */
export async function completeTestGroups(db: Kysely<TDatabase>, pageType: string): Promise<string[]> {
  const rows = await db
    .selectFrom("reading_practices")
    .select("test_group")
    .where("page_type", "=", pageType)
    .where("level", "in", [1, 2, 3])
    .where("test_group", "is not", null)
    .groupBy("test_group")
    .having(sql`count(distinct level)`, "=", 3)
    .orderBy("test_group")
    .execute();
  return rows.map((r) => r.test_group ?? "").filter((g) => g !== "");
}

/** The practices of one part level (of one test group, or of any), in a stable order, as a start gives them. */
export async function practicesAtLevel(db: Kysely<TDatabase>, pageType: string, level: number, testGroup?: string) {
  let query = db
    .selectFrom("reading_practices")
    .select(GIVEN_COLUMNS)
    .where("page_type", "=", pageType)
    .where("level", "=", level);
  if (testGroup !== undefined) query = query.where("test_group", "=", testGroup);
  return (await query.orderBy("id").execute()).map(given).filter((p): p is TGivenPractice => p !== undefined);
}

/** Snapshot bodies (JSON text, with their keys) by SHA-256, for an attempt resumed on another device. */
export async function snapshotBodies(db: Kysely<TDatabase>, shas: string[]): Promise<Map<string, string>> {
  if (shas.length === 0) return new Map();
  const rows = await db
    .selectFrom("practice_snapshots")
    .select(["sha256", "body"])
    .where("sha256", "in", shas)
    .execute();
  return new Map(rows.map((r) => [r.sha256, r.body]));
}
