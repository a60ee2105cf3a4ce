import type { TQuestionResult } from "@bandcraft/contract/results";
import { useTranslation } from "react-i18next";
import resultStyles from "./assignment-results.module.css";
import { sharePercent } from "./assignment-rules";
import styles from "./assignments.module.css";

/**
 * Each question of the paper across the submitted papers: its type, the share right (a bar drawn beside the
 * same figure in words, so nothing is said by the bar alone) and the most common wrong answers.
 */
export function QuestionResultsTable({ questions }: { questions: readonly TQuestionResult[] }) {
  const { t } = useTranslation();
  const col = (key: "part" | "number" | "type" | "share" | "wrong") => t(`assignments.questions.columns.${key}`);
  return (
    <section className={styles.section} aria-labelledby="results-questions-title">
      <h2 id="results-questions-title" className={styles.sectionTitle}>
        {t("assignments.questions.title")}
      </h2>
      {questions.length === 0 ? (
        <p className={styles.empty} data-testid="questions-empty">
          {t("assignments.questions.empty")}
        </p>
      ) : (
        <table className={resultStyles.table} data-testid="questions-table">
          <thead>
            <tr>
              <th scope="col">{col("part")}</th>
              <th scope="col">{col("number")}</th>
              <th scope="col">{col("type")}</th>
              <th scope="col">{col("share")}</th>
              <th scope="col">{col("wrong")}</th>
            </tr>
          </thead>
          <tbody>
            {questions.map((q) => {
              const percent = sharePercent(q.correct, q.papers);
              return (
                <tr key={`${q.part}-${q.number}`} data-testid="question-row" data-part={q.part} data-number={q.number}>
                  <td data-label={col("part")}>{q.part}</td>
                  <th scope="row" data-label={col("number")} className={resultStyles.numberCell}>
                    {t("assignments.questions.number", { number: q.number })}
                  </th>
                  <td data-label={col("type")}>{t(`readingHub.filter.types.${q.questionType}`)}</td>
                  <td data-label={col("share")} data-testid="question-share">
                    {percent === null ? (
                      <span className={styles.muted}>{t("assignments.questions.noPapers")}</span>
                    ) : (
                      <span className={resultStyles.share}>
                        <span className={resultStyles.bar} aria-hidden="true">
                          <span className={resultStyles.barFill} style={{ width: `${percent}%` }} />
                        </span>
                        <span>
                          {t("assignments.questions.share", { percent, correct: q.correct, papers: q.papers })}
                        </span>
                      </span>
                    )}
                  </td>
                  <td data-label={col("wrong")}>
                    {q.wrongAnswers.length === 0 ? (
                      <span className={styles.muted}>{t("assignments.results.none")}</span>
                    ) : (
                      <ul className={resultStyles.wrongAnswers} data-testid="question-wrong">
                        {q.wrongAnswers.map(({ answer, count }) => (
                          <li key={answer}>
                            {t("assignments.questions.wrong", {
                              answer: answer === "" ? t("assignments.questions.blank") : answer,
                              count,
                            })}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
