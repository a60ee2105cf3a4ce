import type { TBankImportResult, TImportProblem } from "@bandcraft/contract/bank-transfer";
import { useTranslation } from "react-i18next";
import { contentProblemMessage } from "../reading-editor/content-problem-messages";
import styles from "./import-dialog.module.css";

/**
 * A refused import: nothing was written, and every problem the server found, by file and test. A content rule
 * is worded in the teacher's language as the editor words it; the file's own problems (not JSON, an id twice, a
 * picture not stored) keep the server's English, as the CLI prints them.
 */
export function ImportProblems({ problems, count }: { problems: TImportProblem[]; count: number }) {
  const { t, i18n } = useTranslation();
  const more = count - problems.length;
  return (
    <div className={styles.problems} data-testid="test-import-problems">
      <p className={styles.problemsTitle} role="alert">
        {t("admin.testList.transfer.refused", { count })}
      </p>
      <ul className={styles.problemList}>
        {problems.map((p, i) => (
          // The same problem may be listed twice (a file chosen twice), so the place in the list is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
          <li key={i} className={styles.problem} data-testid="test-import-problem-line">
            <span className={styles.problemWhere}>
              {p.file} [{p.item}]
            </span>{" "}
            {p.contentProblem ? contentProblemMessage(t, p.contentProblem, i18n.language) : p.rule}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className={styles.more}>{t("admin.testList.transfer.moreProblems", { count: more })}</p> : null}
    </div>
  );
}

/** What an import did: tests added, replaced, and already the same. */
export function ImportSummary({ result }: { result: TBankImportResult }) {
  const { t } = useTranslation();
  const lines = [
    ["created", result.created],
    ["updated", result.updated],
    ["unchanged", result.unchanged],
  ] as const;
  return (
    <div className={styles.summary} role="status" data-testid="test-import-summary">
      <p className={styles.problemsTitle}>{t("admin.testList.transfer.doneTitle")}</p>
      <ul className={styles.summaryList}>
        {lines.map(([kind, ids]) =>
          ids.length > 0 ? (
            <li key={kind} data-testid={`test-import-${kind}`}>
              {t(`admin.testList.transfer.${kind}`, { count: ids.length })}
              <span className={styles.ids}>{ids.join(", ")}</span>
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}
