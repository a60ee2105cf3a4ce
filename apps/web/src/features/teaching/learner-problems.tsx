import type { TLearnerCsvProblem } from "@bandcraft/domain/learner-csv";
import { useTranslation } from "react-i18next";
import styles from "./add-learners.module.css";
import { learnerProblemText } from "./teaching-text";

type TProps = { id: string; problems: TLearnerCsvProblem[]; source: "text" | "file"; testId: string };

/** Why a list was not taken, a line each; nothing is sent while there is any. */
export function LearnerProblems({ id, problems, source, testId }: TProps) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  // An empty typed list is one plain message; a file's problems say how many there are first.
  const single = source === "text" && problems.length === 1 && problems[0]?.code === "empty";
  return (
    <div id={id} className={styles.problems} role="alert" data-testid={testId}>
      {single ? null : (
        <p className={styles.problemsTitle}>{t("teaching.add.problemCount", { count: problems.length })}</p>
      )}
      <ul className={styles.problemList}>
        {problems.map((problem) => (
          <li key={`${problem.line}-${problem.code}-${problem.value ?? ""}`} data-testid="learners-problem">
            {learnerProblemText(problem, t, source)}
          </li>
        ))}
      </ul>
    </div>
  );
}
