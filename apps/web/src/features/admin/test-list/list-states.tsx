import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { ErrorIcon, ListIcon, LockIcon, RefreshIcon } from "../../../components/ui/icons";
import adminList from "../admin-shared/admin-list.module.css";
import type { TFailure } from "./failures";

/** The list could not be fetched: the message, Try Again, and Go to Login after a 401. */
export function ListError({ failure, onRetry }: { failure: TFailure; onRetry: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message =
    failure.kind === "auth"
      ? t("admin.testList.errors.auth")
      : failure.kind === "network"
        ? t("admin.testList.errors.fetchNetwork")
        : failure.errMsg || t("admin.testList.errors.fetch");
  return (
    <section className={adminList.state} role="alert" data-testid="test-list-error">
      <ErrorIcon className={adminList.stateIconDanger} />
      <h3 className={adminList.stateTitle}>{t("admin.testList.errors.title")}</h3>
      <p className={adminList.muted} data-testid="test-list-error-message">
        {message}
      </p>
      <div className={adminList.stateActions}>
        <Button variant="secondary" icon={<RefreshIcon />} onClick={onRetry} data-testid="test-list-retry">
          {t("admin.testList.errors.retry")}
        </Button>
        {failure.kind === "auth" ? (
          <Button onClick={() => navigate("/auth")} data-testid="test-list-login">
            {t("admin.testList.goToLogin")}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** No test matches the filters. */
export function ListEmpty() {
  const { t } = useTranslation();
  return (
    <section className={adminList.state} data-testid="test-list-empty">
      <ListIcon className={adminList.stateIcon} />
      <h3 className={adminList.stateTitle}>{t("admin.testList.empty")}</h3>
      <p className={adminList.muted}>{t("admin.testList.emptyHint")}</p>
    </section>
  );
}

/** Signed out: the list needs a valid session. */
export function ListAuthRequired() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={adminList.state} data-testid="test-list-auth-required">
      <LockIcon className={adminList.stateIcon} />
      <h3 className={adminList.stateTitle}>{t("admin.testList.authRequired")}</h3>
      <p className={adminList.muted}>{t("admin.testList.authRequiredMessage")}</p>
      <div className={adminList.stateActions}>
        <Button onClick={() => navigate("/auth")}>{t("admin.testList.goToLogin")}</Button>
      </div>
    </section>
  );
}
