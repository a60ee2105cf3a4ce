// The parts of seed-class-results.ts that make content: passages of a class's own, learners' answers, essays and
// marks, in the shapes the server writes them.
import type { TReadingPractice } from "@bandcraft/contract/reading";
import { excerpt } from "@bandcraft/domain/excerpt";
import type { Insertable, InsertObject, Kysely } from "kysely";
import type { TDatabase } from "../src/db/database";
import { findGivenPractice, findPractice, upsertPractice } from "../src/features/reading/reading.repository";
import { findSnapshot } from "../src/features/records/graded-versions";
import { taskSnapshotText } from "../src/features/writing/essays.repository";
import type { findWritingItem } from "../src/features/writing/writing.repository";

/** A seeded random generator (mulberry32), so every run seeds the same class, and a pick from a list with it. */
export function generator(seed: number) {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return { random, pick };
}

export type TRandom = ReturnType<typeof generator>;

/** Inserts rows in statements of `size`, inside both databases' parameter limits. */
export async function insertInBatches<T extends keyof TDatabase & string>(
  db: Kysely<TDatabase>,
  table: T,
  rows: readonly Insertable<TDatabase[T]>[],
  size = 200,
) {
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as InsertObject<TDatabase, T>[])
      .execute();
  }
}

/** A passage as an assignment gives it: its id, the version given (its snapshot) and that version parsed. */
export type TPart = { id: string; sha: string; practice: TReadingPractice };

const BANK_TESTS = ["bandcraft-test-1", "bandcraft-test-2", "bandcraft-test-3", "bandcraft-test-4"];

/**
 * Copies of the bank's four tests as `count` test groups of the class's own, stored as the bank stores a practice
 * (with its snapshot): a bank as large as the assignments need, so each paper is graded against its own version.
 */
export async function copiedTests(db: Kysely<TDatabase>, tag: string, count: number, now: number) {
  const tests: TPart[][] = [];
  for (let g = 0; g < count; g++) {
    const base = BANK_TESTS[g % BANK_TESTS.length] as string;
    const group = `bench-${tag}-${g}`;
    const parts: TPart[] = [];
    for (let k = 1; k <= 3; k++) {
      const original = await findPractice(db, `${base}-part-${k}`);
      if (!original) throw new Error(`seed: no ${base}-part-${k} in the bank`);
      const id = `${group}-part-${k}`;
      const copy = { ...original, readingPracticeID: id, testGroup: group, title: `${original.title} (${g})` };
      await upsertPractice(db, copy, now);
      const given = await findGivenPractice(db, id);
      const practice = given && (await findSnapshot(db, given.sha));
      if (!given || !practice) throw new Error(`seed: ${id} was not stored`);
      parts.push({ id, sha: given.sha, practice });
    }
    tests.push(parts);
  }
  return tests;
}

/** Question number → accepted answers, from a practice's key ("question_N", "|"-separated alternatives). */
export function keyOf(practice: TReadingPractice): Map<number, string> {
  const key = new Map<number, string>();
  for (const [name, value] of Object.entries((practice as { answers?: Record<string, unknown> }).answers ?? {})) {
    const n = Number(name.split("_")[1]);
    for (const [i, v] of [value].flat().entries()) key.set(n + i, String(v));
  }
  return key;
}

const CHOICES = ["TRUE", "FALSE", "NOT GIVEN", "YES", "NO"];
const LETTERS = ["A", "B", "C", "D", "E", "F"];

/** A learner's answers: right with the learner's skill, otherwise a likely wrong one, now and then blank. */
export function answersFor(practice: TReadingPractice, skill: number, { random, pick }: TRandom) {
  const answers: Record<string, string> = {};
  for (const [n, accepted] of keyOf(practice)) {
    const right = accepted.split("|")[0] ?? "";
    const roll = random();
    if (roll < 0.04) continue;
    let answer = pick(["water", "1990", "the market", `${right}s`]);
    if (roll < skill) answer = right;
    else if (CHOICES.includes(right)) answer = pick(CHOICES.filter((c) => c !== right));
    else if (LETTERS.includes(right)) answer = pick(LETTERS.filter((c) => c !== right));
    answers[String(n)] = answer;
  }
  return answers;
}

const ESSAY = "Public transport deserves more money because buses and trains move many people cheaply. ".repeat(20);

/** An essay sent to a class for an assignment, as the writing feature saves it and sending marks it. */
export function sentEssayRow(
  sent: { id: string; userId: number; classID: string; assignmentID: string; sentAt: number },
  task: NonNullable<Awaited<ReturnType<typeof findWritingItem>>>["item"],
  { random }: TRandom,
): Insertable<TDatabase["essays"]> {
  const text = ESSAY.slice(0, 1_200 + Math.floor(random() * 800));
  return {
    id: sent.id,
    user_id: sent.userId,
    writing_practice_id: task.writingPracticeID,
    part: task.part,
    text,
    word_count: text.split(/\s+/).filter(Boolean).length,
    time_spent: 1_800 + Math.floor(random() * 1_200),
    feedback: null,
    created_at: sent.sentAt - 300_000,
    excerpt: excerpt(text, 160),
    text_chars: text.length,
    task_snapshot: taskSnapshotText(task),
    sent_class_id: sent.classID,
    sent_at: sent.sentAt,
    assignment_id: sent.assignmentID,
  };
}

/** A teacher's marks of an essay a day after it was sent, returned (or still a draft), as marking saves them. */
export function marksRow(essayID: string, teacherId: number, sentAt: number, returned: boolean, { random }: TRandom) {
  const band = () => 5 + Math.floor(random() * 5) / 2;
  const [task, coherence, lexical, grammar] = [band(), band(), band(), band()];
  const row: TDatabase["essay_marks"] = {
    essay_id: essayID,
    teacher_id: teacherId,
    band_task: task,
    band_coherence: coherence,
    band_lexical: lexical,
    band_grammar: grammar,
    overall: Math.round(((task + coherence + lexical + grammar) / 4) * 2) / 2,
    comments: JSON.stringify([{ start: 0, end: 20, text: "Say why in the first sentence." }]),
    general_comment: "Clear position; develop the second paragraph.",
    saved_at: sentAt + 86_400_000,
    returned_at: returned ? sentAt + 86_400_000 : null,
  };
  return row;
}
