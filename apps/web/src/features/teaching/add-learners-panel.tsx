import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTabs } from "../../components/ui/use-tabs";
import styles from "./add-learners.module.css";
import { LearnersByEmail } from "./learners-by-email";
import { LearnersFromCsv } from "./learners-from-csv";
import { OneTimePasswordsDialog } from "./one-time-passwords-dialog";
import { useAddLearners } from "./use-add-learners";

const WAYS = ["emails", "csv"] as const;
type TWay = (typeof WAYS)[number];

/** Add learners, typed or from a file (both panels stay mounted, so switching keeps what was entered). */
export function AddLearnersPanel({ classID, classTitle }: { classID: string; classTitle: string }) {
  const { t } = useTranslation();
  const adding = useAddLearners(classID);
  const [way, setWay] = useState<TWay>("emails");
  const tabs = useTabs({
    tabs: WAYS,
    selected: way,
    onSelect: setWay,
    label: t("teaching.add.ways"),
    id: "add-learners",
  });
  return (
    <section className={styles.panel} aria-labelledby="add-learners-title">
      <h2 id="add-learners-title" className={styles.title}>
        {t("teaching.add.title")}
      </h2>
      <div className={styles.tabs} {...tabs.listProps}>
        {WAYS.map((key) => (
          <button
            key={key}
            type="button"
            className={styles.tab}
            data-testid={`learners-tab-${key}`}
            {...tabs.tabProps(key)}
          >
            {key === "emails" ? t("teaching.add.byEmail") : t("teaching.add.fromCsv")}
          </button>
        ))}
      </div>
      <div {...tabs.panelProps("emails")}>
        <LearnersByEmail adding={adding} />
      </div>
      <div {...tabs.panelProps("csv")}>
        <LearnersFromCsv adding={adding} />
      </div>
      {adding.result ? (
        <OneTimePasswordsDialog classTitle={classTitle} result={adding.result} onClose={adding.forget} />
      ) : null}
    </section>
  );
}
