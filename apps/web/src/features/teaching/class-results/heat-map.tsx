import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import type { TClassLearnerResults } from "@bandcraft/contract/results";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useScrollFocusable } from "../../../components/ui/use-scroll-focusable";
import styles from "./class-results.module.css";
import { accuracyOf, HEAT_LEVELS, heatLevel, heatRange, learnerLabel, percentCorrect } from "./class-results-rules";

type TProps = { classTitle: string; questionTypes: TQuestionType[]; learners: TClassLearnerResults[] };

/**
 * Accuracy by question type: a row per learner, a column per type met, each cell the percent right on a
 * five-step colour scale. The number is always written, so the colour only repeats it. A wide table scrolls
 * inside its own box (the learner column stays put), which takes keyboard focus while it scrolls.
 */
export function HeatMap({ classTitle, questionTypes, learners }: TProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const captionId = useId();
  const hintId = useId();
  const boxRef = useRef<HTMLElement>(null);
  const tabIndex = useScrollFocusable(boxRef);
  const typeName = (type: TQuestionType) => t(`readingHub.filter.types.${type}`);

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="heatmap-section">
      <h2 id={titleId} className={styles.sectionTitle}>
        {t("classResults.heatmap.title")}
      </h2>
      <HeatLegend />
      {tabIndex === 0 ? (
        <p id={hintId} className={styles.hint}>
          {t("classResults.heatmap.scrollHint")}
        </p>
      ) : null}
      <section
        ref={boxRef}
        className={styles.scroll}
        aria-labelledby={captionId}
        aria-describedby={tabIndex === 0 ? hintId : undefined}
        tabIndex={tabIndex}
        data-testid="heatmap-scroll"
      >
        <table className={styles.heatmap} data-testid="heatmap">
          <caption id={captionId} className="visually-hidden">
            {t("classResults.heatmap.caption", { name: classTitle })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.learnerHead}>
                {t("classResults.heatmap.learner")}
              </th>
              {questionTypes.map((type) => (
                <th key={type} scope="col" className={styles.typeHead} data-testid="heatmap-type">
                  {typeName(type)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {learners.map((learner) => (
              <tr key={learner.email} data-testid="heatmap-row" data-email={learner.email}>
                <th scope="row" className={styles.learnerCell}>
                  <span className={styles.learnerName}>{learnerLabel(learner)}</span>
                  {learner.name ? <span className={styles.learnerEmail}>{learner.email}</span> : null}
                </th>
                {questionTypes.map((type) => (
                  <HeatCell key={type} learner={learner} type={type} typeName={typeName(type)} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

type TCellProps = { learner: TClassLearnerResults; type: TQuestionType; typeName: string };

/** One learner's accuracy in one type: "70%" over "7/10", spoken as "70% 7 of 10 correct"; "—" for none. */
function HeatCell({ learner, type, typeName }: TCellProps) {
  const { t } = useTranslation();
  const accuracy = accuracyOf(learner, type);
  const names = { learner: learnerLabel(learner), type: typeName };
  const percent = accuracy ? percentCorrect(accuracy.correct, accuracy.total) : null;
  if (!accuracy || percent === null) {
    return (
      <td
        className={styles.noneCell}
        title={t("classResults.heatmap.noneTitle", names)}
        data-testid="heatmap-cell"
        data-type={type}
        data-level="none"
      >
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t("classResults.heatmap.none")}</span>
      </td>
    );
  }
  const level = heatLevel(percent);
  const counts = { correct: accuracy.correct, total: accuracy.total };
  return (
    <td
      className={`${styles.cell} ${styles[`level${level}`]}`}
      title={t("classResults.heatmap.cellTitle", { ...names, ...counts, percent })}
      data-testid="heatmap-cell"
      data-type={type}
      data-level={level}
    >
      <span className={styles.percent} data-testid="heatmap-percent">
        {t("classResults.heatmap.percent", { percent })}
      </span>{" "}
      <span className={styles.count} aria-hidden="true">
        {t("classResults.heatmap.count", counts)}
      </span>{" "}
      <span className="visually-hidden">{t("classResults.heatmap.countSpoken", counts)}</span>
    </td>
  );
}

/** The scale's five steps with their ranges, and the dash for a type a learner never met. */
function HeatLegend() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className={styles.legend} data-testid="heatmap-legend">
      <span id={titleId} className={styles.legendTitle}>
        {t("classResults.heatmap.legend")}
      </span>
      <ul className={styles.legendSteps} aria-labelledby={titleId}>
        {HEAT_LEVELS.map((level) => (
          <li key={level} className={styles.legendStep}>
            <span className={`${styles.swatch} ${styles[`level${level}`]}`} aria-hidden="true" />
            {t("classResults.heatmap.legendStep", heatRange(level))}
          </li>
        ))}
        <li className={styles.legendStep}>
          <span className={`${styles.swatch} ${styles.noneCell}`} aria-hidden="true">
            —
          </span>
          {t("classResults.heatmap.legendNone")}
        </li>
      </ul>
    </div>
  );
}
