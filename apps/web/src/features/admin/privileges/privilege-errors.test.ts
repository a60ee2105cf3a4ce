import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { privilegeErrorText, type TErrorText } from "./privilege-errors";

describe("privilegeErrorText", () => {
  it.each<[string, unknown, "load" | "grant", TErrorText]>([
    [
      "HTTP error with the server's message",
      new ApiError("http", "x", { status: 404, statusText: "Not Found", errMsg: "No user with the e-mail a@b.c" }),
      "load",
      { key: "http", status: 404, text: "No user with the e-mail a@b.c" },
    ],
    [
      "HTTP error without a message",
      new ApiError("http", "x", { status: 502, statusText: "Bad Gateway" }),
      "grant",
      { key: "http", status: 502, text: "Bad Gateway" },
    ],
    [
      "envelope error with errMsg",
      new ApiError("api", "x", { status: 200, statusCode: 409, errMsg: "Keep one administrator" }),
      "grant",
      { key: "server", message: "Keep one administrator" },
    ],
    [
      "envelope error without errMsg, on load",
      new ApiError("api", "x", { status: 200, statusCode: 500 }),
      "load",
      { key: "apiLoad", code: "500" },
    ],
    [
      "envelope error without errMsg, on grant",
      new ApiError("api", "x", { status: 200, statusCode: 500 }),
      "grant",
      { key: "apiGrant", code: "500" },
    ],
    [
      "bad JSON on grant",
      new ApiError("parse", "Invalid JSON response", { status: 200 }),
      "grant",
      { key: "apiGrant", code: "200" },
    ],
    ["network", new ApiError("network", "Failed to fetch"), "load", { key: "network", message: "Failed to fetch" }],
    ["timeout", new ApiError("timeout", "Request timeout"), "grant", { key: "network", message: "Request timeout" }],
    ["anything else", new TypeError("boom"), "load", { key: "network", message: "boom" }],
  ])("%s", (_name, error, call, expected) => {
    expect(privilegeErrorText(error, call)).toStrictEqual(expected);
  });
});
