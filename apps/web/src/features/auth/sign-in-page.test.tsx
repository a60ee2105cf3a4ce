import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../lib/i18n";
import { clearSession, getSession } from "../../lib/session";
import { SignInPage } from "./sign-in-page";

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/auth", element: <SignInPage /> },
      { path: "/", element: <p>home</p> },
    ],
    { initialEntries: ["/auth"] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

function submit(email = "a@example.com", password = "secret") {
  fireEvent.change(screen.getByTestId("auth-email"), { target: { value: email } });
  fireEvent.change(screen.getByTestId("auth-password"), { target: { value: password } });
  fireEvent.click(screen.getByTestId("auth-submit"));
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers }));

describe("sign-in page", () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage("en");
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearSession();
  });

  it.each([
    ["the server's errMsg", json(429, { statusCode: 429, errMsg: "Too many attempts" }), "Too many attempts"],
    ["'Login failed' without an errMsg", json(500, {}), "Login failed"],
    [
      "'Network connection failed' when offline",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
      "Network connection failed",
    ],
    [
      "the no-token message",
      json(200, { statusCode: 200, errMsg: "", userInfo: { email: "a@example.com", privileges: [] } }),
      "Authentication token not received from server",
    ],
  ])("shows %s", async (_label, fetchMock, message) => {
    vi.stubGlobal("fetch", fetchMock);
    renderPage();
    submit();
    expect((await screen.findByTestId("auth-error")).textContent).toBe(message);
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
    vi.stubGlobal("fetch", json(429, body, { "Retry-After": String(seconds) }));
    renderPage();
    submit();
    const shown = (await screen.findByTestId("auth-error")).textContent ?? "";
    expect(shown.startsWith(message)).toBe(true);
    expect(shown).toContain(i18n.t("auth.slowedHelp"));
    expect(getSession()).toBeNull();
  });

  it("stores the session from the headers and goes home", async () => {
    vi.stubGlobal(
      "fetch",
      json(
        200,
        { statusCode: 200, errMsg: "", userInfo: { email: "a@example.com", privileges: [1] }, token: "body-token" },
        { Authorization: "Bearer header-token", "X-Token-Expires": "2h" },
      ),
    );
    const router = renderPage();
    submit();
    await screen.findByText("home");
    expect(router.state.location.pathname).toBe("/");
    expect(getSession()?.token).toBe("header-token");
    expect(getSession()?.user.privileges).toEqual([1]);
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
