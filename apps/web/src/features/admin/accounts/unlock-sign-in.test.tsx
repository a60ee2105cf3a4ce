import { ROUTES } from "@bandcraft/contract/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../lib/i18n";
import { bodiesSentTo, mockCall, ok, refused } from "../../../test/api-mock";
import { ADMIN, signedInEachTest } from "../../../test/signed-in";
import { renderAccounts, rowOf } from "./accounts-test-setup";

const CREATED = Date.UTC(2026, 2, 14, 10, 0);
const WAIT_UNTIL = Date.UTC(2026, 2, 14, 10, 15);

type TUser = {
  email: string;
  createdAt: number;
  privileges: number[];
  timeAllowance: number;
  signInWaitUntil?: number;
};
let users: TUser[] = [];
const unlocks = () => bodiesSentTo(ROUTES.adminUserUnlock);

describe("unlocking an account's sign-in (Learner Accounts)", () => {
  signedInEachTest(ADMIN);
  beforeEach(() => {
    users = [
      { email: "admin@example.com", createdAt: CREATED, privileges: [1], timeAllowance: 100 },
      {
        email: "slowed@example.com",
        createdAt: CREATED,
        privileges: [],
        timeAllowance: 100,
        signInWaitUntil: WAIT_UNTIL,
      },
    ];
    mockCall(ROUTES.adminUserList, () => ok({ data: { users, totalCnt: users.length } }));
    mockCall(ROUTES.adminUserUnlock, (body) => {
      const user = users.find((u) => u.email === body.email);
      if (!user) return refused(404, `No user with the e-mail ${body.email}`);
      const hadFailures = user.signInWaitUntil !== undefined;
      delete user.signInWaitUntil;
      return ok({ email: user.email, hadFailures });
    });
  });

  it("shows which account is slowed, asks first, unlocks it, says so and refreshes the list", async () => {
    renderAccounts();
    const row = await rowOf("slowed@example.com");
    expect(within(row).getByTestId("accounts-slowed").textContent).toMatch(/^Sign-in slowed until .*2026/);
    expect(within(await rowOf("admin@example.com")).queryByTestId("accounts-slowed")).toBeNull();

    const button = within(row).getByRole("button", { name: "Unlock sign-in for slowed@example.com" });
    fireEvent.click(button);
    let dialog = await screen.findByRole("dialog", { name: "Unlock sign-in" });
    expect(dialog.textContent).toContain("slowed@example.com");
    expect(dialog.textContent).toContain("Their password does not change.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(unlocks()).toEqual([]);

    fireEvent.click(within(await rowOf("slowed@example.com")).getByTestId("accounts-unlock"));
    dialog = await screen.findByRole("dialog", { name: "Unlock sign-in" });
    fireEvent.click(within(dialog).getByTestId("unlock-submit"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(unlocks()).toEqual([{ email: "slowed@example.com" }]);
    expect(screen.getByTestId("toast-region").textContent).toContain("Sign-in unlocked for slowed@example.com");
    await waitFor(async () =>
      expect(within(await rowOf("slowed@example.com")).queryByTestId("accounts-slowed")).toBeNull(),
    );
  });

  it("says when there was nothing to clear", async () => {
    renderAccounts();
    fireEvent.click(within(await rowOf("admin@example.com")).getByTestId("accounts-unlock"));
    fireEvent.click(within(await screen.findByTestId("unlock-dialog")).getByTestId("unlock-submit"));
    await waitFor(() =>
      expect(screen.getByTestId("toast-region").textContent).toContain(
        "admin@example.com had no failed sign-ins to clear",
      ),
    );
  });

  it("keeps the dialog open with the server's message when the unlock fails", async () => {
    mockCall(ROUTES.adminUserUnlock, refused(404, "No user with the e-mail slowed@example.com"));
    renderAccounts();
    fireEvent.click(within(await rowOf("slowed@example.com")).getByTestId("accounts-unlock"));
    const dialog = await screen.findByTestId("unlock-dialog");
    fireEvent.click(within(dialog).getByTestId("unlock-submit"));
    expect((await within(dialog).findByTestId("unlock-failure")).textContent).toBe(
      "No user with the e-mail slowed@example.com",
    );
  });

  it.each([
    ["zh", "解除 slowed@example.com 的登录限制", "登录受限至"],
    ["ja", "slowed@example.com のサインイン制限を解除", "までサインインが制限されています"],
  ])("speaks %s", async (language, buttonName, badge) => {
    await i18n.changeLanguage(language);
    renderAccounts();
    const row = await rowOf("slowed@example.com");
    expect(within(row).getByTestId("accounts-unlock").getAttribute("aria-label")).toBe(buttonName);
    expect(within(row).getByTestId("accounts-slowed").textContent).toContain(badge);
  });
});
