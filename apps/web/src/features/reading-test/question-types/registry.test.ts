import { QUESTION_TYPES } from "@bandcraft/contract/question-types/index";
import { describe, expect, it } from "vitest";
import { QUESTION_TYPE_MODULES } from "./registry";

describe("question-type registry", () => {
  it.each(QUESTION_TYPES)("%s has a module registered under its own type", (type) => {
    const module = QUESTION_TYPE_MODULES[type];
    expect(module, `no module for ${type}`).toBeDefined();
    expect(module?.type).toBe(type);
    expect(module?.Section).toBeTypeOf("function");
  });

  it("registers nothing beyond the eleven types", () => {
    expect(Object.keys(QUESTION_TYPE_MODULES).sort()).toEqual([...QUESTION_TYPES].sort());
  });

  it("a module offering passage slots offers both the lookup and the component", () => {
    for (const module of Object.values(QUESTION_TYPE_MODULES)) {
      expect(Boolean(module.passageSlotFor)).toBe(Boolean(module.PassageSlot));
    }
  });
});
