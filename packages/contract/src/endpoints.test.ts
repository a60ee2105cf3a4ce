import { describe, expect, it } from "vitest";
import { ENDPOINT_LIST, ENDPOINTS } from "./endpoints";
import { ROUTES } from "./routes";

describe("the endpoint table", () => {
  it("gives every route its schemas, under the route's own name", () => {
    expect(Object.keys(ENDPOINTS).sort()).toEqual(Object.keys(ROUTES).sort());
    for (const [key, e] of Object.entries(ENDPOINTS)) expect(e.name).toBe(key);
  });

  it("names each method and path once", () => {
    const keys = ENDPOINT_LIST.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(ENDPOINT_LIST.map((e) => [e.path, e] as const))("%s: admin paths and admin access go together", (path, e) => {
    expect(path.startsWith("/api/admin/")).toBe(e.access === "admin");
  });

  it.each(ENDPOINT_LIST.map((e) => [e.path, e] as const))(
    "%s: teacher paths and teacher access go together",
    (path, e) => {
      expect(path.startsWith("/api/teacher/")).toBe(e.access === "teacher");
    },
  );

  it.each(ENDPOINT_LIST.map((e) => [e.path, e] as const))("%s: GET carries params, POST a body", (_path, e) => {
    expect(e.method === "GET").toBe(e.body === "params");
  });

  it("keeps sign-in, health, pictures and the bank's counts the only calls open to anyone", () => {
    const open = ENDPOINT_LIST.filter((e) => e.access === "public").map((e) => e.name);
    expect(open.sort()).toEqual(["bankSummary", "health", "image", "login"]);
  });
});
