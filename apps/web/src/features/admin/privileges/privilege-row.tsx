import { expiryDisplay, expiryMs, privilegeStatus } from "@bandcraft/domain/privilege-status";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import field from "../../../components/ui/field.module.css";
import { expiryText, formatDateTime, privilegeEffect, privilegeName } from "../../../lib/privilege-format";
import {
  customProblem,
  fromDateTimeLocal,
  PRESETS,
  presetExpiry,
  type TPreset,
  toDateTimeLocal,
} from "./expiry-presets";
import type { TUpdate } from "./pending-edits";
import type { TPrivilegeRecord } from "./privileges.api";
import styles from "./privileges.module.css";

type TChoice = TPreset | "custom" | "remove" | "";
type TProps = {
  id: number;
  fallbackName: string;
  record: TPrivilegeRecord | undefined;
  change: TUpdate | "remove" | null;
  now: number;
  onUpdate: (update: TUpdate) => void;
  onRemove: () => void;
  onCancel: () => void;
};

/** One privilege (1–9): its status and expiry, and the pending update or removal chosen for it. */
export function PrivilegeRow({ id, fallbackName, record, change, now, onUpdate, onRemove, onCancel }: TProps) {
  const { t, i18n } = useTranslation();
  const name = privilegeName(id, fallbackName, t);
  const choice: TChoice = change === null ? "" : change === "remove" ? "remove" : change.choice;
  const selectId = `privilege-change-${id}`;
  const customId = `privilege-custom-${id}`;
  const problem =
    change !== null && change !== "remove" && change.choice === "custom" ? customProblem(change.expiresAt, now) : null;
  const granted = record ? expiryMs(record.grantedAt) : undefined;

  const choose = (value: TChoice) => {
    if (value === "") onCancel();
    else if (value === "remove") onRemove();
    else if (value === "custom") onUpdate({ choice: "custom", expiresAt: null });
    else onUpdate({ choice: value, expiresAt: presetExpiry(value, Date.now()) });
  };

  return (
    <li className={styles.row} data-testid={`admin-privilege-${id}`} data-pending={change !== null}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{name}</span>
        <span className={styles.rowSub}>{privilegeEffect(id, t)}</span>
      </div>
      <div className={styles.rowStatus}>
        {record ? (
          <>
            <span
              className={styles.badge}
              data-status={privilegeStatus(record.expiresAt, now)}
              data-testid="admin-privilege-status"
            >
              {t(`privilege.status.${privilegeStatus(record.expiresAt, now)}`)}
            </span>
            <span className={styles.rowSub}>
              {t("admin.privileges.expires")}:{" "}
              <span data-testid="admin-privilege-expiry">
                {expiryText(expiryDisplay(record.expiresAt), t, i18n.language)}
              </span>
            </span>
            {granted !== undefined && Number.isFinite(granted) ? (
              <span className={styles.rowSub}>
                {t("admin.privileges.granted", { date: formatDateTime(granted, i18n.language), by: record.grantedBy })}
              </span>
            ) : null}
          </>
        ) : (
          <span className={styles.badge} data-status="none" data-testid="admin-privilege-status">
            {t("admin.privileges.notGranted")}
          </span>
        )}
      </div>
      <div className={styles.rowChange}>
        <label htmlFor={selectId} className="visually-hidden">
          {t("admin.privileges.changeLabel", { name })}
        </label>
        <select
          id={selectId}
          className={`${field.input} ${styles.change}`}
          value={choice}
          onChange={(e) => choose(e.target.value as TChoice)}
          data-testid="admin-privilege-change"
        >
          <option value="">{t("admin.privileges.noChange")}</option>
          <optgroup label={record ? t("admin.privileges.setExpiry") : t("admin.privileges.grantFor")}>
            {PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {t(`admin.privileges.presets.${preset}`)}
              </option>
            ))}
            <option value="custom">{t("admin.privileges.presets.custom")}</option>
          </optgroup>
          {record ? <option value="remove">{t("admin.privileges.remove")}</option> : null}
        </select>
        {choice === "custom" ? (
          <>
            <label htmlFor={customId} className="visually-hidden">
              {t("admin.privileges.customLabel", { name })}
            </label>
            <input
              id={customId}
              type="datetime-local"
              className={`${field.input} ${styles.change}`}
              min={toDateTimeLocal(now)}
              value={
                change !== null && change !== "remove" && change.expiresAt !== null
                  ? toDateTimeLocal(change.expiresAt)
                  : ""
              }
              onChange={(e) => onUpdate({ choice: "custom", expiresAt: fromDateTimeLocal(e.target.value) })}
              aria-invalid={problem === "past" || problem === "invalid" || undefined}
              aria-describedby={problem ? `${customId}-problem` : undefined}
              data-testid="admin-privilege-custom"
            />
          </>
        ) : null}
        <PendingNote id={customId} change={change} problem={problem} />
        {change !== null ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onCancel}
            aria-label={t("admin.privileges.cancelChangeLabel", { name })}
            data-testid="admin-privilege-cancel"
          >
            {t("admin.privileges.cancelChange")}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

type TNoteProps = { id: string; change: TUpdate | "remove" | null; problem: ReturnType<typeof customProblem> };

/** Says what Apply will do to this privilege, or what the custom date-time still needs. */
function PendingNote({ id, change, problem }: TNoteProps) {
  const { t, i18n } = useTranslation();
  if (change === null) return null;
  if (problem) {
    return (
      <span
        id={`${id}-problem`}
        className={problem === "missing" ? styles.pendingNote : styles.problem}
        data-testid="admin-privilege-note"
      >
        {t(`admin.privileges.custom.${problem}`)}
      </span>
    );
  }
  const text =
    change === "remove"
      ? t("admin.privileges.pendingRemove")
      : t("admin.privileges.pendingUpdate", { date: expiryText(expiryDisplay(change.expiresAt), t, i18n.language) });
  return (
    <span className={change === "remove" ? styles.problem : styles.pendingNote} data-testid="admin-privilege-note">
      {text}
    </span>
  );
}
