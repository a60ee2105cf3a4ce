import { type Kysely, sql } from "kysely";
import { appendedChunks, deflatePiece, practiceRecordJson, type TDeflatePiece } from "./frozen";

type TSubmissionRow = {
  id: string;
  user_id: number | string;
  test_taker_id: string;
  start_ts: number | string;
  elapsed_seconds: number;
  total_correct: number;
  question_count: number;
  band: number;
};

type TPassageRow = {
  practice_id: string;
  title: string;
  correct_count: number;
  question_count: number;
  standard_answers: string;
  user_answers: string;
  correct_table: string;
};

/**
 * Every stored submission's practice record (the records list's item) as JSON text, rebuilt from its rows and its
 * passages' rows, the same text the submit call writes: for migrations that fill in or restore a
 * stored copy of the records. Learner by learner, each one's in the order they were submitted.
 */
export async function* storedRecordJson(
  db: Kysely<unknown>,
): AsyncGenerator<{ id: string; userId: number; json: string }> {
  const submissions = await sql<TSubmissionRow>`select id, user_id, test_taker_id, start_ts, elapsed_seconds,
    total_correct, question_count, band from submissions order by user_id, submitted_at, id`.execute(db);
  for (const s of submissions.rows) {
    const passages = await sql<TPassageRow>`select practice_id, title, correct_count, question_count,
      standard_answers, user_answers, correct_table from submission_passages where submission_id = ${s.id}
      order by position`.execute(db);
    const json = practiceRecordJson(
      {
        testTakerId: s.test_taker_id,
        startTs: Number(s.start_ts),
        elapsedSeconds: s.elapsed_seconds,
        totalCorrect: s.total_correct,
        questionCount: s.question_count,
        band: s.band,
      },
      passages.rows.map((p) => ({
        practiceId: p.practice_id,
        title: p.title,
        correctCount: p.correct_count,
        questionCount: p.question_count,
        standardAnswersJson: p.standard_answers,
        userAnswersJson: p.user_answers,
        correctTableJson: p.correct_table,
      })),
    );
    yield { id: s.id, userId: Number(s.user_id), json };
  }
}

/**
 * Writes every learner's records into `record_chunks` (which must be empty), rebuilt from their submissions'
 * rows in the order they were submitted, one learner's pieces held at a time; `afterLearner` hears how
 * many each one got. As migration 0009 first wrote them, and 0014 restores them when undone.
 */
export async function fillRecordChunks(
  db: Kysely<unknown>,
  afterLearner: (userId: number, count: number) => Promise<void> = async () => undefined,
): Promise<void> {
  const writeLearner = async (userId: number, pieces: TDeflatePiece[]) => {
    for (const chunk of appendedChunks(0, pieces)) {
      await sql`insert into record_chunks (user_id, seq, pieces) values (${userId}, ${chunk.seq}, ${chunk.bytes})`.execute(
        db,
      );
    }
    await afterLearner(userId, pieces.length);
  };
  let learner: { userId: number; pieces: TDeflatePiece[] } | undefined;
  for await (const { userId, json } of storedRecordJson(db)) {
    if (learner?.userId !== userId) {
      if (learner) await writeLearner(learner.userId, learner.pieces);
      learner = { userId, pieces: [] };
    }
    learner.pieces.push(deflatePiece(json));
  }
  if (learner) await writeLearner(learner.userId, learner.pieces);
}
