import type { TPracticeRecord } from "@bandcraft/contract/reading";
import { displayAnswerKey } from "@bandcraft/domain/answer-key";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { CheckIcon, ErrorIcon, ListIcon } from "../../components/ui/icons";
import { answerRows } from "./record-rules";
import styles from "./records.module.css";
import dialogCss from "./records-dialogs.module.css";

/** The answer-details modal: per question the learner's answer, the key, right or wrong. */
export function AnswerDetailsDialog({ record, onClose }: { record: TPracticeRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!record) return null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("records.answers.title")}
      icon={<ListIcon />}
      maxWidth={760}
      testId="answer-details-dialog"
      footer={<Button onClick={onClose}>{t("common.close")}</Button>}
    >
      {record.readingPracticeInfo.map((info) => {
        const rows = answerRows(info);
        const correct = rows.filter((r) => r.correct).length;
        return (
          <section key={info.id} className={dialogCss.answerPassage} aria-label={info.title}>
            <h3 className={dialogCss.answerTitle}>{info.title}</h3>
            <p className={styles.muted}>{t("records.answers.summary", { correct, total: rows.length })}</p>
            <table className={dialogCss.answerTable}>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t("records.answers.yours")}</th>
                  <th scope="col">{t("records.answers.key")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t("records.answers.correct")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.number} data-testid="answer-row" data-correct={r.correct}>
                    <th scope="row">
                      <span className="visually-hidden">{t("records.answers.question", { number: r.number })}</span>
                      <span aria-hidden="true">{r.number}</span>
                    </th>
                    <td className={r.yours === "" ? styles.muted : undefined}>
                      {r.yours || t("records.answers.noAnswer")}
                    </td>
                    {/* Keys may list accepted alternatives as "a|b"; show them as a learner would read them. */}
                    <td>{displayAnswerKey(r.key)}</td>
                    <td className={r.correct ? styles.right : styles.wrong}>
                      {r.correct ? <CheckIcon /> : <ErrorIcon />}
                      {r.correct ? t("records.answers.correct") : t("records.answers.incorrect")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </Dialog>
  );
}
