import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDownIcon } from "../../components/ui/icons";
import { useOutsideClick } from "../../components/ui/use-outside-click";
import { LANGUAGES, toLanguage } from "../../lib/i18n";
import { Flag } from "./flags";
import styles from "./header.module.css";

/** Language menu: flag plus two-letter code; closes on outside click or on choosing. */
export function LanguageDropdown() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(wrapRef, close, open);
  const menuRef = useRef<HTMLUListElement>(null);

  // Opening moves focus to the first language so the arrows and Esc work at once.
  useEffect(() => {
    if (open) menuRef.current?.querySelector("button")?.focus();
  }, [open]);

  const choose = (lng: string) => {
    void i18n.changeLanguage(lng);
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (e: React.KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>("button"));
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === "Escape") {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <div className={styles.dropdown} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconButton}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t("header.language", { language: t(`languages.${current}`) })}
        onClick={() => setOpen((o) => !o)}
        data-testid="language-button"
      >
        <Flag language={current} />
        <span className={styles.code}>{current}</span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          className={styles.menu}
          aria-label={t("header.chooseLanguage")}
          onKeyDown={onMenuKeyDown}
        >
          {LANGUAGES.map((lng) => (
            <li key={lng}>
              <button
                type="button"
                className={styles.menuItem}
                aria-current={lng === current ? "true" : undefined}
                lang={lng}
                onClick={() => choose(lng)}
                data-testid={`language-${lng}`}
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
