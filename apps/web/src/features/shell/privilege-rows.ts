import { STAFF_PRIVILEGES } from "@bandcraft/contract/privilege-ids";
import type { TPrivilegeCatalogueEntry } from "@bandcraft/contract/privileges";
import {
  expiryDisplay,
  privilegeStatus,
  remainingTime,
  type TExpiryDisplay,
  type TPrivilegeStatus,
  type TRemainingTime,
} from "@bandcraft/domain/privilege-status";

/** One held privilege as the settings dialog shows it. */
export type TPrivilegeRow = {
  id: number;
  fallbackName: string;
  status: TPrivilegeStatus;
  expiry: TExpiryDisplay;
  remaining: TRemainingTime | null;
};

function catalogueName(catalogue: readonly TPrivilegeCatalogueEntry[], id: number) {
  return catalogue.find((c) => c.id === id)?.name ?? `#${id}`;
}

/** Held privileges (id → expiresAt epoch-ms text) with status, expiry display and remaining time, by id. */
export function heldPrivilegeRows(
  privileges: Readonly<Record<string, string>>,
  catalogue: readonly TPrivilegeCatalogueEntry[],
  now: number,
): TPrivilegeRow[] {
  return Object.entries(privileges)
    .map(([key, expiresAt]) => ({ id: Number(key), expiresAt }))
    .filter((p) => Number.isInteger(p.id))
    .sort((a, b) => a.id - b.id)
    .map(({ id, expiresAt }) => ({
      id,
      fallbackName: catalogueName(catalogue, id),
      status: privilegeStatus(expiresAt, now),
      expiry: expiryDisplay(expiresAt),
      remaining: remainingTime(expiresAt, now),
    }));
}

/** Catalogue entries the user does not hold or holds expired, without the staff's roles (Administrator, Teacher). */
export function additionalPrivileges(
  privileges: Readonly<Record<string, string>>,
  catalogue: readonly TPrivilegeCatalogueEntry[],
  now: number,
): TPrivilegeCatalogueEntry[] {
  return catalogue
    .filter((c) => !(STAFF_PRIVILEGES as readonly number[]).includes(c.id))
    .filter((c) => {
      const held = privileges[String(c.id)];
      return held === undefined || privilegeStatus(held, now) === "expired";
    })
    .sort((a, b) => a.id - b.id);
}
