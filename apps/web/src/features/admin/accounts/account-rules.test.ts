import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import {
  accountFailure,
  checkNewAccount,
  emailProblem,
  passwordProblem,
  type TAccountFailure,
  totalPages,
} from "./account-rules";

describe("account rules", () => {
  it.each([
    ["", "short"],
    ["1234567", "short"],
    ["       ", "short"],
    ["12345678", null],
    ["        ", null],
    ["x".repeat(200), null],
    ["x".repeat(201), "long"],
    ["😀🎉😀🎉", "short"],
    ["ﬁﬁﬁﬁ", null],
  ])("password %j → %s", (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
  });

  it.each([
    ["", "missing"],
    ["   ", "missing"],
    ["learner", "invalid"],
    ["learner@localhost", null],
    ["a@b@c", "invalid"],
    ["two words@example.com", "invalid"],
    ["learner@example.com", null],
    [" Learner@Example.com ", null],
  ])("e-mail %j → %s", (email, expected) => {
    expect(emailProblem(email)).toBe(expected);
  });

  it.each([
    ["", "", { email: "missing", password: "short" }],
    ["a@b.co", "short", { password: "short" }],
    ["a@b.co", "long enough", {}],
  ])("new account %j / %j", (email, password, expected) => {
    expect(checkNewAccount(email, password)).toStrictEqual(expected);
  });

  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [45, 20, 3],
  ])("%i accounts at %i a page → %i pages", (count, size, pages) => {
    expect(totalPages(count, size)).toBe(pages);
  });

  it.each<[string, unknown, TAccountFailure]>([
    [
      "duplicate",
      new ApiError("http", "x", { status: 409, errMsg: "An account with this e-mail already exists" }),
      { kind: "server", errMsg: "An account with this e-mail already exists" },
    ],
    ["network", new ApiError("network", "Failed to fetch"), { kind: "network" }],
    ["timeout", new ApiError("timeout", "Request timeout"), { kind: "network" }],
    ["silent 500", new ApiError("http", "x", { status: 500 }), { kind: "server", errMsg: "" }],
    [
      "a password the rule refuses",
      new ApiError("http", "x", { status: 400, errMsg: "Common", body: { reason: "common" } }),
      { kind: "server", errMsg: "Common", reason: "common" },
    ],
    [
      "a reason that is not the password rule's",
      new ApiError("http", "x", { status: 429, errMsg: "Wait", body: { reason: "sign-in-slowed" } }),
      { kind: "server", errMsg: "Wait" },
    ],
    ["not an ApiError", new Error("x"), { kind: "server", errMsg: "" }],
    [
      "one's own account",
      new ApiError("http", "x", { status: 409, errMsg: "Not yourself", body: { reason: "own-account" } }),
      { kind: "server", errMsg: "Not yourself", refusal: "own-account" },
    ],
    [
      "the last active administrator, told by its message",
      new ApiError("http", "x", { status: 409, errMsg: "This change would leave no active administrator" }),
      { kind: "server", errMsg: "This change would leave no active administrator", refusal: "no-active-admin" },
    ],
    [
      "the last permanent administrator, told by its code",
      new ApiError("http", "x", { status: 409, errMsg: "No", body: { reason: "no-permanent-admin" } }),
      { kind: "server", errMsg: "No", refusal: "no-permanent-admin" },
    ],
  ])("failure: %s", (_name, error, expected) => {
    expect(accountFailure(error)).toStrictEqual(expected);
  });
});
