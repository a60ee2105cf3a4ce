import { useTranslation } from "react-i18next";
import { ClockIcon } from "../../../components/ui/icons";
import styles from "./admin-page.module.css";
import type { TAdminView } from "./admin-views";

/** A module that is not built yet: "Coming Soon" under its name. */
export function PlaceholderView({ view }: { view: TAdminView }) {
  const { t } = useTranslation();
  return (
    <section className={styles.placeholder} data-testid="admin-placeholder">
      <ClockIcon className={styles.placeholderIcon} />
      <h2>{t("admin.comingSoon")}</h2>
      <p>{t(`admin.nav.${view}`)}</p>
    </section>
  );
}
