import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import field from "../../../components/ui/field.module.css";
import { useTabs } from "../../../components/ui/use-tabs";
import searchCss from "./editor-search.module.css";
import { searchMessage } from "./messages";
import type { TSearchMode } from "./reading-editor.api";
import styles from "./reading-editor.module.css";
import type { useEditorSearch } from "./use-editor-search";

const MODES: readonly TSearchMode[] = ["id", "title"];

/** Search mode: tabs By ID / By Title, the query, and New test. */
export function EditorSearch({ search, onNew }: { search: ReturnType<typeof useEditorSearch>; onNew: () => void }) {
  const { t } = useTranslation();
  const tabs = useTabs({
    tabs: MODES,
    selected: search.mode,
    onSelect: search.setMode,
    label: t("admin.editor.search.tabsLabel"),
    id: "reading-editor",
    onePanel: true,
  });
  const inputId = "reading-editor-query";
  const messageId = "reading-editor-search-message";

  return (
    <section className={`${styles.card} ${searchCss.search}`} aria-labelledby="reading-editor-search-title">
      <h2 id="reading-editor-search-title" className={styles.heading}>
        {t("admin.editor.search.heading")}
      </h2>
      <div className={searchCss.tabs} {...tabs.listProps}>
        {MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            className={searchCss.tab}
            data-testid={`reading-editor-tab-${mode}`}
            {...tabs.tabProps(mode)}
          >
            {mode === "id" ? t("admin.editor.search.byId") : t("admin.editor.search.byTitle")}
          </button>
        ))}
      </div>
      <div {...tabs.panelProps()}>
        <form
          className={searchCss.searchForm}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void search.submit();
          }}
        >
          <Field
            id={inputId}
            label={search.mode === "id" ? t("admin.editor.search.idLabel") : t("admin.editor.search.titleLabel")}
            className={searchCss.searchField}
          >
            <input
              id={inputId}
              className={field.compact}
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
          </Field>
          <Button type="submit" disabled={search.busy} data-testid="reading-editor-search">
            {search.busy ? t("admin.editor.search.searching") : t("admin.editor.search.submit")}
          </Button>
        </form>
      </div>
      <div aria-live="polite">
        {search.error ? (
          <p id={messageId} className={field.error} role="alert" data-testid="reading-editor-search-error">
            {searchMessage(t, search.error)}
          </p>
        ) : null}
      </div>
      <div className={searchCss.newTest}>
        <Button variant="secondary" onClick={onNew} data-testid="reading-editor-new">
          {t("admin.editor.search.newTest")}
        </Button>
        <p className={styles.muted}>{t("admin.editor.search.newTestHint")}</p>
      </div>
    </section>
  );
}
