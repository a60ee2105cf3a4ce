import { describe, expect, it } from "vitest";
import {
  codePointCount,
  PASSWORD_REFUSAL_MESSAGES,
  PASSWORD_REFUSALS,
  passwordLengthRefusal,
  passwordRefusal,
  type TPasswordRefusal,
} from "./password-policy";

// A stand-in for the server's list (the real one has ~18,000 entries of 8 or more characters).
const COMMON = new Set(["password", "12345678", "iloveyou", "qwertyuiop", "passw0rd"]);
const context = (email = "learner.one@example.com") => ({ email, isCommon: (p: string) => COMMON.has(p) });

describe("passwordRefusal", () => {
  it.each<[string, string, TPasswordRefusal | null]>([
    // length, counted in code points after NFKC
    ["", "a@example.com", "too-short"],
    ["seven77", "a@example.com", "too-short"],
    ["😀😀😀😀", "a@example.com", "too-short"], // 8 UTF-16 units, 4 code points
    ["e\u0301e\u0301e\u0301x\u0301", "a@example.com", "too-short"], // 8 units, NFKC composes to 4
    ["😀🎉😀🎉😀🎉😀🎉", "a@example.com", null],
    ["😀😀😀😀😀😀😀😀", "a@example.com", "one-character"],
    ["ﬁﬁﬁﬁ", "a@example.com", null], // ligatures: NFKC makes 8 letters of 4
    [`${"x".repeat(199)}y`, "a@example.com", null],
    [`${"x".repeat(200)}y`, "a@example.com", "too-long"],
    // whitespace only, one repeated character
    ["        ", "a@example.com", "whitespace-only"],
    ["\t \u3000\u00a0    ", "a@example.com", "whitespace-only"],
    ["aaaaaaaa", "a@example.com", "one-character"],
    ["11111111111", "a@example.com", "one-character"],
    ["ａａａａａａａａ", "a@example.com", "one-character"], // fullwidth a, NFKC → a
    // common passwords, case-insensitively and after NFKC
    ["12345678", "a@example.com", "common"],
    ["password", "a@example.com", "common"],
    ["PassWord", "a@example.com", "common"],
    ["ｐａｓｓｗｏｒｄ", "a@example.com", "common"], // fullwidth letters
    ["  password  ", "a@example.com", "common"],
    ["Passw0rd", "a@example.com", "common"],
    // the e-mail, its local part, its part before "+"
    ["learner.one@example.com", "learner.one@example.com", "contains-email"],
    ["LEARNER.ONE@EXAMPLE.COM", "learner.one@example.com", "contains-email"],
    ["my learner.one pass", "learner.one@example.com", "contains-email"],
    ["ｌｅａｒｎｅｒ.ｏｎｅ!!", "learner.one@example.com", "contains-email"],
    ["maria-secret-9", "maria+ielts@example.com", "contains-email"],
    ["jo-secret-words", "jo@example.com", null], // a local part under 3 characters is not looked for
    ["jo@example.com-x", "jo@example.com", "contains-email"], // the whole address still is
    // acceptable
    ["correct horse battery staple", "admin@example.com", null],
    ["learner-password", "alice@example.com", null],
    ["tr0ub4dor&3x", "a@example.com", null],
    ["密码不容易被猜到的", "a@example.com", null],
  ])("%j for %s → %s", (password, email, expected) => {
    expect(passwordRefusal(password, context(email))).toBe(expected);
  });
});

describe("passwordLengthRefusal", () => {
  it.each<[string, "too-short" | "too-long" | null]>([
    ["1234567", "too-short"],
    ["12345678", null],
    ["😀😀😀😀", "too-short"],
    ["x".repeat(201), "too-long"],
  ])("%j → %s", (password, expected) => {
    expect(passwordLengthRefusal(password)).toBe(expected);
  });
});

describe("codePointCount", () => {
  it.each<[string, number]>([
    ["", 0],
    ["abc", 3],
    ["😀", 1],
    ["e\u0301", 2],
  ])("%j → %i", (text, n) => {
    expect(codePointCount(text)).toBe(n);
  });
});

it("every refusal has an English message", () => {
  for (const reason of PASSWORD_REFUSALS) expect(PASSWORD_REFUSAL_MESSAGES[reason]).toMatch(/\w/);
});
