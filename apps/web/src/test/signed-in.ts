import type { TUserInfo } from "@bandcraft/contract/accounts";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import i18n from "../lib/i18n";
import { clearSession, saveSession } from "../lib/session";

/** The learner the web tests sign in as. */
export const LEARNER: TUserInfo = { email: "learner@example.com", privileges: [] };

/** An administrator (privilege 1). */
export const ADMIN: TUserInfo = { email: "admin@example.com", privileges: [1] };

/**
 * Every test of the enclosing block starts in English and signed in as `user`, and ends unmounted and signed
 * out; with `clearStorage`, also without what it left in this browser's storage (drafts, attempts).
 */
export function signedInEachTest(user: TUserInfo = LEARNER, { clearStorage = false } = {}) {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
    saveSession("token", "720h", user);
  });
  afterEach(() => {
    cleanup();
    clearSession();
    if (clearStorage) localStorage.clear();
  });
}
