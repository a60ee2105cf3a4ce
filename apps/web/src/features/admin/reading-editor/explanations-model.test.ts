import { describe, expect, it } from "vitest";
import { quoteMismatch, withExplanation } from "./explanations-model";

const PARAGRAPH = "Venetian makers moved to Murano in 1291, partly because of the fire risk.";

describe("quoteMismatch", () => {
  it.each([
    ["found word for word", "moved to Murano in 1291", null],
    ["an empty quote is nothing to check yet", "", null],
    ["a changed last word", "moved to Murano in 1290", { offending: "1290" }],
    ["a word that differs in the middle", "moved to Burano in 1291", { offending: "Burano in 1291" }],
    ["case counts, as on the server", "venetian makers", { offending: "venetian makers" }],
    ["nothing of it is there", "glass was cheap", { offending: "glass was cheap" }],
  ])("%s", (_name, quote, result) => {
    expect(quoteMismatch(PARAGRAPH, quote)).toEqual(result);
  });
});

describe("withExplanation", () => {
  const one = { paragraph: "C", quote: "moved to Murano", note: "The move is dated." };
  it("sets one question's explanation beside the others", () => {
    expect(withExplanation({ question_2: one }, "question_9", one)).toEqual({ question_2: one, question_9: one });
  });
  it("removes it when every field is blank", () => {
    expect(withExplanation({ question_2: one }, "question_2", { paragraph: "", quote: " ", note: "" })).toEqual({});
  });
});
