import { type Kysely, sql } from "kysely";
import { practiceRecordJson } from "../../features/reading/record-json";

type TPassageRow = {
  submission_id: string;
  practice_id: string;
  title: string;
  correct_count: number;
  question_count: number;
  standard_answers: string;
  user_answers: string;
  correct_table: string;
};

/**
 * Each submission keeps its practice record as JSON text (`record_json`), written with the paper, so the
 * records page reads 20 strings (DESIGN §7 budget). Fills it in for the submissions stored before.
 */
export const recordJsonMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("submissions").addColumn("record_json", "text").execute();
    const submissions = await sql<{
      id: string;
      test_taker_id: string;
      start_ts: number | string;
      elapsed_seconds: number;
      total_correct: number;
      question_count: number;
      band: number;
    }>`select id, test_taker_id, start_ts, elapsed_seconds, total_correct, question_count, band from submissions`.execute(
      db,
    );
    for (const s of submissions.rows) {
      const passages = await sql<TPassageRow>`select submission_id, practice_id, title, correct_count, question_count,
        standard_answers, user_answers, correct_table from submission_passages where submission_id = ${s.id} order by position`.execute(
        db,
      );
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
      await sql`update submissions set record_json = ${json} where id = ${s.id}`.execute(db);
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("submissions").dropColumn("record_json").execute();
  },
};
