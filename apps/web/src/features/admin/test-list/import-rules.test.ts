import { BANK_IMPORT_LIMITS } from "@bandcraft/contract/bank-transfer";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { fileNameOf } from "./bank-transfer.api";
import { choiceProblem, importFailureOf } from "./import-rules";

const files = (count: number, size = 10) => Array.from({ length: count }, () => ({ size }));

describe("the chosen files", () => {
  it.each([
    ["none", files(0), "none"],
    ["one small file", files(1), null],
    ["as many files as an import takes", files(BANK_IMPORT_LIMITS.files), null],
    ["one file more", files(BANK_IMPORT_LIMITS.files + 1), "too-many"],
    ["exactly the size limit", files(1, BANK_IMPORT_LIMITS.bytes), null],
    ["two files over the size limit together", files(2, BANK_IMPORT_LIMITS.bytes / 2 + 1), "too-large"],
  ])("%s → %s", (_name, chosen, expected) => {
    expect(choiceProblem(chosen)).toBe(expected);
  });
});

const refusal = (status: number, body: unknown) =>
  new ApiError("http", "refused", { status, statusCode: status, errMsg: "refused", body });

describe("an import's failure", () => {
  const problem = {
    file: "a.json",
    item: "t-1",
    rule: "Title cannot be empty",
    contentProblem: { code: "titleEmpty" },
  };

  it.each([
    [
      "a refusal listing problems",
      refusal(400, { statusCode: 400, errMsg: "x", problems: ["…"], problemDetails: [problem], problemCount: 3 }),
      { kind: "problems", problems: [problem], count: 3 },
    ],
    ["a body too large", refusal(413, { statusCode: 413, errMsg: "Request body is too large" }), { kind: "too-large" }],
    [
      "a 400 without a problem list (a bad request)",
      refusal(400, { statusCode: 400, errMsg: "Invalid request" }),
      { kind: "server", errMsg: "refused" },
    ],
    ["signed out", refusal(401, { statusCode: 401, errMsg: "x" }), { kind: "auth" }],
    ["no answer", new ApiError("network", "Failed to fetch"), { kind: "network" }],
  ])("%s", (_name, error, expected) => {
    expect(importFailureOf(error)).toEqual(expected);
  });
});

describe("a download's file name", () => {
  it.each([
    ['attachment; filename="t-1.json"', "t-1.json"],
    ["attachment", undefined],
    [null, undefined],
  ])("%s → %s", (header, expected) => {
    expect(fileNameOf(header)).toBe(expected);
  });
});
