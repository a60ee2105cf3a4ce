import type { ReactNode } from "react";
import styles from "./question-number.module.css";

/** The boxed question number shown beside every question, green once answered. */
export function QuestionNumber({ answered, children }: { answered: boolean; children: ReactNode }) {
  return (
    <span className={styles.number} data-answered={answered}>
      {children}
    </span>
  );
}
