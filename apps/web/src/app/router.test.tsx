import { act, cleanup, screen } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveSession } from "../lib/session";
import { mockBankSummary } from "../test/bank-summary";
import { renderRouter } from "../test/render-router";
import { RootLayout, ScreenError } from "./layout";
import { routes } from "./router";

function deferred<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe("the route table", () => {
  afterEach(cleanup);

  it("opens a screen from its chunk, with the shell's title from the route", async () => {
    mockBankSummary();
    const router = createMemoryRouter(routes, { initialEntries: ["/reading"] });
    renderRouter(router);
    expect((await screen.findByTestId("header-title")).textContent).toBe("Reading");
  });

  it("sends a signed-out visitor of a guarded screen to sign-in", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/writing/essays"] });
    renderRouter(router);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    // The header names the sign-in screen once its chunk has loaded (slower on a busy machine).
    await vi.waitFor(() => expect(screen.getByTestId("header-title").textContent).toBe("Sign in"), { timeout: 5000 });
  });

  it.each(["/reading", "/writing/essays", "/admin?view=audit-log"])(
    "sends an account holding a one-time password from %s to choose its own first",
    async (start) => {
      saveSession("token", "720h", { email: "admin@example.com", privileges: [1], mustChangePassword: true });
      const router = createMemoryRouter(routes, { initialEntries: [start] });
      renderRouter(router);
      // The administrator page's chunk is a large one to load in a test.
      await vi.waitFor(() => expect(router.state.location.pathname).toBe("/account/choose-password"), {
        timeout: 10_000,
      });
      // The screen before stays up while the new one's chunk arrives: wait for the title to change.
      await vi.waitFor(() => expect(screen.getByTestId("header-title").textContent).toBe("Choose your password"), {
        timeout: 10_000,
      });
      expect(router.state.location.state).toEqual({ from: start });
      clearSession();
    },
  );

  it("keeps the screen up with a progress bar while the next one's chunk arrives", async () => {
    const chunk = deferred<{ element: React.ReactNode }>();
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            { index: true, element: <p>first screen</p> },
            { path: "next", lazy: () => chunk.promise },
          ],
        },
      ],
      { initialEntries: ["/"] },
    );
    renderRouter(router);
    await screen.findByText("first screen");
    expect(screen.queryByTestId("page-pending")).toBeNull();

    act(() => void router.navigate("/next"));
    await screen.findByRole("progressbar", { name: "Loading..." });
    expect(screen.queryByText("first screen")).not.toBeNull();

    await act(async () => chunk.release({ element: <p>next screen</p> }));
    await screen.findByText("next screen");
    expect(screen.queryByTestId("page-pending")).toBeNull();
  });

  it("gives every top-level route an error screen", () => {
    expect(routes.filter((route) => route.errorElement === undefined)).toEqual([]);
  });

  it("says a screen whose code failed to load could not open, with Reload", async () => {
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          errorElement: <ScreenError />,
          children: [{ index: true, lazy: () => Promise.reject(new Error("chunk gone")) }],
        },
      ],
      { initialEntries: ["/"] },
    );
    renderRouter(router);
    const alert = await screen.findByTestId("screen-error");
    expect(alert.textContent).toContain("This screen could not be opened.");
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
  });
});
