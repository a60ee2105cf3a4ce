import { describe, expect, it } from "vitest";
import { parseEssay } from "./essay-text";
import { findOverview, isOverviewSentence } from "./overview";

const wordsOf = (sentence: string) => parseEssay(sentence).words;

describe("isOverviewSentence", () => {
  it.each([
    ["Overall, coal use declined.", false, true],
    ["Coal use declined overall.", false, true],
    ["The overall number rose to 50%.", false, false],
    ["In general, people travelled more by car.", false, true],
    ["It is clear that renewables grew.", false, true],
    ["The most noticeable change was in coal.", false, true],
    ["In summary, both sectors expanded.", false, true],
    ["Coal use rose steadily, whereas nuclear power declined.", false, true],
    ["Coal use rose from 10% to 40%, whereas nuclear power declined.", false, false],
    ["The chart compares how coal and gas use rose while oil fell.", true, false],
    ["Coal use rose steadily.", false, false],
    ["Gas provided about 15% of electricity.", false, false],
  ])("%j (first sentence: %s) → %s", (sentence, isFirst, expected) => {
    expect(isOverviewSentence(wordsOf(sentence), isFirst)).toBe(expected);
  });

  it("finds the first overview sentence of a Task 1 report", () => {
    const essay = parseEssay(
      "The graph shows energy use from 1990 to 2020.\n\nOverall, coal declined. Gas rose.\n\nIn 1990 coal was 60%.",
    );
    expect(findOverview(essay.sentences)?.text).toBe("Overall, coal declined.");
  });

  it("finds none in a report of figures only", () => {
    const essay = parseEssay("The graph shows energy use from 1990 to 2020. In 1990 coal was 60%. In 2020 it was 10%.");
    expect(findOverview(essay.sentences)).toBeUndefined();
  });
});
