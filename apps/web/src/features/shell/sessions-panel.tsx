import type { TSessionSummary } from "@bandcraft/contract/accounts";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { formatDateTime } from "../../lib/privilege-format";
import styles from "./account-security.module.css";
import { fetchSessions, revokeOtherSessions, revokeSession } from "./sessions.api";
import settingsStyles from "./settings.module.css";
import { SettingsSection } from "./settings-section";

/** The query key of the caller's sessions; the change-password form refreshes it after signing others out. */
export const sessionsKey = (email: string) => ["sessions", email] as const;

/** "Chrome on Android", "Safari", "A browser on Windows" or "Unknown device", in the current language. */
export function deviceLabel(session: Pick<TSessionSummary, "browser" | "os">, t: TFunction): string {
  const { browser, os } = session;
  if (browser && os) return t("sessions.device", { browser, os });
  if (browser) return t("sessions.browserOnly", { browser });
  if (os) return t("sessions.osOnly", { os });
  return t("sessions.unknownDevice");
}

type TNotice = { kind: "done" | "failed"; text: string };

/**
 * Settings → Signed-in devices: the account's live sessions (this one marked), each other one with a Sign
 * out button, and Sign out all other devices. Loaded each time Settings opens, never polled.
 */
export function SessionsPanel({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: sessionsKey(email),
    queryFn: ({ signal }) => fetchSessions(signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnReconnect: false,
  });
  const [notice, setNotice] = useState<TNotice | null>(null);
  // One sign-out at a time (every button waits while one runs); each answers the notice it shows.
  const revoke = useMutation({
    mutationFn: (action: () => Promise<string>) => action(),
    onMutate: () => setNotice(null),
    onSuccess: (text) => setNotice({ kind: "done", text }),
    onError: () => setNotice({ kind: "failed", text: t("sessions.revokeFailed") }),
    onSettled: () => query.refetch(),
  });
  const busy = revoke.isPending;
  const revokeOne = (session: TSessionSummary) =>
    revoke.mutate(async () => {
      await revokeSession(session.sessionID);
      return t("sessions.revokedOne");
    });
  const revokeOthers = () =>
    revoke.mutate(async () => t("sessions.revokedOthers", { count: await revokeOtherSessions() }));

  let body: React.ReactNode;
  if (query.isPending) {
    body = <Spinner label={t("sessions.loading")} />;
  } else if (query.isError) {
    body = (
      <div className={styles.problem} role="alert" data-testid="sessions-error">
        <span>{t("sessions.failed")}</span>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t("sessions.retry")}
        </Button>
      </div>
    );
  } else {
    const others = query.data.filter((s) => !s.current).length;
    body = (
      <>
        <ul className={settingsStyles.list} data-testid="sessions-list">
          {query.data.map((session) => {
            const device = deviceLabel(session, t);
            const signedIn = formatDateTime(session.createdAt, i18n.language);
            return (
              <li
                key={session.sessionID}
                className={settingsStyles.row}
                data-testid="session-row"
                data-current={session.current || undefined}
              >
                <div className={settingsStyles.rowMain}>
                  <span className={settingsStyles.rowTitle}>
                    {device}{" "}
                    {session.current ? (
                      <span className={`${settingsStyles.badge} ${settingsStyles.active}`}>
                        {t("sessions.current")}
                      </span>
                    ) : null}
                  </span>
                  <span className={settingsStyles.rowSub}>{t("sessions.signedIn", { time: signedIn })}</span>
                  <span className={settingsStyles.rowSub}>
                    {t("sessions.lastUsed", { time: formatDateTime(session.lastUsedAt, i18n.language) })}
                  </span>
                </div>
                {session.current ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() => revokeOne(session)}
                    aria-label={t("sessions.revokeLabel", { device, time: signedIn })}
                    data-testid="session-revoke"
                  >
                    {t("sessions.revoke")}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {others > 0 ? (
          <div className={styles.actions}>
            <Button
              variant="danger"
              size="sm"
              disabled={busy}
              onClick={revokeOthers}
              data-testid="sessions-revoke-others"
            >
              {t("sessions.revokeOthers")}
            </Button>
          </div>
        ) : (
          <p className={settingsStyles.muted}>{t("sessions.noOthers")}</p>
        )}
      </>
    );
  }

  return (
    <SettingsSection id="settings-sessions" title={t("sessions.title")} testId="sessions-panel">
      <p className={styles.intro}>{t("sessions.intro")}</p>
      {notice ? (
        <p
          className={notice.kind === "done" ? styles.done : styles.problem}
          role={notice.kind === "done" ? "status" : "alert"}
          data-testid="sessions-notice"
        >
          {notice.text}
        </p>
      ) : null}
      {body}
    </SettingsSection>
  );
}
