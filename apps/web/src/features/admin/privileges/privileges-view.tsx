import { PRIVILEGES } from "@bandcraft/contract/privilege-ids";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { describedBy, Field } from "../../../components/ui/field";
import field from "../../../components/ui/field.module.css";
import { ToastRegion, useToasts } from "../../../components/ui/toast";
import { cancelChange, changeOf, chooseRemoval, chooseUpdate, pendingCount } from "./pending-edits";
import { PrivilegeRow } from "./privilege-row";
import styles from "./privileges.module.css";
import { usePrivileges } from "./use-privileges";

/** Users → Grant Privileges: look a user up, change privileges 1–9, apply. */
export function PrivilegesView() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const p = usePrivileges(toasts.show);
  const now = Date.now();
  const count = pendingCount(p.edits);

  return (
    <section className={styles.view} aria-labelledby="privileges-title">
      <h2 id="privileges-title" className={styles.heading}>
        {t("admin.privileges.title")}
      </h2>
      <form
        className={styles.lookup}
        onSubmit={(e) => {
          e.preventDefault();
          p.lookup();
        }}
        noValidate
      >
        <Field
          id="privileges-email"
          label={t("admin.privileges.emailLabel")}
          error={p.emailMissing ? t("admin.privileges.emailRequired") : null}
        >
          <div className={styles.lookupRow}>
            <input
              id="privileges-email"
              type="email"
              className={field.input}
              value={p.email}
              onChange={(e) => p.setEmail(e.target.value)}
              placeholder={t("admin.privileges.emailPlaceholder")}
              autoComplete="off"
              aria-invalid={p.emailMissing || undefined}
              aria-describedby={describedBy("privileges-email", null, p.emailMissing)}
              data-testid="privileges-email"
            />
            <Button type="submit" disabled={p.busy !== null} data-testid="privileges-lookup">
              {p.busy === "lookup" ? t("admin.privileges.lookingUp") : t("admin.privileges.lookup")}
            </Button>
          </div>
        </Field>
      </form>

      <section className={styles.panel} aria-labelledby="privileges-user" data-testid="privileges-panel">
        <h3 id="privileges-user" className={styles.panelTitle} data-testid="privileges-user">
          {p.user ? t("admin.privileges.of", { email: p.user.email }) : t("admin.privileges.noUser")}
        </h3>
        {/* The privileges in effect, and any other this account still holds (so it can be removed). */}
        {p.user ? (
          <ul className={styles.rows}>
            {PRIVILEGES.filter((privilege) => privilege.inEffect || p.user?.held[String(privilege.id)]).map(
              (privilege) => (
                <PrivilegeRow
                  key={privilege.id}
                  id={privilege.id}
                  fallbackName={privilege.name}
                  record={p.user?.held[String(privilege.id)]}
                  change={changeOf(p.edits, privilege.id)}
                  now={now}
                  onUpdate={(update) => p.setEdits((edits) => chooseUpdate(edits, privilege.id, update))}
                  onRemove={() => p.setEdits((edits) => chooseRemoval(edits, privilege.id))}
                  onCancel={() => p.setEdits((edits) => cancelChange(edits, privilege.id))}
                />
              ),
            )}
          </ul>
        ) : (
          <p className={styles.muted}>{t("admin.privileges.noUserHint")}</p>
        )}
        <div className={styles.footer}>
          <span className={styles.muted} aria-live="polite" data-testid="privileges-pending-count">
            {t("admin.privileges.pendingCount", { count })}
          </span>
          <Button onClick={p.apply} disabled={p.busy !== null} data-testid="privileges-apply">
            {p.busy === "apply" ? t("admin.privileges.applying") : t("admin.privileges.apply")}
          </Button>
        </div>
      </section>
      <ToastRegion toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </section>
  );
}
