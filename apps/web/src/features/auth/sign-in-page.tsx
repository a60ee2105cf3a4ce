import { useMutation } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { PasswordField, TextField } from "../../components/ui/field";
import { ArrowLeftIcon, ErrorIcon, InfoIcon } from "../../components/ui/icons";
import { CHOOSE_PASSWORD_PATH } from "../../lib/account-paths";
import { LoginError, login } from "./login";
import styles from "./sign-in-page.module.css";

type TMode = "signIn" | "register";

/** "Please wait 30 seconds" / "… 15 minutes" in the interface language (minutes rounded up past a minute). */
function slowedMessage(seconds: number, t: TFunction): string {
  return seconds < 60
    ? t("auth.slowedSeconds", { count: seconds })
    : t("auth.slowedMinutes", { count: Math.ceil(seconds / 60) });
}

/** Why sign-in failed, in the interface language. */
function loginFailureText(error: unknown, t: TFunction): string {
  const f = error instanceof LoginError ? error.failure : ({ kind: "failed" } as const);
  if (f.kind === "server") return f.message;
  if (f.kind === "slowed") return `${slowedMessage(f.retryAfterSeconds, t)}\n${t("auth.slowedHelp")}`;
  if (f.kind === "disabled") return t("auth.accountDisabled");
  if (f.kind === "oneTimeExpired") return t("auth.oneTimeExpired");
  if (f.kind === "network") return t("auth.networkFailed");
  if (f.kind === "noToken") return t("auth.noToken");
  return t("auth.loginFailed");
}

/** The sign-in page: sign in works; registration is shown but unavailable. */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = useId();
  const [mode, setMode] = useState<TMode>("signIn");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [showForgot, setShowForgot] = useState(false);
  const register = mode === "register";
  const signIn = useMutation({
    mutationFn: () => login(email, password),
    // An account holding a one-time password chooses its own before anything else.
    onSuccess: (session) => navigate(session.user.mustChangePassword ? CHOOSE_PASSWORD_PATH : "/", { replace: true }),
    onError: (failure) => setError(loginFailureText(failure, t)),
  });
  const loading = signIn.isPending;

  // Toggling the mode clears the fields and the error.
  const toggleMode = () => {
    setMode(register ? "signIn" : "register");
    setEmail("");
    setPassword("");
    setConfirm("");
    setError(null);
  };

  // A field's id and test id are named after it; each holds its own value and every one is required.
  const field = (name: "email" | "password" | "confirm", value: string, set: (value: string) => void) => ({
    id: `${ids}-${name}`,
    value,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(e.target.value),
    required: true,
    "data-testid": `auth-${name}`,
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (loading) return;
    if (email.trim() === "" || password === "" || (register && confirm === "")) {
      setError(t("auth.fillAll"));
      return;
    }
    if (register) {
      setError(password !== confirm ? t("auth.passwordsDontMatch") : t("auth.registrationUnavailable"));
      return;
    }
    setError(null);
    signIn.mutate();
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <Button
          variant="ghost"
          size="sm"
          icon={<ArrowLeftIcon />}
          onClick={() => navigate("/")}
          className={styles.back}
        >
          {t("common.back")}
        </Button>
        <h1 className={styles.title}>{register ? t("auth.registerTitle") : t("auth.signInTitle")}</h1>
        <p className={styles.subtitle}>{register ? t("auth.registerSubtitle") : t("auth.signInSubtitle")}</p>

        {register ? (
          <p className={styles.notice} data-testid="register-notice">
            <InfoIcon className={styles.bannerIcon} />
            {t("auth.registrationUnavailable")}
          </p>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert" data-testid="auth-error">
            <ErrorIcon className={styles.bannerIcon} />
            {error}
          </p>
        ) : null}

        <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={loading}>
          <TextField
            {...field("email", email, setEmail)}
            label={t("auth.email")}
            type="email"
            autoComplete="email"
            placeholder={t("auth.emailPlaceholder")}
          />
          <PasswordField
            {...field("password", password, setPassword)}
            label={t("auth.password")}
            autoComplete={register ? "new-password" : "current-password"}
            placeholder={t("auth.passwordPlaceholder")}
          />
          {register ? (
            <PasswordField
              {...field("confirm", confirm, setConfirm)}
              label={t("auth.confirmPassword")}
              autoComplete="new-password"
              placeholder={t("auth.passwordPlaceholder")}
            />
          ) : (
            <div className={styles.forgotRow}>
              <button
                type="button"
                className={styles.linkButton}
                aria-expanded={showForgot}
                onClick={() => setShowForgot((s) => !s)}
              >
                {t("auth.forgotPassword")}
              </button>
            </div>
          )}
          {showForgot && !register ? <p className={styles.help}>{t("auth.forgotPasswordHelp")}</p> : null}
          <Button type="submit" size="lg" block disabled={loading || register} data-testid="auth-submit">
            {register ? t("auth.createAccount") : loading ? t("auth.signingIn") : t("auth.signIn")}
          </Button>
        </form>

        <p className={styles.toggle}>
          {register ? t("auth.haveAccount") : t("auth.noAccount")}{" "}
          <button type="button" className={styles.linkButton} onClick={toggleMode} data-testid="auth-toggle">
            {register ? t("auth.toSignIn") : t("auth.toRegister")}
          </button>
        </p>
      </div>
    </div>
  );
}
