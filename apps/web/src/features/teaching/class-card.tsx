import type { TClassSummary } from "@bandcraft/contract/classes";
import { Link } from "react-router";
import { ArchivedBadge, ClassFigures } from "./class-figures";
import styles from "./teaching.module.css";

/** One class in the list: its name (the link to it), learners, teacher when worth naming, created, Archived. */
export function ClassCard({ summary }: { summary: TClassSummary }) {
  const headingId = `class-${summary.classID}`;
  return (
    <li
      className={summary.archived ? styles.cardArchived : styles.card}
      data-testid="class-card"
      data-class-id={summary.classID}
    >
      <div className={styles.cardTop}>
        <h3 id={headingId} className={styles.cardTitle}>
          <Link to={`/teach/classes/${encodeURIComponent(summary.classID)}`} data-testid="class-open">
            {summary.name}
          </Link>
        </h3>
        <ArchivedBadge summary={summary} className={styles.badge} />
      </div>
      <ClassFigures summary={summary} className={styles.meta} countClassName={styles.count} />
    </li>
  );
}
