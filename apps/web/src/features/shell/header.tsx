import { ADMIN_PRIVILEGE, TEACHER_PRIVILEGE } from "@bandcraft/contract/privilege-ids";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { ThemeToggle } from "../../components/theme-toggle";
import { ArrowLeftIcon, ClassIcon, GearIcon, ShieldIcon, UserIcon } from "../../components/ui/icons";
import { hasPrivilege, useSession } from "../../lib/session";
import styles from "./header.module.css";
import { LanguageDropdown } from "./language-dropdown";
import { LoginPrompt } from "./login-prompt";
import { LogoutDialog } from "./logout-dialog";

// The settings dialog carries Zod and the user-info parsing; it loads when first opened.
const SettingsDialog = lazy(() => import("./settings-dialog").then((m) => ({ default: m.SettingsDialog })));

export type THeaderProps = { title: string; subtitle?: string; showBack?: boolean };

/** The shared header. */
export function Header({ title, subtitle, showBack }: THeaderProps) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.left}>
          {showBack ? (
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => navigate("/")}
              aria-label={t("header.backToHome")}
              title={t("header.backToHome")}
              data-testid="back-home"
            >
              <ArrowLeftIcon className={styles.icon} />
            </button>
          ) : null}
          <Link to="/" className={styles.brand} aria-label={t("header.backToHome")}>
            <svg viewBox="0 0 32 32" className={styles.logo} aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="8" fill="currentColor" />
              <path
                d="M10 8h7a5 5 0 0 1 0 10h-7zm0 10h8a5 5 0 0 1 0 10h-8z"
                fill="none"
                stroke="var(--color-on-primary)"
                strokeWidth="3"
              />
            </svg>
          </Link>
          <div className={styles.titles}>
            <p className={styles.title} data-testid="header-title">
              {title}
            </p>
            {subtitle ? (
              <p className={styles.subtitle} data-testid="header-subtitle">
                {subtitle}
              </p>
            ) : null}
          </div>
        </div>
        <div className={styles.right}>
          {session ? (
            <>
              {/* The way to one's classes, for teachers (the page checks too, and the server). An administrator
                  finds Teaching in the administration's sidebar: one staff link here leaves a 320 px phone room
                  for the page's title. */}
              {hasPrivilege(session, TEACHER_PRIVILEGE) && !hasPrivilege(session, ADMIN_PRIVILEGE) ? (
                <Link to="/teach" className={styles.adminLink} data-testid="teach-link">
                  <ClassIcon className={styles.icon} aria-hidden="true" />
                  {/* On a phone the book alone shows; the word stays the link's name. */}
                  <span className="narrow-visually-hidden">{t("teaching.link")}</span>
                </Link>
              ) : null}
              {/* The way into administration, for those who may use it (the page checks too, and the server). */}
              {hasPrivilege(session, ADMIN_PRIVILEGE) ? (
                <Link to="/admin" className={styles.adminLink} data-testid="header-admin">
                  <ShieldIcon className={styles.icon} aria-hidden="true" />
                  {/* On a phone the shield alone shows; the word stays the link's name. */}
                  <span className="narrow-visually-hidden">{t("header.administration")}</span>
                </Link>
              ) : null}
              <span className={styles.email} data-testid="header-email" title={session.user.email}>
                <UserIcon className={styles.icon} />
                <span className={styles.emailText}>{session.user.email}</span>
              </span>
              <button
                type="button"
                className={styles.iconButton}
                onClick={() => setSettingsOpen(true)}
                aria-label={t("header.settings")}
                title={t("header.settings")}
                data-testid="settings-button"
              >
                <GearIcon className={styles.icon} />
              </button>
            </>
          ) : null}
          <LanguageDropdown />
          <ThemeToggle className={styles.iconButton} iconClassName={styles.icon} />
          {!session && location.pathname !== "/auth" ? (
            <button
              type="button"
              className={styles.loginButton}
              onClick={() => setLoginOpen(true)}
              aria-label={t("header.login")}
              data-testid="login-button"
            >
              <UserIcon className={styles.icon} />
              <span>{t("header.login")}</span>
            </button>
          ) : null}
        </div>
      </div>
      {session && settingsOpen ? (
        <Suspense fallback={null}>
          <SettingsDialog
            email={session.user.email}
            onClose={() => setSettingsOpen(false)}
            onLogout={() => setLogoutOpen(true)}
          />
        </Suspense>
      ) : null}
      <LogoutDialog
        open={Boolean(session) && logoutOpen}
        onClose={() => setLogoutOpen(false)}
        onLoggedOut={() => {
          setLogoutOpen(false);
          setSettingsOpen(false);
        }}
      />
      <LoginPrompt
        open={loginOpen}
        onClose={() => setLoginOpen(false)}
        onGo={() => {
          setLoginOpen(false);
          navigate("/auth");
        }}
      />
    </header>
  );
}
