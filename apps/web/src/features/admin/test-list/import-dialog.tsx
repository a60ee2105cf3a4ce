import { BANK_IMPORT_LIMITS } from "@bandcraft/contract/bank-transfer";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Checkbox } from "../../../components/ui/field";
import { importTestFiles } from "./bank-transfer.api";
import styles from "./import-dialog.module.css";
import { ImportProblems, ImportSummary } from "./import-report";
import { choiceProblem, IMPORT_LIMIT_MB, importFailureOf, type TChoiceProblem } from "./import-rules";

type TProps = { open: boolean; onClose: () => void; onImported: () => void };

/**
 * "Import tests": one or more files in the bank's format, checked all together by the server; nothing is
 * imported unless every file passes, and then the dialog says what was added, replaced or already the same.
 */
export function ImportDialog({ open, onClose, onImported }: TProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [replace, setReplace] = useState(false);
  const [choice, setChoice] = useState<TChoiceProblem | null>(null);
  const run = useMutation({
    mutationFn: () => importTestFiles(files, replace),
    onSuccess: onImported,
  });
  const failure = run.isError ? importFailureOf(run.error) : null;

  const close = () => {
    setFiles([]);
    setReplace(false);
    setChoice(null);
    run.reset();
    onClose();
  };
  const choose = (chosen: File[]) => {
    setFiles(chosen);
    setChoice(null);
    run.reset();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = choiceProblem(files);
    setChoice(problem);
    if (problem === null) run.mutate();
  };
  const choiceMessage = (problem: TChoiceProblem) =>
    problem === "none"
      ? t("admin.testList.transfer.noFiles")
      : problem === "too-many"
        ? t("admin.testList.transfer.tooMany", { max: BANK_IMPORT_LIMITS.files })
        : t("admin.testList.transfer.tooLarge", { mb: IMPORT_LIMIT_MB });
  const alert = choice
    ? choiceMessage(choice)
    : failure?.kind === "too-large"
      ? choiceMessage("too-large")
      : failure?.kind === "auth"
        ? t("admin.testList.errors.auth")
        : failure?.kind === "network"
          ? t("admin.testList.transfer.importNetwork")
          : failure?.kind === "server"
            ? failure.errMsg || t("admin.testList.transfer.importFailed")
            : null;

  const done = run.isSuccess ? run.data : null;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t("admin.testList.transfer.importTitle")}
      maxWidth={640}
      testId="test-import-dialog"
    >
      {done ? (
        <>
          <ImportSummary result={done} />
          <div className={styles.actions}>
            <Button onClick={close} data-testid="test-import-close">
              {t("common.close")}
            </Button>
          </div>
        </>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.intro}>{t("admin.testList.transfer.importIntro")}</p>
          <label htmlFor="test-import-files" className={styles.label}>
            {t("admin.testList.transfer.chooseFiles")}
          </label>
          <input
            id="test-import-files"
            className={styles.fileInput}
            type="file"
            multiple
            accept=".json,application/json"
            onChange={(e) => choose(Array.from(e.target.files ?? []))}
            data-testid="test-import-files"
          />
          {files.length > 0 ? (
            <ul className={styles.chosen} aria-label={t("admin.testList.transfer.chosenLabel")}>
              {files.map((file, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two chosen files may share a name
                <li key={i}>{file.name}</li>
              ))}
            </ul>
          ) : null}
          <Checkbox
            id="test-import-replace"
            className={styles.replace}
            checked={replace}
            onChange={setReplace}
            testId="test-import-replace"
          >
            {t("admin.testList.transfer.replaceExisting")}
          </Checkbox>
          {alert ? (
            <p className={styles.alert} role="alert" data-testid="test-import-alert">
              {alert}
            </p>
          ) : null}
          {failure?.kind === "problems" ? <ImportProblems problems={failure.problems} count={failure.count} /> : null}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={run.isPending} data-testid="test-import-submit">
              {run.isPending ? t("admin.testList.transfer.importing") : t("admin.testList.transfer.submit")}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
