import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { ArrowLeftIcon, LockIcon } from "../../components/ui/icons";
import { StateMessage } from "../../components/ui/state-message";
import state from "../../components/ui/state-message.module.css";

/** Signed out on the records screen: "Authentication Required" with "Go Back". */
export function AuthRequired() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // With no earlier page in this tab (a pasted link), "back" would leave the app: go home instead.
  const goBack = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate("/"));
  return (
    <StateMessage
      layout="box"
      icon={LockIcon}
      title={t("records.authTitle")}
      testId="records-auth-required"
      actions={
        <>
          <Button variant="secondary" icon={<ArrowLeftIcon />} onClick={goBack}>
            {t("records.goBack")}
          </Button>
          <Button onClick={() => navigate("/auth")}>{t("records.goToLogin")}</Button>
        </>
      }
    >
      <p className={state.text}>{t("records.authMessage")}</p>
    </StateMessage>
  );
}
