import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { DownloadIcon } from "../../../components/ui/icons";
import styles from "./class-results.module.css";
import { resultsFailureText } from "./class-results-text";
import { useClassCsv } from "./use-class-results";

/** "Download class results (CSV)": every learner and assignment of the class, fetched fresh when pressed. */
export function ResultsCsvButton({ classID }: { classID: string }) {
  const { t } = useTranslation();
  const csv = useClassCsv(classID);
  return (
    <div className={styles.toolbar}>
      <Button
        variant="secondary"
        icon={<DownloadIcon />}
        onClick={() => csv.mutate()}
        disabled={csv.isPending}
        aria-busy={csv.isPending}
        data-testid="class-results-csv"
      >
        {csv.isPending ? t("classResults.csv.preparing") : t("classResults.csv.download")}
      </Button>
      {csv.isError ? (
        <p className={styles.failure} role="alert" data-testid="class-results-csv-error">
          {resultsFailureText(csv.error, t, t("classResults.csv.failed"))}
        </p>
      ) : null}
    </div>
  );
}
