import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { bodiesSentTo, mockCall, NETWORK_ERROR, ok, refused, type TResolver } from "../../../test/api-mock";
import { descriptionOf } from "../../../test/description-of";
import { ADMIN, signedInEachTest } from "../../../test/signed-in";
import { accountRows, renderAccounts } from "./accounts-test-setup";

const CREATED = Date.UTC(2026, 2, 14, 10, 0);

type TUser = { email: string; createdAt: number; privileges: number[]; timeAllowance: number };
let users: TUser[] = [];

/** The user list as the server pages and filters it. */
const listUsers: TResolver<typeof ROUTES.adminUserList> = (body) => {
  const query = body.query ?? "";
  const { page, pageSize } = body.paginationRequest;
  const matching = users.filter((u) => u.email.includes(query));
  return ok({ data: { users: matching.slice((page - 1) * pageSize, page * pageSize), totalCnt: matching.length } });
};

const toastText = () => screen.getByTestId("toast-region").textContent;

describe("learner accounts", () => {
  signedInEachTest(ADMIN);
  beforeEach(() => {
    users = [
      { email: "admin@example.com", createdAt: CREATED, privileges: [1], timeAllowance: 100 },
      { email: "learner@example.com", createdAt: CREATED, privileges: [], timeAllowance: 100 },
      { email: "reader@example.com", createdAt: CREATED, privileges: [3, 6], timeAllowance: 150 },
    ];
    mockCall(ROUTES.adminUserList, listUsers);
    mockCall(ROUTES.adminUserCreate, (body) => {
      if (users.some((u) => u.email === body.email)) return refused(409, "An account with this e-mail already exists");
      users.push({ email: body.email, createdAt: Date.now(), privileges: [], timeAllowance: 100 });
      return ok({ email: body.email });
    });
    mockCall(ROUTES.adminUserResetPassword, ok());
    mockCall(ROUTES.adminUserTimeAllowance, (body) => {
      const user = users.find((u) => u.email === body.email);
      if (user) user.timeAllowance = body.percent;
      return ok({ runningUpdated: body.applyToRunning ? 1 : 0 });
    });
  });

  it("lists accounts with their created date and active privileges by name", async () => {
    renderAccounts();
    const list = await accountRows();
    expect(list).toHaveLength(3);
    expect(bodiesSentTo(ROUTES.adminUserList)[0]).toStrictEqual({ paginationRequest: { page: 1, pageSize: 20 } });
    expect(screen.getByTestId("accounts-total").textContent).toBe("3 accounts");
    const privilegesOf = (row: HTMLElement) =>
      within(row)
        .queryAllByRole("listitem")
        .map((li) => li.textContent);
    expect(privilegesOf(list[2] as HTMLElement)).toEqual(["Reading Test", "Writing Show Test"]);
    expect(privilegesOf(list[1] as HTMLElement)).toEqual([]);
    expect((list[1] as HTMLElement).textContent).toContain("None");
    expect((list[0] as HTMLElement).textContent).toContain("2026");
  });

  it("searches by part of the e-mail from page 1", async () => {
    renderAccounts();
    await accountRows();
    fireEvent.change(screen.getByLabelText("Search accounts by e-mail"), { target: { value: " reader " } });
    fireEvent.click(screen.getByTestId("accounts-search-submit"));
    await waitFor(async () => expect(await accountRows()).toHaveLength(1));
    expect(bodiesSentTo(ROUTES.adminUserList).at(-1)).toStrictEqual({
      paginationRequest: { page: 1, pageSize: 20 },
      query: "reader",
    });
  });

  it("pages through more than 20 accounts", async () => {
    users = Array.from({ length: 25 }, (_, i) => ({
      email: `user${i}@example.com`,
      createdAt: CREATED,
      privileges: [],
      timeAllowance: 100,
    }));
    renderAccounts();
    expect(await accountRows()).toHaveLength(20);
    expect(screen.getByTestId("accounts-page").textContent).toBe("Page 1 of 2");
    fireEvent.click(screen.getByTestId("accounts-next"));
    await waitFor(async () => expect(await accountRows()).toHaveLength(5));
    expect((screen.getByTestId("accounts-next") as HTMLButtonElement).disabled).toBe(true);
  });

  it("checks the form before sending: e-mail required, 8 characters at least", async () => {
    renderAccounts();
    await accountRows();
    const email = screen.getByTestId("create-account-email");
    const password = screen.getByTestId("create-account-password");
    fireEvent.click(screen.getByTestId("create-account-submit"));
    await waitFor(() => expect(descriptionOf(email)).toBe("Please enter an email address"));
    expect(descriptionOf(password)).toContain("Passwords need at least 8 characters");
    expect(document.activeElement).toBe(email);
    fireEvent.change(email, { target: { value: "new@example.com" } });
    expect(screen.queryByText("Please enter an email address")).toBeNull();
    expect(email.hasAttribute("aria-describedby")).toBe(false);
    fireEvent.change(password, { target: { value: "short" } });
    fireEvent.click(screen.getByTestId("create-account-submit"));
    await waitFor(() => expect(descriptionOf(password)).toContain("Passwords need at least 8 characters"));
    expect(bodiesSentTo(ROUTES.adminUserCreate)).toHaveLength(0);
  });

  it("shows and hides the password", async () => {
    renderAccounts();
    const input = screen.getByTestId("create-account-password") as HTMLInputElement;
    expect(input.type).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input.type).toBe("text");
    fireEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input.type).toBe("password");
  });

  it("creates an account, confirms it and lists it; a duplicate shows the server's message", async () => {
    renderAccounts();
    await accountRows();
    fireEvent.change(screen.getByTestId("create-account-email"), { target: { value: " new@example.com " } });
    fireEvent.change(screen.getByTestId("create-account-password"), { target: { value: "first-password" } });
    fireEvent.click(screen.getByTestId("create-account-submit"));
    await waitFor(() => expect(toastText()).toContain("Account created for new@example.com"));
    expect(bodiesSentTo(ROUTES.adminUserCreate)).toStrictEqual([
      { email: "new@example.com", password: "first-password" },
    ]);
    expect((screen.getByTestId("create-account-email") as HTMLInputElement).value).toBe("");
    await waitFor(async () => expect(await accountRows()).toHaveLength(4));

    fireEvent.change(screen.getByTestId("create-account-email"), { target: { value: "learner@example.com" } });
    fireEvent.change(screen.getByTestId("create-account-password"), { target: { value: "another-password" } });
    fireEvent.click(screen.getByTestId("create-account-submit"));
    expect((await screen.findByTestId("create-account-failure")).textContent).toBe(
      "An account with this e-mail already exists",
    );
    // Nothing typed is lost on a refusal.
    expect((screen.getByTestId("create-account-email") as HTMLInputElement).value).toBe("learner@example.com");
  });

  it("resets a password in a dialog that warns about signing out everywhere", async () => {
    renderAccounts();
    const list = await accountRows();
    fireEvent.click(
      within(list[1] as HTMLElement).getByRole("button", { name: "Reset the password of learner@example.com" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Reset password" });
    expect(dialog.textContent).toContain("learner@example.com");
    expect(dialog.textContent).toContain("signed out everywhere");
    const input = within(dialog).getByLabelText("New password");
    fireEvent.change(input, { target: { value: "1234" } });
    fireEvent.click(within(dialog).getByTestId("reset-password-submit"));
    expect(within(dialog).getByRole("alert").textContent).toBe("Passwords need at least 8 characters");
    fireEvent.change(input, { target: { value: "second-password" } });
    fireEvent.click(within(dialog).getByTestId("reset-password-submit"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodiesSentTo(ROUTES.adminUserResetPassword)).toStrictEqual([
      { email: "learner@example.com", password: "second-password" },
    ]);
    expect(toastText()).toContain("Password reset for learner@example.com");
  });

  it("keeps the reset dialog open with the server's message when it fails", async () => {
    mockCall(ROUTES.adminUserResetPassword, refused(404, "No user with the e-mail gone@example.com"));
    renderAccounts();
    const list = await accountRows();
    fireEvent.click(within(list[2] as HTMLElement).getByTestId("accounts-reset"));
    const dialog = await screen.findByRole("dialog", { name: "Reset password" });
    fireEvent.change(within(dialog).getByLabelText("New password"), { target: { value: "second-password" } });
    fireEvent.click(within(dialog).getByTestId("reset-password-submit"));
    expect((await within(dialog).findByTestId("reset-password-failure")).textContent).toBe(
      "No user with the e-mail gone@example.com",
    );
  });

  it("shows a list failure with Try Again", async () => {
    mockCall(ROUTES.adminUserList, NETWORK_ERROR);
    renderAccounts();
    expect((await screen.findByTestId("accounts-error")).textContent).toContain("Network error. Please try again.");
    mockCall(ROUTES.adminUserList, listUsers);
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await accountRows()).toHaveLength(3);
  });

  it("sets a learner's extra time, for a test in progress too when asked", async () => {
    renderAccounts();
    const row = (await accountRows()).find((r) => r.getAttribute("data-email") === "reader@example.com");
    if (!row) throw new Error("no reader row");
    const button = within(row).getByTestId("accounts-time");
    expect(button.textContent).toBe("× 1.5 (90 min)");
    fireEvent.click(button);
    const dialog = screen.getByTestId("time-allowance-dialog");
    expect((within(dialog).getByTestId("time-allowance-150") as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByTestId("time-allowance-200"));
    fireEvent.click(within(dialog).getByTestId("time-allowance-running"));
    fireEvent.click(within(dialog).getByTestId("time-allowance-save"));
    await waitFor(() => expect(screen.queryByTestId("time-allowance-dialog")).toBeNull());
    expect(bodiesSentTo(ROUTES.adminUserTimeAllowance)).toEqual([
      { email: "reader@example.com", percent: 200, applyToRunning: true },
    ]);
    expect(toastText()).toContain("Time allowance of reader@example.com saved; 1 test in progress changed.");
    await waitFor(async () => {
      const again = (await accountRows()).find((r) => r.getAttribute("data-email") === "reader@example.com");
      expect(again && within(again).getByTestId("accounts-time").textContent).toBe("× 2 (120 min)");
    });
  });
});
