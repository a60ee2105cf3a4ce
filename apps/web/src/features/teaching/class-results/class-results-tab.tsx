import "./class-results-i18n";
import type { TClassSummary } from "@bandcraft/contract/classes";
import { CLASS_RESULTS_PAGE_SIZE } from "@bandcraft/contract/results";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { ChartIcon, RefreshIcon } from "../../../components/ui/icons";
import { Pager } from "../../../components/ui/pager";
import { Spinner } from "../../../components/ui/spinner";
import { StateMessage } from "../../../components/ui/state-message";
import stateStyles from "../../../components/ui/state-message.module.css";
import pageStyles from "../class-page.module.css";
import { BandTrends } from "./band-trends";
import { hasResults } from "./class-results-rules";
import { resultsFailureText } from "./class-results-text";
import { HeatMap } from "./heat-map";
import { ResultsCsvButton } from "./results-csv-button";
import { useClassResults } from "./use-class-results";

type TProps = { classID: string; summary: TClassSummary };

/**
 * The class's Results tab: the CSV of every learner and assignment, then accuracy by question type as a heat
 * map and each learner's band trend, both over the class's assigned work only, CLASS_RESULTS_PAGE_SIZE learners
 * a page.
 */
export function ClassResultsTab({ classID, summary }: TProps) {
  const { t } = useTranslation();
  // The page belongs to its class: another class opens at page 1.
  const [at, setAt] = useState({ classID, page: 1 });
  const page = at.classID === classID ? at.page : 1;
  const setPage = (next: number) => setAt({ classID, page: next });
  const query = useClassResults(classID, page);
  const count = query.data?.learnerCount ?? 0;
  const pages = Math.max(1, Math.ceil(count / CLASS_RESULTS_PAGE_SIZE));
  // Learners removed while a later page was open: back to the last page there is.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > pages) setAt({ classID, page: pages });
  }, [query.data, query.isPlaceholderData, page, pages, classID]);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className={pageStyles.state}>
        <Spinner label={t("classResults.loading")} />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className={pageStyles.stateFailure} role="alert" data-testid="class-results-error">
        <p>{resultsFailureText(query.error, t, t("classResults.failed"))}</p>
        <Button variant="secondary" icon={<RefreshIcon />} onClick={() => void query.refetch()}>
          {t("classResults.retry")}
        </Button>
      </div>
    );
  } else if (!hasResults(query.data)) {
    body = (
      <StateMessage
        layout="box"
        heading="h2"
        icon={ChartIcon}
        title={t("classResults.empty.title")}
        testId="class-results-empty"
      >
        <p className={stateStyles.text}>{t("classResults.empty.text")}</p>
      </StateMessage>
    );
  } else {
    body = (
      <>
        <HeatMap classTitle={summary.name} questionTypes={query.data.questionTypes} learners={query.data.learners} />
        <BandTrends learners={query.data.learners} />
      </>
    );
  }

  const shown = query.data?.page ?? page;
  return (
    <>
      <ResultsCsvButton classID={classID} />
      {body}
      <Pager
        page={shown}
        pages={pages}
        busy={query.isPlaceholderData}
        onPage={setPage}
        text={{
          label: t("classResults.pages.label"),
          previous: t("classResults.pages.previous"),
          next: t("classResults.pages.next"),
          position: t("classResults.pages.position", {
            from: (shown - 1) * CLASS_RESULTS_PAGE_SIZE + 1,
            to: Math.min(count, shown * CLASS_RESULTS_PAGE_SIZE),
            count,
          }),
        }}
        testId="class-results"
      />
    </>
  );
}
