import { describe, expect, it } from "vitest";
import { baseFormCandidates } from "./word-forms";

describe("baseFormCandidates", () => {
  it.each([
    ["studies", "study"],
    ["studied", "study"],
    ["processes", "process"],
    ["causes", "cause"],
    ["students", "student"],
    ["used", "use"],
    ["worked", "work"],
    ["stopped", "stop"],
    ["making", "make"],
    ["running", "run"],
    ["rapidly", "rapid"],
    ["easily", "easy"],
    ["government's", "government"],
    ["government’s", "government"],
  ])("%s has the base form %s among its candidates", (word, base) => {
    expect(baseFormCandidates(word)).toContain(base);
  });

  it.each([
    ["process", "proces"],
    ["analysis", "analysi"],
    ["species", "specie"],
    ["news", "new"],
  ])("%s is not stripped to %s (its s is no plural)", (word, wrong) => {
    expect(baseFormCandidates(word)).not.toContain(wrong);
  });

  it.each(["the", "is", "a", "bus"])("keeps the short word %s as it is", (word) => {
    expect(baseFormCandidates(word)).toEqual([word]);
  });

  it("always lists the word itself first", () => {
    expect(baseFormCandidates("transformed")[0]).toBe("transformed");
  });
});
