import { describe, expect, it } from "vitest";
import { samplePractice } from "../testing/sample-practice";
import { gradePractice, markOf } from "./grade-practice";

// The sample practice has one section of every type: numbers 1–24 (see testing/sample-practice.ts).
const ALL_RIGHT: Record<string, string> = {
  "1": "B",
  "2": "C",
  "3": "A",
  "4": "D",
  "5": "TRUE",
  "6": "NOT GIVEN",
  "7": "YES",
  "8": "NOT GIVEN",
  "9": "C",
  "10": "A",
  "11": "ii",
  "12": "iii",
  "13": "B",
  "14": "A",
  "15": "D",
  "16": "A",
  "17": "colour",
  "18": "lagoon",
  "19": "E",
  "20": "B",
  "21": "bellows",
  "22": "crucible",
  "23": "Murano",
  "24": "1291",
};

describe("gradePractice", () => {
  it("marks a fully correct paper 24 / 24 with every question in the tables", () => {
    const grade = gradePractice(samplePractice(), ALL_RIGHT);
    expect(grade.correctCnt).toBe(24);
    expect(grade.questionCnt).toBe(24);
    expect(Object.keys(grade.correctTable)).toHaveLength(24);
    expect(grade.standardAnswers["3"]).toBe("A");
    expect(grade.standardAnswers["4"]).toBe("D");
    expect(grade.standardAnswers["17"]).toBe("colour|color");
  });

  it("marks an empty paper 0 / 24 and keeps no user answers", () => {
    const grade = gradePractice(samplePractice(), {});
    expect(grade.correctCnt).toBe(0);
    expect(grade.userAnswers).toEqual({});
    expect(Object.values(grade.correctTable).every((v) => v === false)).toBe(true);
  });

  // One row per type and grading rule: [question, answer, correct?]
  it.each([
    ["MC single: right letter", "1", "B", true],
    ["MC single: lower case is upper-cased", "1", "b", true],
    ["MC single: wrong letter", "1", "A", false],
    ["MC multi: the key's letters in key order", "3", "A", true],
    ["TFNG exact value", "5", "TRUE", true],
    ["TFNG lower case", "6", "not given", true],
    ["TFNG wrong value", "5", "FALSE", false],
    ["YNNG value", "7", "YES", true],
    ["YNNG wrong value", "8", "NO", false],
    ["matching information letter", "9", "c", true],
    ["matching headings numeral", "11", "ii", true],
    ["matching headings other numeral", "11", "iii", false],
    ["matching features upper-cased", "13", "b", true],
    ["matching sentence endings", "15", "D", true],
    ["sentence completion alternative", "17", "COLOR", true],
    ["sentence completion trimmed", "18", "  lagoon  ", true],
    ["sentence completion misspelt", "18", "lagon", false],
    ["summary word bank letter", "19", "e", true],
    ["summary word bank word instead of letter", "19", "Mesopotamia", false],
    ["diagram label", "21", "Bellows", true],
    ["short answer proper noun any case", "23", "murano", true],
    ["short answer number", "24", "1291", true],
    ["blank answer is missed", "24", "   ", false],
  ])("%s", (_rule, n, answer, correct) => {
    const grade = gradePractice(samplePractice(), { ...ALL_RIGHT, [n]: answer });
    expect(grade.correctTable[n]).toBe(correct);
    expect(grade.correctCnt).toBe(correct ? 24 : 23);
  });

  it.each([
    ["both letters in the other order", { "3": "D", "4": "A" }, [true, true]],
    ["one right, one wrong", { "3": "A", "4": "B" }, [true, false]],
    ["one right, the other blank", { "3": "D", "4": "" }, [true, false]],
    ["the same right letter twice earns one mark", { "3": "A", "4": "a" }, [true, false]],
    ["both wrong", { "3": "B", "4": "C" }, [false, false]],
  ])("MC choose-two: %s", (_label, answers, marks) => {
    const grade = gradePractice(samplePractice(), { ...ALL_RIGHT, ...answers });
    expect([grade.correctTable["3"], grade.correctTable["4"]]).toEqual(marks);
  });

  it("drops blank answers and ignores numbers the passage lacks", () => {
    const grade = gradePractice(samplePractice(), { "1": " B ", "2": "", "99": "A", x: "B" });
    expect(grade.userAnswers).toEqual({ "1": "B" });
    expect(grade.questionCnt).toBe(24);
  });
});

describe("markOf", () => {
  it.each([
    ["no answer", undefined, "B", undefined, "unanswered"],
    ["blank answer", "  ", "B", { "1": true }, "unanswered"],
    ["server says correct though the text differs", "color", "colour|color", { "1": true }, "correct"],
    ["server says wrong though the text matches", "B", "B", { "1": false }, "incorrect"],
    ["no server table: exact equality", "B", "B", undefined, "correct"],
    ["no server table: case differs", "b", "B", undefined, "incorrect"],
  ] as const)("%s", (_label, user, standard, table, mark) => {
    expect(markOf(1, user, standard, table)).toBe(mark);
  });
});
