import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { describedBy, Field } from "../../../components/ui/field";
import field from "../../../components/ui/field.module.css";
import { groupStatus, type TGroupProblem } from "./complete-test-rules";
import { layoutOf } from "./editor-state";
import { groupsQuery } from "./reading-editor.api";
import styles from "./reading-editor.module.css";
import type { TPracticeEditor } from "./use-practice-editor";

/**
 * Which complete test this passage belongs to (a test group: three passages as parts 1–3), and how that test
 * stands with this passage as edited: its parts, their question numbers, and what keeps it from the 40 questions
 * learners are given at random.
 */
export function CompleteTestPanel({ editor }: { editor: TPracticeEditor }) {
  const { t } = useTranslation();
  const listId = useId();
  const { practice, update } = editor;
  const groups = useQuery(groupsQuery);
  const group = practice.kept.testGroup ?? "";
  const saved = groups.data?.find((g) => g.testGroup === group)?.parts ?? [];
  const status = groupStatus(saved, {
    readingPracticeID: practice.id,
    title: practice.title.trim() || t("admin.editor.group.thisPassage"),
    level: practice.level,
    questionCount: layoutOf(practice).numbers.length,
    startNumber: practice.kept.startNumber,
  });
  const problemText = (problem: TGroupProblem) => {
    switch (problem.kind) {
      case "missing":
        return t("admin.editor.group.missing", { part: problem.level });
      case "doubled":
        return t("admin.editor.group.doubled", { part: problem.level });
      case "total":
        return t("admin.editor.group.total", { count: problem.total });
      case "numbering":
        return t("admin.editor.group.numbering", { after: problem.after, next: problem.next });
    }
  };

  return (
    <section
      className={`${styles.card} ${styles.group}`}
      aria-labelledby="reading-editor-group-title"
      data-testid="reading-editor-group"
    >
      <h3 id="reading-editor-group-title" className={styles.groupTitle}>
        {t("admin.editor.group.title")}
      </h3>
      <Field id="reading-editor-group-name" label={t("admin.editor.group.label")} hint={t("admin.editor.group.hint")}>
        <input
          id="reading-editor-group-name"
          className={field.compact}
          list={listId}
          value={group}
          onChange={(e) => {
            const name = e.target.value.trim() === "" ? undefined : e.target.value;
            update((p) => ({ ...p, kept: { ...p.kept, testGroup: name } }));
          }}
          placeholder={t("admin.editor.group.none")}
          aria-describedby={describedBy("reading-editor-group-name", true, null)}
          data-testid="reading-editor-group-name"
        />
        <datalist id={listId}>
          {(groups.data ?? []).map((g) => (
            <option key={g.testGroup} value={g.testGroup} />
          ))}
        </datalist>
      </Field>
      {group.trim() === "" ? null : (
        <>
          <ul className={styles.groupParts} data-testid="reading-editor-group-parts">
            {status.rows.map((row) => (
              <li key={`${row.readingPracticeID ?? "new"}-${row.level}`}>
                <strong>{t(`admin.editor.header.levels.${String(row.level) as "1" | "2" | "3"}`)}</strong> {row.title} ·{" "}
                {t("admin.editor.group.numbers", { first: row.first, last: row.last })}
              </li>
            ))}
          </ul>
          {status.problems.length === 0 ? (
            <p className={styles.groupOk} data-testid="reading-editor-group-ok">
              {t("admin.editor.group.complete")}
            </p>
          ) : (
            <ul className={styles.groupProblems} data-testid="reading-editor-group-problems">
              {status.problems.map((problem) => (
                <li key={JSON.stringify(problem)}>{problemText(problem)}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
