import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { ArrowLeftIcon, LockIcon } from "../../components/ui/icons";
import styles from "./records.module.css";

/** Signed out on the records screen: "Authentication Required" with "Go Back". */
export function AuthRequired() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // With no earlier page in this tab (a pasted link), "back" would leave the app: go home instead.
  const goBack = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate("/"));
  return (
    <section className={styles.state} aria-labelledby="records-auth-title" data-testid="records-auth-required">
      <LockIcon className={styles.stateIcon} />
      <h1 id="records-auth-title" className={styles.stateTitle}>
        {t("records.authTitle")}
      </h1>
      <p className={styles.muted}>{t("records.authMessage")}</p>
      <div className={styles.stateActions}>
        <Button variant="secondary" icon={<ArrowLeftIcon />} onClick={goBack}>
          {t("records.goBack")}
        </Button>
        <Button onClick={() => navigate("/auth")}>{t("records.goToLogin")}</Button>
      </div>
    </section>
  );
}
