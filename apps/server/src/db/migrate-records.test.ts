import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { insertAccounts, onFreshDatabase } from "../../test/fresh-database";
import { DIALECTS } from "../../test/harness";
import { recordsPage } from "../features/records/records.repository";
import type { TDatabaseHandle, TDialect } from "./dialects";
import { migrateToLatest } from "./migrate";
import { deflatePiece, packPiece, pieceText, practiceRecordJson, unpackPiece } from "./migrations/frozen";

/** The texts of a chunk's records: each entry is its packed piece's length (4 bytes, big-endian), then the piece. */
function chunkTexts(bytes: Uint8Array): string[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const texts: string[] = [];
  for (let at = 0; at < buffer.length; ) {
    const length = buffer.readUInt32BE(at);
    texts.push(pieceText(unpackPiece(buffer.subarray(at + 4, at + 4 + length))));
    at += 4 + length;
  }
  return texts;
}

/** Each learner's records as the chunks hold them, oldest first, and the chunks' (learner, number). */
async function recordChunks(handle: TDatabaseHandle) {
  const { rows } = await sql<{ user_id: number; seq: number; pieces: Uint8Array }>`
    select user_id, seq, pieces from record_chunks order by user_id, seq`.execute(handle.db);
  const texts = new Map<number, string[]>();
  for (const row of rows)
    texts.set(Number(row.user_id), [...(texts.get(Number(row.user_id)) ?? []), ...chunkTexts(row.pieces)]);
  return { keys: rows.map((r) => [Number(r.user_id), Number(r.seq)]), texts };
}

/** A one-passage paper as migrations 0006 to 0013 wrote it, and its record's text as they built it. */
function oldPaper(i: number, time: number) {
  const s = { testTakerId: `TT-OLD${i}`, startTs: time - 500, elapsedSeconds: 60, totalCorrect: 1, questionCount: 2 };
  const passage = {
    practiceId: "old-1",
    title: "Keeping Winter — 冰",
    correctCount: 1,
    questionCount: 2,
    standardAnswersJson: '{"1":"A","2":"B"}',
    userAnswersJson: `{"1":"A","2":"${i}"}`,
    correctTableJson: '{"1":true,"2":false}',
  };
  return {
    id: `sub_${String(i).padStart(2, "0")}`,
    s,
    passage,
    json: practiceRecordJson({ ...s, band: 0 }, [passage]),
  };
}

/** Stores old papers (23 of one learner, past a chunk of 20, and 2 of a third), their ids out of time order. */
async function storeOldPapers(handle: TDatabaseHandle, ids: number[], withPieces: boolean) {
  const times = Array.from({ length: 25 }, (_, i) => 10_000 + ((i * 7) % 25) * 1000);
  const expected: Array<{ owner: number; time: number; json: string; testTakerId: string }> = [];
  for (const [i, time] of times.entries()) {
    const owner = i < 23 ? 0 : 2;
    const { id, s, passage, json } = oldPaper(i, time);
    expected.push({ owner, time, json, testTakerId: s.testTakerId });
    const piece = withPieces ? packPiece(deflatePiece(json)) : null;
    await sql`insert into submissions (id, user_id, test_taker_id, start_ts, elapsed_seconds, submitted_at, total_correct, question_count, band, payload_hash${sql.raw(withPieces ? ", record_deflate" : "")})
              values (${id}, ${ids[owner]}, ${s.testTakerId}, ${s.startTs}, 60, ${time}, 1, 2, 0, 'h'${withPieces ? sql`, ${piece}` : sql``})`.execute(
      handle.db,
    );
    await sql`insert into submission_passages (submission_id, position, practice_id, title, correct_count, question_count, standard_answers, user_answers, correct_table, highlights)
              values (${id}, 0, ${passage.practiceId}, ${passage.title}, 1, 2, ${passage.standardAnswersJson}, ${passage.userAnswersJson}, ${passage.correctTableJson}, '[]')`.execute(
      handle.db,
    );
  }
  return expected;
}

/**
 * A database migrated to `version` with the three learners' old papers (stored with their pieces or not),
 * the first learner's count set out of step: the migration under test must set it right from the papers.
 */
async function oldPapersAt(handle: TDatabaseHandle, dialect: TDialect, version: string, withPieces: boolean) {
  await migrateToLatest(handle.db, dialect, version);
  const ids = await insertAccounts(handle, ["many@example.com", "none@example.com", "few@example.com"]);
  const expected = await storeOldPapers(handle, ids, withPieces);
  await sql`update users set submission_count = 99 where id = ${ids[0]}`.execute(handle.db);
  return { ids, expected };
}

/** Each owner's expected records, oldest first. */
const oldestFirst = <T extends { owner: number; time: number }>(expected: T[], owner: number) =>
  expected.filter((e) => e.owner === owner).sort((a, b) => a.time - b.time);

/** The chunks hold the first learner's 23 records in two chunks and the third's 2 in one, oldest first. */
async function expectChunked(
  handle: TDatabaseHandle,
  ids: number[],
  expected: Array<{ owner: number; time: number; json: string }>,
) {
  const chunks = await recordChunks(handle);
  expect(chunks.keys).toEqual([
    [ids[0], 0],
    [ids[0], 1],
    [ids[2], 0],
  ]);
  for (const owner of [0, 2]) {
    expect(chunks.texts.get(ids[owner] ?? 0)).toEqual(oldestFirst(expected, owner).map((e) => e.json));
  }
}

describe.each(DIALECTS)("migration 0009 on %s", (dialect) => {
  it("puts each learner's records into chunks in submission order, and back", async () => {
    await onFreshDatabase(dialect, async (handle) => {
      const { ids, expected } = await oldPapersAt(handle, dialect, "0008-submission-count", true);
      await migrateToLatest(handle.db, dialect, "0009-record-chunks");

      await expectChunked(handle, ids, expected);
      const counts = await handle.db.selectFrom("users").select(["id", "submission_count"]).orderBy("id").execute();
      expect(counts.map((c) => c.submission_count)).toEqual([23, 0, 2]);

      // And back: each submission's piece is rebuilt from its rows, the chunks dropped.
      await migrateToLatest(handle.db, dialect, "0008-submission-count");
      const back = await sql<{
        record_deflate: Uint8Array;
      }>`select record_deflate from submissions order by id`.execute(handle.db);
      expect(back.rows.map((r) => pieceText(unpackPiece(r.record_deflate)))).toEqual(expected.map((e) => e.json));
      const tables = await handle.db.introspection.getTables();
      expect(tables.map((t) => t.name)).not.toContain("record_chunks");
    });
  });
});

describe.each(DIALECTS)("migration 0014 on %s", (dialect) => {
  it("numbers each learner's papers in submission order, serves them as records, and restores the chunks", async () => {
    await onFreshDatabase(dialect, async (handle) => {
      const { ids, expected } = await oldPapersAt(handle, dialect, "0013-sign-in-slowing", false);
      // The passage was stored before snapshots existed: it gets its practice's current version.
      await sql`insert into practice_snapshots (sha256, body, created_at) values ('sha-old-1', '{"title":"Old"}', 1)`.execute(
        handle.db,
      );
      await sql`insert into reading_practices (id, title, level, page_type, test_group, question_count, question_types, body, created_at, updated_at, learner_body, body_sha)
                values ('old-1', 'Old', 1, 'ActualTest', null, 2, 'MULTIPLE_CHOICE', '{"title":"Old"}', 1, 1, '{}', 'sha-old-1')`.execute(
        handle.db,
      );
      await migrateToLatest(handle.db, dialect);

      const placed = await handle.db
        .selectFrom("submissions")
        .select(["user_id", "seq", "test_taker_id"])
        .orderBy("user_id")
        .orderBy("seq")
        .execute();
      for (const owner of [0, 2]) {
        const theirs = placed.filter((p) => Number(p.user_id) === ids[owner]);
        expect(theirs.map((p) => p.seq)).toEqual(theirs.map((_, n) => n));
        expect(theirs.map((p) => p.test_taker_id)).toEqual(oldestFirst(expected, owner).map((e) => e.testTakerId));
      }
      const counts = await handle.db.selectFrom("users").select("submission_count").orderBy("id").execute();
      expect(counts.map((c) => c.submission_count)).toEqual([23, 0, 2]);
      const tables = (await handle.db.introspection.getTables()).map((t) => t.name);
      expect(tables).not.toContain("record_chunks");
      const shas = await handle.db.selectFrom("submission_passages").select("snapshot_sha").distinct().execute();
      expect(shas).toEqual([{ snapshot_sha: "sha-old-1" }]);
      // A place is one paper's only.
      await expect(
        sql`update submissions set seq = 0 where user_id = ${ids[0]} and seq = 1`.execute(handle.db),
      ).rejects.toThrow();
      // The records list reads them, newest first, the same records the chunks held.
      const page = await recordsPage(handle.db, ids[0] ?? 0, 2, 20);
      expect(page.total).toBe(23);
      expect(page.records.map((r) => JSON.stringify(r))).toEqual(
        oldestFirst(expected, 0)
          .slice(0, 3)
          .reverse()
          .map((e) => e.json),
      );

      // And back: the chunks are rebuilt from the submissions' rows, the places dropped.
      await migrateToLatest(handle.db, dialect, "0013-sign-in-slowing");
      await expectChunked(handle, ids, expected);
      const columns = (await handle.db.introspection.getTables()).find((t) => t.name === "submissions")?.columns;
      expect(columns?.map((c) => c.name)).not.toContain("seq");
      await migrateToLatest(handle.db, dialect);
      expect((await recordsPage(handle.db, ids[2] ?? 0, 1, 20)).records).toHaveLength(2);
    });
  });
});
