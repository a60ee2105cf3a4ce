import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { BankCount } from "../../components/bank-summary/bank-count";
import { useBankSummary } from "../../components/bank-summary/bank-summary";
import { FeatureCard } from "../../components/ui/feature-card";
import { Hero } from "../../components/ui/hero";
import { BookIcon, ChartIcon, HeadphonesIcon, InfoIcon, ListIcon, MicIcon, PenIcon } from "../../components/ui/icons";
import { NotificationDialog, type TNotice } from "../../components/ui/notification-dialog";
import page from "../../components/ui/page.module.css";
import { AssignedToYou } from "../assigned-work/public";
import styles from "./home-page.module.css";

type TSkill = "listening" | "reading" | "writing" | "speaking";

const SKILLS: { skill: TSkill; icon: ReactNode; enabled: boolean; tone: "blue" | "teal" | "violet" | "amber" }[] = [
  { skill: "listening", icon: <HeadphonesIcon />, enabled: false, tone: "violet" },
  { skill: "reading", icon: <BookIcon />, enabled: true, tone: "blue" },
  { skill: "writing", icon: <PenIcon />, enabled: true, tone: "teal" },
  { skill: "speaking", icon: <MicIcon />, enabled: false, tone: "amber" },
];

/** Home: hero with the bank's live counts, the learner's assigned work, four skill cards, the journey card, a footer. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<TNotice | null>(null);
  // The claims are the bank's own numbers, as they stand.
  const bank = useBankSummary();
  const writingTasks = bank ? bank.writingTask1 + bank.writingTask2 : undefined;

  // Reading and Writing have routes; any other skill only says it is coming.
  const selectSkill = (skill: TSkill) => {
    if (skill === "reading") navigate("/reading");
    else if (skill === "writing") navigate("/writing");
    else
      setNotice({
        type: "info",
        title: t("home.moduleComingSoonTitle"),
        message: t("home.moduleComingSoon", { skill: t(`home.skills.${skill}.name`) }),
      });
  };

  return (
    <div className={page.page}>
      <Hero
        testId="home-hero"
        title={t("home.heroTitle")}
        description={t("home.heroDescription")}
        badges={[
          {
            id: "questions",
            icon: <ListIcon />,
            text: <BankCount i18nKey="home.claims.questions" count={bank?.questions} />,
          },
          {
            id: "tests",
            icon: <ChartIcon />,
            text: <BankCount i18nKey="home.claims.tests" count={bank?.completeTests} />,
          },
          { id: "tasks", icon: <PenIcon />, text: <BankCount i18nKey="home.claims.tasks" count={writingTasks} /> },
        ]}
      />
      <AssignedToYou />
      <section className={page.section} aria-labelledby="skills-title">
        <h2 id="skills-title" className={page.sectionTitle}>
          {t("home.chooseSkill")}
        </h2>
        <div className={styles.skills}>
          {SKILLS.map(({ skill, icon, enabled, tone }) => (
            <FeatureCard
              key={skill}
              testId={`skill-${skill}`}
              icon={icon}
              tone={tone}
              title={t(`home.skills.${skill}.name`)}
              description={t(`home.skills.${skill}.description`)}
              actionLabel={enabled ? t("common.practiceNow") : t("common.comingSoon")}
              disabled={!enabled}
              onAction={() => selectSkill(skill)}
            />
          ))}
        </div>
      </section>
      <section className={page.section} aria-labelledby="journey-title">
        <div className={page.infoCard} data-testid="journey-card">
          <InfoIcon className={page.infoIcon} />
          <div>
            <h2 id="journey-title" className={page.infoTitle}>
              {t("home.journey.title")}
            </h2>
            <p className={page.muted}>{t("home.journey.text")}</p>
          </div>
        </div>
      </section>
      <footer className={styles.footer}>
        <p>{t("home.footer.rights", { year: new Date().getFullYear() })}</p>
        <p className={styles.disclaimer}>{t("home.footer.disclaimer")}</p>
      </footer>
      <NotificationDialog notice={notice} onClose={() => setNotice(null)} />
    </div>
  );
}
