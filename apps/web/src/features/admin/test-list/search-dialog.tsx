import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { failureOf, type TFailure } from "./failures";
import type { TListItem } from "./list-filters";
import { searchTestByTitle } from "./test-list.api";
import styles from "./test-list.module.css";

type TProblem = { kind: "blank" } | TFailure;
type TProps = { open: boolean; onClose: () => void; onFound: (item: TListItem, title: string) => void };

/** "Search Test by Title": Enter submits; a blank title or a failed search alerts inline. */
export function SearchDialog({ open, onClose, onFound }: TProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState("");
  const [problem, setProblem] = useState<TProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setProblem(null);
    onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const wanted = title.trim();
    if (wanted === "") {
      setProblem({ kind: "blank" });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const item = await searchTestByTitle(wanted);
      onFound(item, wanted);
      close();
    } catch (e) {
      setProblem(failureOf(e));
    } finally {
      setBusy(false);
    }
  };
  const message = (p: TProblem) => {
    switch (p.kind) {
      case "blank":
        return t("admin.testList.search.blank");
      case "auth":
        return t("admin.testList.errors.auth");
      case "network":
        return t("admin.testList.search.network");
      case "server":
        return p.errMsg || t("admin.testList.search.notFound");
    }
  };

  return (
    <Dialog open={open} onClose={close} title={t("admin.testList.search.title")} testId="test-search-dialog">
      <form className={styles.searchForm} onSubmit={submit} noValidate>
        <label htmlFor="test-search-title" className={styles.fieldLabel}>
          {t("admin.testList.search.label")}
        </label>
        <input
          id="test-search-title"
          className={styles.input}
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            setProblem(null);
          }}
          placeholder={t("admin.testList.search.placeholder")}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem ? "test-search-problem" : undefined}
          autoComplete="off"
          data-testid="test-search-input"
        />
        {problem ? (
          <p id="test-search-problem" className={styles.inlineAlert} role="alert" data-testid="test-search-problem">
            {message(problem)}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={close}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={busy} data-testid="test-search-submit">
            {busy ? t("admin.testList.search.searching") : t("admin.testList.search.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
