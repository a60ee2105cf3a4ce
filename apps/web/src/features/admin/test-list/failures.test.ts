import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { failureOf, type TFailure } from "./failures";

describe("failureOf", () => {
  it.each<[string, unknown, TFailure]>([
    ["401", new ApiError("http", "x", { status: 401, errMsg: "Session expired" }), { kind: "auth" }],
    ["network", new ApiError("network", "Failed to fetch"), { kind: "network" }],
    ["timeout", new ApiError("timeout", "Request timeout"), { kind: "network" }],
    [
      "404 with errMsg",
      new ApiError("http", "x", { status: 404, errMsg: "Test not found with this title" }),
      { kind: "server", errMsg: "Test not found with this title" },
    ],
    ["500 without errMsg", new ApiError("http", "x", { status: 500 }), { kind: "server", errMsg: "" }],
    [
      "envelope error",
      new ApiError("api", "x", { status: 200, statusCode: 403, errMsg: "No" }),
      { kind: "server", errMsg: "No" },
    ],
    ["bad JSON", new ApiError("parse", "Invalid JSON response"), { kind: "server", errMsg: "" }],
    ["not an ApiError", new Error("boom"), { kind: "server", errMsg: "" }],
  ])("%s", (_name, error, expected) => {
    expect(failureOf(error)).toStrictEqual(expected);
  });
});
