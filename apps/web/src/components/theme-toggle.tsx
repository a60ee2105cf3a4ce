import { useTranslation } from "react-i18next";
import { toggleTheme, useTheme } from "../lib/theme";
import { MoonIcon, SunIcon } from "./ui/icons";

/**
 * Moon in light mode (switch to dark), sun in dark mode (switch to light).
 * Shared by the app header and the admin header, each styling the button its own way.
 */
export function ThemeToggle({ className, iconClassName }: { className?: string; iconClassName?: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const label = theme === "light" ? t("header.switchToDark") : t("header.switchToLight");
  return (
    <button
      type="button"
      className={className}
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      data-theme-current={theme}
    >
      {theme === "light" ? <MoonIcon className={iconClassName} /> : <SunIcon className={iconClassName} />}
    </button>
  );
}
