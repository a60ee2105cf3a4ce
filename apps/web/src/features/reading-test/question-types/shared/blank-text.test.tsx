import { describe, expect, it } from "vitest";
import { blanksIn, splitBlanks } from "./blank-text";
import { answerStatus, formatKey } from "./review";

describe("blank markers", () => {
  it.each([
    [
      "It is {1}.",
      [
        { kind: "text", text: "It is " },
        { kind: "blank", questionNumber: 1 },
        { kind: "text", text: "." },
      ],
    ],
    [
      "{12}: a mound",
      [
        { kind: "blank", questionNumber: 12 },
        { kind: "text", text: ": a mound" },
      ],
    ],
    [
      "{3}{4}",
      [
        { kind: "blank", questionNumber: 3 },
        { kind: "blank", questionNumber: 4 },
      ],
    ],
    ["no blanks {x} here", [{ kind: "text", text: "no blanks {x} here" }]],
    ["", []],
  ])("splits %j", (text, parts) => {
    expect(splitBlanks(text)).toEqual(parts);
  });

  it("lists the numbers of several texts in reading order", () => {
    expect(blanksIn(["a {7} b {8}", "none", "{9}"])).toEqual([7, 8, 9]);
  });
});

describe("answer status", () => {
  const review = { standardAnswers: { 1: "colour|color", 2: "B", 3: "lagoon" }, correctTable: { 2: false } };
  it.each([
    [{ 1: " Color " }, 1, "correct"],
    [{ 1: "red" }, 1, "incorrect"],
    [{}, 1, "unanswered"],
    [{ 2: "B" }, 2, "incorrect"],
    [{ 3: "   " }, 3, "unanswered"],
  ] as const)("%j for question %d is %s (the server's table wins)", (answers, n, status) => {
    expect(answerStatus(review, answers, n)).toBe(status);
  });

  it("shows alternatives of a key joined by slashes", () => {
    expect(formatKey("colour|color")).toBe("colour / color");
  });
});
