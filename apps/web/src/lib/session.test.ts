import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  clearSession,
  getSession,
  getValidSession,
  loadSession,
  SESSION_KEY,
  saveSession,
  setMustChangePassword,
  syncPrivileges,
} from "./session";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const user = { email: "learner@example.com", privileges: [3] };

describe("session storage", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => clearSession());

  it("stores token, expiry and user under bandcraft.session, counting 720h from now", () => {
    saveSession("tok", "720h", user, NOW);
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? "null");
    expect(stored).toEqual({ token: "tok", expiresAt: NOW + 720 * HOUR, user });
  });

  it.each([
    ["hours", "2h", NOW + 2 * HOUR],
    ["an ISO date", "2026-02-01T00:00:00Z", Date.UTC(2026, 1, 1)],
    ["nothing (default 720h)", null, NOW + 720 * HOUR],
    ["garbage (default 720h)", "soon", NOW + 720 * HOUR],
  ])("reads an expiry given as %s", (_label, expires, expected) => {
    expect(saveSession("tok", expires, user, NOW).expiresAt).toBe(expected);
  });

  it("keeps a stored session whose expiry is in the future", () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ token: "tok", expiresAt: NOW + HOUR, user }));
    expect(loadSession(NOW)?.user.email).toBe("learner@example.com");
  });

  it.each([
    ["expired", JSON.stringify({ token: "tok", expiresAt: NOW - 1, user })],
    ["expiring right now", JSON.stringify({ token: "tok", expiresAt: NOW, user })],
    ["without a token", JSON.stringify({ token: "", expiresAt: NOW + HOUR, user })],
    ["malformed JSON", "{not json"],
    ["without a user", JSON.stringify({ token: "tok", expiresAt: NOW + HOUR })],
  ])("clears everything on load when the stored session is %s", (_label, raw) => {
    localStorage.setItem(SESSION_KEY, raw);
    expect(loadSession(NOW)).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(getSession()).toBeNull();
  });

  it("treats a session as invalid once its expiry passes", () => {
    saveSession("tok", "1h", user, NOW);
    expect(getValidSession(NOW + HOUR - 1)).not.toBeNull();
    expect(getValidSession(NOW + HOUR)).toBeNull();
  });

  it("logout clears everything", () => {
    saveSession("tok", "1h", user, NOW);
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it("follows the privileges the server reports, in storage too", () => {
    saveSession("tok", "1h", user, NOW);
    syncPrivileges([3, 1]);
    expect(getSession()?.user.privileges).toEqual([1, 3]);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? "{}").user.privileges).toEqual([1, 3]);
    syncPrivileges([]);
    expect(getSession()?.user.privileges).toEqual([]);
    expect(getSession()?.token).toBe("tok");
  });

  it("ignores a privilege report while signed out", () => {
    syncPrivileges([1]);
    expect(getSession()).toBeNull();
  });

  it("keeps the must-choose-a-password mark through a reload, and forgets it once cleared", () => {
    saveSession("tok", "1h", { ...user, mustChangePassword: true }, NOW);
    expect(loadSession(NOW)?.user.mustChangePassword).toBe(true);
    setMustChangePassword(false);
    expect(getSession()?.user).toEqual(user);
    expect(loadSession(NOW)?.user).toEqual(user);
    setMustChangePassword(true);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? "{}").user.mustChangePassword).toBe(true);
  });

  it("reads no mark from a stored session that says anything but true", () => {
    const stored = { token: "tok", expiresAt: NOW + HOUR, user: { ...user, mustChangePassword: "yes" } };
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored));
    expect(loadSession(NOW)?.user).toEqual(user);
  });
});
