import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TSaveState } from "../essays/use-save-essay";
import styles from "../feedback/feedback.module.css";
import type { TSpelling } from "../feedback/types";
import toolbarCss from "./essay-toolbar.module.css";

type TProps = {
  spelling: TSpelling;
  onSpelling: (spelling: TSpelling) => void;
  checking: boolean;
  onCheck: () => void;
  save: TSaveState;
  onSave: () => void;
};

/** Above the essay: the spelling choice, "Check my essay" and "Save essay", with what the save answered. */
export function EssayToolbar({ spelling, onSpelling, checking, onCheck, save, onSave }: TProps) {
  const { t } = useTranslation();
  const selectId = useId();
  return (
    <div className={toolbarCss.toolbarWrap}>
      <div className={toolbarCss.toolbar}>
        <label htmlFor={selectId} className={`${toolbarCss.spellingLabel} narrow-visually-hidden`}>
          {t("feedback.spelling.label")}
        </label>
        <select
          id={selectId}
          className={toolbarCss.select}
          value={spelling}
          onChange={(e) => onSpelling(e.target.value === "american" ? "american" : "british")}
          data-testid="spelling-select"
        >
          <option value="british">{t("feedback.spelling.british")}</option>
          <option value="american">{t("feedback.spelling.american")}</option>
        </select>
        <button
          type="button"
          className={styles.primaryButton}
          onClick={onCheck}
          aria-busy={checking}
          data-testid="check-essay"
        >
          {checking ? t("feedback.checkingShort") : t("feedback.check")}
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={onSave}
          disabled={save.status === "saving"}
          data-testid="save-essay"
        >
          {save.status === "saving" ? t("essays.save.saving") : t("essays.save.button")}
        </button>
      </div>
      {save.status === "saved" ? (
        <p className={toolbarCss.saveOk} role="status" data-testid="save-result">
          {t("essays.save.saved")} <Link to="/writing/essays">{t("essays.save.open")}</Link>
        </p>
      ) : save.status === "failed" ? (
        <p className={toolbarCss.saveFailed} role="alert" data-testid="save-result">
          {save.message ?? t("essays.save.failed")} {t("essays.save.draftKept")}
        </p>
      ) : null}
    </div>
  );
}
