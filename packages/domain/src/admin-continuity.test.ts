import { describe, expect, it } from "vitest";
import { adminChangeProblem, type TAdminChangeProblem, type TAdminCounts } from "./admin-continuity";

describe("adminChangeProblem", () => {
  it.each<[string, TAdminCounts, TAdminChangeProblem | null]>([
    ["one permanent administrator left", { activeAfter: 1, permanentAfter: 1 }, null],
    ["one permanent and several with an expiry", { activeAfter: 4, permanentAfter: 1 }, null],
    ["several permanent", { activeAfter: 3, permanentAfter: 3 }, null],
    ["the last one removed", { activeAfter: 0, permanentAfter: 0 }, "no-active-admin"],
    ["the last one given an expiry", { activeAfter: 1, permanentAfter: 0 }, "no-permanent-admin"],
    ["only administrators with an expiry left", { activeAfter: 3, permanentAfter: 0 }, "no-permanent-admin"],
  ])("%s → %s", (_label, counts, problem) => {
    expect(adminChangeProblem(counts)).toBe(problem);
  });
});
