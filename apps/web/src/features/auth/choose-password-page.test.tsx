import { ROUTES } from "@bandcraft/contract/routes";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RequireAuth, RequirePasswordChosen } from "../../app/guards";
import i18n from "../../lib/i18n";
import { clearSession, getSession, SESSION_KEY, saveSession } from "../../lib/session";
import { bodiesSentTo, mockCall, ok, refused } from "../../test/api-mock";
import { renderRouter } from "../../test/render-router";
import { ChoosePasswordPage } from "./choose-password-page";
import { forgetOneTimePassword } from "./one-time-password";
import { SignInPage } from "./sign-in-page";

const EMAIL = "new@example.com";
const ONE_TIME = "tmp-7Qx9-Lm2p";
const CHOSEN = "a long own passphrase";

/** The sign-in page, Choose your password and a guarded and an open screen, as the app routes them. */
function renderApp(start: string) {
  const router = createMemoryRouter(
    [
      { path: "/auth", element: <SignInPage /> },
      { path: "/account/choose-password", element: <ChoosePasswordPage /> },
      { path: "/essays", element: <RequireAuth>{<p>my essays</p>}</RequireAuth> },
      { path: "/", element: <RequirePasswordChosen>{<p>home</p>}</RequirePasswordChosen> },
    ],
    { initialEntries: [start] },
  );
  renderRouter(router);
  return router;
}

function signIn() {
  fireEvent.change(screen.getByTestId("auth-email"), { target: { value: EMAIL } });
  fireEvent.change(screen.getByTestId("auth-password"), { target: { value: ONE_TIME } });
  fireEvent.click(screen.getByTestId("auth-submit"));
}

function choose(next = CHOSEN, repeat = next) {
  fireEvent.change(screen.getByTestId("choose-password-new"), { target: { value: next } });
  fireEvent.change(screen.getByTestId("choose-password-repeat"), { target: { value: repeat } });
  fireEvent.click(screen.getByTestId("choose-password-submit"));
}

/** Signed in earlier with a one-time password; this page's memory of it is gone (a reload). */
function signedInBeforeReload() {
  saveSession("token", "720h", { email: EMAIL, privileges: [], mustChangePassword: true });
  forgetOneTimePassword();
}

describe("choose your password", () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage("en");
  });
  afterEach(() => {
    cleanup();
    clearSession();
    forgetOneTimePassword();
  });

  it("after signing in with a one-time password, asks for a new one only and sends the one-time one with it", async () => {
    mockCall(ROUTES.login, ok({ userInfo: { email: EMAIL, privileges: [], mustChangePassword: true }, token: "t" }));
    mockCall(ROUTES.changePassword, ok({ revokedSessions: 0 }));
    const router = renderApp("/auth");
    signIn();
    await screen.findByRole("heading", { name: "Choose your password" });
    expect(router.state.location.pathname).toBe("/account/choose-password");
    expect(getSession()?.user.mustChangePassword).toBe(true);
    // The one-time password lives in memory only.
    expect(localStorage.getItem(SESSION_KEY)).not.toContain(ONE_TIME);
    expect(JSON.stringify(router.state.location.state ?? null)).not.toContain(ONE_TIME);
    expect(screen.queryByTestId("choose-password-current")).toBeNull();

    choose();
    await screen.findByText("home");
    expect(bodiesSentTo(ROUTES.changePassword)).toEqual([{ currentPassword: ONE_TIME, newPassword: CHOSEN }]);
    expect(getSession()?.user).toEqual({ email: EMAIL, privileges: [] });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? "{}").user.mustChangePassword).toBeUndefined();
  });

  it("sends an account that must choose its password there from a guarded screen, then on to that screen", async () => {
    signedInBeforeReload();
    mockCall(ROUTES.changePassword, ok({ revokedSessions: 1 }));
    const router = renderApp("/essays?page=2");
    await screen.findByRole("heading", { name: "Choose your password" });
    expect(router.state.location.pathname).toBe("/account/choose-password");
    fireEvent.change(screen.getByTestId("choose-password-current"), { target: { value: ONE_TIME } });
    choose();
    await screen.findByText("my essays");
    expect(router.state.location.pathname + router.state.location.search).toBe("/essays?page=2");
  });

  it("sends a signed-in account with a one-time password from the open home page too", async () => {
    signedInBeforeReload();
    const router = renderApp("/");
    await screen.findByRole("heading", { name: "Choose your password" });
    expect(router.state.location.pathname).toBe("/account/choose-password");
  });

  it("after a reload, asks for the one-time password again and sends what was typed", async () => {
    signedInBeforeReload();
    mockCall(ROUTES.changePassword, ok({ revokedSessions: 0 }));
    renderApp("/account/choose-password");
    const current = await screen.findByTestId("choose-password-current");
    expect(screen.getByLabelText("Current (one-time) password")).toBe(current);
    choose();
    expect((await screen.findByText("Enter your current password.")).id).toBe("choose-password-current-error");
    expect(bodiesSentTo(ROUTES.changePassword)).toEqual([]);
    fireEvent.change(current, { target: { value: ONE_TIME } });
    fireEvent.click(screen.getByTestId("choose-password-submit"));
    await screen.findByText("home");
    expect(bodiesSentTo(ROUTES.changePassword)).toEqual([{ currentPassword: ONE_TIME, newPassword: CHOSEN }]);
  });

  it("checks the repeat before sending, and shows the rule's refusal translated on the new password", async () => {
    await i18n.changeLanguage("zh");
    signedInBeforeReload();
    mockCall(ROUTES.changePassword, refused(400, "This password is too common", { reason: "common" }));
    renderApp("/account/choose-password");
    fireEvent.change(await screen.findByTestId("choose-password-current"), { target: { value: ONE_TIME } });
    choose(CHOSEN, "something else entirely");
    expect(screen.getByText(i18n.t("changePassword.errors.mismatch"))).toBeTruthy();
    expect(bodiesSentTo(ROUTES.changePassword)).toEqual([]);
    choose();
    expect(await screen.findByText(i18n.t("passwordPolicy.reasons.common"))).toBeTruthy();
    expect(getSession()?.user.mustChangePassword).toBe(true);
  });

  it("refuses to keep the one-time password as the own one, before sending and when the server says so", async () => {
    signedInBeforeReload();
    mockCall(ROUTES.changePassword, refused(400, "Must differ", { reason: "same-as-current" }));
    renderApp("/account/choose-password");
    fireEvent.change(await screen.findByTestId("choose-password-current"), { target: { value: CHOSEN } });
    choose();
    const same = "The new password must be different from the current one.";
    expect(screen.getByText(same).id).toBe("choose-password-next-error");
    expect(bodiesSentTo(ROUTES.changePassword)).toEqual([]);
    fireEvent.change(screen.getByTestId("choose-password-current"), { target: { value: ONE_TIME } });
    choose();
    expect((await screen.findByText(same)).id).toBe("choose-password-next-error");
    expect(bodiesSentTo(ROUTES.changePassword)).toHaveLength(1);
  });

  it("asks for the one-time password when the remembered one is refused", async () => {
    mockCall(ROUTES.login, ok({ userInfo: { email: EMAIL, privileges: [], mustChangePassword: true }, token: "t" }));
    mockCall(
      ROUTES.changePassword,
      refused(403, "The current password is not correct", { reason: "wrong-current-password" }),
    );
    renderApp("/auth");
    signIn();
    await screen.findByRole("heading", { name: "Choose your password" });
    choose();
    await screen.findByTestId("choose-password-current");
    expect(screen.getByText("The current password is not correct.")).toBeTruthy();
  });

  it("keeps Sign out at hand: it ends the session and goes to sign-in", async () => {
    signedInBeforeReload();
    mockCall(ROUTES.logout, ok());
    const router = renderApp("/account/choose-password");
    fireEvent.click(await screen.findByTestId("choose-password-sign-out"));
    fireEvent.click(await screen.findByTestId("logout-confirm"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(getSession()).toBeNull();
  });

  it("lets an account with nothing to choose go on, and sends a signed-out visitor to sign-in", async () => {
    saveSession("token", "720h", { email: EMAIL, privileges: [] });
    const first = renderApp("/account/choose-password");
    await screen.findByText("home");
    expect(first.state.location.pathname).toBe("/");
    cleanup();
    clearSession();
    const second = renderApp("/account/choose-password");
    expect(await screen.findByTestId("auth-email")).toBeTruthy();
    expect(second.state.location.pathname).toBe("/auth");
  });
});
