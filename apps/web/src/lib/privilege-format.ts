/** Privilege names, expiry and date-time texts shared by the settings dialog and the admin privilege screen. */
import type { TExpiryDisplay, TRemainingTime } from "@bandcraft/domain/privilege-status";
import type { TFunction } from "i18next";

const KNOWN_IDS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"] as const;
type TKnownId = (typeof KNOWN_IDS)[number];

/** The catalogue's name in the interface language; unknown ids keep the server's name. */
export function privilegeName(id: number, fallback: string, t: TFunction): string {
  const key = String(id);
  return (KNOWN_IDS as readonly string[]).includes(key) ? t(`privilege.names.${key as TKnownId}`) : fallback;
}

/** What a privilege does, in the interface language ("Reading tests cost no tokens."), or that it does nothing yet. */
export function privilegeEffect(id: number, t: TFunction): string {
  if (id === 1) return t("privilege.effects.1");
  if (id === 3) return t("privilege.effects.3");
  if (id === 10) return t("privilege.effects.10");
  return t("privilege.noEffect");
}

/** A local date-time in the interface language. */
export function formatDateTime(ms: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(ms));
}

/** "Never", "Permanent", a local date-time or "Unknown". */
export function expiryText(expiry: TExpiryDisplay, t: TFunction, language: string): string {
  switch (expiry.kind) {
    case "never":
      return t("privilege.never");
    case "permanent":
      return t("privilege.permanent");
    case "date":
      return formatDateTime(expiry.at, language);
    case "unknown":
      return t("common.unknown");
  }
}

/** "Expired N days ago", "Expires today", "Expires tomorrow", "Expires in N days" or "Unknown". */
export function remainingText(remaining: TRemainingTime, t: TFunction): string {
  switch (remaining.kind) {
    case "expiredDaysAgo":
      return t("privilege.expiredDaysAgo", { count: remaining.days });
    case "today":
      return t("privilege.expiresToday");
    case "tomorrow":
      return t("privilege.expiresTomorrow");
    case "inDays":
      return t("privilege.expiresInDays", { count: remaining.days });
    case "unknown":
      return t("common.unknown");
  }
}
