import type { TUserInfo } from "@bandcraft/contract/accounts";
import { DEFAULT_SESSION_HOURS, HOUR_MS, isSessionValid, parseExpiry } from "@bandcraft/domain/session-expiry";
import { useSyncExternalStore } from "react";

/** The signed-in state kept in localStorage. */
export type TSession = { token: string; expiresAt: number; user: TUserInfo };

export const SESSION_KEY = "bandcraft.session";

const listeners = new Set<() => void>();
let current: TSession | null = null;

function readStored(): TSession | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const v: unknown = JSON.parse(raw);
    // Checked by hand rather than with Zod so the home route's first chunk stays small.
    if (typeof v !== "object" || v === null) return null;
    const { token, expiresAt, user } = v as Record<string, unknown>;
    if (typeof token !== "string" || typeof expiresAt !== "number") return null;
    if (typeof user !== "object" || user === null) return null;
    const { email, privileges, mustChangePassword } = user as Record<string, unknown>;
    if (typeof email !== "string") return null;
    const privs = Array.isArray(privileges) ? privileges.filter((p): p is number => Number.isInteger(p)) : [];
    // Kept across reloads: an account holding a one-time password must still choose its own.
    const mustChange = mustChangePassword === true ? { mustChangePassword: true } : {};
    return { token, expiresAt, user: { email, privileges: privs, ...mustChange } };
  } catch {
    return null;
  }
}

function emit() {
  for (const l of listeners) l();
}

/** Loads the stored session; a missing, malformed or expired one clears everything. */
export function loadSession(now = Date.now()): TSession | null {
  const stored = readStored();
  if (stored && stored.token !== "" && isSessionValid(stored.expiresAt, now)) {
    current = stored;
  } else {
    current = null;
    try {
      localStorage.removeItem(SESSION_KEY);
    } catch {
      // Storage can be unavailable (private mode); the in-memory state is still cleared.
    }
  }
  return current;
}

/** Stores a fresh session; `expires` is "720h" style or a date, defaulting to 720h. */
export function saveSession(token: string, expires: string | null | undefined, user: TUserInfo, now = Date.now()) {
  // An unreadable expiry falls back to the default life rather than refusing a fresh login.
  const expiresAt = parseExpiry(expires ?? undefined, now) ?? now + DEFAULT_SESSION_HOURS * HOUR_MS;
  current = { token, expiresAt, user };
  try {
    localStorage.setItem(SESSION_KEY, JSON.stringify(current));
  } catch {
    // Without storage the session lasts for this page only.
  }
  emit();
  return current;
}

/**
 * Replaces the signed-in user's privilege list with the one the server just reported, so a grant or
 * revoke made by an administrator shows (the Admin entry, the guard) without signing in again.
 */
export function syncPrivileges(privileges: readonly number[]) {
  if (!current) return;
  const next = [...privileges].sort((a, b) => a - b);
  const same =
    next.length === current.user.privileges.length && next.every((p, i) => p === current?.user.privileges[i]);
  if (same) return;
  current = { ...current, user: { ...current.user, privileges: next } };
  try {
    localStorage.setItem(SESSION_KEY, JSON.stringify(current));
  } catch {
    // The change still holds for this page.
  }
  emit();
}

/**
 * Marks (or clears) that the signed-in account holds a one-time password and must choose its own first: set
 * when the server refuses a call for that reason, cleared once the new password is saved. The guards follow it.
 */
export function setMustChangePassword(must: boolean) {
  if (!current || (current.user.mustChangePassword === true) === must) return;
  const user: TUserInfo = { email: current.user.email, privileges: current.user.privileges };
  current = { ...current, user: must ? { ...user, mustChangePassword: true } : user };
  try {
    localStorage.setItem(SESSION_KEY, JSON.stringify(current));
  } catch {
    // The change still holds for this page.
  }
  emit();
}

/** Forgets the token, its expiry and the user. */
export function clearSession() {
  const had = current !== null;
  current = null;
  try {
    localStorage.removeItem(SESSION_KEY);
  } catch {
    // Nothing stored to remove.
  }
  if (had) emit();
}

/** The current session if its token is still valid, else null (the caller decides whether to clear). */
export function getValidSession(now = Date.now()): TSession | null {
  return current && isSessionValid(current.expiresAt, now) ? current : null;
}

export function getSession(): TSession | null {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== "undefined") {
  loadSession();
  // Another tab signing in or out changes this tab too.
  window.addEventListener("storage", (e) => {
    if (e.key === SESSION_KEY || e.key === null) {
      loadSession();
      emit();
    }
  });
}

/** The session as React state; re-renders on sign-in, sign-out and 401s. */
export function useSession(): TSession | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}

/** Whether the signed-in user holds a privilege (a client check is list membership). */
export function hasPrivilege(session: TSession | null, id: number) {
  return session?.user.privileges.includes(id) ?? false;
}
