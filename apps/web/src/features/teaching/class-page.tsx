import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { Button } from "../../components/ui/button";
import { ArrowLeftIcon, RefreshIcon } from "../../components/ui/icons";
import page from "../../components/ui/page.module.css";
import { Spinner } from "../../components/ui/spinner";
import { useTabs } from "../../components/ui/use-tabs";
import { EssaysTab } from "../marking/public";
import { AddLearnersPanel } from "./add-learners-panel";
import { AssignmentsTab } from "./assignments/assignments-tab";
import { ClassHead } from "./class-head";
import styles from "./class-page.module.css";
import { ClassResultsTab } from "./class-results/class-results-tab";
import { LearnersTable } from "./learners-table";
import type { TClassDetail } from "./teaching.api";
import { classFailure } from "./teaching-rules";
import { classFailureText } from "./teaching-text";
import { isNotFound, useClass, useClassChanges } from "./use-class";

/** The class page's sections; the one shown is in the address (?section=), so Back from a result returns to it. */
const SECTIONS = ["learners", "assignments", "results", "essays"] as const;
type TSection = (typeof SECTIONS)[number];
const sectionOf = (value: string | null): TSection =>
  (SECTIONS as readonly string[]).includes(value ?? "") ? (value as TSection) : "learners";

/** /teach/classes/:classID: one class, its name and archive state, and its sections. */
export function ClassPage() {
  const { t } = useTranslation();
  const { classID = "" } = useParams();
  const { valid, query } = useClass(classID);
  return (
    <div className={page.page}>
      <Link to="/teach" className={styles.backLink}>
        <ArrowLeftIcon aria-hidden="true" />
        {t("teaching.class.back")}
      </Link>
      {!valid || (query.isError && isNotFound(query.error)) ? (
        <div className={styles.state} role="alert" data-testid="class-not-found">
          <p>{t("teaching.class.notFound")}</p>
        </div>
      ) : query.isPending ? (
        <div className={styles.state}>
          <Spinner label={t("teaching.class.loading")} />
        </div>
      ) : query.isError ? (
        <div className={styles.stateFailure} role="alert" data-testid="class-error">
          <p>{classFailureText(classFailure(query.error), t, t("teaching.class.failed"))}</p>
          <Button variant="secondary" icon={<RefreshIcon />} onClick={() => void query.refetch()}>
            {t("teaching.classes.retry")}
          </Button>
        </div>
      ) : (
        <ClassView classID={classID} detail={query.data} />
      )}
    </div>
  );
}

function ClassView({ classID, detail }: { classID: string; detail: TClassDetail }) {
  const { t } = useTranslation();
  const changes = useClassChanges(classID);
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get("section"));
  const setSection = (next: TSection) =>
    setParams(next === "learners" ? {} : { section: next }, { replace: true, preventScrollReset: true });
  const tabs = useTabs({
    tabs: SECTIONS,
    selected: section,
    onSelect: setSection,
    label: t("teaching.class.sections"),
  });
  const { class: summary, learners } = detail;
  return (
    <>
      <ClassHead summary={summary} changes={changes} />
      <div className={styles.tabs} {...tabs.listProps}>
        {SECTIONS.map((key) => (
          <button
            key={key}
            type="button"
            className={styles.tab}
            data-testid={`class-tab-${key}`}
            {...tabs.tabProps(key)}
          >
            {t(`teaching.class.${key}Tab`)}
          </button>
        ))}
      </div>
      {section === "assignments" && (
        <div className={styles.tabPanel} {...tabs.panelProps("assignments")}>
          <AssignmentsTab classID={classID} summary={summary} />
        </div>
      )}
      {section === "results" && (
        <div className={styles.tabPanel} {...tabs.panelProps("results")}>
          <ClassResultsTab classID={classID} summary={summary} />
        </div>
      )}
      {section === "essays" && (
        <div className={styles.tabPanel} {...tabs.panelProps("essays")}>
          <EssaysTab classID={classID} />
        </div>
      )}
      <div className={styles.tabPanel} {...tabs.panelProps("learners")}>
        {summary.archived ? (
          <p className={styles.note} data-testid="class-archived-note">
            {t("teaching.class.archivedNote")}
          </p>
        ) : (
          <AddLearnersPanel classID={classID} classTitle={summary.name} />
        )}
        <LearnersTable
          classTitle={summary.name}
          learners={learners}
          archived={summary.archived}
          remove={changes.remove}
        />
      </div>
    </>
  );
}
