import type { TUserSummary } from "@bandcraft/contract/admin";
import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { bodiesSentTo, mockCall, ok, refused } from "../../../test/api-mock";
import { ADMIN, signedInEachTest } from "../../../test/signed-in";
import { renderAccounts, rowOf } from "./accounts-test-setup";

const CREATED = Date.UTC(2026, 2, 14, 10, 0);
const ONE_TIME = "Kq7-mZ4t-Pw9x";
let users: TUserSummary[] = [];

const press = async (email: string, testId: string) => fireEvent.click(within(await rowOf(email)).getByTestId(testId));
const confirm = () => screen.getByTestId("account-action-confirm") as HTMLButtonElement;
const toastText = () => screen.getByTestId("toast-region").textContent;

describe("disabling, deleting and one-time passwords (Learner Accounts)", () => {
  signedInEachTest(ADMIN);
  beforeEach(() => {
    users = [
      { email: "admin@example.com", createdAt: CREATED, privileges: [1], timeAllowance: 100 },
      { email: "learner@example.com", createdAt: CREATED, privileges: [], timeAllowance: 100, name: "Mei Lin" },
      { email: "gone@example.com", createdAt: CREATED, privileges: [10], timeAllowance: 100, disabled: true },
    ];
    mockCall(ROUTES.adminUserList, () => ok({ data: { users, totalCnt: users.length } }));
    mockCall(ROUTES.adminUserSetDisabled, (body) => {
      users = users.map((u) => (u.email === body.email ? { ...u, disabled: body.disabled || undefined } : u));
      return ok();
    });
  });

  it("shows each account's name and state, and offers neither Disable nor Delete on one's own", async () => {
    renderAccounts();
    const learner = await rowOf("learner@example.com");
    expect(within(learner).getByTestId("account-name").textContent).toBe("Mei Lin");
    expect(within(learner).queryByTestId("account-disabled-badge")).toBeNull();
    expect(within(learner).getByTestId("account-disable")).toBeTruthy();
    const gone = await rowOf("gone@example.com");
    expect(within(gone).getByTestId("account-disabled-badge").textContent).toBe("Disabled");
    expect(within(gone).getByTestId("account-enable")).toBeTruthy();
    expect(within(gone).queryByTestId("account-disable")).toBeNull();
    expect(within(gone).getByRole("listitem").textContent).toBe("Teacher");
    const own = await rowOf("admin@example.com");
    expect(within(own).queryByTestId("account-disable")).toBeNull();
    expect(within(own).queryByTestId("account-delete")).toBeNull();
    expect(within(own).getByTestId("account-one-time-password")).toBeTruthy();
  });

  it("disables an account after saying what that does, then offers Enable", async () => {
    renderAccounts();
    await press("learner@example.com", "account-disable");
    const dialog = await screen.findByTestId("account-disable-dialog");
    expect(dialog.textContent).toContain("They cannot sign in until the account is enabled again.");
    expect(dialog.textContent).toContain("Their sessions end now, on every device.");
    expect(dialog.textContent).toContain("Nothing of theirs is deleted");
    fireEvent.click(confirm());
    await waitFor(() => expect(toastText()).toContain("learner@example.com is disabled"));
    expect(bodiesSentTo(ROUTES.adminUserSetDisabled)).toEqual([{ email: "learner@example.com", disabled: true }]);
    expect(screen.queryByTestId("account-disable-dialog")).toBeNull();
    await waitFor(async () =>
      expect(within(await rowOf("learner@example.com")).queryByTestId("account-disabled-badge")).not.toBeNull(),
    );
    expect(within(await rowOf("learner@example.com")).getByTestId("account-enable")).toBeTruthy();
  });

  it("enables a disabled account again", async () => {
    renderAccounts();
    await press("gone@example.com", "account-enable");
    expect((await screen.findByTestId("account-disable-dialog")).textContent).toContain(
      "Enable gone@example.com again?",
    );
    fireEvent.click(confirm());
    await waitFor(() => expect(toastText()).toContain("gone@example.com is enabled again"));
    expect(bodiesSentTo(ROUTES.adminUserSetDisabled)).toEqual([{ email: "gone@example.com", disabled: false }]);
  });

  it.each([
    [
      "one's own account",
      refused(409, "Not your own", { reason: "own-account" }),
      "You cannot do this to your own account.",
    ],
    [
      "the last administrator",
      refused(409, "This change would leave no active administrator"),
      "This would leave no active administrator, so it was not done.",
    ],
    ["anything else, in the server's words", refused(409, "Something odd"), "Something odd"],
  ])("says a refusal for %s in the admin's language", async (_name, reply, text) => {
    mockCall(ROUTES.adminUserSetDisabled, reply);
    renderAccounts();
    await press("learner@example.com", "account-disable");
    fireEvent.click(confirm());
    expect((await screen.findByTestId("account-action-failure")).textContent).toBe(text);
  });

  it("deletes an account only once its e-mail is typed, and says what goes and what stays", async () => {
    mockCall(ROUTES.adminUserDelete, (body) => {
      users = users.filter((u) => u.email !== body.email);
      return ok();
    });
    renderAccounts();
    await press("learner@example.com", "account-delete");
    const dialog = await screen.findByTestId("account-delete-dialog");
    for (const text of [
      "their results, essays and drafts",
      "their tests in progress",
      "their sessions",
      "their privileges and their places in classes",
      "Classes they teach pass to you. The audit log keeps its entries.",
    ]) {
      expect(dialog.textContent).toContain(text);
    }
    const remove = screen.getByTestId("account-delete-confirm") as HTMLButtonElement;
    const input = screen.getByTestId("account-delete-confirm-input");
    expect(remove.disabled).toBe(true);
    fireEvent.change(input, { target: { value: "learner@example" } });
    expect(remove.disabled).toBe(true);
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    expect(bodiesSentTo(ROUTES.adminUserDelete)).toEqual([]);
    fireEvent.change(input, { target: { value: " Learner@Example.com " } });
    expect(remove.disabled).toBe(false);
    fireEvent.click(remove);
    await waitFor(() => expect(toastText()).toContain("The account learner@example.com was deleted"));
    expect(bodiesSentTo(ROUTES.adminUserDelete)).toEqual([
      { email: "learner@example.com", confirmEmail: "Learner@Example.com" },
    ]);
    await waitFor(() =>
      expect(screen.getAllByTestId("accounts-row").map((r) => r.dataset.email)).not.toContain("learner@example.com"),
    );
  });

  it("gives a one-time password, shows it once with Copy, and marks the account", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    mockCall(ROUTES.adminUserOneTimePassword, (body) => {
      users = users.map((u) => (u.email === body.email ? { ...u, mustChangePassword: true } : u));
      return ok({ email: body.email, oneTimePassword: ONE_TIME });
    });
    renderAccounts();
    await press("learner@example.com", "account-one-time-password");
    const ask = await screen.findByTestId("account-one-time-dialog");
    expect(ask.textContent).toContain("they are signed out everywhere");
    expect(ask.textContent).toContain("must choose their own password");
    fireEvent.click(confirm());
    expect((await screen.findByTestId("account-one-time-password-value")).textContent).toBe(ONE_TIME);
    expect(bodiesSentTo(ROUTES.adminUserOneTimePassword)).toEqual([{ email: "learner@example.com" }]);
    const result = screen.getByTestId("account-one-time-result");
    expect(result.textContent).toContain("It is shown only this once and works for 14 days.");
    fireEvent.click(within(result).getByRole("button", { name: "Copy" }));
    await within(result).findByRole("button", { name: "Copied" });
    expect(writeText).toHaveBeenCalledWith(ONE_TIME);
    await waitFor(async () =>
      expect(within(await rowOf("learner@example.com")).getByTestId("account-one-time-badge").textContent).toBe(
        "One-time password (not signed in yet)",
      ),
    );
    fireEvent.click(within(result).getByRole("button", { name: "Done" }));
    expect(screen.queryByTestId("account-one-time-password-value")).toBeNull();
  });

  it("words the dialogs and badges in Japanese", async () => {
    await i18n.changeLanguage("ja");
    renderAccounts();
    expect(within(await rowOf("gone@example.com")).getByTestId("account-disabled-badge").textContent).toBe("無効");
    await press("learner@example.com", "account-delete");
    expect((await screen.findByTestId("account-delete-dialog")).textContent).toContain(
      "確認のため learner@example.com と入力してください",
    );
  });
});
