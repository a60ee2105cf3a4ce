import { lazy, type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { BankCount } from "../../components/bank-summary/bank-count";
import { useBankSummary } from "../../components/bank-summary/bank-summary";
import { OpenAttempts } from "../../components/open-attempts/open-attempts";
import { TokenBalance } from "../../components/token-balance/token-balance";
import { FeatureCard } from "../../components/ui/feature-card";
import { Hero } from "../../components/ui/hero";
import {
  BookIcon,
  ChartIcon,
  ClockIcon,
  InfoIcon,
  ListIcon,
  RefreshIcon,
  ShieldIcon,
  TargetIcon,
} from "../../components/ui/icons";
import { NotificationDialog, type TNotice } from "../../components/ui/notification-dialog";
import page from "../../components/ui/page.module.css";
import { startFailureNotice } from "../../lib/reading-start";
import { useSession } from "../../lib/session";
import { useStartReading } from "../../lib/use-start-reading";
import styles from "./reading-hub-page.module.css";
import { filterBody, type TSingleFilter } from "./single-filter";

// The dialog pulls in the contract's question-type list (and Zod with it) only when it opens.
const PracticeTypeDialog = lazy(() =>
  import("./practice-type-dialog").then((m) => ({ default: m.PracticeTypeDialog })),
);
const QuestionFilterDialog = lazy(() =>
  import("./question-filter-dialog").then((m) => ({ default: m.QuestionFilterDialog })),
);

type TAction = "complete" | "single" | "records";

const ACTIONS: { action: TAction; icon: ReactNode; tone: "blue" | "teal" | "violet" }[] = [
  { action: "complete", icon: <ClockIcon />, tone: "blue" },
  { action: "single", icon: <TargetIcon />, tone: "teal" },
  { action: "records", icon: <ChartIcon />, tone: "violet" },
];

const FEATURE_ICONS: Record<"format" | "checked" | "bank", ReactNode> = {
  format: <ShieldIcon />,
  checked: <BookIcon />,
  bank: <RefreshIcon />,
};

/** Reading hub: tests in progress, the token balance, and the complete test, single practice and records. */
export function ReadingHubPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const bank = useBankSummary();
  const [notice, setNotice] = useState<TNotice | null>(null);
  const [filterOpen, setFilterOpen] = useState(false);
  const [typeOpen, setTypeOpen] = useState(false);
  const { starting, start } = useStartReading({
    onFailed: (failure) => setNotice(startFailureNotice(failure, t, i18n.language)),
  });
  // The dialog that asked closes either way (on a failure too, for the notice to show).
  const startComplete = () => start({ kind: "complete" }, { onSettled: () => setTypeOpen(false) });
  const startSingle = (filter: TSingleFilter | null) =>
    start({ kind: "random", filter: filterBody(filter) }, { onSettled: () => setFilterOpen(false) });

  const onAction = (action: TAction) => {
    if (!session) {
      // Signed out: the warning modal (login required / please login first / … for records).
      setNotice({
        type: "warning",
        title: t("notice.loginRequired"),
        message: action === "records" ? t("notice.pleaseLoginRecords") : t("notice.pleaseLogin"),
      });
      return;
    }
    if (action === "single") {
      setFilterOpen(true);
      return;
    }
    if (action === "complete") {
      setTypeOpen(true);
      return;
    }
    navigate("/practice-records");
  };

  // What the hub says of the bank is the bank's own numbers, as they stand.
  const features = [
    { key: "format", title: t("readingHub.features.format.title"), text: t("readingHub.features.format.text") },
    { key: "checked", title: t("readingHub.features.checked.title"), text: t("readingHub.features.checked.text") },
    {
      key: "bank",
      title: t("readingHub.features.bankTitle"),
      text: <BankCount i18nKey="readingHub.features.bank" count={bank?.completeTests} />,
    },
  ] as const;

  return (
    <div className={page.page}>
      <Hero
        testId="reading-hero"
        title={t("readingHub.heroTitle")}
        description={t("readingHub.heroDescription")}
        badges={[
          {
            id: "passages",
            icon: <BookIcon />,
            text: <BankCount i18nKey="readingHub.stats.passages" count={bank?.passages} />,
          },
          { icon: <ClockIcon />, text: t("readingHub.stats.timed") },
          { icon: <ListIcon />, text: t("readingHub.stats.feedback") },
        ]}
      />
      {session ? <OpenAttempts /> : null}
      <section className={page.section} aria-labelledby="reading-actions">
        <h2 id="reading-actions" className="visually-hidden">
          {t("readingHub.actionsTitle")}
        </h2>
        <div className={styles.actions}>
          {ACTIONS.map(({ action, icon, tone }) => (
            <FeatureCard
              key={action}
              testId={`reading-action-${action}`}
              icon={icon}
              tone={tone}
              title={t(`readingHub.actions.${action}.title`)}
              description={t(`readingHub.actions.${action}.description`)}
              actionLabel={t(`readingHub.actions.${action}.cta`)}
              onAction={() => onAction(action)}
            />
          ))}
        </div>
        <p className={styles.tokenNote}>
          <InfoIcon className={styles.noteIcon} />
          {t("readingHub.tokenNote")}
        </p>
        {session ? <TokenBalance /> : null}
      </section>
      <section className={page.section} aria-labelledby="reading-features">
        <h2 id="reading-features" className={page.sectionTitle}>
          {t("readingHub.featuresTitle")}
        </h2>
        <ul className={styles.features}>
          {features.map(({ key, title, text }) => (
            <li key={key} className={styles.feature}>
              <span className={styles.featureIcon} aria-hidden="true">
                {FEATURE_ICONS[key]}
              </span>
              <div>
                <h3 className={styles.featureTitle}>{title}</h3>
                <p className={page.muted}>{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {filterOpen ? (
        <Suspense fallback={null}>
          <QuestionFilterDialog loading={starting} onClose={() => setFilterOpen(false)} onStart={startSingle} />
        </Suspense>
      ) : null}
      {typeOpen ? (
        <Suspense fallback={null}>
          <PracticeTypeDialog loading={starting} onClose={() => setTypeOpen(false)} onStart={startComplete} />
        </Suspense>
      ) : null}
      <NotificationDialog notice={notice} onClose={() => setNotice(null)} />
    </div>
  );
}
