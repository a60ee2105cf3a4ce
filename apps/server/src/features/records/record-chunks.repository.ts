import { type Kysely, type RawBuilder, sql, type Transaction } from "kysely";
import { compiledOnce } from "../../db/compiled-once";
import type { Database } from "../../db/database";
import type { Dialect } from "../../db/dialects";
import type { TDeflatePiece } from "../../lib/deflate-pieces";
import { appendedChunks, pagePositions, piecesAt, RECORDS_PER_CHUNK } from "../../lib/piece-chunks";

const PER_CHUNK = sql.lit(RECORDS_PER_CHUNK);
const INT_MAX = 2 ** 31 - 1;

/**
 * Joins a chunk's bytes and the bytes appended to it. SQLite's || gives text: cast back, byte for byte
 * (the database is UTF-8, so no byte is converted).
 */
const CONCAT_BYTES: Record<Dialect, RawBuilder<Uint8Array>> = {
  sqlite: sql`cast(record_chunks.pieces || excluded.pieces as blob)`,
  postgres: sql`record_chunks.pieces || excluded.pieces`,
};

/**
 * Appends learners' new records (each one's oldest first) after the ones they have, inside the
 * transaction that stores their papers: two statements, whatever the number of learners or records.
 * Moving the learners' counts first takes their rows' locks, so two processes storing papers of one
 * learner at once append one after the other (PostgreSQL), the second seeing the first's count and chunk.
 */
export async function appendRecords(
  trx: Transaction<Database>,
  dialect: Dialect,
  recordsByUser: ReadonlyMap<number, TDeflatePiece[]>,
) {
  const added = [...recordsByUser].filter(([, pieces]) => pieces.length > 0);
  if (added.length === 0) return;
  // CAST: PostgreSQL cannot tell a parameter's type in THEN from the parameter alone.
  const increments = sql.join(
    added.map(([userId, pieces]) => sql`when ${userId} then cast(${pieces.length} as integer)`),
    sql` `,
  );
  const counted = await trx
    .updateTable("users")
    .set({ submission_count: sql<number>`submission_count + case id ${increments} else 0 end` })
    .where(
      "id",
      "in",
      added.map(([userId]) => userId),
    )
    .returning(["id", "submission_count"])
    .execute();
  const countOf = new Map(counted.map((row) => [Number(row.id), Number(row.submission_count)]));
  const chunks = added.flatMap(([userId, pieces]) => {
    const after = countOf.get(userId);
    if (after === undefined) throw new Error(`No account ${userId} to append records to`);
    return appendedChunks(after - pieces.length, pieces).map((c) => ({ user_id: userId, seq: c.seq, pieces: c.bytes }));
  });
  await trx
    .insertInto("record_chunks")
    .values(chunks)
    .onConflict((oc) => oc.columns(["user_id", "seq"]).doUpdateSet({ pieces: CONCAT_BYTES[dialect] }))
    .execute();
}

/**
 * The learner's count and the chunks that can hold the page `skip` records from the newest, `skip +
 * take` at most, in one statement (one snapshot: the count and the chunks agree). The bounds may take a
 * chunk too many at either end (integer division truncates toward zero); pagePositions picks exactly.
 * CAST: SQLite binds JavaScript numbers as REAL, and a REAL quotient would cut a chunk off.
 */
const chunksOfPage = compiledOnce((db: Kysely<Database>, userId: number, skipAndTake: number, skip: number) =>
  db
    .selectFrom("users")
    .leftJoin("record_chunks", (join) =>
      join
        .onRef("record_chunks.user_id", "=", "users.id")
        .on(
          "record_chunks.seq",
          ">=",
          sql<number>`cast((users.submission_count - ${skipAndTake}) / ${PER_CHUNK} as integer)`,
        )
        .on(
          "record_chunks.seq",
          "<=",
          sql<number>`cast((users.submission_count - 1 - ${skip}) / ${PER_CHUNK} as integer)`,
        ),
    )
    .select(["users.submission_count as total", "record_chunks.seq", "record_chunks.pieces"])
    .where("users.id", "=", userId),
);

/** One page of a learner's records, newest first, as their stored compressed pieces, with their total. */
export async function readRecordsPage(db: Kysely<Database>, userId: number, page: number, pageSize: number) {
  // Bounded to PostgreSQL's integer: no learner has 2^31 records, so a page that far is past the end anyway.
  const skip = Math.min((page - 1) * pageSize, INT_MAX);
  const rows = await chunksOfPage(db, userId, Math.min(skip + pageSize, INT_MAX), skip);
  const total = Number(rows[0]?.total ?? 0);
  const chunks = new Map<number, Uint8Array>();
  for (const row of rows) if (row.seq !== null && row.pieces !== null) chunks.set(Number(row.seq), row.pieces);
  return { total, pieces: piecesAt(pagePositions(total, page, pageSize), chunks) };
}
