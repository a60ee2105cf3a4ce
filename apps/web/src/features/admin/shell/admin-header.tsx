import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ThemeToggle } from "../../../components/theme-toggle";
import { ArrowLeftIcon, ShieldIcon } from "../../../components/ui/icons";
import styles from "./admin-page.module.css";

/** The admin header: its title, the signed-in e-mail and the light/dark toggle. */
export function AdminHeader({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.homeLink} aria-label={t("admin.backToSite")}>
        <ArrowLeftIcon aria-hidden="true" />
      </Link>
      <ShieldIcon className={styles.headerIcon} />
      <h1 className={styles.title}>{t("admin.title")}</h1>
      <span className={styles.email} data-testid="admin-email">
        {email}
      </span>
      <ThemeToggle className={styles.headerButton} />
    </header>
  );
}
