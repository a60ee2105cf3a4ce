import { useTranslation } from "react-i18next";
import { ChevronDownIcon } from "../../components/ui/icons";
import { useMenu } from "../../components/ui/use-menu";
import { LANGUAGES, toLanguage } from "../../lib/i18n";
import { Flag } from "./flags";
import styles from "./header.module.css";

/** Language menu: flag plus two-letter code; a menu button with the current language checked. */
export function LanguageDropdown() {
  const { t, i18n } = useTranslation();
  const menu = useMenu<HTMLUListElement>();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);

  return (
    <div className={styles.dropdown}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t("header.language", { language: t(`languages.${current}`) })}
        data-testid="language-button"
        {...menu.buttonProps}
      >
        <Flag language={current} />
        <span className={styles.code}>{current}</span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      {menu.open ? (
        <ul className={styles.menu} aria-label={t("header.chooseLanguage")} {...menu.menuProps}>
          {LANGUAGES.map((lng) => (
            <li key={lng} role="none">
              <button
                type="button"
                className={styles.menuItem}
                lang={lng}
                data-testid={`language-${lng}`}
                {...menu.itemProps({ onSelect: () => void i18n.changeLanguage(lng), checked: lng === current })}
              >
                <Flag language={lng} />
                <span className={styles.code}>{lng}</span>
                <span className={styles.menuLabel}>{t(`languages.${lng}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
