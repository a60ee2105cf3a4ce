import type { TStoredDraft, TWritingItem } from "@bandcraft/contract/writing";
import type { TFunction } from "i18next";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Hero } from "../../../components/ui/hero";
import { ErrorIcon, PenIcon, RefreshIcon } from "../../../components/ui/icons";
import { NotificationDialog } from "../../../components/ui/notification-dialog";
import page from "../../../components/ui/page.module.css";
import { Spinner } from "../../../components/ui/spinner";
import { browserDraftStorage, hasWriting, loadDraft, newerDraft } from "../editor/draft-store";
import { useWritingBadges } from "../writing-badges";
import { FilterPanel } from "./filter-panel";
import { clearFilters, goToPage, groupsOf, switchPart, type TListState, toggleFilter } from "./list-filters";
import { Pagination } from "./pagination";
import styles from "./practice-list.module.css";
import { PracticeRow } from "./practice-row";
import { StartDialog } from "./start-dialog";
import { TaskSwitch } from "./task-switch";
import { themeIndex } from "./theme-name";
import { type TListError, useThemes, useWritingList } from "./use-writing-list";

type TProps = {
  state: TListState;
  onState: (update: (state: TListState) => TListState) => void;
  /** The learner confirmed "Start Practice" for a task. */
  onStart: (item: TWritingItem) => void;
  /** The learner's drafts on the server, by task (written on any device); none while unknown. */
  serverDrafts?: ReadonlyMap<string, TStoredDraft> | undefined;
};

/** The writing practice list: task switch, filters, rows, pagination, and the start dialog. */
export function PracticeList({ state, onState, onStart, serverDrafts }: TProps) {
  const { t } = useTranslation();
  const badges = useWritingBadges();
  const themes = useThemes();
  const list = useWritingList(state);
  const [chosen, setChosen] = useState<TWritingItem | null>(null);
  const [dismissedErrorAt, setDismissedErrorAt] = useState(0);
  const groups = groupsOf(themes.data, state.part);
  const index = useMemo(() => themeIndex(themes.data), [themes.data]);
  const drafts = useMemo(() => draftTexts(list.items, serverDrafts), [list.items, serverDrafts]);

  let content: ReactNode;
  if (list.loading) {
    content = (
      <div className={styles.state}>
        <Spinner label={t("writingList.loading")} />
      </div>
    );
  } else if (list.error) {
    content = <ListError error={list.error} onRetry={list.retry} />;
  } else if (list.items.length === 0) {
    content = (
      <div className={styles.state} data-testid="writing-empty">
        <PenIcon className={styles.stateIcon} aria-hidden="true" />
        <p className={styles.stateTitle}>{t("writingList.empty.title")}</p>
        <p className={styles.muted}>{t("writingList.empty.message")}</p>
        {state.type || state.theme ? (
          <Button variant="secondary" onClick={() => onState(clearFilters)}>
            {t("writingList.empty.clear")}
          </Button>
        ) : null}
      </div>
    );
  } else {
    content = (
      <ul className={styles.rows} data-testid="writing-rows" aria-busy={list.refreshing}>
        {list.items.map((item) => (
          <PracticeRow
            key={item.writingPracticeID}
            item={item}
            index={index}
            hasDraft={drafts.has(item.writingPracticeID)}
            onOpen={setChosen}
          />
        ))}
      </ul>
    );
  }

  const showLoadFailed = list.error !== null && list.errorAt !== dismissedErrorAt;
  return (
    <div className={page.page} data-testid="writing-list-page">
      <Hero
        testId="writing-list-hero"
        title={t("writingList.heroTitle")}
        description={t("writingList.heroDescription")}
        badges={badges}
      />
      <section className={styles.controls} aria-label={t("writingList.filters.label")}>
        <TaskSwitch part={state.part} onChange={(part) => onState((s) => switchPart(s, part))} />
        <FilterPanel
          state={state}
          types={groups.types}
          themes={groups.themes}
          loading={themes.isPending}
          onToggle={(group, key) => onState((s) => toggleFilter(s, group, key))}
        />
      </section>
      <section className={page.section} aria-labelledby="writing-results-title">
        <div className={styles.resultsHead}>
          <h2 id="writing-results-title" className={page.sectionTitle}>
            {t("writingList.resultsTitle", { part: state.part })}
          </h2>
          {list.refreshing ? <Spinner label={t("writingList.refreshing")} size={16} /> : null}
        </div>
        {content}
        <Pagination
          page={state.page}
          total={list.totalPages}
          busy={list.refreshing}
          onPage={(p) => onState((s) => goToPage(s, p))}
        />
      </section>
      <StartDialog
        item={chosen}
        draftText={chosen ? (drafts.get(chosen.writingPracticeID) ?? null) : null}
        onCancel={() => setChosen(null)}
        onConfirm={(item) => {
          setChosen(null);
          onStart(item);
        }}
      />
      <NotificationDialog
        notice={showLoadFailed && list.error ? loadFailedNotice(list.error, t) : null}
        onClose={() => setDismissedErrorAt(list.errorAt)}
      />
    </div>
  );
}

type TTranslate = TFunction;

function errorText(error: TListError, t: TTranslate): string {
  if (error.kind === "network") return t("writingList.errors.network");
  return error.errMsg || t("writingList.errors.fallback");
}

/** The Load Failed dialog: the server's errMsg, the fallback text, or the network text. */
function loadFailedNotice(error: TListError, t: TTranslate) {
  return { type: "error" as const, title: t("writingList.errors.title"), message: errorText(error, t) };
}

/** What stays on the page once the dialog is closed: the same message and a way to try again. */
function ListError({ error, onRetry }: { error: TListError; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.state} data-testid="writing-error">
      <ErrorIcon className={styles.errorIcon} aria-hidden="true" />
      <p className={styles.stateTitle}>{t("writingList.errors.title")}</p>
      <p className={styles.muted}>{errorText(error, t)}</p>
      <Button variant="secondary" icon={<RefreshIcon />} onClick={onRetry}>
        {t("writingList.errors.tryAgain")}
      </Button>
    </div>
  );
}

/** The tasks on this page that have a draft with writing (the newer of this browser's and the server's), and that writing. */
function draftTexts(
  items: readonly TWritingItem[],
  serverDrafts: ReadonlyMap<string, TStoredDraft> | undefined,
): ReadonlyMap<string, string> {
  const store = browserDraftStorage();
  const found = new Map<string, string>();
  const now = Date.now();
  for (const item of items) {
    const local = loadDraft(store, item.writingPracticeID);
    const text = newerDraft(local, serverDrafts?.get(item.writingPracticeID), item, now)?.text ?? "";
    if (hasWriting(text)) found.set(item.writingPracticeID, text);
  }
  return found;
}
