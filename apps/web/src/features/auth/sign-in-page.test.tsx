import { ROUTES } from "@bandcraft/contract/routes";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../lib/i18n";
import { clearSession, getSession } from "../../lib/session";
import { bodiesSentTo, mockCall, NETWORK_ERROR, ok, refused } from "../../test/api-mock";
import { renderRouter } from "../../test/render-router";
import { SignInPage } from "./sign-in-page";

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/auth", element: <SignInPage /> },
      { path: "/", element: <p>home</p> },
    ],
    { initialEntries: ["/auth"] },
  );
  renderRouter(router);
  return router;
}

function submit(email = "a@example.com", password = "secret") {
  fireEvent.change(screen.getByTestId("auth-email"), { target: { value: email } });
  fireEvent.change(screen.getByTestId("auth-password"), { target: { value: password } });
  fireEvent.click(screen.getByTestId("auth-submit"));
}

describe("sign-in page", () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage("en");
  });
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it.each([
    ["the server's errMsg", refused(429, "Too many attempts"), "Too many attempts"],
    ["'Login failed' without an errMsg", { status: 500, body: {} }, "Login failed"],
    ["'Network connection failed' when offline", NETWORK_ERROR, "Network connection failed"],
    [
      "the no-token message",
      ok({ userInfo: { email: "a@example.com", privileges: [] } }),
      "Authentication token not received from server",
    ],
  ] as const)("shows %s", async (_label, reply, message) => {
    mockCall(ROUTES.login, reply);
    renderPage();
    submit();
    expect((await screen.findByTestId("auth-error")).textContent).toBe(message);
    expect(bodiesSentTo(ROUTES.login)).toEqual([{ email: "a@example.com", password: "secret" }]);
    expect(getSession()).toBeNull();
  });

  it.each([
    ["en", 30, "Too many sign-in attempts. Please wait 30 seconds and try again."],
    ["en", 1, "Too many sign-in attempts. Please wait 1 second and try again."],
    ["en", 900, "Too many sign-in attempts. Please wait 15 minutes and try again."],
    ["en", 61, "Too many sign-in attempts. Please wait 2 minutes and try again."],
    ["zh", 30, "登录尝试次数过多。请等待 30 秒后再试。"],
    ["ja", 240, "サインインの試行回数が多すぎます。4 分待ってからもう一度お試しください。"],
  ])("says a 429 for too many attempts in %s, with the wait of %i s", async (language, seconds, message) => {
    await i18n.changeLanguage(language);
    const body = {
      statusCode: 429,
      errMsg: "Too many sign-in attempts. Please wait and try again.",
      reason: "sign-in-slowed",
      retryAfterSeconds: seconds,
    };
    mockCall(ROUTES.login, { status: 429, body, headers: { "Retry-After": String(seconds) } });
    renderPage();
    submit();
    const shown = (await screen.findByTestId("auth-error")).textContent ?? "";
    expect(shown.startsWith(message)).toBe(true);
    expect(shown).toContain(i18n.t("auth.slowedHelp"));
    expect(getSession()).toBeNull();
  });

  it("stores the session from the headers and goes home", async () => {
    mockCall(ROUTES.login, {
      ...ok({ userInfo: { email: "a@example.com", privileges: [1] }, token: "body-token" }),
      headers: { Authorization: "Bearer header-token", "X-Token-Expires": "2h" },
    });
    const router = renderPage();
    submit();
    await screen.findByText("home");
    expect(router.state.location.pathname).toBe("/");
    expect(getSession()?.token).toBe("header-token");
    expect(getSession()?.user.privileges).toEqual([1]);
  });

  it.each([
    ["en", "This account is disabled. Ask your school's administrator."],
    ["zh", "此账户已被停用。请联系学校的管理员。"],
  ])("says in %s that an administrator disabled the account", async (language, message) => {
    await i18n.changeLanguage(language);
    mockCall(
      ROUTES.login,
      refused(403, "This account is disabled. Ask your administrator.", { reason: "account-disabled" }),
    );
    renderPage();
    submit();
    expect((await screen.findByTestId("auth-error")).textContent).toBe(message);
    expect(getSession()).toBeNull();
  });

  it.each([
    ["en", "This one-time password has expired. Ask your teacher or administrator for a new one."],
    ["ja", "この一回限りのパスワードは有効期限が切れています。先生または管理者に新しいパスワードを依頼してください。"],
  ])("says in %s that a one-time password given too long ago no longer works", async (language, message) => {
    await i18n.changeLanguage(language);
    mockCall(ROUTES.login, refused(403, "This one-time password has expired.", { reason: "one-time-expired" }));
    renderPage();
    submit();
    expect((await screen.findByTestId("auth-error")).textContent).toBe(message);
    expect(getSession()).toBeNull();
  });

  it("requires both fields and disables submit in register mode", () => {
    renderPage();
    fireEvent.click(screen.getByTestId("auth-submit"));
    expect(screen.getByTestId("auth-error").textContent).toBe("Please fill in all required fields");
    fireEvent.click(screen.getByTestId("auth-toggle"));
    expect(screen.queryByTestId("auth-error")).toBeNull();
    expect(screen.getByTestId("register-notice").textContent).toBe(
      "Registration is temporarily unavailable. Please contact support.",
    );
    expect((screen.getByTestId("auth-submit") as HTMLButtonElement).disabled).toBe(true);
  });
});
