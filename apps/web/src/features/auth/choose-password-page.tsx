import { isSessionValid } from "@bandcraft/domain/session-expiry";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router";
import { continueTo } from "../../lib/account-paths";
import { setMustChangePassword, useSession } from "../../lib/session";
import { LogoutDialog } from "../shell/public";
import { ChoosePasswordForm } from "./choose-password-form";
import { forgetOneTimePassword } from "./one-time-password";
import styles from "./sign-in-page.module.css";

/**
 * /account/choose-password: an account signed in with the one-time password an administrator gave chooses
 * its own, then goes on to the address it was opening (or home). Signing out stays at hand. Signed out goes
 * to sign-in; an account with nothing to choose goes on at once.
 */
export function ChoosePasswordPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { state } = useLocation();
  const [doneTo, setDoneTo] = useState<string | null>(null);
  const [logoutOpen, setLogoutOpen] = useState(false);
  // Cleared once the screen is on its way on, so the guards then let the learner through.
  useEffect(() => {
    if (doneTo !== null) setMustChangePassword(false);
  }, [doneTo]);

  if (doneTo !== null) return <Navigate to={doneTo} replace />;
  if (!session || !isSessionValid(session.expiresAt, Date.now())) return <Navigate to="/auth" replace />;
  if (!session.user.mustChangePassword) return <Navigate to={continueTo(state)} replace />;
  const email = session.user.email;
  return (
    <div className={styles.page}>
      <div className={styles.card} data-testid="choose-password">
        <h1 className={styles.title}>{t("choosePassword.title")}</h1>
        <p className={styles.subtitle}>{t("choosePassword.intro")}</p>
        <ChoosePasswordForm key={email} email={email} onDone={() => setDoneTo(continueTo(state))} />
        <p className={styles.toggle}>
          {t("choosePassword.signedInAs", { email })}{" "}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => setLogoutOpen(true)}
            data-testid="choose-password-sign-out"
          >
            {t("choosePassword.signOut")}
          </button>
        </p>
      </div>
      <LogoutDialog
        open={logoutOpen}
        onClose={() => setLogoutOpen(false)}
        onLoggedOut={() => {
          // Signed out, the screen itself goes to sign-in.
          forgetOneTimePassword();
          setLogoutOpen(false);
        }}
      />
    </div>
  );
}
