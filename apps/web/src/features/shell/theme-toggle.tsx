import { useTranslation } from "react-i18next";
import { MoonIcon, SunIcon } from "../../components/ui/icons";
import { toggleTheme, useTheme } from "../../lib/theme";
import styles from "./header.module.css";

/** Moon in light mode (switch to dark), sun in dark mode (switch to light), as reading §2.2 says. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const label = theme === "light" ? t("header.switchToDark") : t("header.switchToLight");
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      data-theme-current={theme}
    >
      {theme === "light" ? <MoonIcon className={styles.icon} /> : <SunIcon className={styles.icon} />}
    </button>
  );
}
