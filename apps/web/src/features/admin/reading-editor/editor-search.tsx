import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { searchMessage } from "./messages";
import type { TSearchMode } from "./reading-editor.api";
import styles from "./reading-editor.module.css";
import type { useEditorSearch } from "./use-editor-search";

const MODES: readonly TSearchMode[] = ["id", "title"];

/** Search mode: tabs By ID / By Title, the query, and New test (beyond the spec). */
export function EditorSearch({ search, onNew }: { search: ReturnType<typeof useEditorSearch>; onNew: () => void }) {
  const { t } = useTranslation();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const inputId = "reading-editor-query";
  const messageId = "reading-editor-search-message";

  // Arrow keys move between the tabs and select (WAI-ARIA tabs with automatic activation).
  const onTabKey = (e: React.KeyboardEvent, i: number) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft" && e.key !== "Home" && e.key !== "End") return;
    e.preventDefault();
    const next =
      e.key === "Home" ? 0 : e.key === "End" ? MODES.length - 1 : (i + (e.key === "ArrowRight" ? 1 : -1) + 2) % 2;
    search.setMode(MODES[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <section className={`${styles.card} ${styles.search}`} aria-labelledby="reading-editor-search-title">
      <h2 id="reading-editor-search-title" className={styles.heading}>
        {t("admin.editor.search.heading")}
      </h2>
      <div role="tablist" aria-label={t("admin.editor.search.tabsLabel")} className={styles.tabs}>
        {MODES.map((mode, i) => (
          <button
            key={mode}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`reading-editor-tab-${mode}`}
            aria-selected={search.mode === mode}
            aria-controls="reading-editor-search-panel"
            tabIndex={search.mode === mode ? 0 : -1}
            className={styles.tab}
            onClick={() => search.setMode(mode)}
            onKeyDown={(e) => onTabKey(e, i)}
            data-testid={`reading-editor-tab-${mode}`}
          >
            {mode === "id" ? t("admin.editor.search.byId") : t("admin.editor.search.byTitle")}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="reading-editor-search-panel" aria-labelledby={`reading-editor-tab-${search.mode}`}>
        <form
          className={styles.searchForm}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void search.submit();
          }}
        >
          <div className={`${styles.field} ${styles.searchField}`}>
            <label htmlFor={inputId} className={styles.label}>
              {search.mode === "id" ? t("admin.editor.search.idLabel") : t("admin.editor.search.titleLabel")}
            </label>
            <input
              id={inputId}
              className={styles.input}
              value={search.query}
              onChange={(e) => search.setQuery(e.target.value)}
              placeholder={
                search.mode === "id"
                  ? t("admin.editor.search.idPlaceholder")
                  : t("admin.editor.search.titlePlaceholder")
              }
              aria-describedby={search.error ? messageId : undefined}
              aria-invalid={search.error ? true : undefined}
              data-testid="reading-editor-query"
            />
          </div>
          <Button type="submit" disabled={search.busy} data-testid="reading-editor-search">
            {search.busy ? t("admin.editor.search.searching") : t("admin.editor.search.submit")}
          </Button>
        </form>
      </div>
      <div aria-live="polite">
        {search.error ? (
          <p id={messageId} className={styles.message} role="alert" data-testid="reading-editor-search-error">
            {searchMessage(t, search.error)}
          </p>
        ) : null}
      </div>
      <div className={styles.newTest}>
        <Button variant="secondary" onClick={onNew} data-testid="reading-editor-new">
          {t("admin.editor.search.newTest")}
        </Button>
        <p className={styles.muted}>{t("admin.editor.search.newTestHint")}</p>
      </div>
    </section>
  );
}
