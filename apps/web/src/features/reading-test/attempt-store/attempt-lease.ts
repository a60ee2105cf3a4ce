/** How long a lease lives without a heartbeat: a crashed tab frees the attempt after this. */
export const LEASE_TTL_MS = 6_000;
/** How often the owning tab renews its lease. */
export const LEASE_HEARTBEAT_MS = 2_000;

export const leaseKey = (testId: string) => `bandcraft.attemptLease.${testId}`;

export type TLease = { owner: string; expiresAt: number };

type TStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function readLease(store: TStore, testId: string): TLease | null {
  try {
    const v: unknown = JSON.parse(store.getItem(leaseKey(testId)) ?? "null");
    if (typeof v !== "object" || v === null) return null;
    const r = v as Record<string, unknown>;
    return typeof r.owner === "string" && typeof r.expiresAt === "number"
      ? { owner: r.owner, expiresAt: r.expiresAt }
      : null;
  } catch {
    return null;
  }
}

/**
 * Takes or renews the lease on an attempt: succeeds when nobody holds it, when its holder stopped beating
 * (expired), or when it is already ours (a reload of the same tab keeps its owner id in sessionStorage).
 */
export function tryAcquireLease(store: TStore | null, testId: string, owner: string, now: number): boolean {
  if (!store) return true;
  const current = readLease(store, testId);
  if (current && current.owner !== owner && current.expiresAt > now) return false;
  try {
    store.setItem(leaseKey(testId), JSON.stringify({ owner, expiresAt: now + LEASE_TTL_MS }));
  } catch {
    // Storage blocked or full: nothing else can hold it either.
  }
  return true;
}

/** Gives the lease up, if it is ours, so a reload or another tab can take it at once. */
export function releaseLease(store: TStore | null, testId: string, owner: string): void {
  if (!store) return;
  if (readLease(store, testId)?.owner !== owner) return;
  try {
    store.removeItem(leaseKey(testId));
  } catch {
    // Blocked storage: the lease simply expires.
  }
}

const OWNER_KEY = "bandcraft.tabId";

/**
 * This tab's owner id. Kept in sessionStorage, so a reload (or a crash and reopen) of the same tab is the
 * same owner; a duplicated tab copies it, which the BroadcastChannel probe catches.
 */
export function tabOwnerId(): string {
  const fresh = () => `tab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  try {
    const existing = sessionStorage.getItem(OWNER_KEY);
    if (existing) return existing;
    const id = fresh();
    sessionStorage.setItem(OWNER_KEY, id);
    return id;
  } catch {
    return fresh();
  }
}
