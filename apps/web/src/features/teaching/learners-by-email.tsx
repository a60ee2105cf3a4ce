import type { TLearnerCsvProblem } from "@bandcraft/domain/learner-csv";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import field from "../../components/ui/field.module.css";
import styles from "./add-learners.module.css";
import { LearnerProblems } from "./learner-problems";
import { learnersFromText } from "./teaching-rules";
import { classFailureText } from "./teaching-text";
import type { TAddLearners } from "./use-add-learners";

const ID = "learners-emails";

/** Learners typed or pasted, one a line ("email" or "email, name"), read as the CSV upload reads a file. */
export function LearnersByEmail({ adding }: { adding: TAddLearners }) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [problems, setProblems] = useState<TLearnerCsvProblem[]>([]);
  const failure = adding.failureOf("emails");
  const describedBy = [`${ID}-hint`, problems.length > 0 ? `${ID}-problems` : ""].filter(Boolean).join(" ");

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    adding.clearFailure();
    const parsed = learnersFromText(text);
    setProblems(parsed.problems);
    if (parsed.problems.length > 0) {
      event.currentTarget.querySelector<HTMLElement>(`#${ID}`)?.focus();
      return;
    }
    adding.send(parsed.learners, "emails", () => setText(""));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={field.field}>
        <label htmlFor={ID} className={field.label}>
          {t("teaching.add.emailsLabel")}
        </label>
        <textarea
          id={ID}
          className={`${field.input} ${styles.textarea}`}
          rows={6}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setProblems([]);
            adding.clearFailure();
          }}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          placeholder={t("teaching.add.emailsPlaceholder")}
          aria-describedby={describedBy}
          aria-invalid={problems.length > 0 ? true : undefined}
          data-testid="learners-emails"
        />
        <p id={`${ID}-hint`} className={field.hint}>
          {t("teaching.add.emailsHint")}
        </p>
      </div>
      <LearnerProblems id={`${ID}-problems`} problems={problems} source="text" testId="learners-emails-problems" />
      {failure ? (
        <p className={styles.failure} role="alert" data-testid="learners-emails-error">
          {classFailureText(failure, t, t("teaching.add.failed"))}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={adding.pending} data-testid="learners-emails-submit">
          {adding.pending ? t("teaching.add.adding") : t("teaching.add.submit")}
        </Button>
      </div>
    </form>
  );
}
