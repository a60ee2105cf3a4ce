import { parseLearnerCsv, type TLearnerCsv } from "@bandcraft/domain/learner-csv";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import field from "../../components/ui/field.module.css";
import { UploadIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import styles from "./add-learners.module.css";
import { LearnerProblems } from "./learner-problems";
import { classFailureText } from "./teaching-text";
import type { TAddLearners } from "./use-add-learners";

const ID = "learners-csv";
/** A list of 500 learners is a few dozen KB; a file far bigger is not one, and is not read into memory. */
export const MAX_CSV_KB = 1024;
/** How many rows the preview shows before "…and N more". */
const PREVIEW_ROWS = 5;

type TRead = { file: string; csv: TLearnerCsv } | { file: string; refused: "unreadable" | "tooBig" };

/** A CSV file of learners: read here, checked line by line, previewed, then sent in one call. */
export function LearnersFromCsv({ adding }: { adding: TAddLearners }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef(0);
  const [read, setRead] = useState<TRead | null>(null);
  const [reading, setReading] = useState(false);
  const failure = adding.failureOf("csv");
  const learners = read && "csv" in read ? read.csv.learners : [];
  const problems = read && "csv" in read ? read.csv.problems : [];

  const choose = async (file: File | undefined) => {
    adding.clearFailure();
    // A second file chosen while the first is read wins.
    const token = ++latest.current;
    if (!file) return setRead(null);
    if (file.size > MAX_CSV_KB * 1024) return setRead({ file: file.name, refused: "tooBig" });
    setReading(true);
    try {
      const text = await file.text();
      if (token === latest.current) setRead({ file: file.name, csv: parseLearnerCsv(text) });
    } catch {
      if (token === latest.current) setRead({ file: file.name, refused: "unreadable" });
    } finally {
      if (token === latest.current) setReading(false);
    }
  };

  const sent = () => {
    setRead(null);
    if (inputRef.current) inputRef.current.value = "";
  };

  return (
    <div className={styles.form}>
      <div className={field.field}>
        <label htmlFor={ID} className={field.label}>
          <UploadIcon aria-hidden="true" className={styles.labelIcon} />
          {t("teaching.add.csvLabel")}
        </label>
        <input
          ref={inputRef}
          id={ID}
          type="file"
          accept=".csv,text/csv"
          className={styles.file}
          onChange={(e) => void choose(e.target.files?.[0])}
          aria-describedby={`${ID}-hint`}
          data-testid="learners-csv-input"
        />
        <p id={`${ID}-hint`} className={field.hint}>
          {t("teaching.add.csvHint")}
        </p>
      </div>
      {reading ? <Spinner label={t("teaching.add.csvReading")} /> : null}
      {read && "refused" in read ? (
        <p className={styles.failure} role="alert" data-testid="learners-csv-problems">
          {read.refused === "tooBig"
            ? t("teaching.add.csvTooBig", { max: MAX_CSV_KB })
            : t("teaching.add.csvUnreadable")}
        </p>
      ) : null}
      <LearnerProblems id={`${ID}-problems`} problems={problems} source="file" testId="learners-csv-problems" />
      {read && learners.length > 0 ? (
        <div className={styles.preview} data-testid="learners-csv-preview">
          <p>{t("teaching.add.preview", { count: learners.length, file: read.file })}</p>
          <table className={styles.previewTable}>
            <thead>
              <tr>
                <th scope="col">{t("teaching.learners.email")}</th>
                <th scope="col">{t("teaching.learners.name")}</th>
              </tr>
            </thead>
            <tbody>
              {learners.slice(0, PREVIEW_ROWS).map((learner) => (
                <tr key={learner.email}>
                  <td>{learner.email}</td>
                  <td>{learner.name ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {learners.length > PREVIEW_ROWS ? (
            <p className={styles.muted}>{t("teaching.add.previewMore", { count: learners.length - PREVIEW_ROWS })}</p>
          ) : null}
          {failure ? (
            <p className={styles.failure} role="alert" data-testid="learners-csv-error">
              {classFailureText(failure, t, t("teaching.add.failed"))}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button
              disabled={adding.pending}
              onClick={() => adding.send(learners, "csv", sent)}
              data-testid="learners-csv-submit"
            >
              {adding.pending ? t("teaching.add.adding") : t("teaching.add.submitCount", { count: learners.length })}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
