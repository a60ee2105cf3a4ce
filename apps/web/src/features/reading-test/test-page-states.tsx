import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { ArrowLeftIcon, LockIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { StateMessage } from "../../components/ui/state-message";
import state from "../../components/ui/state-message.module.css";
import type { TTestError } from "./engine/submit-attempt";

/** "Loading test data...". */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className={state.screen} data-testid="test-loading">
      <Spinner label={t("readingTest.loading")} size={28} />
    </div>
  );
}

/**
 * A test that cannot be shown: an error with "Authentication" in it shows the sign-in screen
 * ("Go to Login"), any other the error screen with "Back to Home".
 */
export function TestErrorScreen({ error }: { error: TTestError }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (error.auth) {
    return (
      <StateMessage layout="screen" icon={LockIcon} title={t("readingTest.authTitle")} testId="test-auth-required">
        <p className={state.text}>{error.message}</p>
        <Button onClick={() => navigate("/auth")}>{t("readingTest.goToLogin")}</Button>
      </StateMessage>
    );
  }
  return (
    <StateMessage layout="screen" testId="test-error">
      <p className={state.text} role="alert">
        {t("readingTest.errorMessage", { message: error.message })}
      </p>
      <Button icon={<ArrowLeftIcon />} onClick={() => navigate("/")}>
        {t("common.backToHome")}
      </Button>
    </StateMessage>
  );
}
