import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { CloseIcon, DownloadIcon, FilterIcon, SearchIcon, UploadIcon } from "../../../components/ui/icons";
import { Spinner } from "../../../components/ui/spinner";
import { ToastRegion, useToasts } from "../../../components/ui/toast";
import { practicePath } from "../../../lib/reading-paths";
import { useSession } from "../../../lib/session";
import adminList from "../admin-shared/admin-list.module.css";
import { DeleteDialogs } from "../admin-shared/delete-dialogs";
import { openInEditor } from "../shell/edit-handover";
import { AppliedFilters } from "./applied-filters";
import { FilterPanel } from "./filter-panel";
import { ImportDialog } from "./import-dialog";
import { appliedTags, type TListItem } from "./list-filters";
import { ListPagination } from "./list-pagination";
import { ListAuthRequired, ListEmpty, ListError } from "./list-states";
import { SearchDialog } from "./search-dialog";
import { TestCard } from "./test-card";
import { deleteTest } from "./test-list.api";
import styles from "./test-list.module.css";
import { useBankExport } from "./use-bank-export";
import { useTestList } from "./use-test-list";

/** Reading → Test List: search, filters, cards, delete, edit, start, paging, and the bank's files out and in. */
export function TestListView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const signedIn = useSession() !== null;
  const list = useTestList(signedIn);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchedFor, setSearchedFor] = useState("");
  const [deleting, setDeleting] = useState<TListItem | null>(null);
  const [importing, setImporting] = useState(false);
  const toasts = useToasts();
  const transfer = useBankExport(toasts.show);
  const filterCount = appliedTags(list.filters).length;

  const edit = (id: string) => openInEditor(id, () => setParams({ view: "reading-editor" }));

  // A 401 clears the session; its error screen (with Go to Login) wins over the plain signed-out one.
  if (!signedIn && list.error?.kind !== "auth") return <ListAuthRequired />;
  return (
    <section className={adminList.view} aria-labelledby="test-list-title">
      <div className={styles.toolbar}>
        <h2 id="test-list-title" className={adminList.heading}>
          {t("admin.testList.title")}
        </h2>
        <div className={styles.toolbarActions}>
          <Button
            variant="secondary"
            icon={<SearchIcon />}
            onClick={() => setSearchOpen(true)}
            data-testid="test-list-search"
          >
            {t("admin.testList.search.open")}
          </Button>
          {list.found ? (
            <Button
              variant="ghost"
              icon={<CloseIcon />}
              onClick={list.clearSearch}
              data-testid="test-list-clear-search"
            >
              {t("admin.testList.search.clear")}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            icon={<FilterIcon />}
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
            aria-controls="test-list-filter-panel"
            data-testid="test-list-toggle-filters"
          >
            {t("admin.testList.filters.toggle")}
            {filterCount > 0 ? <span className={styles.countBubble}>{filterCount}</span> : null}
          </Button>
          <Button
            variant="secondary"
            icon={<DownloadIcon />}
            onClick={transfer.exportBank}
            disabled={transfer.exportingBank}
            data-testid="test-list-export-bank"
          >
            {transfer.exportingBank ? t("admin.testList.transfer.exporting") : t("admin.testList.transfer.exportBank")}
          </Button>
          <Button
            variant="secondary"
            icon={<UploadIcon />}
            onClick={() => setImporting(true)}
            data-testid="test-list-import"
          >
            {t("admin.testList.transfer.import")}
          </Button>
        </div>
      </div>

      {filtersOpen ? (
        <FilterPanel id="test-list-filter-panel" filters={list.filters} onChange={list.setFilters} />
      ) : null}
      <AppliedFilters filters={list.filters} onChange={list.setFilters} />
      {list.found ? (
        <p className={styles.searchNote} data-testid="test-list-search-note">
          {t("admin.testList.search.showing", { title: searchedFor })}
        </p>
      ) : null}

      {list.loading ? (
        <div className={adminList.loading}>
          <Spinner label={t("admin.testList.loading")} />
        </div>
      ) : list.error ? (
        <ListError failure={list.error} onRetry={list.retry} />
      ) : list.items.length === 0 ? (
        <ListEmpty />
      ) : (
        <ul className={styles.cards} aria-busy={list.refreshing} data-testid="test-list-cards">
          {list.items.map((item) => (
            <TestCard
              key={item.readingPracticeID}
              item={item}
              onDelete={() => setDeleting(item)}
              onEdit={() => edit(item.readingPracticeID)}
              onStart={() => navigate(practicePath(item.readingPracticeID))}
              onExport={() => transfer.exportTest(item.readingPracticeID)}
              exporting={transfer.exportingId === item.readingPracticeID}
            />
          ))}
        </ul>
      )}

      {list.loading || list.error ? null : (
        <ListPagination
          page={list.page}
          canNext={list.canNext}
          busy={list.refreshing || list.found !== null}
          onPage={list.setPage}
        />
      )}

      <SearchDialog
        open={searchOpen}
        onClose={() => setSearchOpen(false)}
        onFound={(item, title) => {
          setSearchedFor(title);
          list.showFound(item);
        }}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={list.afterImport} />
      <ToastRegion toasts={toasts.toasts} onDismiss={toasts.dismiss} />
      <DeleteDialogs
        area="testList"
        target={deleting}
        idOf={(item) => item.readingPracticeID}
        nameOf={(item) => item.title}
        explain={t("admin.testList.delete.cannotUndo")}
        remove={deleteTest}
        testIdPrefix="test-delete"
        onCancel={() => setDeleting(null)}
        onDeleted={(id) => {
          setDeleting(null);
          list.afterDelete(id);
        }}
      />
    </section>
  );
}
