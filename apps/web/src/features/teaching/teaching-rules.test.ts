import { MAX_CLASS_NAME } from "@bandcraft/contract/classes";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import i18n from "../../lib/i18n";
import { classFailure, classNameProblem, learnersFromText, passwordsCsv, passwordsFileName } from "./teaching-rules";
import { classFailureText, learnerProblemText } from "./teaching-text";

const refusal = (status: number, errMsg: string, extra: object = {}) =>
  new ApiError("http", errMsg, { status, errMsg, body: { statusCode: status, errMsg, ...extra } });

describe("a class name is checked as the server checks it", () => {
  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["Year 10 B", null],
    ["  padded  ", null],
    ["x".repeat(MAX_CLASS_NAME), null],
    [` ${"x".repeat(MAX_CLASS_NAME)} `, null],
    ["x".repeat(MAX_CLASS_NAME + 1), "tooLong"],
  ])("%j is %s", (name, problem) => {
    expect(classNameProblem(name)).toBe(problem);
  });
});

describe("a typed list is read by the CSV reader, its lines numbered as typed", () => {
  it.each([
    ["ana@school.org", [{ email: "ana@school.org" }]],
    [
      "ana@school.org, Ana Li\n\n  BEN@school.org  \r\n",
      [{ email: "ana@school.org", name: "Ana Li" }, { email: "ben@school.org" }],
    ],
  ])("%j", (text, learners) => {
    expect(learnersFromText(text)).toStrictEqual({ learners, problems: [] });
  });

  it("names the typed line of each problem, not the line after the added header", () => {
    expect(learnersFromText("ana@school.org\nnot-an-address\nana@school.org").problems).toStrictEqual([
      { line: 2, code: "invalid-email", value: "not-an-address" },
      { line: 3, code: "duplicate-email", value: "ana@school.org" },
    ]);
  });

  it("an address the server would refuse is a problem on its own line", () => {
    expect(learnersFromText("ana@school.org\n=cmd@school.org")).toStrictEqual({
      learners: [],
      problems: [{ line: 2, code: "invalid-email", value: "=cmd@school.org" }],
    });
  });

  it("an empty list is a problem of the whole list", () => {
    expect(learnersFromText(" \n ").problems).toStrictEqual([{ line: 0, code: "empty" }]);
  });
});

describe("a refusal is sorted into what the screen says", () => {
  it.each([
    [refusal(409, "taken", { reason: "class-name-taken" }), { kind: "reason", reason: "class-name-taken" }],
    [refusal(409, "full", { reason: "class-full" }), { kind: "reason", reason: "class-full" }],
    [refusal(409, "archived", { reason: "class-archived" }), { kind: "reason", reason: "class-archived" }],
    [refusal(409, "other", { reason: "something-new" }), { kind: "server", errMsg: "other" }],
    [refusal(400, "learners is empty"), { kind: "server", errMsg: "learners is empty" }],
    [new ApiError("network", "offline"), { kind: "network" }],
    [new Error("boom"), { kind: "server", errMsg: "" }],
  ])("%#", (error, failure) => {
    expect(classFailure(error)).toStrictEqual(failure);
  });

  it("says a reason in the teacher's language, else the server's words, else the fallback", () => {
    const t = i18n.getFixedT("en");
    expect(classFailureText({ kind: "reason", reason: "class-full" }, t, "x")).toContain("at most 500 learners");
    expect(classFailureText({ kind: "server", errMsg: "Bad name" }, t, "fallback")).toBe("Bad name");
    expect(classFailureText({ kind: "server", errMsg: "" }, t, "fallback")).toBe("fallback");
    expect(classFailureText({ kind: "reason", reason: "class-name-taken" }, i18n.getFixedT("ja"), "x")).toContain(
      "別の名前",
    );
  });
});

describe("a list's problems in the teacher's language", () => {
  it.each([
    ["en", { line: 4, code: "invalid-email", value: "bob@" }, "file", "Line 4: not an e-mail address (“bob@”)"],
    ["en", { line: 0, code: "too-many" }, "file", "a class holds at most 500 learners; split the list"],
    ["en", { line: 0, code: "empty" }, "text", "Enter at least one e-mail address."],
    [
      "zh",
      { line: 2, code: "duplicate-email", value: "a@b.co" },
      "file",
      "第 2 行：该邮箱在前面的行中已出现（“a@b.co”）",
    ],
    [
      "ja",
      { line: 3, code: "name-too-long", value: "a@b.co" },
      "text",
      "3 行目：名前は 100 文字以内にしてください（「a@b.co」）",
    ],
  ] as const)("%s %j", (language, problem, source, text) => {
    expect(learnerProblemText(problem, i18n.getFixedT(language), source)).toBe(text);
  });
});

describe("the one-time passwords file", () => {
  it("lists only the new accounts, and a name that looks like a formula stays text", () => {
    const csv = passwordsCsv([
      { email: "ana@school.org", name: "Ana Li", oneTimePassword: "pw-1" },
      { email: "old@school.org", name: null, oneTimePassword: null },
      { email: "eve@school.org", name: "=HYPERLINK(1)", oneTimePassword: "pw-2" },
    ]);
    expect(csv).toBe(
      "\uFEFFemail,name,one_time_password\r\nana@school.org,Ana Li,pw-1\r\neve@school.org,'=HYPERLINK(1),pw-2\r\n",
    );
  });

  it.each([
    ["Year 10 B", "Year 10 B-one-time-passwords.csv"],
    ['10/B: "red"', "10-B- -red--one-time-passwords.csv"],
    ["..hidden", "hidden-one-time-passwords.csv"],
    ["", "class-one-time-passwords.csv"],
  ])("%j is saved as %j", (name, file) => {
    expect(passwordsFileName(name)).toBe(file);
  });
});
