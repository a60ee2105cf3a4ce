import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { ArrowLeftIcon, LockIcon } from "../../../components/ui/icons";
import styles from "./admin-page.module.css";

/** Shown to a signed-in user without an active administrator privilege. */
export function AccessDenied() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.placeholder} data-testid="admin-access-denied">
      <LockIcon className={styles.placeholderIcon} />
      <h1>{t("admin.accessDenied.title")}</h1>
      <p>{t("admin.accessDenied.message")}</p>
      <Button icon={<ArrowLeftIcon />} onClick={() => navigate("/")}>
        {t("admin.accessDenied.home")}
      </Button>
    </section>
  );
}
