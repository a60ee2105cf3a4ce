import type { TSessionSummary } from "@bandcraft/contract/accounts";
import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import i18n from "../../lib/i18n";
import { getSession } from "../../lib/session";
import { bodiesSentTo, mockCall, ok, refused } from "../../test/api-mock";
import { renderInApp } from "../../test/render-router";
import { LEARNER, signedInEachTest } from "../../test/signed-in";
import { ChangePasswordForm } from "./change-password-form";
import { SessionsPanel } from "./sessions-panel";

const EMAIL = LEARNER.email;
const AT = Date.UTC(2026, 3, 2, 8, 30);

let sessions: TSessionSummary[] = [];

function renderSecurity() {
  renderInApp(
    <>
      <SessionsPanel email={EMAIL} />
      <ChangePasswordForm email={EMAIL} />
    </>,
  );
}
const rows = async () => within(await screen.findByTestId("sessions-list")).getAllByTestId("session-row");
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
function fillPasswords(current: string, next: string, repeat = next) {
  type("change-password-current", current);
  type("change-password-next", next);
  type("change-password-repeat", repeat);
  fireEvent.click(screen.getByTestId("change-password-submit"));
}

signedInEachTest(LEARNER);
beforeEach(() => {
  sessions = [
    {
      sessionID: "a".repeat(24),
      current: false,
      createdAt: AT + 60_000,
      lastUsedAt: AT + 120_000,
      browser: "Safari",
      os: "macOS",
    },
    { sessionID: "b".repeat(24), current: true, createdAt: AT, lastUsedAt: AT, browser: "Chrome", os: "Android" },
    { sessionID: "c".repeat(24), current: false, createdAt: AT - 60_000, lastUsedAt: AT, browser: null, os: null },
  ];
  mockCall(ROUTES.sessionList, () => ok({ sessions }));
  mockCall(ROUTES.sessionRevoke, (body) => {
    sessions = sessions.filter((s) => s.sessionID !== body.sessionID);
    return ok();
  });
  mockCall(ROUTES.sessionRevokeOthers, () => {
    const revoked = sessions.filter((s) => !s.current).length;
    sessions = sessions.filter((s) => s.current);
    return ok({ revoked });
  });
  mockCall(ROUTES.changePassword, () => {
    const revoked = sessions.filter((s) => !s.current).length;
    sessions = sessions.filter((s) => s.current);
    return ok({ revokedSessions: revoked });
  });
});

describe("Settings → signed-in devices", () => {
  it("lists the sessions with this device marked and a named Sign out button for each other one", async () => {
    renderSecurity();
    const list = await rows();
    expect(list.map((r) => r.textContent?.split("Signed in")[0]?.trim())).toEqual([
      "Safari on macOS",
      "Chrome on Android This device",
      "Unknown device",
    ]);
    expect(within(list[1] as HTMLElement).queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Sign out Safari on macOS, signed in / })).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: /^Sign out Unknown device, signed in / })).toHaveLength(1);
  });

  it("signs one other device out and refreshes the list", async () => {
    renderSecurity();
    fireEvent.click(within((await rows())[0] as HTMLElement).getByTestId("session-revoke"));
    expect((await screen.findByTestId("sessions-notice")).textContent).toBe("That device was signed out.");
    expect(bodiesSentTo(ROUTES.sessionRevoke)).toEqual([{ sessionID: "a".repeat(24) }]);
    await waitFor(async () => expect(await rows()).toHaveLength(2));
  });

  it("signs out all other devices, says how many, and keeps this one", async () => {
    renderSecurity();
    await rows();
    fireEvent.click(screen.getByRole("button", { name: "Sign out all other devices" }));
    expect((await screen.findByTestId("sessions-notice")).textContent).toBe("2 other devices were signed out.");
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(screen.getByTestId("sessions-panel").textContent).toContain("No other device is signed in.");
    expect(screen.queryByTestId("sessions-revoke-others")).toBeNull();
    expect(getSession()?.token).toBe("token");
  });

  it("speaks the learner's language (zh)", async () => {
    await i18n.changeLanguage("zh");
    renderSecurity();
    expect((await rows())[0]?.textContent).toContain("macOS 上的 Safari");
    expect(screen.getByRole("button", { name: "退出其他所有设备" }).hasAttribute("disabled")).toBe(false);
  });
});

describe("Settings → change password", () => {
  it("checks what it can before sending: the current password, the length, the repeat", async () => {
    renderSecurity();
    fillPasswords("", "tidal-lantern-quiz-47");
    expect(screen.getByRole("alert").textContent).toBe("Enter your current password.");
    fillPasswords("old-passphrase", "😀🎉😀🎉");
    expect(screen.getByRole("alert").textContent).toBe("Passwords need at least 8 characters.");
    fillPasswords("old-passphrase", "tidal-lantern-quiz-47", "tidal-lantern-quiz-48");
    expect(screen.getByRole("alert").textContent).toBe("The two new passwords are not the same.");
    expect(screen.getByTestId("change-password-repeat").getAttribute("aria-invalid")).toBe("true");
    expect(bodiesSentTo(ROUTES.changePassword)).toEqual([]);
  });

  it("shows the server's reason for a refused password in the learner's language (ja)", async () => {
    mockCall(ROUTES.changePassword, refused(400, "This password is on a list...", { reason: "common" }));
    await i18n.changeLanguage("ja");
    renderSecurity();
    fillPasswords("old-passphrase", "iloveyou1");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "このパスワードはよく使われていて推測されやすいため使えません。別のものを選んでください。",
    );
    expect(screen.getByTestId("change-password-next").getAttribute("aria-invalid")).toBe("true");
  });

  it("a wrong current password and a wait are said plainly; the learner stays signed in", async () => {
    mockCall(
      ROUTES.changePassword,
      refused(403, "The current password is not correct", { reason: "wrong-current-password" }),
    );
    renderSecurity();
    fillPasswords("not-it", "tidal-lantern-quiz-47");
    expect((await screen.findByRole("alert")).textContent).toBe("The current password is not correct.");
    expect(screen.getByTestId("change-password-current").getAttribute("aria-invalid")).toBe("true");
    mockCall(ROUTES.changePassword, refused(429, "Too many sign-in attempts.", { reason: "sign-in-slowed" }));
    fireEvent.click(screen.getByTestId("change-password-submit"));
    expect((await screen.findByTestId("change-password-failure")).textContent).toBe(
      "Too many attempts. Please wait a few minutes and try again.",
    );
    expect(getSession()?.token).toBe("token");
  });

  it("changes the password, says how many devices were signed out, clears the form and refreshes the list", async () => {
    renderSecurity();
    expect(await rows()).toHaveLength(3);
    fillPasswords("old-passphrase", "tidal-lantern-quiz-47");
    expect((await screen.findByTestId("change-password-done")).textContent).toBe(
      "Your password was changed, and 2 other devices were signed out.",
    );
    expect(bodiesSentTo(ROUTES.changePassword)).toEqual([
      { currentPassword: "old-passphrase", newPassword: "tidal-lantern-quiz-47" },
    ]);
    expect((screen.getByTestId("change-password-current") as HTMLInputElement).value).toBe("");
    await waitFor(async () => expect(await rows()).toHaveLength(1));
  });

  it("shows the passwords on request, for keyboard and touch alike", async () => {
    renderSecurity();
    const input = screen.getByLabelText("New password") as HTMLInputElement;
    expect(input.type).toBe("password");
    fireEvent.click(screen.getByLabelText("Show passwords"));
    expect(input.type).toBe("text");
    expect(input.autocomplete).toBe("new-password");
  });
});
