import { ROUTES } from "@bandcraft/contract/routes";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../lib/i18n";
import { clearSession, saveSession } from "../../../lib/session";
import { mockCall, ok, refused } from "../../../test/api-mock";
import { renderAccounts } from "./accounts-test-setup";

const USERS = [{ email: "learner@example.com", createdAt: Date.UTC(2026, 2, 14), privileges: [], timeAllowance: 100 }];
/** The server's refusal of a password by the rule: English errMsg, a reason the form translates. */
const refusedBy = (reason: string) => refused(400, "English words from the server", { reason });

describe("a password the server's rule refuses, in the administrator's language", () => {
  beforeEach(() => {
    saveSession("token", "720h", { email: "admin@example.com", privileges: [1] });
    mockCall(ROUTES.adminUserList, ok({ data: { users: USERS, totalCnt: 1 } }));
    mockCall(ROUTES.adminUserCreate, refusedBy("contains-email"));
    mockCall(ROUTES.adminUserResetPassword, refusedBy("common"));
  });
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it.each([
    ["en", "A password cannot contain the e-mail address or the name before its @."],
    ["zh", "密码不能包含电子邮箱地址或 @ 前面的用户名。"],
    ["ja", "メールアドレスや @ の前の名前を含むパスワードは使えません。"],
  ])("create account (%s)", async (language, text) => {
    await i18n.changeLanguage(language);
    renderAccounts();
    await screen.findByTestId("accounts-table");
    fireEvent.change(screen.getByTestId("create-account-email"), { target: { value: "maria@example.com" } });
    fireEvent.change(screen.getByTestId("create-account-password"), { target: { value: "maria-2026!" } });
    fireEvent.click(screen.getByTestId("create-account-submit"));
    expect((await screen.findByTestId("create-account-failure")).textContent).toBe(text);
  });

  it.each([
    ["en", "This password is too common and easily guessed. Please choose another."],
    ["zh", "这个密码太常见，容易被猜到。请换一个。"],
  ])("reset password (%s)", async (language, text) => {
    await i18n.changeLanguage(language);
    renderAccounts();
    fireEvent.click(await screen.findByTestId("accounts-reset"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByTestId("reset-password-input"), { target: { value: "iloveyou" } });
    fireEvent.click(within(dialog).getByTestId("reset-password-submit"));
    expect((await within(dialog).findByTestId("reset-password-failure")).textContent).toBe(text);
  });
});
