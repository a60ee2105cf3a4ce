import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/field";
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
  const search = useMutation({
    mutationFn: (wanted: string) => searchTestByTitle(wanted),
    onSuccess: (item, wanted) => {
      onFound(item, wanted);
      close();
    },
    onError: (e) => setProblem(failureOf(e)),
  });

  const close = () => {
    setProblem(null);
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const wanted = title.trim();
    if (wanted === "") {
      setProblem({ kind: "blank" });
      return;
    }
    setProblem(null);
    search.mutate(wanted);
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
        <TextField
          id="test-search-title"
          label={t("admin.testList.search.label")}
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            setProblem(null);
          }}
          placeholder={t("admin.testList.search.placeholder")}
          error={problem ? message(problem) : null}
          errorTestId="test-search-problem"
          autoComplete="off"
          data-testid="test-search-input"
        />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={close}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={search.isPending} data-testid="test-search-submit">
            {search.isPending ? t("admin.testList.search.searching") : t("admin.testList.search.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
