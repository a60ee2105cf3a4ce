import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { FeatureCard } from "../../components/ui/feature-card";
import { Hero } from "../../components/ui/hero";
import { BookIcon, ChartIcon, ListIcon, PenIcon } from "../../components/ui/icons";
import { NotificationDialog, type TNotice } from "../../components/ui/notification-dialog";
import page from "../../components/ui/page.module.css";
import { useSession } from "../../lib/session";
import { useWritingBadges } from "./writing-badges";
import styles from "./writing-hub-page.module.css";
import "./writing-feedback-i18n";

/** Writing hub: hero with the bank's live counts, the task-bank card and two cards still to come. */
export function WritingHubPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<TNotice | null>(null);
  const badges = useWritingBadges();

  const go = (path: string) => {
    if (!session) {
      setNotice({ type: "warning", title: t("writingHub.loginRequired"), message: t("writingHub.pleaseLogin") });
      return;
    }
    navigate(path);
  };
  const browse = () => go("/writing/practices");

  return (
    <div className={page.page}>
      <Hero
        testId="writing-hero"
        title={t("writingHub.heroTitle")}
        description={t("writingHub.heroDescription")}
        badges={badges}
      />
      <section className={page.section} aria-labelledby="writing-cards">
        <h2 id="writing-cards" className="visually-hidden">
          {t("writingHub.cardsTitle")}
        </h2>
        <div className={styles.cards}>
          <FeatureCard
            testId="writing-bank"
            icon={<BookIcon />}
            tone="teal"
            title={t("writingHub.cards.bank.title")}
            description={t("writingHub.cards.bank.description")}
            actionLabel={t("writingHub.cards.bank.cta")}
            onAction={browse}
          />
          <FeatureCard
            testId="writing-scoring"
            icon={<ChartIcon />}
            tone="blue"
            title={t("writingHub.cards.scoring.title")}
            description={t("writingHub.cards.scoring.description")}
            actionLabel={t("common.comingSoon")}
            disabled
          />
          <FeatureCard
            testId="writing-strategies"
            icon={<PenIcon />}
            tone="violet"
            title={t("writingHub.cards.strategies.title")}
            description={t("writingHub.cards.strategies.description")}
            actionLabel={t("common.comingSoon")}
            disabled
          />
        </div>
      </section>
      <section className={page.section} aria-labelledby="writing-essays-title">
        <div className={page.infoCard} data-testid="writing-essays">
          <ListIcon className={page.infoIcon} aria-hidden="true" />
          <div className={styles.essaysText}>
            <h2 id="writing-essays-title" className={page.infoTitle}>
              {t("essays.link")}
            </h2>
            <p>{t("essays.linkDescription")}</p>
          </div>
          <Button variant="secondary" onClick={() => go("/writing/essays")} data-testid="writing-essays-open">
            {t("essays.link")}
          </Button>
        </div>
      </section>
      <NotificationDialog notice={notice} onClose={() => setNotice(null)} />
    </div>
  );
}
