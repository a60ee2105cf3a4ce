import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../components/ui/button";
import { ArrowLeftIcon, ClockIcon } from "../components/ui/icons";
import styles from "./later-page.module.css";

/** Placeholder for screens a later release builds (tests, records, writing list, admin). */
export function LaterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.page} aria-labelledby="later-title" data-testid="later-page">
      <ClockIcon className={styles.icon} />
      <h1 id="later-title" className={styles.title}>
        {t("later.title")}
      </h1>
      <p className={styles.text}>{t("later.message")}</p>
      <Button icon={<ArrowLeftIcon />} onClick={() => navigate("/")}>
        {t("common.backToHome")}
      </Button>
    </section>
  );
}
