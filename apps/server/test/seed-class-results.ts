// Seeds one class of a teacher for the class-results bench (bench/class-results.mjs), straight into the database
// the bench's server uses, in the shapes the server writes: its learners (with some practice of their own), its
// assignments over passages of their own, the attempts and graded papers (through the repository that stores every
// paper) and the sent essays, some marked. DATA_DIR (SQLite) or DATABASE_URL; SEED_TEACHER (an existing account's
// e-mail); SEED_CLASS, JSON of TSpec. Prints what it stored, as JSON, for the bench's checks.
// Run with `node --import tsx apps/server/test/seed-class-results.ts`.
import { MAX_ASSIGNMENT_TITLE } from "@bandcraft/contract/assignments";
import { RAW_SCORE_MAX } from "@bandcraft/domain/band";
import { makeTestTakerId, SERVER_RANDOM_LENGTH } from "@bandcraft/domain/test-taker-id";
import type { Insertable } from "kysely";
import type { TDatabase } from "../src/db/database";
import { openDatabase } from "../src/db/dialects";
import type { TAssignmentsTable } from "../src/db/teaching-tables";
import type { TNewAttempt } from "../src/features/reading/attempts.repository";
import { gradedPassage, paperTotals, payloadHash } from "../src/features/reading/paper.service";
import { insertSubmissions, type TNewSubmission } from "../src/features/reading/submission.repository";
import { findWritingItem } from "../src/features/writing/writing.repository";
import { newId } from "../src/lib/tokens";
import { storeHistory } from "./big-history";
import {
  answersFor,
  copiedTests,
  generator,
  insertInBatches,
  keyOf,
  marksRow,
  sentEssayRow,
  type TPart,
} from "./class-seed";

interface TSpec {
  /** Keeps this class's rows (e-mails, copied passages, history ids) apart from another's. */
  tag: string;
  learners: number;
  tests: number;
  passages: number;
  /** Passages per "passages" assignment, taken in turn. */
  partsCycle: number[];
  writing: number;
  /** Shares of (learner, assignment): a submitted paper, a test still running, an abandoned one; the rest never began. */
  submitted: number;
  inProgress: number;
  abandoned: number;
  /** Share of learners who sent an essay for each writing assignment. */
  sent: number;
  /** Papers of each learner's own practice (no assignment): the results must never read them. */
  ownPapers: number;
}

type TAssignment = TAssignmentsTable & { parts: TPart[] };

const DAY = 86_400_000;
const MINUTE = 60_000;
const FIRST = ["Mei", "Hiro", "Ana", "Liam", "Sofia", "Chen", "Yuki", "Omar", "Zoe", "Ivan", "Aiko", "Lucas"];
const LAST = ["Tanaka", "Wang", "Silva", "Smith", "Kim", "Garcia", "Sato", "Li", "Novak", "Brown"];

const spec = JSON.parse(process.env.SEED_CLASS ?? "{}") as TSpec;
const rng = generator([...spec.tag].reduce((h, c) => h * 31 + c.charCodeAt(0), 7));
const { random, pick } = rng;
const handle = openDatabase({
  dataDir: process.env.DATA_DIR ?? "",
  databaseUrl: process.env.DATABASE_URL || undefined,
});
const { db, dialect } = handle;
const now = Date.now();

/** The class's learners (nine in ten with a name, as a teacher's import gives them), each with a skill. */
async function seedLearners(classID: string) {
  const people = Array.from({ length: spec.learners }, (_, i) => ({
    email: `learner${String(i).padStart(3, "0")}.${spec.tag}@example.com`,
    // Never signed in here: the bench asks as their teacher.
    password_hash: "bench-seeded-no-sign-in",
    created_at: now - 300 * DAY,
    display_name: random() < 0.9 ? `${pick(FIRST)} ${pick(LAST)}` : null,
  }));
  await insertInBatches(db, "users", people);
  const learners = await db
    .selectFrom("users")
    .select(["id", "email"])
    .where(
      "email",
      "in",
      people.map((p) => p.email),
    )
    .orderBy("email")
    .execute();
  const added = learners.map((l) => ({ class_id: classID, user_id: l.id, added_at: now - 200 * DAY }));
  await insertInBatches(db, "class_members", added);
  // Their own practice first, as they had done before the class's work: only their records read it.
  for (const l of spec.ownPapers > 0 ? learners : []) {
    const options = { papers: spec.ownPapers, completeEvery: 5, firstAt: now - 300 * DAY, tag: `${spec.tag}${l.id}-` };
    await storeHistory(db, dialect, l.id, options);
  }
  return learners.map((l) => ({ ...l, skill: 0.35 + random() * 0.55 }));
}

/** The assignments, one a day up to now, each due five days after it opens, each with passages of its own. */
async function seedAssignments(classID: string, teacherId: number): Promise<TAssignment[]> {
  const widest = Math.max(...spec.partsCycle);
  const bank = await copiedTests(db, spec.tag, spec.tests + Math.ceil((spec.passages * widest) / 3), now);
  const spare = bank.slice(spec.tests).flat();
  const tasks = await db
    .selectFrom("writing_items")
    .select("id")
    .where("deleted_at", "is", null)
    .orderBy("id")
    .execute();
  const total = spec.tests + spec.passages + spec.writing;
  const counts = { test: 0, passages: 0, writing: 0 };
  // Each kind spread evenly over the weeks (at its own phase), so tests and writing fall among the passages.
  const spread = (kind: TAssignment["kind"], n: number, phase: number) =>
    Array.from({ length: n }, (_, i) => ({ kind, at: (i + phase) / n }));
  const kinds = [
    ...spread("passages", spec.passages, 0),
    ...spread("test", spec.tests, 0.5),
    ...spread("writing", spec.writing, 0.75),
  ].sort((x, y) => x.at - y.at);
  const assignments = kinds.map(({ kind }, j): TAssignment => {
    const n = counts[kind]++;
    let parts: TPart[] = [];
    if (kind === "test") parts = bank[n] as TPart[];
    if (kind === "passages") {
      const size = spec.partsCycle[n % spec.partsCycle.length] as number;
      parts = Array.from({ length: size }, (_, k) => spare[(n * widest + k) % spare.length] as TPart);
    }
    const task = kind === "writing" ? (tasks[n % tasks.length]?.id ?? "") : null;
    const title = kind === "test" ? parts[0]?.practice.testGroup : (task ?? parts[0]?.practice.title);
    const opensAt = now - (total - j) * DAY;
    return {
      id: newId("AS-"),
      class_id: classID,
      kind,
      title: (title ?? "").slice(0, MAX_ASSIGNMENT_TITLE),
      practice_ids: kind === "writing" ? null : parts.map((p) => p.id).join("|"),
      writing_item_id: task,
      opens_at: opensAt,
      due_at: opensAt + 5 * DAY,
      time_limit_minutes: kind === "test" ? 60 : null,
      created_by: teacherId,
      created_at: opensAt - DAY,
      deleted_at: null,
      parts,
    };
  });
  await insertInBatches(
    db,
    "assignments",
    assignments.map(({ parts: _parts, ...row }) => row),
  );
  return assignments;
}

type TLearner = Awaited<ReturnType<typeof seedLearners>>[number];

/** A reading assignment's attempts, one per learner who began, and the graded papers of those who submitted. */
async function seedPapers(a: TAssignment, learners: readonly TLearner[]) {
  const attempts: TNewAttempt[] = [];
  const papers: TNewSubmission[] = [];
  const questionCount = a.parts.reduce((sum, p) => sum + keyOf(p.practice).size, 0);
  const shares = [spec.submitted, spec.inProgress, spec.abandoned];
  for (const l of learners) {
    const roll = random();
    const state = (["submitted", "open", "abandoned"] as const).find(
      (_, i) => roll < shares.slice(0, i + 1).reduce((sum, s) => sum + s, 0),
    );
    if (state === undefined) continue;
    const minutes = (a.kind === "test" ? 40 : 12 * a.parts.length) + Math.floor(random() * 20);
    const handedIn = random() < 0.08 ? a.due_at + random() * 2 * DAY : a.opens_at + random() * 5 * DAY;
    const submittedAt = Math.floor(Math.min(now - MINUTE, handedIn));
    // One still running began two minutes ago: its deadline (if timed) stays ahead through the bench.
    const startedAt = state === "open" ? now - 2 * MINUTE : submittedAt - minutes * MINUTE;
    const testTakerId = makeTestTakerId("multi", startedAt, random, SERVER_RANDOM_LENGTH);
    const limit = a.time_limit_minutes;
    attempts.push({
      test_taker_id: testTakerId,
      user_id: l.id,
      kind: "multi",
      practice_ids: a.practice_ids ?? "",
      snapshot_shas: a.parts.map((p) => p.sha).join("|"),
      titles: JSON.stringify(a.parts.map((p) => p.practice.title)),
      question_count: questionCount,
      tokens_spent: 0,
      started_at: startedAt,
      deadline_at: limit === null ? null : startedAt + limit * MINUTE,
      status: state === "abandoned" ? "abandoned" : "open",
      saved_at: state === "open" ? now : startedAt,
      assignment_id: a.id,
    });
    if (state !== "submitted") continue;
    const given = a.parts.map((p) => answersFor(p.practice, l.skill, rng));
    const passages = a.parts.map((p, k) => gradedPassage(p.practice, p.sha, given[k] ?? {}, []));
    papers.push({
      id: newId("sub_"),
      userId: l.id,
      testTakerId,
      startTs: startedAt,
      elapsedSeconds: minutes * 60,
      submittedAt,
      ...paperTotals(passages),
      payloadHash: payloadHash(
        a.parts.map((p) => p.id),
        given.map((answers) => ({ answers, highlights: [] })),
      ),
      closedByServer: limit !== null && random() < 0.05,
      passages,
    });
  }
  await insertInBatches(db, "attempts", attempts);
  // No submit rate (0): these papers were handed in over weeks, not in this second. The attempts close with them.
  await db.transaction().execute((trx) => insertSubmissions(trx, dialect, papers, 0));
  return papers;
}

/** The essays sent for a writing assignment, three in five marked and three in four of those returned. */
async function seedEssays(a: TAssignment, learners: readonly TLearner[], teacherId: number) {
  const found = await findWritingItem(db, a.writing_item_id ?? "");
  if (!found) throw new Error(`seed: no writing task ${a.writing_item_id}`);
  const essays: Insertable<TDatabase["essays"]>[] = [];
  const marks: TDatabase["essay_marks"][] = [];
  for (const l of learners) {
    if (random() >= spec.sent) continue;
    const handedIn = random() < 0.08 ? a.due_at + random() * DAY : a.opens_at + random() * 5 * DAY;
    const sentAt = Math.floor(Math.min(now - MINUTE, handedIn));
    const sent = { id: newId("essay-"), userId: l.id, classID: a.class_id, assignmentID: a.id, sentAt };
    essays.push(sentEssayRow(sent, found.item, rng));
    if (random() < 0.6) marks.push(marksRow(sent.id, teacherId, sentAt, random() < 0.75, rng));
  }
  await insertInBatches(db, "essays", essays, 100);
  await insertInBatches(db, "essay_marks", marks);
  return essays.length;
}

try {
  const teacher = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", process.env.SEED_TEACHER ?? "")
    .executeTakeFirstOrThrow();
  const classID = newId("CL-");
  const name = `Bench ${spec.tag}`;
  const created = { id: classID, name, teacher_id: teacher.id, created_at: now - 200 * DAY, archived_at: null };
  await db.insertInto("classes").values(created).execute();
  const learners = await seedLearners(classID);
  const assignments = await seedAssignments(classID, teacher.id);
  const stored = { submitted: 0, completeTests: 0, sentEssays: 0 };
  let test: { id: string; questions: number; submitted: number } | undefined;
  for (const a of assignments) {
    if (a.kind === "writing") {
      stored.sentEssays += await seedEssays(a, learners, teacher.id);
      continue;
    }
    const papers = await seedPapers(a, learners);
    stored.submitted += papers.length;
    stored.completeTests += papers.filter((p) => p.questionCount === RAW_SCORE_MAX).length;
    const questions = a.parts.reduce((sum, p) => sum + keyOf(p.practice).size, 0);
    if (a.kind === "test" && !test) test = { id: a.id, questions, submitted: papers.length };
  }
  const reading = assignments.filter((a) => a.kind !== "writing").length;
  const out = { classID, learners: learners.length, assignments: assignments.length, reading, ...stored, test };
  process.stdout.write(`${JSON.stringify(out)}\n`);
} finally {
  await db.destroy();
}
